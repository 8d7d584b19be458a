// Upload-memory benchmark: the workerd process's peak resident memory while one upload of 5 MB and
// one of 100 MB are read, through the raw path and the multipart path (and the multipart path read
// whole in memory, request.formData(), for comparison). Each measurement gets a fresh workerd, so each peak
// (VmHWM) is that upload's. Prints lines like `upload.form_peak_ratio_100_vs_5 1.02` (peak RSS of
// the two workerd processes, 100 MB ÷ 5 MB: flat is ~1) and the same ratio of the growth over the
// idle baseline (`…_growth_ratio_…`, which magnifies small differences).
//
// Then the whole request per format (worker.ts /import: read, plan, every chunk appended to a real Outbox and
// the job sealed; /mail: email()'s steps over a 25 MB forward): the process's peak over its idle baseline per
// input MiB, `upload.peak_per_mb.<format> 2.31 (+46.2 MiB for 20.0 MiB; runs 2.29 2.31 2.35)`, and how long the
// request took to answer (a 100 MB CSV must answer within a minute). The isolate
// budget is 128 MB; a format's limit is set so that its largest accepted file stays under ~96 MB of that.
// UPLOAD_BENCH=read|whole|<format>,… runs a part; UPLOAD_BENCH_RUNS (3), UPLOAD_BENCH_MB=<format>:<MiB>,…
// (CSV's size), UPLOAD_BENCH_TO=json serialises the chunks instead of appending them. Every figure is printed with the
// bench worker's forced collections and without them (`…_no_gc`), as a deployed worker runs.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { unstable_startWorker } from "wrangler";
import { exportText } from "../csv/generate.mjs";
import { atLimits, camtText, mt940Text, ofxText, qifText } from "../csv/generate-statements.mjs";
import { startBenchWorker } from "../bench-worker.mjs";

process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
// The worker forces a collection every few MB read (worker.ts says why): workerd must expose gc().
process.env.MINIFLARE_WORKERD_V8_FLAGS = `${process.env.MINIFLARE_WORKERD_V8_FLAGS ?? ""} --expose-gc`.trim();
const here = dirname(fileURLToPath(import.meta.url));
// The mail's steps import the PDF reader, which the build finds under src/vendor/ (scripts/vendor-modules.mjs).
execFileSync(process.execPath, [join(here, "..", "..", "scripts", "vendor-modules.mjs")]);
const SIZES_MB = [5, 100];
const MIB = 1024 * 1024;
const LINE = "2026-10-01;Kartenzahlung Corner Coffee 4711;-3,50;1.234,56\n";
const BOUNDARY = "bench-boundary-5e1f";

/** workerd processes started by this process (wrangler runs it as a descendant). */
function workerdPids() {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,comm="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((l) => l.trim().split(/\s+/));
  const children = new Map();
  for (const [pid, ppid] of rows) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const found = [];
  const walk = (pid) => {
    for (const child of children.get(pid) ?? []) {
      if (rows.find((r) => r[0] === child)?.[2]?.startsWith("workerd")) found.push(child);
      walk(child);
    }
  };
  walk(String(process.pid));
  return found;
}

const memory = (pid, field) =>
  Number(
    /(\d+) kB/.exec(
      readFileSync(`/proc/${pid}/status`, "utf8")
        .split("\n")
        .find((l) => l.startsWith(field)),
    )[1],
  ) * 1024;

