/**
 * An append-only file of deflated data, read back by offset: every file is deflated once, its
 * bytes wait here while archives are planned, and archives are then assembled by copying.
 * Synchronous on purpose: appends are small and ordered by the one thread that owns the file.
 */
import * as fs from 'node:fs';

export class Spool {
  readonly file: string;
  private readonly fd: number;
  private end = 0;
  private closed = false;

  constructor(file: string) {
    this.file = file;
    this.fd = fs.openSync(file, 'w+');
  }

  /** Appends `data`; returns where it starts. */
  append(data: Buffer): number {
    const offset = this.end;
    fs.writeSync(this.fd, data, 0, data.length, offset);
    this.end += data.length;
    return offset;
  }

  read(offset: number, length: number): Buffer {
    const data = Buffer.allocUnsafe(length);
    const read = fs.readSync(this.fd, data, 0, length, offset);
    if (read !== length) throw new Error(`spool ${this.file}: read ${read} of ${length} bytes`);
    return data;
  }

  /** Closes and deletes the spool file; safe to call more than once. */
  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    fs.closeSync(this.fd);
    try {
      fs.rmSync(this.file, { force: true });
    } catch {
      // A file Windows still holds (EBUSY): the scratch folder's removal tries again after the scan.
    }
  }
}
