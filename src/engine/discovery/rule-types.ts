/** The file shapes the discovery rules pass between their steps (apart, so helpers need no rules.ts). */
import type { SkipReason } from './classify.ts';
import type { RejectionCategory } from './content/structure.ts';
import type { IacKind } from './kinds.ts';

/** What a probe says of one entry, without following a link. */
export type EntryStat =
  | { readonly type: 'file'; readonly size: number }
  | { readonly type: 'symlink' | 'other' | 'missing' | 'unreadable' };

/** Answers for one listed entry; the rules ask only about candidates. */
export interface FileProbe {
  /** Its type and size, without following a link (lstat; or a tree's mode and size). */
  stat(relativePath: string): EntryStat;
  /** Its bytes, which need stay valid only until the next call; throws when unreadable. */
  read(relativePath: string): Uint8Array;
}

/** A file the rules choose, relative to the scanned folder. */
export interface ChosenFile {
  readonly path: string;
  readonly size: number;
  readonly kind: IacKind;
  /** Files of one unit (a Terraform folder, a Helm chart) go into one archive when they can. */
  readonly unit: string;
}

/** A regular YAML/JSON file whose content decides. */
export interface PendingFile {
  readonly path: string;
  readonly size: number;
}

/** A path the listing could not turn into a candidate (a folder it could not read, a bad name). */
export interface ListingProblem {
  readonly path: string;
  readonly reason: Extract<
    SkipReason,
    'unreadable' | 'unreadable folder' | 'name is not valid UTF-8'
  >;
}

export interface RuleInput {
  /** Listed paths, relative to the scanned folder, with `/` separators. */
  readonly paths: readonly string[];
  readonly problems?: readonly ListingProblem[];
  readonly isIncluded: (relativePath: string) => boolean;
  readonly isExcluded: (relativePath: string) => boolean;
}

/** A YAML/JSON file that was read and is not IaC, with why (for the debug log; untrusted text). */
export interface Rejection {
  readonly path: string;
  readonly reason: string;
  /** Set when the refusal says more than "not IaC" (a warning for some: see log-discovery). */
  readonly category?: RejectionCategory;
  /** Why the log gives no warning (a test folder …); the category still judges the file. */
  readonly quiet?: string;
}
