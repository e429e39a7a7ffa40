/** Reads a whole zip (file or buffer) back with yauzl, for the emulator and the tests. */
import * as yauzl from 'yauzl';

export interface ZipEntryRead {
  name: string;
  data: Buffer;
  compressedSize: number;
  utf8Flag: boolean;
  method: number;
  lastModified: Date;
  externalAttributes: number;
}

function open(source: string | Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip?: yauzl.ZipFile): void =>
      error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip);
    const options = { lazyEntries: true, decodeStrings: true, strictFileNames: true };
    if (typeof source === 'string') yauzl.open(source, options, done);
    else yauzl.fromBuffer(source, options, done);
  });
}

export async function readZip(source: string | Buffer): Promise<ZipEntryRead[]> {
  const zip = await open(source);
  const entries: ZipEntryRead[] = [];
  return new Promise((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error ?? new Error('no stream'));
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.push({
            name: entry.fileName,
            data: Buffer.concat(chunks),
            compressedSize: entry.compressedSize,
            utf8Flag: (entry.generalPurposeBitFlag & 0x800) !== 0,
            method: entry.compressionMethod,
            lastModified: entry.getLastModDate(),
            externalAttributes: entry.externalFileAttributes,
          });
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
}
