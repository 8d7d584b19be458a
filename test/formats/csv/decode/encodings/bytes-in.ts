// A text's bytes in a legacy encoding, for writing fixtures as banks write them: TextEncoder only writes UTF-8,
// so each encoding's table is taken from the platform's own decoder, by decoding every byte and byte pair once.
// The first pair that decodes to a character is its bytes (the standard one: duplicates come later in the
// tables). ISO-2022-JP is EUC-JP's pairs less 0x80, between the escapes into and out of JIS X 0208.

/** Lead and trail byte ranges of the two-byte encodings; single bytes are tried for every encoding. */
const PAIRS: Readonly<Record<string, readonly [number, number, number, number]>> = {
  shift_jis: [0x81, 0xfc, 0x40, 0xfc],
  "euc-jp": [0x8e, 0xfe, 0xa1, 0xfe],
  gbk: [0x81, 0xfe, 0x40, 0xfe],
  big5: [0x81, 0xfe, 0x40, 0xfe],
  "euc-kr": [0x81, 0xfe, 0x41, 0xfe],
};

const tables = new Map<string, Map<string, number[]>>();

function tableOf(encoding: string): Map<string, number[]> {
  let table = tables.get(encoding);
  if (table) return table;
  table = new Map();
  const decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
  const add = (bytes: number[]) => {
    let ch: string;
    try {
      ch = decoder.decode(Uint8Array.from(bytes));
    } catch {
      return;
    }
    if ([...ch].length === 1 && !table!.has(ch)) table!.set(ch, bytes);
  };
  for (let b = 0; b < 256; b++) add([b]);
  const range = PAIRS[encoding];
  if (range) {
    const [leadLo, leadHi, trailLo, trailHi] = range;
    for (let lead = leadLo; lead <= leadHi; lead++) for (let trail = trailLo; trail <= trailHi; trail++) add([lead, trail]);
  }
  tables.set(encoding, table);
  return table;
}

/** `text` written in `encoding` (a one-byte page, Shift_JIS, EUC-JP, GBK, Big5, EUC-KR or ISO-2022-JP). */
export function bytesIn(encoding: string, text: string): Uint8Array {
  if (encoding === "iso-2022-jp") return iso2022jp(text);
  const table = tableOf(encoding);
  const out: number[] = [];
  for (const ch of text) {
    const b = table.get(ch) ?? composed(table, ch);
    if (b === undefined) throw new Error(`no ${encoding} bytes for ${ch}`);
    out.push(...b);
  }
  return Uint8Array.from(out);
}

/** Windows-1258 writes "ộ" as its "ô" and a combining dot below: the letter it has, then its tone marks. */
function composed(table: Map<string, number[]>, ch: string): number[] | undefined {
  const parts = [...ch.normalize("NFD")];
  const tones = parts.slice(1).filter((p) => table.has(p));
  const letter = table.get(
    parts
      .filter((p, i) => i === 0 || !table.has(p))
      .join("")
      .normalize("NFC"),
  );
  return letter && tones.length > 0 ? [...letter, ...tones.flatMap((t) => table.get(t)!)] : undefined;
}

function iso2022jp(text: string): Uint8Array {
  const euc = tableOf("euc-jp");
  const out: number[] = [];
  let jis = false;
  for (const ch of text) {
    const b = ch < "\u0080" ? [ch.charCodeAt(0)] : euc.get(ch);
    if (b === undefined || (b.length === 2 && b[0] === 0x8e)) throw new Error(`no ISO-2022-JP bytes for ${ch}`);
    if (b.length === 2 && !jis) out.push(0x1b, 0x24, 0x42); // ESC $ B
    if (b.length === 1 && jis) out.push(0x1b, 0x28, 0x42); // ESC ( B
    jis = b.length === 2;
    out.push(...b.map((x) => (jis ? x - 0x80 : x)));
  }
  if (jis) out.push(0x1b, 0x28, 0x42);
  return Uint8Array.from(out);
}
