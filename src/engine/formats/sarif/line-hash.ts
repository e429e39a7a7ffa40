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
const MOD_NUMBER = Number(MOD);
const FIRST_MOD = BigInt.asUintN(64, MOD ** BigInt(BLOCK_CHARS));
/** MOD^BLOCK_CHARS mod 2^64 as two unsigned 32-bit halves. */
const FIRST_MOD_HI = Number(FIRST_MOD >> 32n);
const FIRST_MOD_LO = Number(FIRST_MOD & 0xffffffffn);

/**
 * The rolling state of one text: the window of the last 100 characters taken, the line starting at
 * each of them, and the 64-bit hash as two unsigned 32-bit halves (the same wrap-around as
 * upload-sarif's Long, without a BigInt a character). Each line's hash is kept as its two halves
 * (index = line number); the text form is made only for the lines asked for.
 */
class RollingHash {
  his = new Uint32Array(1024);
  los = new Uint32Array(1024);
  private readonly window = new Int32Array(BLOCK_CHARS);
  private readonly lineAt = new Int32Array(BLOCK_CHARS).fill(-1);
  private hi = 0;
  private lo = 0;
  private index = 0;
  line = 0;
  private lineStart = true;
  private previousCr = false;

  /** Takes one UTF-16 code unit of the text, as upload-sarif's `processCharacter`. */
  take(code: number): void {
    if (code === SPACE || code === TAB || (this.previousCr && code === LF)) {
      this.previousCr = false;
      return;
    }
    this.previousCr = code === CR;
    const current = code === CR ? LF : code;
    if (this.lineAt[this.index] !== -1) this.output();
    if (this.lineStart) {
      this.lineStart = false;
      this.lineAt[this.index] = ++this.line;
    }
    if (current === LF) this.lineStart = true;
    this.update(current);
  }

  /** The end marker, then NUL padding until every line's hash is out. */
  finish(): void {
    this.take(END_OF_TEXT);
    for (let i = 0; i < BLOCK_CHARS; i++) {
      if (this.lineAt[this.index] !== -1) this.output();
      this.update(0);
    }
  }

  private output(): void {
    const line = this.lineAt[this.index] as number;
    if (line >= this.his.length) {
      const his = new Uint32Array(this.his.length * 2);
      const los = new Uint32Array(this.los.length * 2);
      his.set(this.his);
      los.set(this.los);
      this.his = his;
      this.los = los;
    }
    this.his[line] = this.hi;
    this.los[line] = this.lo;
    this.lineAt[this.index] = -1;
  }

  /** hash = MOD * hash + current - FIRST_MOD * leaving (mod 2^64); every product is exact. */
  private update(current: number): void {
    const leaving = this.window[this.index] as number;
    this.window[this.index] = current;
    const low = MOD_NUMBER * this.lo + current;
    let lo = low % TWO_32;
    let hi = (Math.imul(MOD_NUMBER, this.hi) + Math.floor(low / TWO_32)) >>> 0;
    if (leaving !== 0) {
      const product = leaving * FIRST_MOD_LO;
      const subLo = product % TWO_32;
      const subHi = (Math.imul(leaving, FIRST_MOD_HI) + Math.floor(product / TWO_32)) >>> 0;
      const borrow = lo < subLo ? 1 : 0;
      lo = lo - subLo + borrow * TWO_32;
      hi = (hi - subHi - borrow) >>> 0;
    }
    this.hi = hi;
    this.lo = lo;
    this.index = this.index + 1 === BLOCK_CHARS ? 0 : this.index + 1;
  }
}

/**
 * The hash of each line of `text` in `wanted` (every line when it is not given), by 1-based line
 * number (a text of n line breaks has n+1). `:<n>` counts every earlier line with the same hash,
 * but only lines whose low half matches a wanted one are ever written out as text.
 */
export function hashLines(text: string, wanted?: ReadonlySet<number>): Map<number, string> {
  const rolling = new RollingHash();
  for (let i = 0; i < text.length; i++) rolling.take(text.charCodeAt(i));
  rolling.finish();
  const { his, los, line: lines } = rolling;
  const asked = (line: number): boolean => wanted === undefined || wanted.has(line);
  const lowHalves = new Set<number>();
  for (let line = 1; line <= lines; line++) if (asked(line)) lowHalves.add(los[line] as number);
  const seen = new Map<string, number>();
  const hashes = new Map<number, string>();
  for (let line = 1; line <= lines; line++) {
    const lo = los[line] as number;
    if (!lowHalves.has(lo)) continue;
    const hi = his[line] as number;
    const value = hi === 0 ? lo.toString(16) : hi.toString(16) + lo.toString(16).padStart(8, '0');
    const count = (seen.get(value) ?? 0) + 1;
    seen.set(value, count);
    if (asked(line)) hashes.set(line, `${value}:${count}`);
  }
  return hashes;
}
