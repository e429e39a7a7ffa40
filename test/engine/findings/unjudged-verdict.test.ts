/**
 * The unjudged rule in the verdict, in process (issue 31): on a pull request, IaC it changed that
 * was not uploaded makes the result `error` (or adds to a `fail`), whatever else was found, and
 * `on-service-error: warn` never softens it; elsewhere it changes nothing of the verdict.
 */
import { describe, expect, it } from 'vitest';
import { checkConclusion } from '../../../src/action/surfaces/check-run/check-run-annotations.ts';
import {
  describeUnjudged,
  serviceErrorPolicy,
  unjudgedGates,
} from '../../../src/engine/findings/unjudged-gate.ts';
import { decide, type VerdictInput } from '../../../src/engine/findings/verdict.ts';
import {
  unjudgedFile,
  type Unjudged,
  type UnjudgedReason,
} from '../../../src/engine/change/unjudged.ts';
import { CLEAN_SCAN, reported } from '../../support/reported.ts';

const base: VerdictInput = { ...CLEAN_SCAN, baseLabel: 'main' };

function unjudged(
  files: [string, UnjudgedReason][],
  options: Partial<Omit<Unjudged, 'files'>> = {},
): Unjudged {
  return {
    files: files.map(([path, reason]) => unjudgedFile(path, reason)),
    gates: true,
    scope: 'changed',
    ...options,
  };
}

const CREDENTIALS = unjudged([['infra/credentials.tf', 'secret-like name']]);

describe('unjudged IaC in the verdict', () => {
  it('makes a pull request that would pass an error, naming the file and why', () => {
    expect(decide({ ...base, unjudged: CREDENTIALS })).toEqual({
      verdict: 'error',
      reason:
        '1 IaC file this pull request adds or changes was not uploaded, so no scan judged it: infra/credentials.tf (secret-like name); the summary says how to fix each',
      gated: 0,
    });
  });

  it('changes nothing when it does not gate (not a pull request) or when every file was judged', () => {
    for (const input of [
      { ...base, unjudged: { ...CREDENTIALS, gates: false } },
      { ...base, unjudged: unjudged([]) },
      { ...base, unjudged: undefined },
    ])
      expect(decide(input).verdict).toBe('pass');
  });

  it('adds to a fail, after the gated findings, and to an incomplete scan, before it', () => {
    const failed = decide({
      ...base,
      findings: [reported({ severity: 'HIGH', baselineState: 'new' })],
      unjudged: CREDENTIALS,
    });
    expect(failed.verdict).toBe('fail');
    expect(failed.reason).toMatch(
      /^1 new finding at a fail-on severity \(1 HIGH\); also, 1 IaC file this pull request adds/,
    );
    const both = decide({
      ...base,
      unjudged: CREDENTIALS,
      complete: false,
      incomplete: ['scan s1 timed out'],
    });
    expect(both.verdict).toBe('error');
    expect(both.reason).toMatch(
      /^1 IaC file this pull request .*; also, the scan could not complete: scan s1 timed out$/,
    );
  });

  it('is an error, never a skip, when nothing at all was uploaded', () => {
    const d = decide({ ...base, discoveredFiles: 0, plannedArchives: 0, unjudged: CREDENTIALS });
    expect(d.verdict).toBe('error');
    // A fork without a key scanned nothing at all: that stays a skip.
    expect(decide({ ...base, skipped: 'no key', unjudged: CREDENTIALS }).verdict).toBe('skipped');
  });

  it('names five files and counts the rest; a whole-tree list says why', () => {
    const many = unjudged(
      Array.from({ length: 7 }, (_, i): [string, UnjudgedReason] => [`f${i}.tf`, 'unparsable']),
    );
    expect(describeUnjudged(many)).toBe(
      '7 IaC files this pull request adds or changes were not uploaded, so no scan judged them: f0.tf (unparsable), f1.tf (unparsable), f2.tf (unparsable), f3.tf (unparsable), f4.tf (unparsable), and 2 more; the summary says how to fix each',
    );
    const tree = { ...CREDENTIALS, scope: 'tree' as const, note: 'the base could not be fetched' };
    expect(describeUnjudged(tree)).toBe(
      '1 IaC file of the scanned tree was not uploaded, and which files this pull request changed is not known (the base could not be fetched): infra/credentials.tf (secret-like name); the summary says how to fix each',
    );
  });
});

describe('on-service-error and the check run', () => {
  it('warn never softens the content own error', () => {
    expect(unjudgedGates(CREDENTIALS)).toBe(true);
    expect(serviceErrorPolicy({ unjudged: CREDENTIALS }, 'warn')).toBe('fail');
    expect(serviceErrorPolicy({ unjudged: { ...CREDENTIALS, gates: false } }, 'warn')).toBe('warn');
    expect(serviceErrorPolicy({ unjudged: unjudged([]) }, 'warn')).toBe('warn');
    expect(serviceErrorPolicy({}, 'warn')).toBe('warn');
    expect(serviceErrorPolicy({}, 'fail')).toBe('fail');
  });

  it('concludes the check run failure, where a warned service error would be neutral', () => {
    const error = { verdict: 'error' as const, findings: [] };
    expect(checkConclusion({ ...error, unjudged: CREDENTIALS }, 'warn')).toBe('failure');
    expect(checkConclusion(error, 'warn')).toBe('neutral');
    expect(checkConclusion(error, 'fail')).toBe('failure');
  });
});
