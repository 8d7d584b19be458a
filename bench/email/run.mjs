// Receipt-email benchmark: median CPU per message of the email() steps over a realistic mix, as a ratio to
// postal-mime's parse of the same bytes in the same run (goal ≤ 1.5). Prints `email.cpu_vs_postal_mime_ratio`.
//
// CPU is the workerd process's own (user + system, all threads, so garbage collection too), read from
// /proc around each timed request: workerd's clock inside the worker moves only at I/O, and on a shared
// machine wall time also counts other people's work. /proc counts in ticks of 10 ms, so every sample runs
// its side over the whole mix as many times as it takes to last at least SAMPLE_MS of CPU.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startBenchWorker } from "../bench-worker.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const MESSAGES = Number(process.env.EMAIL_BENCH_MESSAGES ?? 200);
/** Pairs of samples (one per side): 11 pairs of ~1 s each. */
const RUNS = Number(process.env.EMAIL_BENCH_RUNS ?? 11);
/** CPU per sample: 100 ticks, so the tick rounding is under 1%. */
const SAMPLE_MS = Number(process.env.EMAIL_BENCH_SAMPLE_MS ?? 1000);
const TICK_MS = 10; // getconf CLK_TCK is 100 on Linux
/** CPU per sample of one message alone: 30 ticks (±3% rounding); 200 messages × 2 sides is about two minutes. */
const PER_MESSAGE_MS = Number(process.env.EMAIL_BENCH_PER_MESSAGE_MS ?? 300);

/** The workerds that wrangler started for us (its proxy and the worker's own): our children of that name. */
function workerdPids() {
  const pids = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      if (comm === "workerd" && Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === process.pid) pids.push(Number(entry));
    } catch {
      // a process that ended while we looked
    }
  }
  return pids;
}

