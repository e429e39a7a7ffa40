/**
 * How deep a YAML or JSON document may nest before it counts as unparsable. The parsers recurse,
 * so past some depth they overflow the stack, and where that happens depends on whether V8 has
 * compiled them yet (seen here: 900 levels failing in a cold process, 1,100 passing once warm).
 * A file must get the same verdict on every run, so the limit is ours and far below any stack:
 * a document nested deeper than `MAX_NESTING_LEVELS` does not parse, whether the parser
 * overflowed or measured it. No real template or manifest comes near it.
 */
import { isMap, isPair, isSeq } from 'yaml';

export const MAX_NESTING_LEVELS = 200;

/** The reason a document nested too deep gives, the same whichever way it was found. */
export const TOO_DEEP = `nested deeper than ${MAX_NESTING_LEVELS} levels`;

/** True for the error a recursive parser throws when the stack runs out. */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError || /Maximum call stack size exceeded/.test(String(error));
}

/** True when a parsed JSON value nests deeper than the limit (walked without recursion). */
export function jsonTooDeep(value: unknown): boolean {
  return tooDeep(value, (node) =>
    node !== null && typeof node === 'object' ? Object.values(node as object) : undefined,
  );
}

/** True when a composed YAML node nests deeper than the limit (walked without recursion). */
export function yamlTooDeep(node: unknown): boolean {
  return tooDeep(node, (n) => {
    if (isMap(n) || isSeq(n)) return n.items as unknown[];
    if (isPair(n)) return [n.key, n.value];
    return undefined;
  });
}

function tooDeep(root: unknown, children: (node: unknown) => unknown[] | undefined): boolean {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    const kids = children(node);
    if (kids === undefined) continue;
    if (depth >= MAX_NESTING_LEVELS) return true;
    for (const kid of kids) stack.push([kid, depth + 1]);
  }
  return false;
}
