/**
 * How an export that broke off is told from a complete file (docs/reports.md, "A failed export"). Once a
 * download has started its status is sent, so the server marks the end of the file instead: a text file's
 * last line is `exportFailureLine`; a zip gets a last entry `exportFailureEntry`. A zip without its central
 * directory (cut short on the way) counts as failed too.
 */
export const exportFailureLine = '#error,export failed';
export const exportFailureEntry = 'ERROR.txt';

const endOfCentralDirectory = 0x06054b50;
const centralDirectoryEntry = 0x02014b50;

/** The entry names of a zip's central directory, or null when the archive has none at its end. */
function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // the end record is 22 bytes plus a comment of up to 65,535; the exports write none, but read as the format allows
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === endOfCentralDirectory) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== centralDirectoryEntry) return null;
    const nameLength = view.getUint16(at + 28, true);
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return names;
}

/** True when the bytes of a downloaded export are not a complete file (`zip`: an export with media). */
export function exportBrokeOff(bytes: Uint8Array, zip: boolean): boolean {
  if (zip) {
    const names = zipEntryNames(bytes);
    return names === null || names.includes(exportFailureEntry);
  }
  const tail = new TextDecoder().decode(bytes.subarray(Math.max(0, bytes.length - 64)));
  return tail.trimEnd().endsWith(exportFailureLine);
}
