// CSV benchmark: 100,000 rows normalized in the Workers runtime vs papaparse's raw parse of the same bytes, and vs
// papaparse plus what an importer on it does to each row (papaparse-baseline.ts),
// hledger's conversion of the same file (when installed), and a 50 MB streamed upload; then a line per
// statement format (OFX, QIF, CAMT, MT940): 10,000 transactions planned vs a parser of the same format from npm
// (ofx-js, qif-ts, mt940js; fast-xml-parser for CAMT, which has none kept on npm). Every ratio is measured by paired.mjs: each
// side in a fresh isolate per repetition, interleaved, the interquartile mean of the paired ratios with their spread.
// Prints lines like `csv.normalize_vs_papaparse_ratio 2.44 (interquartile mean of 11 pairs, …)`.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startBenchWorker } from "../bench-worker.mjs";
import { pairedRatio, ratioLine, TIMED_CPU_MS, TURNS, WARM_RUNS } from "../paired.mjs";
import { exportText } from "./generate.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const ROWS = Number(process.env.CSV_BENCH_ROWS ?? 100_000);
/** Pairs of fresh isolates per ratio: the interquartile mean of eleven leaves out the pairs a slow isolate spoiled (paired.mjs). */
const PAIRS = Number(process.env.CSV_BENCH_PAIRS ?? 11);
const RUNS = Number(process.env.CSV_BENCH_RUNS ?? 9); // timed runs of the stage-by-stage split (CSV_BENCH_PARTS)
const STREAM_MB = Number(process.env.CSV_BENCH_STREAM_MB ?? 50);
/** A statement of this many transactions: CAMT's plan of 10,000 takes ~0.5 s, times twelve warm-up runs, times 18 isolates. */
const STATEMENT_ROWS = Number(process.env.CSV_BENCH_STATEMENT_ROWS ?? 10_000);
const STATEMENT_PAIRS = Number(process.env.CSV_BENCH_STATEMENT_PAIRS ?? 9);
/** Pairs of the second yardstick (papaparse plus an importer's work per row); 0 leaves it out. */
const BASELINE_PAIRS = Number(process.env.CSV_BENCH_BASELINE_PAIRS ?? PAIRS);

