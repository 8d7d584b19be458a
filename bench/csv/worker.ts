// Benchmark worker: runs the CSV adapter and papaparse on the same bytes inside workerd and answers JSON.
// Clocks: workerd freezes performance.now()/Date.now() while JavaScript runs and advances them only at I/O
// (a Spectre mitigation), so every timed section is bracketed by an awaited timer, which is I/O.
import Papa from "papaparse";
import { planCsv, streamCsvPlan } from "../../src/sources/csv";
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
  };
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
        : await normalize(Number(url.searchParams.get("rows") ?? 100_000), Number(url.searchParams.get("runs") ?? 5));
    return Response.json(out);
  },
};
