/**
 * The zip records the action writes (PKWARE APPNOTE 6.3.10, sections 4.3.7, 4.3.12, 4.3.16), as
 * pure functions, so every archive's size is known to the byte before it is written. Entries are
 * deflated, with sizes and CRC in the local header (no data descriptor), a fixed 1980-01-01 time,
 * mode 0644, and the UTF-8 flag on every name. No extra fields, comments or zip64: an archive is
 * at most 4.4 MB.
 */

const LOCAL_HEADER_BYTES = 30;
const CENTRAL_RECORD_BYTES = 46;
export const END_OF_CENTRAL_DIRECTORY_BYTES = 22;

const VERSION_NEEDED = 20; // 2.0: deflate
const VERSION_MADE_BY = (3 << 8) | 20; // Unix, so the mode below is read
const FLAG_UTF8_NAMES = 0x0800;
const METHOD_DEFLATE = 8;
const DOS_TIME_MIDNIGHT = 0;
const DOS_DATE_1980_01_01 = (0 << 9) | (1 << 5) | 1;
const UNIX_FILE_0644 = (0o100644 << 16) >>> 0;

/** What the writer needs to know of an entry: all of it known before anything is written. */
export interface ZipEntryRecord {
  readonly name: string;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly size: number;
}

/** Bytes one entry adds to an archive: local header, name, data, central record, name again. */
export function entryBytes(name: string, compressedBytes: number): number {
  const nameBytes = Buffer.byteLength(name, 'utf8');
  return LOCAL_HEADER_BYTES + CENTRAL_RECORD_BYTES + 2 * nameBytes + compressedBytes;
}

/** The fields the local header and the central record share, in the same order in both. */
function writeEntryFields(
  record: Buffer,
  at: number,
  entry: ZipEntryRecord,
  nameBytes: number,
): void {
  record.writeUInt16LE(VERSION_NEEDED, at);
  record.writeUInt16LE(FLAG_UTF8_NAMES, at + 2);
  record.writeUInt16LE(METHOD_DEFLATE, at + 4);
  record.writeUInt16LE(DOS_TIME_MIDNIGHT, at + 6);
  record.writeUInt16LE(DOS_DATE_1980_01_01, at + 8);
  record.writeUInt32LE(entry.crc32 >>> 0, at + 10);
  record.writeUInt32LE(entry.compressedSize, at + 14);
  record.writeUInt32LE(entry.size, at + 18);
  record.writeUInt16LE(nameBytes, at + 22);
  // then: extra field length 0 (and in the central record comment length, disk, internal attributes 0)
}

export function localHeader(entry: ZipEntryRecord): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  const header = Buffer.alloc(LOCAL_HEADER_BYTES);
  header.writeUInt32LE(0x04034b50, 0);
  writeEntryFields(header, 4, entry, name.length);
  return Buffer.concat([header, name]);
}

export function centralRecord(entry: ZipEntryRecord, localHeaderOffset: number): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  const record = Buffer.alloc(CENTRAL_RECORD_BYTES);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(VERSION_MADE_BY, 4);
  writeEntryFields(record, 6, entry, name.length);
  record.writeUInt32LE(UNIX_FILE_0644, 38);
  record.writeUInt32LE(localHeaderOffset, 42);
  return Buffer.concat([record, name]);
}

export function endOfCentralDirectory(
  entries: number,
  directoryBytes: number,
  directoryOffset: number,
): Buffer {
  const record = Buffer.alloc(END_OF_CENTRAL_DIRECTORY_BYTES);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(entries, 8);
  record.writeUInt16LE(entries, 10);
  record.writeUInt32LE(directoryBytes, 12);
  record.writeUInt32LE(directoryOffset, 16);
  return record;
}
