// Each bound of what a PDF may cost (src/formats/pdf/cost.ts) against the isolate's limits, measured in one run: a PDF
// built just under each bound is read as an upload reads it (pdf-bounds-entry.ts, a fresh process each; ~16 MiB of
// each heap is Node and the bundle): its CPU ÷ a
// request's CPU limit on Workers (30 s, the default), and the smallest V8 heap it reads in (bisected over
// --max-old-space-size, as heap.mjs does: RSS would count V8's lazy growth) ÷ the isolate's 128 MB. Then the three
// files that stalled the worker, each refused, measured the same way.
// Prints `pdf.bound.work_nested: cpu 0.135 of 30 s (4.06 s), heap 0.19 of 128 MB (24 MiB); 4.4 KB, scan`.
// PDF_BOUNDS_ONLY=<case>,… runs a part.
import { execFileSync, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { entryBundle } from "./entry-bundle.mjs";

const here = dirname(fileURLToPath(import.meta.url));
/** The isolate's memory and a request's CPU, as Workers limit them. */
const ISOLATE_MIB = 128;
const CPU_LIMIT_MS = 30_000;
/** Bisection of the heap: its bounds and the step it stops at. */
const LOW_MB = 4;
const HIGH_MB = 256;
const STEP_MB = 4;
const CASES = [
  "pages",
  "work",
  "work_saves",
  "work_nested",
  "work_deep",
  "streamBytes",
  "decodedBytes",
  "pageText",
  "pageText_items",
  "text",
  "text_lines",
  "stalled_saves",
  "stalled_shared",
  "stalled_inflating",
];
const only = process.env.PDF_BOUNDS_ONLY?.split(",");

const { work, bundle } = await entryBundle(here, "pdf-bounds-entry.ts", "pdf-bounds");

/** The case's file read in a heap of `mb` MiB (none: V8's default), or null when it ran out of it. */
function run(file, mb) {
  const heap = mb === undefined ? [] : [`--max-old-space-size=${mb}`, "--max-semi-space-size=1"];
  const out = spawnSync(process.execPath, [...heap, bundle, "read", file], { encoding: "utf8", maxBuffer: 1 << 24 });
  if (out.status !== 0) return null;
  return JSON.parse(out.stdout.trim().split("\n").at(-1));
}

try {
  for (const name of CASES.filter((c) => !only || only.includes(c))) {
    const file = join(work, `${name}.pdf`);
    execFileSync(process.execPath, [bundle, "build", name, file]);
    const free = run(file);
    if (!free) throw new Error(`${name} did not run`);
    let [low, high] = [LOW_MB, HIGH_MB];
    while (high - low > STEP_MB) {
      const mid = Math.floor((low + high) / 2);
      if (run(file, mid)) high = mid;
      else low = mid;
    }
    const cpu = `cpu ${(free.cpuMs / CPU_LIMIT_MS).toFixed(3)} of ${CPU_LIMIT_MS / 1000} s (${(free.cpuMs / 1000).toFixed(2)} s)`;
    const heap = `heap ${(high / ISOLATE_MIB).toFixed(2)} of ${ISOLATE_MIB} MB (${high} MiB)`;
    console.log(`pdf.bound.${name}: ${cpu}, ${heap}; ${(free.fileBytes / 1024).toFixed(1)} KB, ${free.read}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
