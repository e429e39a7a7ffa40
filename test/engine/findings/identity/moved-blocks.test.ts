/** Terraform `moved` blocks read from HCL and JSON, and addresses carried through them. */
import { describe, expect, it } from 'vitest';
import {
  applyMoves,
  parseHclMoves,
  parseJsonMoves,
  parseMoves,
  stripHclComments,
} from '../../../../src/engine/findings/identity/moved-blocks.ts';

describe('moved blocks in HCL', () => {
  it('reads from and to, in either order, with any spacing', () => {
    const text = [
      'resource "aws_s3_bucket" "audit" {}',
      '',
      'moved {',
      '  from = aws_s3_bucket.logs',
      '  to   = aws_s3_bucket.audit',
      '}',
      'moved{',
      '  to=aws_iam_role.b',
      '  from=aws_iam_role.a',
      '}',
      '  moved {',
      '    from = aws_instance.web[0]',
      '    to = aws_instance.web["a"]',
      '  }',
    ].join('\n');
    expect(parseHclMoves(text)).toEqual([
      { from: 'aws_s3_bucket.logs', to: 'aws_s3_bucket.audit' },
      { from: 'aws_iam_role.a', to: 'aws_iam_role.b' },
      { from: 'aws_instance.web[0]', to: 'aws_instance.web["a"]' },
    ]);
  });

  it('reads a block on one line, and a data source', () => {
    expect(parseHclMoves('moved { from = aws_x.a; to = aws_x.b }')).toEqual([
      { from: 'aws_x.a', to: 'aws_x.b' },
    ]);
    expect(parseHclMoves('moved {\n from = data.aws_x.a\n to = data.aws_x.b\n}')).toEqual([
      { from: 'data.aws_x.a', to: 'data.aws_x.b' },
    ]);
  });

  it('skips moves into or out of modules, to the same address, or incomplete', () => {
    const text = [
      'moved {\n  from = module.old\n  to = module.new\n}',
      'moved {\n  from = aws_x.a\n  to = module.m.aws_x.a\n}',
      'moved {\n  from = aws_x.a\n  to = aws_x.a\n}',
      'moved {\n  from = aws_x.a\n}',
      'moved {\n  to = aws_x.a\n}',
      'moved {\n  from = "aws_x.a"\n  to = aws_x.b\n}',
    ].join('\n');
    expect(parseHclMoves(text)).toEqual([]);
  });

  it('never reads a commented-out block, a block in a string, or a word that only ends in moved', () => {
    const text = [
      '# moved {',
      '#   from = aws_x.a',
      '#   to = aws_x.b',
      '# }',
      '// moved { from = aws_x.c; to = aws_x.d }',
      '/* moved {',
      '  from = aws_x.e',
      '  to = aws_x.f',
      '} */',
      'locals { note = "moved { from = aws_x.g; to = aws_x.h }" }',
      'unmoved {',
      '  from = aws_x.i',
      '  to = aws_x.j',
      '}',
      'resource "x" "y" { moved { from = aws_x.k to = aws_x.l } }',
    ].join('\n');
    expect(parseHclMoves(text)).toEqual([]);
  });

  it('reads the attributes of a block whose body holds a comment and a brace in a string', () => {
    const text = [
      'moved {',
      '  # the bucket was renamed "}" on purpose',
      '  from = aws_x.a // old',
      '  to = aws_x.b',
      '}',
    ].join('\n');
    expect(parseHclMoves(text)).toEqual([{ from: 'aws_x.a', to: 'aws_x.b' }]);
  });

  it('reads a body whose string holds a brace, nested braces, or no space after its brace', () => {
    expect(parseHclMoves('moved {\n  note = "}"\n  from = aws_x.a\n  to = aws_x.b\n}')).toEqual([
      { from: 'aws_x.a', to: 'aws_x.b' },
    ]);
    expect(parseHclMoves('moved { from = aws_x.a\n to = aws_x.b\n note = "x"}')).toEqual([
      { from: 'aws_x.a', to: 'aws_x.b' },
    ]);
    expect(parseHclMoves('moved {\n  x = { a = 1 }\n  from = aws_x.a\n  to = aws_x.b\n}')).toEqual([
      { from: 'aws_x.a', to: 'aws_x.b' },
    ]);
    expect(parseHclMoves('moved{from=aws_x.a\nto=aws_x.b}')).toEqual([
      { from: 'aws_x.a', to: 'aws_x.b' },
    ]);
  });

  it('never reads an address with a part too many', () => {
    expect(parseHclMoves('moved {\n  from = aws_x.a.b\n  to = aws_x.c\n}')).toEqual([]);
  });

  it('stops at a block that never closes', () => {
    expect(parseHclMoves('moved {\n  from = aws_x.a\n  to = aws_x.b\n')).toEqual([]);
    // What follows an unclosed block is inside it: no later block is read.
    expect(
      parseHclMoves('moved {\n from = aws_x.a\nmoved {\n from = aws_x.c\n to = aws_x.d\n}'),
    ).toEqual([]);
    expect(
      parseHclMoves('moved {\n from = aws_x.a\n to = aws_x.b\n}\nmoved {\n from = aws_x.c'),
    ).toEqual([{ from: 'aws_x.a', to: 'aws_x.b' }]);
  });

  it('strips comments but keeps strings, escapes and all', () => {
    expect(stripHclComments('a = "x # y" # z\nb = 1')).toBe('a = "x # y" \nb = 1');
    expect(stripHclComments('a = "say \\"hi\\" // no" // yes')).toBe('a = "say \\"hi\\" // no" ');
    expect(stripHclComments('a /* b */ c')).toBe('a   c');
    expect(stripHclComments('a /* never closed')).toBe('a  ');
    expect(stripHclComments('a = "open\nb = 2')).toBe('a = "open\nb = 2');
    expect(stripHclComments('# only')).toBe('');
    // A slash or a star alone is no comment.
    expect(stripHclComments('a = b * c / d')).toBe('a = b * c / d');
    // A block comment ends at the first `*/` after its opening, not inside it.
    expect(stripHclComments('a /*/ b */ c')).toBe('a   c');
    // An escaped quote stays in its string, and a string ends at its line's end.
    expect(stripHclComments('a = "x\\"#y" # z')).toBe('a = "x\\"#y" ');
    expect(stripHclComments('a = "open\n# c\nb')).toBe('a = "open\n\nb');
  });
});

