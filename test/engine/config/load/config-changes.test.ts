/**
 * What an edit of the configuration file changes, setting by setting, as a reviewer reads it:
 * the effective values before and after, the same inputs and floors applied to both (a change
 * the organisation's floor cancels is no change), and a file's comments or key order no change.
 */
import { describe, expect, it } from 'vitest';
import { parseConfigFile } from '../../../../src/engine/config/file/parse-config-file.ts';
import { resolveConfig } from '../../../../src/engine/config/effective/resolve-config.ts';
import {
  configChanges,
  describeConfigChanges,
} from '../../../../src/engine/config/load/config-changes.ts';

const file = (text: string, role: 'repository' | 'organisation' = 'repository') =>
  parseConfigFile({
    file: role === 'repository' ? '.plerion-iac.yml' : 'org.yml',
    bytes: Buffer.from(text),
    role,
  });

const changes = (before: string, after: string, org?: string) =>
  configChanges(
    resolveConfig({ file: file(before), ...(org && { org: file(org, 'organisation') }) }),
    resolveConfig({ file: file(after), ...(org && { org: file(org, 'organisation') }) }),
  );

describe('configuration changes', () => {
  it('lists each setting changed, from what to what, in the table’s order', () => {
    const found = changes(
      'fail-on: [CRITICAL, HIGH]\ntimeout: 600\n',
      'timeout: 60\nfail-on: none\nexclude: [infra/**]\n',
    );
    expect(describeConfigChanges(found)).toBe(
      'exclude: (none) -> infra/**; fail-on: CRITICAL, HIGH -> none; timeout: 600 -> 60',
    );
  });

  it('sees no change in comments, key order or a list’s comma form', () => {
    expect(
      changes(
        'fail-on: CRITICAL,HIGH\ntimeout: 60\n',
        '# tidied\ntimeout: 60\nfail-on: [HIGH, CRITICAL]\n',
      ),
    ).toEqual([]);
  });

  it('sees no change where the organisation’s floor holds the value either way', () => {
    expect(
      changes('fail-on: [CRITICAL]\n', 'fail-on: none\n', 'require:\n  fail-on: [CRITICAL]\n'),
    ).toEqual([]);
  });

  it('shows what an override does, not where it is written', () => {
    const found = changes(
      '',
      'severity-overrides:\n  - detection: D-1\n    severity: LOW\n    reason: known\n',
    );
    expect(describeConfigChanges(found)).toBe('severity-overrides: none -> D-1 -> LOW');
  });

  it('cuts a long list of changes and a long value', () => {
    const many = changes(
      '',
      [
        'region: us1',
        'path: infra',
        'include: [a/**]',
        'exclude: [b/**]',
        'artifact-name: x',
        'max-archive-size: 10',
        'fail-on: none',
        'skip-detections: [D]',
        'baseline: none',
        'suppressions: s.yml',
        'timeout: 5',
        'on-service-error: warn',
        'pr-suppressions: apply',
        'dry-run: true',
        '',
      ].join('\n'),
    );
    expect(describeConfigChanges(many)).toMatch(/; and 2 more$/);
    const long = changes('', `exclude: [${'x'.repeat(300)}/**]\n`);
    expect(long[0]?.to.length).toBeLessThanOrEqual(121);
  });
});
