// A laid-out statement as a text PDF (pdf-lib): the preamble, a table of positioned text whose header repeats on
// every page when the layout says so, the balance carried at a page's foot and head, descriptions wrapped or run
// on to lines of their own, "Page n / N" at each foot. Right-to-left pages mirror their columns; their text is
// stored in visual order (`rtlVisual`: words and letters right to left, as many such banks' PDFs hold it, so that
// a text layer read in stream order comes out reversed) or in reading order (drawn left to right: the text layer
// reads right, the glyphs are not shaped or mirrored as on paper). Fonts: pdf-lib's standard ones draw only WinAnsi Latin, so every
// other script is drawn with DejaVu Sans from this machine (embedded as a subset), where it is installed; DejaVu has
// no CJK or Thai, so those scripts are never drawn (generate.mjs gives them spreadsheets and CSV only).
import { existsSync, readFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

const DEJAVU = ["/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf", "/usr/share/fonts/TTF/DejaVuSansCondensed.ttf"];
const DEJAVU_BOLD = DEJAVU.map((path) => path.replace(".ttf", "-Bold.ttf"));
/** Scripts DejaVu Sans draws (it has no CJK and no Thai). */
const DEJAVU_SCRIPTS = new Set(["Latin", "Cyrillic", "Greek", "Hebrew", "Arabic", "Armenian", "Georgian"]);
const fontPath = (paths) => paths.find((p) => existsSync(p));

/** Languages whose every letter Helvetica's WinAnsi encoding has: the only PDFs where DejaVu is missing. */
const WIN_ANSI = new Set(["en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "id"]);

/** Whether this machine can draw `language`'s text in a PDF. */
export const pdfDraws = (language) => (fontPath(DEJAVU) ? DEJAVU_SCRIPTS.has(language.script) : WIN_ANSI.has(language.code));

const RTL = /[\u0590-\u08ff]/;
/** A right-to-left text in visual order: words right to left, each right-to-left word's letters reversed. */
const visual = (text) =>
  RTL.test(text)
    ? text
        .split(" ")
        .reverse()
        .map((word) => (RTL.test(word) ? [...word].reverse().join("") : word))
        .join(" ")
    : text;

const MARGIN = 36;
const GAP = 9;

/** Lines of at most `width` points, broken between words. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return [...lines, line];
}

/** The columns' widths and left edges on a page `pageWidth` wide, at the largest font size that fits. */
function measure(doc, font, pageWidth) {
  const cellsOf = (i) => doc.blocks.flatMap((b) => (b.kind === "row" || b.kind === "line" ? [b.cells[i].text] : []));
  for (const size of [8, 7.5, 7, 6.5, 6]) {
    const widths = doc.columns.map((c, i) => Math.max(...[c.title, ...cellsOf(i)].map((t) => font.widthOfTextAtSize(t, size))));
    const description = doc.columns.findIndex((c) => c.role === "description");
    const others = widths.reduce((sum, w, i) => (i === description ? sum : sum + w), 0) + GAP * (widths.length - 1);
    const room = pageWidth - 2 * MARGIN - others;
    if (room < 90 && size > 6) continue;
    widths[description] = Math.min(widths[description], Math.max(room, 90));
    const lefts = [];
    let x = MARGIN;
    for (const w of widths) (lefts.push(x), (x += w + GAP));
    // A right-to-left page runs its first column at the right edge.
    if (doc.rtl) lefts.forEach((left, i) => (lefts[i] = pageWidth - left - widths[i]));
    return { size, widths, lefts, description };
  }
  throw new Error("unreachable: the smallest size always returns");
}

/** The statement's bytes as a text PDF; `title` is the document's own title, `printedOn` the day it was made. */
export async function pdfBytes(doc, { title, printedOn }) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = fontPath(DEJAVU);
  const bold = fontPath(DEJAVU_BOLD) ?? regular;
  const font = regular ? await pdf.embedFont(readFileSync(regular), { subset: true }) : await pdf.embedFont(StandardFonts.Helvetica);
  const heavy = bold ? await pdf.embedFont(readFileSync(bold), { subset: true }) : await pdf.embedFont(StandardFonts.HelveticaBold);
  pdf.setTitle(title);
  // pdf-lib stamps the time of writing: a fixed day keeps a seed's bytes the same from run to run.
  pdf.setCreationDate(printedOn);
  pdf.setModificationDate(printedOn);
  const wide = doc.columns.length > 6;
  const [pageWidth, pageHeight] = wide ? [842, 595] : [595, 842];
  const table = measure(doc, font, pageWidth);
  new Drawing(pdf, { font, heavy, doc, table, pageWidth, pageHeight }).statement();
  return pdf.save({ useObjectStreams: false });
}

/** Draws the blocks down the pages, starting a page where the next block does not fit. */
class Drawing {
  constructor(pdf, { font, heavy, doc, table, pageWidth, pageHeight }) {
    Object.assign(this, { pdf, font, heavy, doc, table, pageWidth, pageHeight });
    this.line = table.size * 1.45;
    this.balanceColumn = doc.columns.findIndex((c) => c.role === "balance");
    this.lastBalance = undefined;
  }

  statement() {
    this.newPage();
    this.preamble();
    for (const block of this.doc.blocks) this.block(block);
    this.footers();
  }

  newPage() {
    this.page = this.pdf.addPage([this.pageWidth, this.pageHeight]);
    this.y = this.pageHeight - MARGIN;
  }

  /** Ends this page and opens the next: the balance carried at both, the header again where the layout repeats it. */
  turnPage() {
    const carried = this.doc.traits.repeatHeaders && this.lastBalance;
    // The page's foot keeps a line for it (room()); what is drawn while turning never turns a page again.
    this.turning = true;
    if (carried) this.cells(this.carriedCells(), this.font);
    this.newPage();
    if (this.doc.traits.repeatHeaders) this.header();
    if (carried) this.cells(this.carriedCells(), this.font);
    this.turning = false;
  }

  carriedCells() {
    return this.doc.columns.map((c, i) =>
      c.role === "description" ? { text: this.doc.words.carried } : i === this.balanceColumn ? this.lastBalance : { text: "" },
    );
  }

  room(height) {
    if (!this.turning && this.y - height < MARGIN + 2 * this.line) this.turnPage();
  }

  text(value, x, y, { font = this.font, size = this.table.size, align = "left", width = 0 } = {}) {
    if (value === "") return;
    const shown = this.doc.traits.rtlVisual ? visual(value) : value;
    const w = font.widthOfTextAtSize(shown, size);
    const left = align === "right" ? x + width - w : x;
    this.page.drawText(shown, { x: left, y, size, font, color: rgb(0, 0, 0) });
  }

  preamble() {
    const [first, ...rest] = this.doc.preamble;
    const x = this.doc.rtl ? this.pageWidth - MARGIN - 300 : MARGIN;
    const align = this.doc.rtl ? "right" : "left";
    this.text(first[0], x, this.y, { font: this.heavy, size: 13, align, width: 300 });
    this.y -= 22;
    for (const [label, value] of rest) {
      this.text(label ? `${label}: ${value}` : value, x, this.y, { align, width: 300 });
      this.y -= this.line;
    }
    this.y -= this.line;
  }

  header() {
    this.cells(
      this.doc.columns.map((c) => ({ text: c.title })),
      this.heavy,
    );
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + this.line * 0.6 },
      end: { x: this.pageWidth - MARGIN, y: this.y + this.line * 0.6 },
      thickness: 0.5,
    });
  }

  /** One line of cells; a description longer than its column wraps onto lines below. Returns the lines used. */
  cells(cells, font, more = []) {
    const { lefts, widths, description, size } = this.table;
    const lines = [...wrap(cells[description]?.text ?? "", font, size, widths[description]), ...more];
    this.room(lines.length * this.line);
    // In column order, as a table is printed: a description's further lines after the row's last cell.
    cells.forEach((cell, i) => {
      const numeric = this.doc.columns[i].numeric;
      const align = numeric !== this.doc.rtl ? "right" : "left";
      this.text(i === description ? lines[0] : cell.text, lefts[i], this.y, { font, align, width: widths[i] });
    });
    const align = this.doc.rtl ? "right" : "left";
    lines
      .slice(1)
      .forEach((text, n) => this.text(text, lefts[description], this.y - (n + 1) * this.line, { font, align, width: widths[description] }));
    this.y -= lines.length * this.line;
  }

  block(block) {
    if (block.kind === "header") {
      this.room(3 * this.line);
      this.header();
    } else if (block.kind === "section") {
      this.room(4 * this.line);
      this.y -= this.line / 2;
      this.text(block.text, this.doc.rtl ? this.pageWidth - MARGIN - 300 : MARGIN, this.y, {
        font: this.heavy,
        align: this.doc.rtl ? "right" : "left",
        width: 300,
      });
      this.y -= this.line;
    } else if (block.kind === "row") {
      this.cells(block.cells, this.font, block.more);
      if (this.balanceColumn >= 0) this.lastBalance = block.cells[this.balanceColumn];
    } else if (block.kind === "line") this.cells(block.cells, this.heavy);
    else if (block.kind === "text") this.summaryLine(block);
    // A "break" is a table's page: a PDF turns its pages where they fill.
  }

  summaryLine(block) {
    this.room(this.line);
    const { lefts, widths, description } = this.table;
    const last = lefts.length - 1;
    const align = this.doc.rtl ? "right" : "left";
    this.text(block.label, lefts[description], this.y, { font: this.heavy, align, width: widths[description] });
    this.text(block.cell.text, lefts[last], this.y, { align: this.doc.rtl ? "left" : "right", width: widths[last] });
    this.y -= this.line;
  }

  footers() {
    const pages = this.pdf.getPages();
    pages.forEach((page, i) => {
      const label = `${this.doc.words.page} ${i + 1} / ${pages.length}`;
      const shown = this.doc.traits.rtlVisual ? visual(label) : label;
      const w = this.font.widthOfTextAtSize(shown, 7);
      page.drawText(shown, { x: (this.pageWidth - w) / 2, y: MARGIN / 2, size: 7, font: this.font });
    });
  }
}
