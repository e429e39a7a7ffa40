/**
 * A file named like a Dockerfile with another type's extension (`Dockerfile.go`, a target named
 * after its language) is a Dockerfile when its first instruction is FROM or ARG, and stays home
 * otherwise (`Dockerfile.md`, `dockerfile_parser.go`), through discovery as a work tree reads it.
 */
import { describe, expect, it } from 'vitest';
import { kindByName, needsContentCheck } from '../../../src/engine/discovery/classify.ts';
import { classifyContent } from '../../../src/engine/discovery/content/content.ts';
import { startsLikeDockerfile } from '../../../src/engine/discovery/dockerfile-content.ts';
import { applyDiscoveryRules } from '../../../src/engine/discovery/rules.ts';

const DOCKERFILE = 'FROM ubuntu\nUSER root\n';

function discover(tree: Record<string, string | Buffer>) {
  const outcome = applyDiscoveryRules(
    { paths: Object.keys(tree).sort(), isIncluded: () => false, isExcluded: () => false },
    {
      stat: (p) => ({ type: 'file', size: tree[p]?.length ?? 0 }),
      read: (p) => Buffer.from(tree[p] ?? ''),
    },
  );
  return {
    files: outcome.files.map((f) => [f.path, f.kind]),
    rejected: outcome.rejected.map((r) => [r.path, r.category]),
  };
}

describe('a Dockerfile named with another type’s extension', () => {
  it.each([
    'Dockerfile.go',
    'Dockerfile.py',
    'Dockerfile.sh',
    'Dockerfile.node.js',
    'Containerfile.yml',
  ])('%s is read to decide, never decided by its name', (name) => {
    expect(kindByName(`app/${name}`)).toBeUndefined();
    expect(needsContentCheck(`app/${name}`)).toBe(true);
  });

  it('is uploaded as a Dockerfile when it holds one; documentation and source stay home', () => {
    expect(
      discover({
        'app/Dockerfile.go': DOCKERFILE,
        'app/Dockerfile.yaml': DOCKERFILE,
        'app/Dockerfile.md': '# Building\n\nThe image starts FROM ubuntu.\n',
        'app/dockerfile_parser.go': 'package parser\n',
        'app/Dockerfile.json': '{"apiVersion": "v1", "kind": "Pod"}',
      }),
    ).toEqual({
      files: [
        ['app/Dockerfile.go', 'dockerfile'],
        ['app/Dockerfile.json', 'kubernetes'],
        ['app/Dockerfile.yaml', 'dockerfile'],
      ],
      rejected: [
        ['app/Dockerfile.md', undefined],
        ['app/dockerfile_parser.go', undefined],
      ],
    });
  });

  it('refuses one saved as UTF-16 as unparsable: the service reads UTF-8 only', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(DOCKERFILE, 'utf16le')]);
    expect(classifyContent('app/Dockerfile.go', utf16)).toEqual({
      reason: expect.stringMatching(/^a Dockerfile saved as UTF-16LE, .*save it as UTF-8$/),
      category: 'unparsable',
    });
  });
});

describe('the first instruction', () => {
  it.each([
    ['FROM', DOCKERFILE],
    ['lower-case arg', 'arg BASE=ubuntu\nfrom ${BASE}\n'],
    [
      'after a BOM, directives, comments and blank lines',
      '\uFEFF# syntax=docker/dockerfile:1\n# escape=`\n\n  # note\r\n\r\n\tFROM ubuntu\n',
    ],
    ['after thousands of comment lines', `${'# padding\n'.repeat(20_000)}FROM ubuntu\n`],
  ])('is FROM or ARG: %s', (_, text) => expect(startsLikeDockerfile(text)).toBe(true));

  it.each([
    ['another instruction first', 'RUN apt-get update\nFROM ubuntu\n'],
    ['source code', 'package main\n\n// FROM ubuntu\n'],
    ['a word that starts with FROM', 'FROMAGE ubuntu\n'],
    ['FROM without an image', 'FROM\n'],
    ['only comments', '# FROM ubuntu\n'],
    ['nothing', ''],
  ])('is not: %s', (_, text) => expect(startsLikeDockerfile(text)).toBe(false));
});
