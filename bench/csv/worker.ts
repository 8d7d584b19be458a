// Benchmark worker: runs the CSV adapter and papaparse on the same bytes inside workerd and answers JSON.
// Clocks: workerd freezes performance.now()/Date.now() while JavaScript runs and advances them only at I/O
// (a Spectre mitigation), so every timed section is bracketed by an awaited timer, which is I/O.
import Papa from "papaparse";
import { planCsv, streamCsvPlan } from "../../src/formats/csv";
import { decodeWhole } from "../../src/formats/csv/decode/decode";
import { detectFromText } from "../../src/formats/csv/detect/detect";
import { CsvTokenizer } from "../../src/formats/csv/read/structure";
import { newAmountParts, parseAmount, READ, readAmountIn } from "../../src/locale/numbers";
import { parseDate } from "../../src/locale/dates";
import { contentKeyOf, contentExternalIdOfLast } from "../../src/formats/csv/plan/external-id";
import { KeyCounter } from "../../src/formats/csv/plan/key-counter";
import { CellReader } from "../../src/formats/csv/read/clean-cells";
// Plain JS shared with run.mjs.
import { exportText, exportLines } from "./generate.mjs";
import { camtText, mt940Text, ofxText, qifText } from "./generate-statements.mjs";
import { XMLParser } from "fast-xml-parser";
// Parsers of the same formats from npm, the yardstick of each statement line (docs/benchmarks.md says why these).
// @ts-expect-error mt940js ships no types (a devDependency, the yardstick only)
import mt940 from "mt940js";
import { parseSync as parseOfx } from "ofx-js";
import { qifTsPlan } from "./qif-baseline";
import { papaparsePlan } from "./papaparse-baseline";
import type { SourceAdapter } from "../../src/formats/contract";
import { camtAdapter } from "../../src/formats/camt/adapter";
import { mt940Adapter } from "../../src/formats/mt940/adapter";
import { ofxAdapter } from "../../src/formats/ofx/adapter";
import { qifAdapter } from "../../src/formats/qif/adapter";

const tick = () => new Promise<void>((r) => setTimeout(r, 0));

async function timed(fn: () => unknown): Promise<number> {
  await tick();
  const t0 = performance.now();
  fn();
  await tick();
  return performance.now() - t0;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Where the time goes inside workerd: each stage of planCsv timed alone (median of `runs`). */
async function parts(rows: number, runs: number): Promise<Record<string, number>> {
  const bytes = new TextEncoder().encode(exportText(rows) as string);
  const text = new TextDecoder().decode(bytes);
  const profile = detectFromText(text.slice(0, 65536), "utf-8", false);
  const stages: Record<string, () => unknown> = {
    decode_plain: () => new TextDecoder().decode(bytes),
    decode_strict: () => new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes),
    decode_whole: () => decodeWhole(bytes, undefined),
    detect: () => detectFromText(text.slice(0, 65536), "utf-8", false),
    scan: () => {
      let n = 0;
      new CsvTokenizer(profile.delimiter, profile.quote).scan(text, true, (r) => (n += r.count));
      return n;
    },
    scan_slice_all: () => {
      let n = 0;
      new CsvTokenizer(profile.delimiter, profile.quote).scan(text, true, (r) => {
        for (let i = 0; i < r.count; i++) n += r.field(i).length;
      });
      return n;
    },
    scan_amounts: () => {
      let n = 0;
      const fmt = { decimal: "," as const, thousands: "." as const };
      new CsvTokenizer(profile.delimiter, profile.quote).scan(text, true, (r) => {
        n += (parseAmount(r.field(4), fmt) ?? "").length + (parseAmount(r.field(5), fmt) ?? "").length;
      });
      return n;
    },
    scan_dates: () => {
      let n = 0;
      new CsvTokenizer(profile.delimiter, profile.quote).scan(text, true, (r) => {
        n += (parseDate(r.field(0), "DMY") ?? "").length;
      });
      return n;
    },
    scan_hash: () => {
      let n = 0;
      const kc = new KeyCounter();
      const balance = newAmountParts();
      const fmt = { decimal: "," as const, thousands: "." as const };
      const cells = new CellReader();
      const payee = { text: "", start: 0, end: 0 };
      new CsvTokenizer(profile.delimiter, profile.quote).scan(text, true, (r) => {
        const date = r.field(0);
        const cell = r.field(5);
        const read = readAmountIn(cell, 0, cell.length, fmt, balance) === READ;
        cells.field(r, 2);
        Object.assign(payee, cells.last);
        cells.field(r, 3);
        contentKeyOf(1, date, r.field(4), "eur", payee, cells.last, read ? balance : null);
        n += contentExternalIdOfLast(kc.increment(date)).length;
      });
      return n;
    },
    scan_keep_objects: () => {
      const items: unknown[] = [];
      // The plan's shape: an item per row, and one report for the run of planned rows.
      const run = { row: 1, to_row: 1, outcome: "planned" };
      new CsvTokenizer(profile.delimiter, profile.quote).scan(text, true, (r) => {
        items.push({
          row: r.line,
          item: { date: r.field(0), amount: r.field(4), external_id: r.field(3), currency: "eur", payee: r.field(2), notes: r.field(3) },
          occurrence: 1,
        });
        run.to_row = r.line;
      });
      return items.length;
    },
    plan: () => planCsv(bytes, { accountId: 1 }),
    papaparse_text: () => Papa.parse(text, { delimiter: ";" }),
  };
  const out: Record<string, number> = {};
  for (const [name, fn] of Object.entries(stages)) {
    const t: number[] = [];
    for (let i = 0; i < runs; i++) t.push(await timed(fn));
    out[name] = median(t);
  }
  return out;
}

