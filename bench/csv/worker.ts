// Benchmark worker: runs the CSV adapter and papaparse on the same bytes inside workerd and answers JSON.
// Clocks: workerd freezes performance.now()/Date.now() while JavaScript runs and advances them only at I/O
// (a Spectre mitigation), so every timed section is bracketed by an awaited timer, which is I/O.
import Papa from "papaparse";
import { planCsv, streamCsvPlan } from "../../src/sources/csv";
import { decodeWhole } from "../../src/sources/csv/decode";
import { detectFromText } from "../../src/sources/csv/detect";
import { CsvTokenizer } from "../../src/sources/csv/structure";
import { parseAmount } from "../../src/sources/csv/numbers";
import { parseDate } from "../../src/sources/csv/dates";
import { contentKeyOf, contentExternalIdOfLast, KeyCounter, lastKey1, lastKey2 } from "../../src/sources/csv/external-id";
// @ts-expect-error plain JS shared with run.mjs
import { exportText, exportLines } from "./generate.mjs";
// @ts-expect-error plain JS
import { camtText, mt940Text, ofxText, qifText } from "./generate-statements.mjs";
import { XMLParser } from "fast-xml-parser";
import type { SourceAdapter } from "../../src/sources/contract";
import { camtAdapter } from "../../src/sources/camt/adapter";
import { mt940Adapter } from "../../src/sources/mt940/adapter";
import { ofxAdapter } from "../../src/sources/ofx/adapter";
import { qifAdapter } from "../../src/sources/qif/adapter";

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

async function normalize(rows: number, runs: number, interleaved: boolean): Promise<Record<string, unknown>> {
  const bytes = new TextEncoder().encode(exportText(rows) as string);
  const text = new TextDecoder().decode(bytes);
  let items = 0;
  // Clock check: a timed empty section must read ~0, a timed busy loop must not.
  const idle = await timed(() => undefined);
  // The honest baseline: papaparse is told the file's real delimiter. Left to auto-detect, it picks ","
  // on this semicolon file (the decimal commas) and splits far fewer fields than we do. Our time includes
  // decoding the bytes, so papaparse's main figure does too.
  const papaConfig = { delimiter: ";" };
  const sides: [string, () => unknown][] = [
    ["ours", () => (items = planCsv(bytes, { accountId: 1 }).items.length)],
    ["papaparse", () => Papa.parse(new TextDecoder().decode(bytes), papaConfig)],
    ["papaparse_text", () => Papa.parse(text, papaConfig)],
  ];
  // Both sides run in the same isolate, in blocks that alternate (ours, papaparse, ..., then reversed).
  // Each block starts with an untimed run: the garbage a side leaves behind (papaparse keeps ~50 MB of
  // row arrays, we ~20 MB of items) is collected during whatever runs next, so each side should pay for
  // its own collections, not for the other's. The medians of the timed runs are compared.
  const samples: Record<string, number[]> = { ours: [], papaparse: [], papaparse_text: [] };
  // (interleaved=1: blocks of one run and no untimed run, i.e. each run follows the other side's.)
  const perBlock = interleaved ? 1 : 3;
  const rounds = Math.max(1, Math.ceil(runs / perBlock));
  for (let round = 0; round < rounds; round++) {
    for (const [name, fn] of round % 2 === 0 ? sides : [...sides].reverse()) {
      if (!interleaved) await timed(fn);
      for (let k = 0; k < perBlock; k++) samples[name]!.push(await timed(fn));
    }
  }
  return {
    rows,
    bytes: bytes.length,
    items,
    idle_ms: idle,
    runs: samples.ours!.length,
    ours_ms: median(samples.ours!),
    papaparse_with_decode_ms: median(samples.papaparse!),
    papaparse_text_ms: median(samples.papaparse_text!),
    samples,
  };
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
      new CsvTokenizer(profile.delimiter, profile.quote).scan(text, true, (r) => {
        contentKeyOf(1, r.field(0), r.field(4), "eur", r.field(2), r.field(3), r.field(5));
        n += contentExternalIdOfLast(kc.increment(lastKey1(), lastKey2())).length;
      });
      return n;
    },
    scan_keep_objects: () => {
      const items: unknown[] = [];
      const rowsOut: unknown[] = [];
      new CsvTokenizer(profile.delimiter, profile.quote).scan(text, true, (r) => {
        items.push({
          row: r.line,
          item: { date: r.field(0), amount: r.field(4), external_id: r.field(3), currency: "eur", payee: r.field(2), notes: r.field(3) },
          occurrence: 1,
        });
        rowsOut.push({ row: r.line, outcome: "planned" });
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
 * One statement format: our plan of an n-transaction file ÷ the raw pass over the same bytes that any reader
 * of the format starts with — decoding and fast-xml-parser's parse (CAMT), decoding and a split into lines
 * (OFX SGML, QIF, MT940) — in alternating blocks as for CSV, medians compared.
 */
async function statement(format: string, n: number, runs: number): Promise<Record<string, unknown>> {
  const writers: Record<string, [(n: number) => string, SourceAdapter]> = {
    ofx: [ofxText, ofxAdapter as SourceAdapter],
    qif: [qifText, qifAdapter as SourceAdapter],
    camt: [camtText, camtAdapter as SourceAdapter],
    mt940: [mt940Text, mt940Adapter as SourceAdapter],
  };
  const [write, adapter] = writers[format]!;
  const bytes = new TextEncoder().encode(write(n));
  const xml = new XMLParser({ ignoreAttributes: false });
  let items = 0;
  const sides: [string, () => unknown][] = [
    ["ours", () => (items = adapter.plan(bytes, { accountId: 1, settings: {} }).items.length)],
    [
      "raw",
      format === "camt" ? () => xml.parse(new TextDecoder().decode(bytes)) : () => new TextDecoder().decode(bytes).split("\n").length,
    ],
  ];
  const samples: Record<string, number[]> = { ours: [], raw: [] };
  for (let round = 0; round < Math.max(1, Math.ceil(runs / 3)); round++) {
    for (const [name, fn] of round % 2 === 0 ? sides : [...sides].reverse()) {
      await timed(fn);
      for (let k = 0; k < 3; k++) samples[name]!.push(await timed(fn));
    }
  }
  return { format, transactions: n, bytes: bytes.length, items, ours_ms: median(samples.ours!), raw_ms: median(samples.raw!) };
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
    rows += chunk.rows.length;
    peak = Math.max(peak, chunk.peakRowsHeld);
    chunks++;
  }
  await tick();
  return { bytes: produced, items, rows, chunks, peak_rows_held: peak, ms: performance.now() - t0 };
}

export default {
  async fetch(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const out =
      url.pathname === "/stream"
        ? await stream(Number(url.searchParams.get("mb") ?? 50))
        : url.pathname === "/statement"
          ? await statement(
              url.searchParams.get("format") ?? "ofx",
              Number(url.searchParams.get("rows") ?? 100_000),
              Number(url.searchParams.get("runs") ?? 6),
            )
          : url.pathname === "/parts"
            ? await parts(Number(url.searchParams.get("rows") ?? 100_000), Number(url.searchParams.get("runs") ?? 5))
            : await normalize(
                Number(url.searchParams.get("rows") ?? 100_000),
                Number(url.searchParams.get("runs") ?? 9),
                url.searchParams.get("interleaved") === "1",
              );
    return Response.json(out);
  },
};
