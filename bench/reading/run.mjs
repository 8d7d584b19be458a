// The reading bench: generated bank exports and statements (CSV, XLSX, text PDF; 33 languages in 9 scripts; the
// layout families of generate.mjs), each dry-run through Intake as shared/scorers/statements.py does (POST
// /imports?dry_run=true with the file's name and content type) and judged against its truth (score.mjs). Prints, per
// family, files, exact, wrong with a warning, wrong without a word, balanced but wrong, refused; per format and per
// script; for the development seeds and, apart, for the held-out seeds (2-4).
//   INTAKE_URL (unset: an Intake started for the run), INTAKE_API_KEY (dev-intake-key), READING_SEEDS ("1,2,3,4":
//   seeds 2-4 are held out, every other one is for development), READING_PER_FAMILY (8 files of each family per seed),
//   READING_OUT=1 (write each file and its truth under bench/out/reading/<seed>/), VERBOSE=1 (each file not exact),
//   READING_FAMILIES ("account-sections,totals"), READING_FORMATS ("pdf"), READING_LANGUAGES ("da,sr"): only such files
//   are read (every file is drawn as always, so a seed's files do not change); with READING_DRAW_ONLY=1 only those
//   families and languages are drawn (a seed of its own, its files named statement-<seed>x-…).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEV_SEED, FAMILIES, FORMATS, HELD_OUT_SEEDS, generate } from "./generate.mjs";
import { intake } from "./intake.mjs";
import { SCRIPTS } from "./languages.mjs";
import { figures, table, tally, totalOf } from "./report.mjs";
import { judge } from "./score.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const KEY = process.env.INTAKE_API_KEY ?? "dev-intake-key";
const SEEDS = (process.env.READING_SEEDS ?? [DEV_SEED, ...HELD_OUT_SEEDS].join(",")).split(",").map(Number);
const PER_FAMILY = Number(process.env.READING_PER_FAMILY ?? 8);
const only = (name) => (process.env[name] ? new Set(process.env[name].split(",")) : null);
const ONLY = { family: only("READING_FAMILIES"), format: only("READING_FORMATS"), language: only("READING_LANGUAGES") };
const VERBOSE = !["", "0", undefined].includes(process.env.VERBOSE);
/** Dry runs at once: the machine has two cores, and Intake's reading is the work measured. */
const CONCURRENCY = 2;

/** The dry run's answer; the budget's rate limit (a 503 or 429 saying when to retry) is waited out, not judged. */
async function dryRun(url, file) {
  const query = new URLSearchParams({ dry_run: "true", file_name: file.name });
  let response;
  let text;
  for (let attempt = 0; ; attempt++) {
    response = await fetch(`${url}/imports?${query}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${KEY}`, "Content-Type": file.contentType },
      body: file.bytes,
      signal: AbortSignal.timeout(180_000),
    });
    text = await response.text();
    const wait = /"retry_after_seconds":(\d+)/.exec(text)?.[1] ?? response.headers.get("Retry-After");
    if (![429, 503].includes(response.status) || wait === null || attempt >= 30) break;
    await new Promise((r) => setTimeout(r, (Number(wait) + 1) * 1000));
  }
  let answer = {};
  try {
    answer = JSON.parse(text);
  } catch {
    // a refusal in plain text
  }
  return { status: response.status, answer, text };
}

async function runSeed(url, seed) {
  const apart = process.env.READING_DRAW_ONLY
    ? { families: ONLY.family && [...ONLY.family], languageCodes: ONLY.language && [...ONLY.language] }
    : {};
  const drawn = await generate(seed, { perFamily: PER_FAMILY, ...Object.fromEntries(Object.entries(apart).filter(([, v]) => v)) });
  const files = drawn.filter((f) => Object.entries(ONLY).every(([trait, set]) => !set || set.has(f.truth[trait])));
  if (process.env.READING_OUT) {
    const out = join(here, "..", "out", "reading", String(seed));
    mkdirSync(out, { recursive: true });
    for (const f of files)
      (writeFileSync(join(out, f.name), f.bytes), writeFileSync(join(out, `${f.name}.truth.json`), JSON.stringify(f.truth, null, 1)));
  }
  const results = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < files.length; i = next++) {
      const file = files[i];
      const { status, answer, text } = await dryRun(url, file);
      const result = { ...judge(file.truth, status, answer), ...file.truth, status };
      results[i] = result;
      if (VERBOSE && result.verdict !== "exact")
        console.log(
          `  ${file.name} ${result.family} ${result.format} ${result.language}: ${result.verdict}, ${result.expected} expected, ${result.planned} planned, ${result.matched} matched${status >= 300 ? `; HTTP ${status}: ${text.slice(0, 160)}` : ""}`,
        );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

function print(label, results) {
  const total = totalOf(results);
  const lines = [
    ...table(
      "family",
      tally(results, (r) => r.family, FAMILIES),
      total,
    ),
    ...table(
      "format",
      tally(results, (r) => r.format, FORMATS),
      total,
    ).slice(0, -1),
    ...table(
      "script",
      tally(results, (r) => r.script, SCRIPTS),
      total,
    ).slice(0, -1),
  ];
  console.log([`\n${label}: ${results.length} files`, ...lines, figures(total)].join("\n"));
}

const server = await intake();
try {
  const bySeed = new Map();
  for (const seed of SEEDS) {
    const results = await runSeed(server.url, seed);
    bySeed.set(seed, results);
    print(`reading seed ${seed} (${HELD_OUT_SEEDS.includes(seed) ? "held out" : "development"})`, results);
  }
  // The held-out seeds are 2-4 (generate.mjs); every other seed is one to develop on.
  const heldOut = SEEDS.filter((s) => HELD_OUT_SEEDS.includes(s));
  const development = SEEDS.filter((s) => !HELD_OUT_SEEDS.includes(s));
  const summary = [];
  for (const [label, seeds] of [
    ["development", development],
    ["held-out", heldOut],
  ]) {
    if (seeds.length === 0) continue;
    const results = seeds.flatMap((s) => bySeed.get(s));
    if (seeds.length > 1) print(`reading ${label} seeds ${seeds.join(",")}`, results);
    summary.push(`${label} seed${seeds.length > 1 ? "s" : ""} ${seeds.join(",")}: ${figures(totalOf(results))}`);
  }
  console.log(`\nreading: ${summary.join("; ")}`);
} finally {
  await server.stop();
}