/**
 * One side of a comparison, alone in this isolate (run.mjs starts a fresh worker for each): `/prepare` makes the
 * subject's bytes; `/run` runs the side `runs` times, while run.mjs reads the CPU this worker's process uses
 * (first the warm-up runs, then the timed ones). No other side's garbage or compiled code is in the isolate.
 */
let prepared: (() => unknown) | null = null;

function prepare(subject: string, name: string, rows: number): Record<string, unknown> {
  prepared = sideFunction(subject, name, rows);
  return { subject, side: name, rows };
}

function run(runs: number): Record<string, unknown> {
  if (!prepared) throw new Error("/run before /prepare");
  for (let i = 0; i < runs; i++) prepared();
  return { runs };
}

function sideFunction(subject: string, name: string, rows: number): () => unknown {
  if (subject === "csv") {
    const bytes = new TextEncoder().encode(exportText(rows) as string);
    // papaparse is told the file's real delimiter (left to detect, it picks "," on this semicolon file) and, like
    // our plan, starts from the bytes.
    if (name === "ours") return () => planCsv(bytes, { accountId: 1 });
    // papaparse plus what an importer on it does to each row (papaparse-baseline.ts): the second yardstick.
    if (name === "papaparse_plan") return () => papaparsePlan(new TextDecoder().decode(bytes), "1");
    return () => Papa.parse(new TextDecoder().decode(bytes), { delimiter: ";" });
  }
  const writers: Record<string, [(n: number) => string, SourceAdapter]> = {
    ofx: [ofxText, ofxAdapter as SourceAdapter],
    qif: [qifText, qifAdapter as SourceAdapter],
    camt: [camtText, camtAdapter as SourceAdapter],
    mt940: [mt940Text, mt940Adapter as SourceAdapter],
  };
  const writer = writers[subject];
  if (!writer) throw new Error(`no subject ${subject}`);
  const [write, adapter] = writer;
  const bytes = new TextEncoder().encode(write(rows));
  if (name === "ours") return () => adapter.plan(bytes, { accountId: 1, settings: {} });
  // A parser of the same format from npm, from the bytes as ours starts (fast-xml-parser for CAMT: no CAMT parser
  // on npm is kept; it is the XML parser our CAMT reader is built on).
  const text = () => new TextDecoder().decode(bytes);
  const theirs: Record<string, () => unknown> = {
    ofx: () => parseOfx(text()),
    // qif-ts plus the date, amount and id work our plan does (qif-baseline.ts): the two do the same work.
    qif: () => qifTsPlan(text(), "1"),
    mt940: () => new mt940.Parser().parse(text()),
    camt: () => new XMLParser({ ignoreAttributes: false }).parse(text()),
  };
  return theirs[subject]!;
}

async function stream(megabytes: number): Promise<Record<string, unknown>> {
  const target = megabytes * 1024 * 1024;
  const enc = new TextEncoder();
  const lines: Iterator<string> = exportLines(10_000_000, 7);
  let produced = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (produced >= target) return c.close();
      let s = "";
      while (s.length < 64 * 1024) {
        const n = lines.next();
        if (n.done) break;
        s += n.value + "\n";
      }
      const b = enc.encode(s);
      produced += b.length;
      c.enqueue(b);
    },
  });
  await tick();
  const t0 = performance.now();
  let items = 0;
  let rows = 0;
  let peak = 0;
  let chunks = 0;
  for await (const chunk of streamCsvPlan(body, { accountId: 1 }, 500)) {
    items += chunk.items.length;
    // A report covers a run of rows (row … to_row) with one outcome.
    for (const r of chunk.rows) rows += (r.to_row ?? r.row) - r.row + 1;
    peak = Math.max(peak, chunk.peakRowsHeld);
    chunks++;
  }
  await tick();
  return { bytes: produced, items, rows, chunks, peak_rows_held: peak, ms: performance.now() - t0 };
}

export default {
  async fetch(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const q = (k: string, d: string) => url.searchParams.get(k) ?? d;
    if (url.pathname === "/prepare") {
      return Response.json(prepare(q("subject", "csv"), q("side", "ours"), Number(q("rows", "100000"))));
    }
    if (url.pathname === "/run") return Response.json(run(Number(q("runs", "3"))));
    if (url.pathname === "/planned") {
      // What the timed file is: its rows, and how many the plan planned (a bench of row errors measures the error path).
      const plan = planCsv(new TextEncoder().encode(exportText(Number(q("rows", "100000"))) as string), { accountId: 1 });
      const count = { planned: 0, ignored: 0, error: 0 };
      for (const r of plan.rows) count[r.outcome] += (r.to_row ?? r.row) - r.row + 1;
      const baseline = papaparsePlan(exportText(Number(q("rows", "100000"))) as string, "1").length;
      return Response.json({ items: plan.items.length, ...count, baseline });
    }
    const out =
      url.pathname === "/stream"
        ? await stream(Number(q("mb", "50")))
        : url.pathname === "/parts"
          ? await parts(Number(q("rows", "100000")), Number(q("runs", "5")))
          : { error: `no route ${url.pathname}` };
    return Response.json(out);
  },
};