function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime + stime
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// The PDF reader's module that the steps import (src/lazy-modules.ts): a copy of the installed package's file.
execFileSync(process.execPath, [join(here, "..", "..", "scripts", "vendor-modules.mjs")]);
const worker = await startBenchWorker(join(here, "wrangler.toml"));
const { get } = worker;
try {
  const mix = await get(`/prepare?messages=${MESSAGES}`);
  // The worker's own workerd is the one that just did the work of /prepare.
  const pid = workerdPids().sort((a, b) => cpuMs(b) - cpuMs(a))[0];
  const reps = {};
  /**
   * One sample of a step: an untimed pass first (JIT warm, and the garbage it leaves is this step's own
   * to collect during the timed pass, not the other side's), then enough passes to last SAMPLE_MS.
   */
  async function sample(step, kind = null, index = null, sampleMs = SAMPLE_MS) {
    const query = `step=${step}${kind === null ? "" : `&kind=${kind}`}${index === null ? "" : `&index=${index}`}`;
    const c0 = cpuMs(pid);
    await get(`/run?${query}&reps=1`);
    reps[query] ??= Math.max(1, Math.ceil(sampleMs / Math.max(cpuMs(pid) - c0, TICK_MS)));
    // A first pass shorter than a tick says little: repeat with more passes until the sample lasts long enough.
    for (;;) {
      const c1 = cpuMs(pid);
      const r = await get(`/run?${query}&reps=${reps[query]}`);
      const used = cpuMs(pid) - c1;
      if (used >= sampleMs * 0.8 || reps[query] >= 100_000) {
        const out = { cpu: used / r.messages, wall: r.wall_ms / r.messages };
        if (process.env.EMAIL_BENCH_VERBOSE) console.error(query, reps[query], out);
        return out;
      }
      reps[query] = Math.ceil((reps[query] * sampleMs) / Math.max(used, TICK_MS));
    }
  }

  console.log(`email.messages ${mix.messages} (${(mix.bytes / 1e6).toFixed(2)} MB; verdicts ${JSON.stringify(mix.verdicts)})`);
  for (const [kind, k] of Object.entries(mix.kinds)) {
    console.log(`email.mix.${kind} ${k.messages} messages, ${(k.bytes / k.messages / 1000).toFixed(1)} KB each`);
  }
  if (mix.wrong.length > 0) throw new Error(`read wrong:\n${mix.wrong.join("\n")}`);
  // The ratio first: the splits below leave the isolate's heap in another state than a fresh run.
  // Each run is a pair of samples taken back to back (which side first alternates), and the ratio is the median
  // of the pairs' own ratios: the machine's speed drifts over a run by more than the two sides differ (a side's
  // samples spread ±20% here), and a pair sees the same machine.
  const samples = { ours: [], postal_mime: [] };
  for (let r = 0; r < RUNS; r++) {
    for (const side of r % 2 === 0 ? ["ours", "postal_mime"] : ["postal_mime", "ours"]) samples[side].push(await sample(side));
  }
  const ours = median(samples.ours.map((s) => s.cpu));
  const postal = median(samples.postal_mime.map((s) => s.cpu));
  const pairRatios = samples.ours.map((s, i) => s.cpu / samples.postal_mime[i].cpu).sort((a, b) => a - b);
  const wall = (side) => median(samples[side].map((s) => s.wall)).toFixed(3);
  if (process.env.EMAIL_BENCH_SAMPLES) console.log(`email.samples ${JSON.stringify(samples)}`);
  console.log(
    `email.ours_ms_per_message ${ours.toFixed(3)} (CPU, median of ${RUNS}; parse + verify + unwrap + read + plan; wall ${wall("ours")})`,
  );
  console.log(
    `email.postal_mime_ms_per_message ${postal.toFixed(3)} (CPU, median of ${RUNS}; PostalMime.parse of the same bytes; wall ${wall("postal_mime")})`,
  );
  console.log(
    `email.cpu_vs_postal_mime_ratio ${median(pairRatios).toFixed(2)} (median of ${RUNS} paired samples; quartiles ${pairRatios[Math.floor(RUNS / 4)].toFixed(2)}–${pairRatios[Math.floor((3 * RUNS) / 4)].toFixed(2)})`,
  );

  if (process.env.EMAIL_BENCH_PER_MESSAGE !== "0") {
    // "Median CPU per message" read literally: each message's own CPU (one message repeated for PER_MESSAGE_MS
    // of CPU, both sides), then the median over the mix. The mean above weighs the heavy kinds more.
    // Repeating one message is only honest while the steps keep nothing from one mail to the next: a cache
    // across mails (HTML→text and amounts had one until 2026-11-23) makes every repetition after the first
    // measure the cache, not the mail.
    const ours = [];
    const postal = [];
    for (let i = 0; i < mix.messages; i++) {
      const pair = i % 2 === 0 ? ["ours", "postal_mime"] : ["postal_mime", "ours"];
      const got = {};
      for (const side of pair) got[side] = (await sample(side, null, i, PER_MESSAGE_MS)).cpu;
      ours.push(got.ours);
      postal.push(got.postal_mime);
    }
    const ratios = ours.map((o, i) => o / postal[i]);
    const q = (xs, p) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * p)];
    console.log(
      `email.per_message.median_ms ${median(ours).toFixed(3)} vs ${median(postal).toFixed(3)} (CPU of each message alone, ${PER_MESSAGE_MS} ms samples)`,
    );
    console.log(`email.per_message.median_cpu_ratio ${(median(ours) / median(postal)).toFixed(2)}`);
    console.log(
      `email.per_message.ratio_quartiles ${[0.25, 0.5, 0.75, 0.9].map((p) => q(ratios, p).toFixed(2)).join(" ")} (25th, median, 75th, 90th percentile of each message's ratio)`,
    );
  }
  if (process.env.EMAIL_BENCH_PARTS) {
    // Each step alone over the messages it starts from; unwrap includes HTML→text for HTML-only mail,
    // read includes markup and the HTML→text of mail whose text part names no total.
    // EMAIL_BENCH_PARTS=<kind>: the messages of that kind only; EMAIL_BENCH_STEPS=a,b,…: these steps, in this order.
    const kind = process.env.EMAIL_BENCH_PARTS in mix.kinds ? process.env.EMAIL_BENCH_PARTS : null;
    for (const step of (process.env.EMAIL_BENCH_STEPS ?? "postal_mime,ours,parse,unwrap,read,markup,html_to_text").split(",")) {
      const s = [];
      for (let r = 0; r < 3; r++) s.push(await sample(step, kind));
      const cpu = median(s.map((x) => x.cpu));
      const wall = median(s.map((x) => x.wall));
      console.log(`email.part.${step}_ms ${cpu.toFixed(3)} (CPU; wall inside workerd ${wall.toFixed(3)})`);
    }
  }
  if (process.env.EMAIL_BENCH_KINDS) {
    // Each kind of message alone (one sample each side): which kinds cost what.
    for (const kind of Object.keys(mix.kinds)) {
      const [o, p] = [await sample("ours", kind), await sample("postal_mime", kind)];
      console.log(`email.kind.${kind} ${(o.cpu / p.cpu).toFixed(2)} (${o.cpu.toFixed(3)} ms vs ${p.cpu.toFixed(3)} ms CPU)`);
    }
  }
  // PDF reading on its own line, last (it loads PDF.js into the isolate): only a mail whose text names no total reads
  // its PDF, so no mail of the mix does.
  const pdfs = await get("/prepare-pdfs");
  // The first read loads PDF.js into the isolate (its module evaluated once): timed alone, one pass.
  const c0 = cpuMs(pid);
  await get("/run?step=pdf&reps=1");
  const first = cpuMs(pid) - c0;
  const pdf = [];
  for (let r = 0; r < 3; r++) pdf.push(await sample("pdf"));
  const perPage = median(pdf.map((s) => s.cpu));
  console.log(
    `email.pdf_ms_per_page ${perPage.toFixed(3)} (CPU, median of 3; PDF.js text of ${pdfs.files} invoices, ${pdfs.pages_read} pages read, ~40 lines a page, ${(pdfs.bytes / 1000).toFixed(0)} KB)`,
  );
  console.log(
    `email.pdf_first_read_ms ${first} (CPU of the isolate's first pass over them, PDF.js loaded by it; ${(first - perPage * pdfs.pages_read).toFixed(0)} more than a later pass; /proc ticks are 10 ms)`,
  );
} finally {
  await worker.dispose();
}
