// CSV benchmark: 100,000 rows normalized in the Workers runtime vs papaparse's raw parse of the same bytes,
// hledger's conversion of the same file (when installed), and a 50 MB streamed upload; then a line per
// statement format (OFX, QIF, CAMT, MT940): 100,000 transactions planned vs the raw pass over the same bytes
// (CAMT: fast-xml-parser's parse; the others: a split into lines).
// Prints lines like `csv.normalize_vs_papaparse_ratio 1.73`.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startBenchWorker } from "../bench-worker.mjs";
import { exportText } from "./generate.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const ROWS = Number(process.env.CSV_BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.CSV_BENCH_RUNS ?? 9); // timed runs per side (blocks of 3)
const STREAM_MB = Number(process.env.CSV_BENCH_STREAM_MB ?? 50);
const STATEMENT_ROWS = Number(process.env.CSV_BENCH_STATEMENT_ROWS ?? 100_000);
const STATEMENT_RUNS = 6; // timed runs per side (blocks of 3)

const worker = await startBenchWorker(join(here, "wrangler.toml"));
const { get } = worker;
try {
  // The stream runs first: after five 100k-row plans the isolate's heap is near workerd's memory limit.
  if (STREAM_MB > 0) {
    const s = await get(`/stream?mb=${STREAM_MB}`);
    console.log(
      `csv.stream_mb ${(s.bytes / 1048576).toFixed(1)} (${s.items} items, ${s.rows} row reports, ${s.chunks} chunks, ${s.ms.toFixed(0)} ms)`,
    );
    console.log(`csv.stream_peak_rows_held ${s.peak_rows_held}`);
    console.log("csv.stream_peak_heap n/a (workerd exposes no heap statistics to the worker)");
  }
  await get(`/normalize?rows=2000&runs=1`); // warm-up: JIT and module init
  if (process.env.CSV_BENCH_PARTS) {
    // Stage by stage (each timed alone): where planCsv's time goes inside workerd.
    for (const [k, v] of Object.entries(await get(`/parts?rows=${ROWS}&runs=${RUNS}`))) console.log(`csv.part.${k}_ms ${v.toFixed(1)}`);
  }
  const r = await get(`/normalize?rows=${ROWS}&runs=${RUNS}${process.env.CSV_BENCH_INTERLEAVED === "1" ? "&interleaved=1" : ""}`);
  console.log(`csv.rows ${r.rows} (${(r.bytes / 1e6).toFixed(1)} MB, ${r.items} items)`);
  console.log(`csv.clock_idle_ms ${r.idle_ms.toFixed(2)}`);
  console.log(`csv.normalize_ms ${r.ours_ms.toFixed(1)} (median of ${r.runs}; decode + detect + plan)`);
  console.log(
    `csv.papaparse_ms ${r.papaparse_with_decode_ms.toFixed(1)} (median of ${r.runs}; decode + Papa.parse with delimiter ";", the file's own)`,
  );
  console.log(
    `csv.papaparse_text_ms ${r.papaparse_text_ms.toFixed(1)} (median of ${r.runs}; Papa.parse of the decoded text, same delimiter)`,
  );
  if (process.env.CSV_BENCH_SAMPLES) console.log(`csv.samples ${JSON.stringify(r.samples)}`);
  console.log(`csv.normalize_vs_papaparse_ratio ${(r.ours_ms / r.papaparse_with_decode_ms).toFixed(2)}`);
  console.log(`csv.normalize_vs_papaparse_text_ratio ${(r.ours_ms / r.papaparse_text_ms).toFixed(2)}`);

  // One request per format: each file and its plan are collected before the next (workerd's memory limit).
  for (const format of (process.env.CSV_BENCH_FORMATS ?? "ofx,qif,camt,mt940").split(",").filter(Boolean)) {
    const f = await get(`/statement?format=${format}&rows=${STATEMENT_ROWS}&runs=${STATEMENT_RUNS}`);
    const baseline = format === "camt" ? "fast-xml-parser" : "line split";
    console.log(
      `csv.statement.${format}_vs_raw_ratio ${(f.ours_ms / f.raw_ms).toFixed(2)} (${f.transactions} transactions, ${(f.bytes / 1e6).toFixed(1)} MB, ${f.items} items; ours ${f.ours_ms.toFixed(0)} ms vs ${baseline} ${f.raw_ms.toFixed(0)} ms, medians of ${STATEMENT_RUNS})`,
    );
  }

  const which = spawnSync("which", ["hledger"], { encoding: "utf8" });
  if (which.status === 0 && process.env.CSV_BENCH_HLEDGER !== "0") {
    const out = join(here, "..", "out");
    mkdirSync(out, { recursive: true });
    const file = join(out, "csv-bench.csv");
    const rules = join(out, "csv-bench.rules");
    writeFileSync(file, exportText(ROWS));
    writeFileSync(
      rules,
      [
        "skip 4",
        "separator ;",
        "fields date, date2, payee, description_, amount_, balance_, currency_",
        "date-format %d.%m.%Y",
        "decimal-mark ,",
        "amount %amount_ EUR",
        "description %payee | %description_",
        "account1 assets:bank",
        "if Kontostand",
        "  skip",
        "",
      ].join("\n"),
    );
    const t0 = performance.now();
    execFileSync("hledger", ["-f", file, "--rules-file", rules, "print"], { stdio: ["ignore", "ignore", "inherit"], maxBuffer: 1 << 30 });
    const hledgerMs = performance.now() - t0;
    console.log(`csv.hledger_ms ${hledgerMs.toFixed(0)}`);
    console.log(`csv.hledger_vs_normalize_ratio ${(hledgerMs / r.ours_ms).toFixed(1)}`);
  } else {
    console.log(`csv.hledger_vs_normalize_ratio skipped (${which.status === 0 ? "CSV_BENCH_HLEDGER=0" : "hledger not installed"})`);
  }
} finally {
  await worker.dispose();
}