/** Sends `mb` MiB of CSV as a raw body or as the `file` field of a form, generated as it is sent. */
function send(url, mb, form) {
  const line = Buffer.from(LINE);
  const chunk = Buffer.concat(Array.from({ length: Math.floor((64 * 1024) / line.length) }, () => line));
  const chunks = Math.floor((mb * MIB) / chunk.length); // just under the upload limit for 100
  const head = form
    ? Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`)
    : Buffer.alloc(0);
  const tail = form ? Buffer.from(`\r\n--${BOUNDARY}--\r\n`) : Buffer.alloc(0);
  const length = head.length + chunks * chunk.length + tail.length;
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: "POST",
      headers: { "Content-Type": form ? `multipart/form-data; boundary=${BOUNDARY}` : "text/csv", "Content-Length": String(length) },
    });
    req.on("response", (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => (res.statusCode === 200 ? resolve(JSON.parse(body)) : reject(new Error(`${res.statusCode} ${body}`))));
    });
    req.on("error", reject);
    (async () => {
      req.write(head);
      for (let i = 0; i < chunks; i++) if (!req.write(chunk)) await new Promise((r) => req.once("drain", r));
      req.end(tail);
    })();
  });
}

/**
 * A fresh workerd for `work(url, pids)`: each measurement's peak (VmHWM) is its own. `pids()` lists every workerd
 * started for it: wrangler runs two (its proxy, then the worker's own, which may start after `url` answers), so
 * they are listed when measured, after a first request, and summed (the proxy streams: it hardly grows).
 */
async function withWorker(work) {
  const before = new Set(workerdPids());
  const worker = await unstable_startWorker({
    config: join(here, "wrangler.toml"),
    dev: { server: { hostname: "127.0.0.1", port: 0 }, inspector: false, persist: false, watch: false, logLevel: "warn" },
  });
  try {
    const url = await worker.url;
    return await work(url, () => workerdPids().filter((p) => !before.has(p)));
  } finally {
    await worker.dispose();
  }
}

const rss = (pids) => pids().reduce((n, p) => n + memory(p, "VmRSS:"), 0);
const hwm = (pids) => pids().reduce((n, p) => n + memory(p, "VmHWM:"), 0);

function measure(path, mb, form) {
  return withWorker(async (url, pids) => {
    // Warm-up (module load, JIT) with a small upload, then the baseline.
    await send(new URL(path, url), 1, form);
    const baseline = rss(pids);
    const answer = await send(new URL(path, url), mb, form);
    if (answer.bytes < 0.99 * mb * MIB) throw new Error(`read ${answer.bytes} bytes of ${mb} MiB`);
    return { baseline, peak: hwm(pids) };
  });
}

/** POSTs `body` (a Buffer) as it is, or as the `file` field of a form; the answer's JSON. */
function post(url, body, { form = false, type = "application/octet-stream" } = {}) {
  const head = form
    ? Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench"\r\nContent-Type: ${type}\r\n\r\n`)
    : Buffer.alloc(0);
  const tail = form ? Buffer.from(`\r\n--${BOUNDARY}--\r\n`) : Buffer.alloc(0);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: "POST",
      headers: {
        "Content-Type": form ? `multipart/form-data; boundary=${BOUNDARY}` : type,
        "Content-Length": String(head.length + body.length + tail.length),
      },
    });
    req.on("response", (res) => {
      const parts = [];
      res.on("data", (d) => parts.push(d));
      res.on("end", () => {
        const text = Buffer.concat(parts);
        res.statusCode === 200 ? resolve(text) : reject(new Error(`${res.statusCode} ${text.toString().slice(0, 500)}`));
      });
    });
    req.on("error", reject);
    req.end(Buffer.concat([head, body, tail]));
  });
}

/** A generator's text of just under `mb` MiB (rows grow longer as their numbers do: the count is corrected once). */
function sized(generate, mb) {
  const target = 0.99 * mb * MIB;
  const rows = Math.floor(target / (Buffer.byteLength(generate(2000)) / 2000));
  const first = Buffer.from(generate(rows));
  return first.length <= target ? first : Buffer.from(generate(Math.floor((rows * target) / first.length)));
}

const only = (process.env.UPLOAD_BENCH ?? "read,whole,worst").split(",");
const RUNS = Number(process.env.UPLOAD_BENCH_RUNS ?? 3);
const TO = process.env.UPLOAD_BENCH_TO ?? "outbox";
/** UPLOAD_BENCH_SETTLE=60: also the memory 60 s after the answer (after a collection), over the baseline. */
const SETTLE_SECONDS = Number(process.env.UPLOAD_BENCH_SETTLE ?? 0);

