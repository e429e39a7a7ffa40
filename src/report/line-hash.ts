/**
 * `primaryLocationLineHash`, computed exactly as github/codeql-action's upload-sarif computes it
 * (src/fingerprints.ts there): a rolling hash (base 37, 64-bit wrap-around) over the next 100
 * characters from the start of each line, spaces and tabs skipped, CR and CRLF read as LF, an end
 * marker and NUL padding after the text, and `:<n>` numbering identical hashes in order. Code
 * scanning matches alerts across commits with it; ours keeps the upload-sarif value so an alert
 * keeps its identity when a workflow moves from the two-step upload to ours.
 */
const BLOCK_CHARS = 100;
const MOD = 37n;
const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
/** The end-of-text marker upload-sarif feeds after the last character. */
const END_OF_TEXT = 65535;

const wrap = (value: bigint): bigint => BigInt.asIntN(64, value);
const FIRST_MOD = wrap(MOD ** BigInt(BLOCK_CHARS));

/** The hash of every line of `text`, by 1-based line number (a text of n line breaks has n+1). */
export function hashLines(text: string): Map<number, string> {
  const hashes = new Map<number, string>();
  const window = new Array<number>(BLOCK_CHARS).fill(0);
  const lineAt = new Array<number>(BLOCK_CHARS).fill(-1);
  const seen = new Map<string, number>();
  let hash = 0n;
  let index = 0;
  let line = 0;
  let lineStart = true;
  let previousCr = false;
  const output = (): void => {
    const value = BigInt.asUintN(64, hash).toString(16);
    const count = (seen.get(value) ?? 0) + 1;
    seen.set(value, count);
    hashes.set(lineAt[index] as number, `${value}:${count}`);
    lineAt[index] = -1;
  };
  const update = (current: number): void => {
    const leaving = window[index] as number;
    window[index] = current;
    hash = wrap(MOD * hash + BigInt(current) - FIRST_MOD * BigInt(leaving));
    index = (index + 1) % BLOCK_CHARS;
  };
  const take = (code: number): void => {
    if (code === SPACE || code === TAB || (previousCr && code === LF)) {
      previousCr = false;
      return;
    }
    previousCr = code === CR;
    const current = code === CR ? LF : code;
    if (lineAt[index] !== -1) output();
    if (lineStart) {
      lineStart = false;
      lineAt[index] = ++line;
    }
    if (current === LF) lineStart = true;
    update(current);
  };
  for (let i = 0; i < text.length; i++) take(text.charCodeAt(i));
  take(END_OF_TEXT);
  for (let i = 0; i < BLOCK_CHARS; i++) {
    if (lineAt[index] !== -1) output();
    update(0);
  }
  return hashes;
}
