// Upload-memory benchmark: the workerd process's peak resident memory while one upload of 5 MB and
// one of 100 MB are read, through the raw path and the multipart path (and the multipart path as it
// was before issue 7, request.formData()). Each measurement gets a fresh workerd, so each peak
// (VmHWM) is that upload's. Prints lines like `upload.form_peak_ratio_100_vs_5 1.02` (peak RSS of
// the two workerd processes, 100 MB ÷ 5 MB: flat is ~1) and the same ratio of the growth over the
// idle baseline (`…_growth_ratio_…`, which magnifies small differences).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { unstable_startWorker } from "wrangler";

process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
// The worker forces a collection every few MB read (worker.ts says why): workerd must expose gc().
process.env.MINIFLARE_WORKERD_V8_FLAGS = `${process.env.MINIFLARE_WORKERD_V8_FLAGS ?? ""} --expose-gc`.trim();
const here = dirname(fileURLToPath(import.meta.url));
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

async function measure(path, mb, form) {
  const before = new Set(workerdPids());
  const worker = await unstable_startWorker({
    config: join(here, "wrangler.toml"),
    dev: { server: { hostname: "127.0.0.1", port: 0 }, inspector: false, persist: false, watch: false, logLevel: "warn" },
  });
  try {
    const url = await worker.url;
    const pids = workerdPids().filter((p) => !before.has(p));
    // Warm-up (module load, JIT) with a small upload, then the baseline.
    await send(new URL(path, url), 1, form);
    const baseline = pids.reduce((n, p) => n + memory(p, "VmRSS:"), 0);
    const answer = await send(new URL(path, url), mb, form);
    if (answer.bytes < 0.99 * mb * MIB) throw new Error(`read ${answer.bytes} bytes of ${mb} MiB`);
    const peak = pids.reduce((n, p) => n + memory(p, "VmHWM:"), 0);
    return { baseline, peak };
  } finally {
    await worker.dispose();
  }
}

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
