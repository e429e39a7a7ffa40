/**
 * The exact byte cost of a zip as archiver writes it, so archives are planned to the byte before
 * they are written: per entry a local header, the deflated data, a data descriptor and a central
 * directory record (no extra fields, no comments), and one end-of-central-directory record.
 * A test writes random trees and checks the sum against the file archiver makes.
 */

const LOCAL_HEADER_BYTES = 30;
const DATA_DESCRIPTOR_BYTES = 16;
const CENTRAL_RECORD_BYTES = 46;
export const END_OF_CENTRAL_DIRECTORY_BYTES = 22;

/** Deflate level of every entry; the measured and the written sizes must use the same. */
export const DEFLATE_LEVEL = 6;

/** Fixed entry time (UTC) and mode, so the same tree gives the same bytes anywhere. */
export const ENTRY_DATE = new Date(Date.UTC(1980, 0, 1, 0, 0, 0));
export const ENTRY_MODE = 0o644;

/** Bytes one entry adds to an archive (files are streamed, so even an empty one is deflated). */
export function entryBytes(name: string, compressedBytes: number): number {
  const nameBytes = Buffer.byteLength(name, 'utf8');
  return (
    LOCAL_HEADER_BYTES +
    nameBytes +
    compressedBytes +
    DATA_DESCRIPTOR_BYTES +
    CENTRAL_RECORD_BYTES +
    nameBytes
  );
}
