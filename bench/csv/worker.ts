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

async function normalize(rows: number, runs: number): Promise<Record<string, unknown>> {
  const bytes = new TextEncoder().encode(exportText(rows) as string);
  const ours: number[] = [];
  const papa: number[] = [];
  const papaDecode: number[] = [];
  let items = 0;
  // Clock check: a timed empty section must read ~0, a timed busy loop must not.
  const idle = await timed(() => undefined);
  // The honest baseline: papaparse is told the file's real delimiter. Left to auto-detect, it picks ","
  // on this semicolon file (the decimal commas) and splits far fewer fields than we do. Our time includes
  // decoding the bytes, so papaparse's main figure does too; both sides run in each iteration, in
  // alternating order, and the medians are compared.
  const papaConfig = { delimiter: ";" };
  for (let i = 0; i < runs; i++) {
    const runOurs = async () => ours.push(await timed(() => (items = planCsv(bytes, { accountId: 1 }).items.length)));
    const runPapa = async () => papa.push(await timed(() => Papa.parse(new TextDecoder().decode(bytes), papaConfig)));
    if (i % 2 === 0) {
      await runOurs();
      await runPapa();
    } else {
      await runPapa();
      await runOurs();
    }
    const text = new TextDecoder().decode(bytes);
    papaDecode.push(await timed(() => Papa.parse(text, papaConfig)));
  }
  return {
    rows,
    bytes: bytes.length,
    items,
    idle_ms: idle,
    ours_ms: median(ours),
    papaparse_with_decode_ms: median(papa),
    papaparse_text_ms: median(papaDecode),
    samples: { ours, papaparse: papa, papaparse_text: papaDecode },
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
        items.push({ row: r.line, item: { date: r.field(0), amount: r.field(4), external_id: r.field(3), currency: "eur", payee: r.field(2), notes: r.field(3) }, occurrence: 1 });
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
        : url.pathname === "/parts"
          ? await parts(Number(url.searchParams.get("rows") ?? 100_000), Number(url.searchParams.get("runs") ?? 5))
          : await normalize(Number(url.searchParams.get("rows") ?? 100_000), Number(url.searchParams.get("runs") ?? 5));
    return Response.json(out);
  },
};
