// Right-to-left statement PDFs for the tests (Hebrew, Arabic, Urdu), drawn with DejaVu Sans from this machine (a free
// font, never copied into the project) as three kinds of producer store their text:
// - "paper": each cell's glyphs in the order they stand on paper (right-to-left letters reversed, numbers as read), as
//   most producers draw; PDF.js's bidi step gives the cell back in reading order;
// - "reading": the glyphs in reading order, drawn left to right (the text as typed, its first letter leftmost);
// - "turned": each cell's glyphs turned around as one run, its digits too (a layout engine that reverses a
//   right-to-left run whole).
// pdf-lib lays a text out through fontkit, which itself turns a run of a right-to-left script around: such a run is
// handed to it reversed, so that the glyphs land in the order each producer draws them.
import { existsSync, readFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import type { PdfLine } from "../../support/statement-pdf";

export type Producer = "paper" | "reading" | "turned";

const FONTS = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf"];

function font(): Uint8Array {
  const path = FONTS.find((p) => existsSync(p));
  if (!path) throw new Error(`these tests draw Hebrew and Arabic with DejaVu Sans: install fonts-dejavu-core (${FONTS[0]})`);
  return readFileSync(path);
}

const RTL = /[\u0590-\u08ff]/;
/** A left-to-right stretch of a cell: digits and Latin words with the marks and spaces between them. */
const LTR = /[-+]?[0-9A-Za-z*#]+(?:[ .,/:'%+-]+[0-9A-Za-z*#]+)*[-+]?/g;

/** A cell of a right-to-left line as it stands on paper, left to right: its left-to-right stretches read as typed. */
export function onPaper(text: string): string {
  if (!RTL.test(text)) return text;
  const stretches: string[] = [];
  const marked = text.replace(LTR, (run) => `\u0000${stretches.push(run) - 1}\u0000`);
  const reversed = [...marked].reverse().join("");
  return reversed.replace(/\u0000(\d+)\u0000/g, (_, i: string) => stretches[Number([...i].reverse().join(""))] ?? "");
}

/** The glyphs of a cell in the order `producer` draws them, left to right. */
function glyphs(text: string, producer: Producer): string {
  if (producer === "paper") return onPaper(text);
  if (producer === "turned" && RTL.test(text)) return [...text].reverse().join("");
  return text;
}

/**
 * What to hand pdf-lib for `drawn` to be its glyphs' order: fontkit turns a run it takes for a right-to-left script's
 * around itself (by the run's script, which a mixed run's Latin may decide), so the run is handed over as it is or
 * reversed, whichever fontkit lays out starting with `drawn`'s first character.
 */
function forFontkit(layout: Layout, drawn: string): string {
  const first = drawn.codePointAt(0);
  const startsRight = (text: string) => layout(text).glyphs[0]?.codePoints.includes(first ?? -1) === true;
  const reversed = [...drawn].reverse().join("");
  return startsRight(drawn) || !startsRight(reversed) ? drawn : reversed;
}

type Layout = (text: string) => { glyphs: { codePoints: number[] }[] };

/** A PDF of `pages` (lines of cells from the top down; "r" cells end at their x) as `producer` stores the text. */
export async function rtlStatementPdf(pages: readonly (readonly PdfLine[])[], producer: Producer): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = font();
  const face = await pdf.embedFont(bytes, { subset: true });
  const shaper = fontkit.create(bytes);
  const layout: Layout = (text) => shaper.layout(text);
  const size = 8;
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    let y = 800;
    for (const line of lines) {
      for (const [text, x, align = "l"] of line) {
        const drawn = forFontkit(layout, glyphs(text, producer));
        const left = align === "r" ? x - face.widthOfTextAtSize(drawn, size) : x;
        page.drawText(drawn, { x: left, y, size, font: face });
      }
      y -= 12;
    }
  }
  return pdf.save();
}
