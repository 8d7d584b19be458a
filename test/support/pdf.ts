// PDFs for the tests, as invoicing tools, ticket sellers and scanners write them: text PDFs laid out by
// pdf-lib (each line at its own baseline; a tab puts the rest of the line in a right-aligned column, as an
// invoice's amounts are), an image-only page as a scanner makes, and by hand what pdf-lib cannot write (an
// encrypted file).
import { PDFDocument, StandardFonts } from "pdf-lib";

/** A table's columns share the width right of its first cell, each at most this wide. */
const COLUMNS_WIDTH = 400;
const COLUMN_MAX = 130;

/**
 * Text pages: each page a list of lines; "Total\t€ 12.00" sets "€ 12.00" flush right, as invoice tables do, and
 * more cells ("Summe\t13,88\t2,64\t16,52") are columns flush right at their own ends, the last at the margin.
 */
export async function textPdf(pages: readonly (readonly string[])[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    let y = 790;
    for (const line of lines) {
      const [left, ...columns] = line.split("\t");
      if (left) page.drawText(left, { x: 50, y, size: 11, font });
      columns.forEach((cell, k) => {
        const end = 545 - (columns.length - 1 - k) * Math.min(COLUMN_MAX, COLUMNS_WIDTH / columns.length);
        if (cell) page.drawText(cell, { x: end - font.widthOfTextAtSize(cell, 11), y, size: 11, font });
      });
      y -= 18;
    }
  }
  return pdf.save();
}

/** A 1×1 grey PNG: the page of a scanned receipt, as far as a text reader can tell. */
const PIXEL = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg=="), (c) =>
  c.charCodeAt(0),
);

/** A scanned receipt: one page holding an image and no text. */
export async function scannedPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(PIXEL);
  pdf.addPage([595, 842]).drawImage(image, { x: 40, y: 40, width: 515, height: 760 });
  return pdf.save();
}

/**
 * An encrypted PDF (standard security handler, RC4 40-bit) whose user password is not empty: its /U entry
 * does not match the empty password, so a reader must ask for one. Written by hand: pdf-lib cannot encrypt.
 */
export function encryptedPdf(): Uint8Array {
  const hex32 = (byte: string) => `<${byte.repeat(32)}>`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
    "<< /Length 0 >>\nstream\n\nendstream",
    `<< /Filter /Standard /V 1 /R 2 /O ${hex32("ab")} /U ${hex32("cd")} /P -44 >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 5 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** Base64 in lines of 76, as a mail part carries a file. */
export function base64Lines(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/.{76}/g, "$&\r\n");
}
