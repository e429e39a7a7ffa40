/**
 * Where the configuration file is found and how it is read from disk: the named file (which must
 * exist and stay inside the repository), else `.plerion-iac.yml` or `.plerion-iac.yaml` from the
 * scanned folder up to the root; both names in one folder, a link out of the repository, a folder
 * in its place and an oversized file are refused before anything is parsed.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findConfigFile,
  readConfigFile,
} from '../../../../src/engine/config/file/find-config-file.ts';
import { MAX_CONFIG_FILE_BYTES } from '../../../../src/engine/config/file/read-yaml.ts';
import { tempDir, writeTree } from '../../../support/helpers.ts';

let root: string;
let outside: string;

beforeAll(() => {
  root = tempDir('config-find-');
  outside = tempDir('config-outside-');
  writeTree(root, {
    '.plerion-iac.yml': 'fail-on: CRITICAL\n',
    'infra/prod/main.tf': '',
    'services/.plerion-iac.yaml': 'fail-on: none\n',
    'services/api/main.tf': '',
    'both/.plerion-iac.yml': '',
    'both/.plerion-iac.yaml': '',
    'configs/strict.yml': 'fail-on: [CRITICAL, HIGH, MEDIUM]\n',
    'dir/.plerion-iac.yml/keep': '',
  });
  writeTree(outside, { 'stolen.yml': 'fail-on: none\n' });
  fs.symlinkSync(path.join(outside, 'stolen.yml'), path.join(root, 'configs/link.yml'));
  fs.writeFileSync(path.join(root, 'configs/big.yml'), `# ${'x'.repeat(MAX_CONFIG_FILE_BYTES)}\n`);
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

const LABEL = '--config';
const find = (from: string, named = '') =>
  findConfigFile({ root, from: path.join(root, from), named, label: LABEL });
const read = (file: string) =>
  readConfigFile({ root, file: path.join(root, file), role: 'repository', label: LABEL });

describe('finding the file', () => {
  it('walks up from the scanned folder to the repository root', () => {
    expect(find('infra/prod')).toBe(path.join(root, '.plerion-iac.yml'));
    expect(find('services/api')).toBe(path.join(root, 'services/.plerion-iac.yaml'));
    expect(find('.')).toBe(path.join(root, '.plerion-iac.yml'));
  });

  it('stops at the root, and starts there for a folder outside it', () => {
    const bare = tempDir('config-none-');
    try {
      writeTree(bare, { 'a/b/main.tf': '' });
      expect(
        findConfigFile({ root: bare, from: path.join(bare, 'a/b'), label: LABEL }),
      ).toBeUndefined();
      expect(
        findConfigFile({ root: path.join(root, 'infra'), from: root, label: LABEL }),
      ).toBeUndefined();
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  it('refuses both names in one folder', () => {
    expect(() => find('both')).toThrow(
      "Invalid --config: '.plerion-iac.yml and .plerion-iac.yaml'. Expected one configuration file per folder: keep .plerion-iac.yml and remove the other.",
    );
  });

  it('takes the named file, which must exist inside the repository', () => {
    expect(find('infra', 'configs/strict.yml')).toBe(path.join(root, 'configs/strict.yml'));
    expect(() => find('.', 'configs/missing.yml')).toThrow(
      "Invalid --config: 'configs/missing.yml'. Expected a YAML file inside the repository, relative to its root (it does not exist).",
    );
    expect(() => find('.', '../elsewhere.yml')).toThrow("Invalid --config: '../elsewhere.yml'");
    expect(() => find('.', '/etc/passwd')).toThrow("Invalid --config: '/etc/passwd'");
    expect(() => find('.', 'a\nb')).toThrow("Invalid --config: 'a\\nb'");
  });
});

describe('reading the file', () => {
  it('reads and parses it, named by its path in the repository', () => {
    expect(read('configs/strict.yml')).toEqual({
      file: 'configs/strict.yml',
      role: 'repository',
      values: { 'fail-on': { value: ['CRITICAL', 'HIGH', 'MEDIUM'], line: 1 } },
    });
  });

  it('refuses a link out of the repository, a folder and an oversized file, before parsing', () => {
    expect(() => read('configs/link.yml')).toThrow(
      "Invalid --config: 'configs/link.yml'. Expected a YAML file inside the repository, relative to its root (it leads out of it through a link).",
    );
    expect(() => read('dir/.plerion-iac.yml')).toThrow('(it is not a regular file)');
    expect(() => read('configs/big.yml')).toThrow(
      `Expected a file of at most ${MAX_CONFIG_FILE_BYTES} bytes (it has ${MAX_CONFIG_FILE_BYTES + 3})`,
    );
    expect(() => read('configs/gone.yml')).toThrow('(ENOENT)');
  });
});