if (only.includes("read")) {
  const paths = [
    ["raw", "/read", false],
    ["form", "/read", true],
    ["form_before", "/form-whole", true],
  ];
  for (const [name, path, form] of paths) {
    const peaks = {};
    const growths = {};
    for (const mb of SIZES_MB) {
      const { baseline, peak } = await measure(path, mb, form);
      peaks[mb] = peak;
      growths[mb] = peak - baseline;
      console.log(
        `upload.${name}_${mb}mb_peak_mib ${(peak / MIB).toFixed(1)} (baseline ${(baseline / MIB).toFixed(1)}, +${((peak - baseline) / MIB).toFixed(1)})`,
      );
    }
    const [small, large] = SIZES_MB;
    console.log(`upload.${name}_peak_ratio_${large}_vs_${small} ${(peaks[large] / peaks[small]).toFixed(2)}`);
    console.log(`upload.${name}_growth_ratio_${large}_vs_${small} ${(growths[large] / growths[small]).toFixed(1)}`);
  }
}

/** The most transactions a statement may hold (statement-chunks.ts). */
const STATEMENT_TRANSACTIONS = 50_000;
/** A statement at its byte limit (asked of a bench worker: the limit of the adapter its first bytes choose) and the cap. */
const statementAtLimits = (generate) => async () => {
  const limit = await withWorker(async (url) => JSON.parse(await post(new URL("/limit", url), Buffer.from(generate(20)))));
  return atLimits(generate, limit.maxBytes, STATEMENT_TRANSACTIONS);
};

/**
 * Each format's input and how it is sent: CSV of `mb` MiB (its limit, UPLOAD_BENCH_MB changes it), a statement at its
 * limits (bytes and transactions), the mail at Email Routing's 25 MB.
 */
const FORMATS = {
  csv_raw: { mb: 100, make: (mb) => sized(exportText, mb), type: "text/csv" },
  csv_form: { mb: 100, make: (mb) => sized(exportText, mb), type: "text/csv", form: true },
  ofx: { make: statementAtLimits(ofxText), small: () => Buffer.from(ofxText(1000)) },
  qif: { make: statementAtLimits(qifText), small: () => Buffer.from(qifText(1000)) },
  mt940: { make: statementAtLimits(mt940Text), small: () => Buffer.from(mt940Text(1000)) },
  camt: { make: statementAtLimits(camtText), small: () => Buffer.from(camtText(1000)) },
  mail: { mb: 25, mail: true },
};
for (const entry of (process.env.UPLOAD_BENCH_MB ?? "").split(",").filter(Boolean)) {
  const [name, mb] = entry.split(":");
  FORMATS[name].mb = Number(mb);
}

/** The 25 MB forward, made by a workerd of its own (not measured). */
const largeMail = (mb) =>
  withWorker(async (url) => {
    const answer = await fetch(new URL(`/large-mail?bytes=${Math.round(mb * MIB)}`, url));
    return Buffer.from(await answer.arrayBuffer());
  });

/** One whole request on a fresh workerd: a small one of the same kind first (module load, JIT, the Outbox's tables). */
function measureWhole(format, body, small, forcedGc) {
  return withWorker(async (url, pids) => {
    const path = `${format.mail ? "/mail?" : `/import?to=${TO}&`}gc=${forcedGc ? 1 : 0}`;
    const options = { form: format.form, type: format.type };
    await post(new URL(path, url), small, options);
    const baseline = rss(pids);
    const started = performance.now();
    const answer = JSON.parse(await post(new URL(path, url), body, options));
    const seconds = (performance.now() - started) / 1000;
    const peak = hwm(pids);
    if (!SETTLE_SECONDS) return { baseline, peak, answer, seconds };
    // What stays once the job is stored and the isolates have been idle: the Outbox keeps nothing per job.
    await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000));
    await fetch(new URL("/collect", url));
    return { baseline, peak, answer, seconds, after: rss(pids) };
  });
}

/** Share of a CSV's rows planned (the rest are row errors): a bench whose rows are mostly errors measures the error path. */
const PLANNED_FLOOR = 0.9;

/** What the answer says was read: the share of rows planned for a file of rows, the items for a statement. */
function readOf(answer) {
  if (!answer.rows) return JSON.stringify(answer);
  const { planned = 0, error = 0, ignored = 0 } = answer.rows;
  const share = planned / (planned + error + ignored);
  if (answer.format === "csv" && share < PLANNED_FLOOR) {
    console.error(`only ${(share * 100).toFixed(1)}% of the rows were planned (${JSON.stringify(answer.rows)}): fix the generator`);
    process.exitCode = 1;
  }
  return `${answer.format} ${planned} planned, ${(share * 100).toFixed(1)}% of ${planned + error + ignored} rows`;
}

