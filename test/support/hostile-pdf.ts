// Small PDFs that cost a reader far more than their bytes, written by hand as an attacker would (pdf-lib writes
// nothing of the kind): a page of unclosed `q`, one stream of text every page shares, a stream that inflates a
// thousandfold, a form drawn over and over. Each content stream is Flate-compressed by CompressionStream as it is fed,
// so a test never holds what it inflates to.

/** A content stream: its text written `times` times in a row (inflated as it is written), and its dictionary's extra keys. */
export interface Content {
  text: string;
  times?: number;
  /** "/Subtype /Form /BBox [0 0 595 842]" makes it a form a page can draw by name (/Fx). */
  extra?: string;
}

/** Pages each drawing one content (its index in `contents`); every content that is a form is /Fx in every page's resources. */
export async function rawPdf(pages: readonly number[], contents: readonly Content[]): Promise<Uint8Array> {
  const enc = new TextEncoder();
  const firstPage = 4;
  const firstContent = firstPage + pages.length;
  const form = contents.findIndex((c) => c.extra?.includes("/Form"));
  const xobjects = form >= 0 ? ` /XObject << /Fx ${firstContent + form} 0 R >>` : "";
  const objects: Uint8Array[] = [
    enc.encode("<< /Type /Catalog /Pages 2 0 R >>"),
    enc.encode(`<< /Type /Pages /Kids [${pages.map((_, i) => `${firstPage + i} 0 R`).join(" ")}] /Count ${pages.length} >>`),
    enc.encode("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
    ...pages.map((c) =>
      enc.encode(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >>${xobjects} >> /Contents ${firstContent + c} 0 R >>`,
      ),
    ),
  ];
  for (const content of contents) {
    const data = await deflated(content.text, content.times ?? 1);
    const head = enc.encode(`<< /Length ${data.length} /Filter /FlateDecode${content.extra ? ` ${content.extra}` : ""} >>\nstream\n`);
    objects.push(concat([head, data, enc.encode("\nendstream")]));
  }
  const parts: Uint8Array[] = [enc.encode("%PDF-1.4\n")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const part = concat([enc.encode(`${i + 1} 0 obj\n`), object, enc.encode("\nendobj\n")]);
    parts.push(part);
    length += part.length;
  });
  const rows = offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("");
  const trailer = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(enc.encode(trailer));
  return concat(parts);
}

/** `text` written `times` times, deflated (zlib) as it is fed, in pieces of up to a MiB. */
async function deflated(text: string, times: number): Promise<Uint8Array> {
  const compress = new CompressionStream("deflate");
  const writer = compress.writable.getWriter();
  const each = Math.max(1, Math.min(times, Math.floor((1024 * 1024) / text.length)));
  const piece = new TextEncoder().encode(text.repeat(each));
  const written = (async () => {
    for (let left = times; left > 0; left -= each)
      await writer.write(left >= each ? piece : piece.subarray(0, (piece.length / each) * left));
    await writer.close();
  })();
  const out = new Uint8Array(await new Response(compress.readable).arrayBuffer());
  await written;
  return out;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** One page of `count` graphics states saved and never restored: 3 million is 6.5 KB that stalled PDF.js for minutes. */
export const unclosedSaves = (count = 3_000_000) => rawPdf([0], [{ text: "q\n", times: count }]);

/** A line of text shown `bytes` long, as one text operator. */
export const shown = (bytes: number) => `BT /F1 1 Tf 10 10 Td (${"x".repeat(bytes)}) Tj ET\n`;

/** `pages` pages that all draw one content stream showing `bytes` of text. */
export const sharedText = (pages: number, bytes: number) => rawPdf(Array<number>(pages).fill(0), [{ text: shown(bytes) }]);

/** One page whose content stream inflates to `mib` MiB of spaces. */
export const inflatingSpaces = (mib: number) => rawPdf([0], [{ text: " ".repeat(1024 * 1024), times: mib }]);