const config = join(here, "wrangler.toml");
const worker = await startBenchWorker(config);
const { get } = worker;
try {
  // The stream runs first: after five 100k-row plans the isolate's heap is near workerd's memory limit.
  if (STREAM_MB > 0) {
    const s = await get(`/stream?mb=${STREAM_MB}`);
    console.log(
      `csv.stream_mb ${(s.bytes / 1048576).toFixed(1)} (${s.items} items of ${s.rows} rows: ${((100 * s.items) / s.rows).toFixed(1)}% planned, ${s.chunks} chunks, ${s.ms.toFixed(0)} ms)`,
    );
    console.log(`csv.stream_peak_rows_held ${s.peak_rows_held}`);
    console.log("csv.stream_peak_heap n/a (workerd exposes no heap statistics to the worker)");
  }
  if (process.env.CSV_BENCH_PARTS) {
    // Stage by stage (each timed alone): where planCsv's time goes inside workerd.
    for (const [k, v] of Object.entries(await get(`/parts?rows=${ROWS}&runs=${RUNS}`))) console.log(`csv.part.${k}_ms ${v.toFixed(1)}`);
  }
  const ms = (x) => x.toFixed(0);
  // The CPU per run of our plan, for hledger's ratio below (CSV_BENCH_PAIRS=0: the statement lines only).
  let oursMs = null;
  if (PAIRS > 0) {
    const planned = await get(`/planned?rows=${ROWS}`);
    const share = planned.planned / (planned.planned + planned.error);
    console.log(
      `csv.rows_planned ${planned.planned} of ${planned.planned + planned.error} data rows (${(share * 100).toFixed(1)}%; ${planned.error} row errors)`,
    );
    // A file of row errors times the error path, not a plan: no figure is printed for it.
    if (share < 0.9)
      throw new Error(`csv bench: only ${(share * 100).toFixed(1)}% of the rows planned; the generator must write valid rows`);
    // The ratios: each side in a fresh isolate per repetition, interleaved, the interquartile mean of paired ratios (paired.mjs).
    const { cpu: csv, js: csvJs } = await pairedRatio({
      config,
      pairs: PAIRS,
      sides: ["ours", "papaparse"],
      prepare: (side) => `/prepare?subject=csv&side=${side}&rows=${ROWS}`,
    });
    console.log(`csv.rows ${ROWS}`);
    const perRun = `per run after ${WARM_RUNS} warm-up runs, the CPU of ≥ ${TIMED_CPU_MS / 1000} s of runs in ${TURNS} turns shared out, every thread`;
    console.log(
      `csv.normalize_cpu_ms ${ms(csv.ours.iqm)} (${perRun}; decode + detect + plan; range ${ms(csv.ours.min)}–${ms(csv.ours.max)})`,
    );
    console.log(
      `csv.papaparse_cpu_ms ${ms(csv.papaparse.iqm)} (${perRun}; decode + Papa.parse with the file's delimiter; range ${ms(csv.papaparse.min)}–${ms(csv.papaparse.max)})`,
    );
    console.log(`csv.normalize_vs_papaparse_ratio ${ratioLine(csv)}`);
    // papaparse's garbage is mostly collected off the JavaScript thread: this ratio is the higher one.
    console.log(
      `csv.normalize_vs_papaparse_js_thread_ratio ${ratioLine(csvJs)}; ours ${ms(csvJs.ours.iqm)} ms vs ${ms(csvJs.papaparse.iqm)} ms`,
    );
    oursMs = csv.ours.iqm;
    // The second yardstick, as the QIF line's: papaparse plus what an importer on it does to each row, the layout
    // known in advance (papaparse-baseline.ts). The goal is read against papaparse alone, above; this says how much
    // of the distance is the work the plan does beyond such an importer (detection, balance checks, the reading rules).
    if (BASELINE_PAIRS > 0) {
      const { cpu: plus, js: plusJs } = await pairedRatio({
        config,
        pairs: BASELINE_PAIRS,
        sides: ["ours", "papaparse_plan"],
        prepare: (side) => `/prepare?subject=csv&side=${side}&rows=${ROWS}`,
      });
      console.log(
        `csv.normalize_vs_papaparse_plan_ratio ${ratioLine(plus)}; ${planned.baseline} rows kept by papaparse-baseline.ts; ours ${ms(plus.ours.iqm)} ms vs ${ms(plus.papaparse_plan.iqm)} ms`,
      );
      console.log(
        `csv.normalize_vs_papaparse_plan_js_thread_ratio ${ratioLine(plusJs)}; ours ${ms(plusJs.ours.iqm)} ms vs ${ms(plusJs.papaparse_plan.iqm)} ms`,
      );
    }
  }

  for (const format of (process.env.CSV_BENCH_FORMATS ?? "ofx,qif,camt,mt940").split(",").filter(Boolean)) {
    const { cpu: f, js: fJs } = await pairedRatio({
      config,
      pairs: STATEMENT_PAIRS,
      sides: ["ours", "theirs"],
      prepare: (side) => `/prepare?subject=${format}&side=${side}&rows=${STATEMENT_ROWS}`,
    });
    const parser = { ofx: "ofx-js", qif: "qif-ts_plus_dates_amounts_ids", mt940: "mt940js", camt: "fast-xml-parser" }[format];
    console.log(
      `csv.statement.${format}_vs_${parser}_ratio ${ratioLine(f)}; ${STATEMENT_ROWS} transactions, ours ${ms(f.ours.iqm)} ms vs ${ms(f.theirs.iqm)} ms of CPU; the JavaScript thread alone ${fJs.ratio.iqm.toFixed(2)}`,
    );
  }

  const which = spawnSync("which", ["hledger"], { encoding: "utf8" });
  if (which.status === 0 && process.env.CSV_BENCH_HLEDGER !== "0" && oursMs !== null) {
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
    console.log(`csv.hledger_vs_normalize_ratio ${(hledgerMs / oursMs).toFixed(1)}`);
  } else {
    const why = which.status !== 0 ? "hledger not installed" : oursMs === null ? "CSV_BENCH_PAIRS=0" : "CSV_BENCH_HLEDGER=0";
    console.log(`csv.hledger_vs_normalize_ratio skipped (${why})`);
  }
} finally {
  await worker.dispose();
}