describe('moved entries in JSON', () => {
  it('reads a list or a single object', () => {
    expect(
      parseJsonMoves(
        JSON.stringify({
          moved: [
            { from: 'aws_x.a', to: 'aws_x.b' },
            { from: 'aws_x.c', to: 'aws_x.c' },
            { from: 'module.a', to: 'module.b' },
            { from: 'module.old', to: 'aws_x.e' },
            { from: 'aws_x.f', to: 'module.new' },
            { from: 'aws_x.d' },
            null,
          ],
        }),
      ),
    ).toEqual([{ from: 'aws_x.a', to: 'aws_x.b' }]);
    expect(parseJsonMoves('{"moved": {"from": "aws_x.a", "to": "aws_x.b"}}')).toEqual([
      { from: 'aws_x.a', to: 'aws_x.b' },
    ]);
  });

  it('reads nothing from text that is not JSON, or JSON without moves', () => {
    expect(parseJsonMoves('moved { from = aws_x.a\n to = aws_x.b }')).toEqual([]);
    expect(parseJsonMoves('null')).toEqual([]);
    expect(parseJsonMoves('{"resource": {}}')).toEqual([]);
  });

  it('is chosen by the file name', () => {
    const hcl = 'moved {\n from = aws_x.a\n to = aws_x.b\n}';
    const json = '{"moved": [{"from": "aws_x.a", "to": "aws_x.b"}]}';
    expect(parseMoves('main.tf', hcl)).toHaveLength(1);
    expect(parseMoves('main.tf.json', json)).toHaveLength(1);
    expect(parseMoves('MAIN.TF.JSON', json)).toHaveLength(1);
    expect(parseMoves('main.tf', json)).toEqual([]);
    expect(parseMoves('main.tf.json', hcl)).toEqual([]);
    expect(parseMoves('main.json.tf', hcl)).toHaveLength(1);
  });
});

describe('an address carried through moves', () => {
  const moves = [
    { from: 'aws_x.a', to: 'aws_x.b' },
    { from: 'aws_x.b', to: 'aws_x.c' },
    { from: 'aws_y.one[0]', to: 'aws_y.two' },
  ];

  it('follows a move, a chain of moves, and keeps an instance key', () => {
    expect(applyMoves('aws_x.a', moves)).toBe('aws_x.c');
    expect(applyMoves('aws_x.b', moves)).toBe('aws_x.c');
    expect(applyMoves('aws_x.a["k"]', moves)).toBe('aws_x.c["k"]');
    expect(applyMoves('aws_y.one[0]', moves)).toBe('aws_y.two');
  });

  it('leaves other addresses alone, one that only starts like a moved one too', () => {
    expect(applyMoves('aws_x.ab', moves)).toBe('aws_x.ab');
    expect(applyMoves('aws_z.a', moves)).toBe('aws_z.a');
    expect(applyMoves('aws_y.one[1]', moves)).toBe('aws_y.one[1]');
    expect(applyMoves('aws_x.a', [])).toBe('aws_x.a');
  });

  it('ends a loop of moves', () => {
    const loop = [
      { from: 'aws_x.a', to: 'aws_x.b' },
      { from: 'aws_x.b', to: 'aws_x.a' },
    ];
    expect(['aws_x.a', 'aws_x.b']).toContain(applyMoves('aws_x.a', loop));
  });
});
