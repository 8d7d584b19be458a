// A workbook in a ZIP (XLSX, ODS) is read unpacked, so what reading it holds grows with its parts' unpacked sizes,
// not with the bytes uploaded: a sheet of a million empty cells packs 30 to 1 or better. The sizes its central
// directory declares are summed before the reader is loaded; a ZIP64 size (over 4 GB, or not declared) counts as
// too large, and bytes without a central directory are left to the reader, which refuses them.

/** End of central directory: signature, and the offsets of its fields. */
const EOCD_SIGNATURE = 0x06054b50;
const EOCD_BYTES = 22;
/** The archive's comment (up to 65,535 bytes) may follow the end record. */
const MAX_EOCD_SEARCH = EOCD_BYTES + 0xffff;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER_BYTES = 46;
const ZIP64_MARK = 0xffffffff;

/** The sum of the archive's parts' unpacked sizes, as its central directory declares them; null: no directory found. */
export function unpackedBytes(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endRecord(view);
  if (end === null) return null;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + CENTRAL_HEADER_BYTES > view.byteLength || view.getUint32(at, true) !== CENTRAL_SIGNATURE) return null;
    const size = view.getUint32(at + 24, true);
    if (size === ZIP64_MARK) return Number.POSITIVE_INFINITY;
    total += size;
    at += CENTRAL_HEADER_BYTES + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}

/** Where the end-of-central-directory record starts, searched back from the end over a comment's length. */
function endRecord(view: DataView): number | null {
  const last = view.byteLength - EOCD_BYTES;
  for (let at = last; at >= 0 && at >= view.byteLength - MAX_EOCD_SEARCH; at--) if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  return null;
}
