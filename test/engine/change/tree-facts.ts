/**
 * What the unjudged rule's tests share: a tree about which nothing is known (each test adds the
 * one fact it is about), a changed file, and the object ids git's raw diff records carry.
 */
import type { Candidate, TreeFacts } from '../../../src/engine/change/judge-entry.ts';

/** A tree in which nothing was uploaded, included, excluded, skipped or packed, with no chart. */
export const NONE: TreeFacts = {
  uploaded: () => false,
  isIncluded: () => false,
  isExcluded: () => false,
  skipped: new Map(),
  rejected: new Map(),
  notPacked: new Map(),
  charts: new Set(),
};

/** A changed regular file at `path`, its name valid UTF-8. */
export const file = (path: string): Candidate => ({ path, nameValid: true, type: 'file' });

/** Object ids for raw diff records: an old one, a new one, and git's "none". */
export const A = 'a'.repeat(40);
export const B = 'b'.repeat(40);
export const ZERO = '0'.repeat(40);
