/**
 * File names as the file system and git give them: bytes. Zip entry names are UTF-8, so a name
 * that is not valid UTF-8 can never be uploaded; nor can one the zip cannot carry faithfully to
 * the service: a backslash (the service reads it as a folder separator, so `a\\b.tf` would come
 * back as `a/b.tf`, another file) or a control character. Such names are reported under a
 * readable rendering, those bytes written as `\xHH`.
 */
import { isUtf8 } from 'node:buffer';

const MAX_UTF8_SEQUENCE_BYTES = 4;

/** Bytes a zip entry name cannot carry faithfully: control characters, DEL and the backslash. */
const isUncarried = (byte: number): boolean => byte < 0x20 || byte === 0x7f || byte === 0x5c;

/** The name as text when its bytes are valid UTF-8 the zip carries faithfully, else undefined. */
export function decodeName(bytes: Uint8Array): string | undefined {
  if (bytes.some(isUncarried)) return undefined;
  return isUtf8(bytes) ? Buffer.from(bytes).toString('utf8') : undefined;
}

/** The name with every byte that is not part of valid UTF-8, or not carried, written as `\xHH`. */
export function renderName(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    let length = 0;
    for (let n = 1; n <= MAX_UTF8_SEQUENCE_BYTES && i + n <= bytes.length; n++) {
      if (isUncarried(bytes[i] ?? 0)) break;
      if (isUtf8(bytes.subarray(i, i + n))) {
        length = n;
        break;
      }
    }
    if (length > 0) {
      out += Buffer.from(bytes.subarray(i, i + length)).toString('utf8');
      i += length;
    } else {
      out += `\\x${(bytes[i] ?? 0).toString(16).padStart(2, '0')}`;
      i += 1;
    }
  }
  return out;
}

/** The name as text, or its rendering when it cannot be uploaded (then `valid` is false). */
export function readName(bytes: Uint8Array): { readonly text: string; readonly valid: boolean } {
  const text = decodeName(bytes);
  return text === undefined ? { text: renderName(bytes), valid: false } : { text, valid: true };
}
