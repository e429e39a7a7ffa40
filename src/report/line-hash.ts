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

const TWO_32 = 2 ** 32;
const FIRST_MOD = BigInt.asUintN(64, MOD ** BigInt(BLOCK_CHARS));
/** MOD^BLOCK_CHARS mod 2^64 as two unsigned 32-bit halves. */
const FIRST_MOD_HI = Number(FIRST_MOD >> 32n);
const FIRST_MOD_LO = Number(FIRST_MOD & 0xffffffffn);

/** The hash of every line of `text`, by 1-based line number (a text of n line breaks has n+1). */
export function hashLines(text: string): Map<number, string> {
  const hashes = new Map<number, string>();
  const window = new Array<number>(BLOCK_CHARS).fill(0);
  const lineAt = new Array<number>(BLOCK_CHARS).fill(-1);
  const seen = new Map<string, number>();
  // The 64-bit hash as two unsigned 32-bit halves: the same wrap-around as upload-sarif's Long,
  // without a BigInt a character.
  let hi = 0;
  let lo = 0;
  let index = 0;
  let line = 0;
  let lineStart = true;
  let previousCr = false;
  const output = (): void => {
    const value = hi === 0 ? lo.toString(16) : hi.toString(16) + lo.toString(16).padStart(8, '0');
    const count = (seen.get(value) ?? 0) + 1;
    seen.set(value, count);
    hashes.set(lineAt[index] as number, `${value}:${count}`);
    lineAt[index] = -1;
  };
  const update = (current: number): void => {
    const leaving = window[index] as number;
    window[index] = current;
    // hash = MOD * hash + current - FIRST_MOD * leaving (mod 2^64); every product is exact.
    const low = Number(MOD) * lo + current;
    let newLo = low % TWO_32;
    let newHi = (Math.imul(Number(MOD), hi) + Math.floor(low / TWO_32)) >>> 0;
    if (leaving !== 0) {
      const productLow = leaving * FIRST_MOD_LO;
      const subLo = productLow % TWO_32;
      const subHi = (Math.imul(leaving, FIRST_MOD_HI) + Math.floor(productLow / TWO_32)) >>> 0;
      const borrow = newLo < subLo ? 1 : 0;
      newLo = newLo - subLo + borrow * TWO_32;
      newHi = (newHi - subHi - borrow) >>> 0;
    }
    hi = newHi;
    lo = newLo;
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