for (const [name, format] of Object.entries(FORMATS)) {
  if (!only.includes("whole") && !only.includes(name)) continue;
  const body = format.mail ? await largeMail(format.mb) : await format.make(format.mb);
  const small = format.mail ? await largeMail(1) : format.small ? format.small() : await format.make(1);
  const mb = body.length / MIB;
  // Forced collections measure what the path holds; none, what a deployed worker's lazier collector lets pile up.
  for (const forcedGc of [true, false]) {
    const ratios = [];
    const seconds = [];
    let last;
    for (let run = 0; run < RUNS; run++) {
      const { baseline, peak, answer, seconds: took, after } = await measureWhole(format, body, small, forcedGc);
      ratios.push((peak - baseline) / MIB / mb);
      seconds.push(took);
      last = { baseline, peak, answer, after };
    }
    const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
    const spread = (Math.max(...ratios) - Math.min(...ratios)) / median;
    console.log(
      `upload.peak_per_mb.${name}${forcedGc ? "" : "_no_gc"} ${median.toFixed(2)} (+${(median * mb).toFixed(1)} MiB for ${mb.toFixed(1)} MiB; runs ${ratios.map((r) => r.toFixed(2)).join(" ")}; spread ${(spread * 100).toFixed(0)}%; answered in ${seconds.map((t) => t.toFixed(1)).join(" ")} s;${last.after === undefined ? "" : ` ${SETTLE_SECONDS} s later +${((last.after - last.baseline) / MIB).toFixed(1)} MiB;`} baseline ${(last.baseline / MIB).toFixed(1)} MiB; ${readOf(last.answer)})`,
    );
  }
}

/** Runs of each reading weighed: the least CPU of them counts (a reading is only slower for other work). */
const WORST_RUNS = Number(process.env.UPLOAD_BENCH_WORST_RUNS ?? 2);

/** The CPU (every thread of the worker's workerd) of reading what `/worst/prepare` kept, the least of WORST_RUNS. */
async function readingCpuMs(worker) {
  await worker.get("/worst/read"); // compiles what this input runs
  let least = Infinity;
  for (let run = 0; run < WORST_RUNS; run++) {
    const before = [...worker.threadCpuMs().values()].reduce((a, b) => a + b, 0);
    await worker.get("/worst/read");
    least = Math.min(least, [...worker.threadCpuMs().values()].reduce((a, b) => a + b, 0) - before);
  }
  return least;
}

// Each format's worst shapes of a file against a typical file of the same size (test/support/worst-inputs.ts, the
// cases its tests bound by ten): `upload.worst_to_typical.mt940 1.42 (one :86: of a million lines; …)`, goal ≤ 3.
if (only.includes("worst")) {
  for (const format of (process.env.UPLOAD_BENCH_WORST ?? "csv,ofx,qif,camt,mt940").split(",")) {
    const worker = await startBenchWorker(join(here, "wrangler.toml"));
    try {
      const { bytes, cases } = await worker.get(`/worst/cases?format=${format}`);
      await worker.get(`/worst/prepare?format=${format}&case=typical`);
      const typical = await readingCpuMs(worker);
      const ratios = [];
      for (const name of cases) {
        await worker.get(`/worst/prepare?format=${format}&case=${encodeURIComponent(name)}`);
        ratios.push([name, (await readingCpuMs(worker)) / typical]);
      }
      ratios.sort((a, b) => b[1] - a[1]);
      const [[worstName, worstRatio]] = ratios;
      console.log(
        `upload.worst_to_typical.${format} ${worstRatio.toFixed(2)} (${worstName}; typical ${typical.toFixed(0)} ms of CPU at ${(bytes / MIB).toFixed(1)} MiB; ${ratios
          .slice(1)
          .map(([n, r]) => `${n} ${r.toFixed(2)}`)
          .join(", ")})`,
      );
    } finally {
      await worker.dispose();
    }
  }
}
