// One PDF at one of its bounds (pdf-bounds.mjs runs each step in a fresh process): the file built just under the bound
// (or past it, to time the refusal) and written, then read by pdfStatement as an upload reads it, timed by the
// process's CPU (its cost counted first, as pdfStatement counts it again). Prints one JSON line.
import { SAVE_WEIGHT, TEXT_ITEM_BYTES } from "../../src/formats/pdf/content-cost";
import { readFileSync, writeFileSync } from "node:fs";
import { pdfCost, PDF_BOUNDS } from "../../src/formats/pdf/cost";
import { pdfStatement } from "../../src/formats/pdf/document";
import { rawPdf, shown } from "../../test/support/hostile-pdf";
import { longStatement } from "../../test/support/statement-pdf";

const MIB = 1024 * 1024;
const justUnder = MIB - 1024;

/** A page of text items `size` bytes each, as many as `bytes` of the bounds' counting hold (each at least 16). */
const items = (bytes: number, size: number) =>
  `BT /F1 1 Tf 10 10 Td\n${`(${"x".repeat(size - 1)} ) Tj 0 -1 Td\n`.repeat(Math.floor(bytes / Math.max(size, TEXT_ITEM_BYTES)))}ET\n`;
/** The units of a round of `depth` saves then as many restores (content-cost.ts). */
const round = (depth: number) => 2 * depth + depth * (depth - 1) + depth * SAVE_WEIGHT;

const CASES: Record<string, () => Promise<Uint8Array>> = {
  /** The longest statement read: every page of 45 rows, as a bank draws them. */
  pages: async () => (await longStatement(PDF_BOUNDS.pages, 45)).pdf,
  /** Operators just under the bound: path operators, none under a saved state, on four pages (a stream holds 16 MB). */
  work: () => {
    const paths = { text: "0 0 m 1 1 l S\n", times: Math.floor(PDF_BOUNDS.work / 12) - 10 };
    return rawPdf([0, 1, 2, 3], [paths, paths, paths, paths]);
  },
  /** The same units in q…Q pairs. */
  work_saves: () => rawPdf([0], [{ text: "q Q\n", times: Math.floor(PDF_BOUNDS.work / round(1)) - 10 }]),
  /** The same units in states nested 5 deep (the dearest depth measured a unit). */
  work_nested: () => rawPdf([0], [{ text: `${"q\n".repeat(5)}${"Q\n".repeat(5)}`, times: Math.floor(PDF_BOUNDS.work / round(5)) - 10 }]),
  /** The same units in states nested 50 deep. */
  work_deep: () => rawPdf([0], [{ text: `${"q\n".repeat(50)}${"Q\n".repeat(50)}`, times: Math.floor(PDF_BOUNDS.work / round(50)) - 10 }]),
  /** One stream of spaces just under its bound. */
  streamBytes: () => rawPdf([0], [{ text: " ".repeat(justUnder), times: PDF_BOUNDS.streamBytes / MIB }]),
  /** Four such streams, four pages: every stream's bytes just under the whole file's bound. */
  decodedBytes: () => {
    const spaces = { text: " ".repeat(justUnder), times: PDF_BOUNDS.streamBytes / MIB };
    return rawPdf([0, 1, 2, 3], [spaces, spaces, spaces, spaces]);
  },
  /** One page showing just under its bound of text, in items of 10 bytes (a statement's cells). */
  pageText: () => rawPdf([0], [{ text: items(PDF_BOUNDS.pageText - 1024, 10) }]),
  /** The same in items of 2 bytes, each counted as 16. */
  pageText_items: () => rawPdf([0], [{ text: items(PDF_BOUNDS.pageText - 1024, 2) }]),
  /** Pages of 250 KB each up to the whole file's bound of text, in items of 10 bytes. */
  text: () => rawPdf(Array<number>(Math.floor(PDF_BOUNDS.text / (250 * 1024))).fill(0), [{ text: items(250 * 1024 - 64, 10) }]),
  /** The same in items of 40 bytes (a statement's lines). */
  text_lines: () => rawPdf(Array<number>(Math.floor(PDF_BOUNDS.text / (250 * 1024))).fill(0), [{ text: items(250 * 1024 - 64, 40) }]),
  /** The three files that stalled the worker: each refused, here timed. */
  stalled_saves: () => rawPdf([0], [{ text: "q\n", times: 3_000_000 }]),
  stalled_shared: () => rawPdf(Array<number>(200).fill(0), [{ text: shown(5_000_000) }]),
  stalled_inflating: () => rawPdf([0], [{ text: " ".repeat(MIB), times: 400 }]),
};

// `build <case> <file>` writes the case's PDF; `read <file>` reads it and prints what it cost.
const [step, name = "", file = ""] = process.argv.slice(2);
if (step === "build") {
  const build = CASES[name];
  if (!build) throw new Error(`no case ${name}: one of ${Object.keys(CASES).join(", ")}`);
  writeFileSync(file, await build());
} else {
  const bytes = new Uint8Array(readFileSync(name));
  const cost = await pdfCost(bytes);
  const start = process.cpuUsage();
  const read = await pdfStatement(bytes);
  const cpu = process.cpuUsage(start);
  console.log(
    JSON.stringify({
      fileBytes: bytes.length,
      cost: cost.ok ? cost.value : cost.reason.bound,
      read: read.ok ? "read" : `${read.reason.kind}${read.reason.bound ? `: ${read.reason.bound}` : ""}`,
      cpuMs: (cpu.user + cpu.system) / 1000,
    }),
  );
}
