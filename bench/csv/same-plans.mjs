// Whether two trees plan every CSV alike: a change made for speed must leave each plan's JSON as it was (the
// external_ids are persisted, and the rows' reports are what a person reads). Plans, in each tree, the bench's
// 100,000-row export, every CSV of ../shared/bank-corpus (of the world4 sets, the development files only) and the
// written bench/reading files of the development seeds, and compares each plan's JSON byte for byte.
//
//   node bench/csv/same-plans.mjs <tree A> <tree B>      (e.g. a worktree of main, and this one)
//
// Prints how many plans were compared and names those that differ (no file's contents); exits 1 when one does.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { build } from "esbuild";

const trees = process.argv.slice(2, 4).map((tree) => resolve(tree));
if (trees.length !== 2) throw new Error("usage: node bench/csv/same-plans.mjs <tree A> <tree B>");
const [a] = trees;

/** Every file under `dir` whose name ends in `.csv`. */
function csvsUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => path.toLowerCase().endsWith(".csv") && statSync(path).isFile())
    .sort();
}

/** A world4 set's file is for development when the md5 of its base name starts with 0 2 4 6 8 b d or f; the rest is held out. */
const isDevelopment = (path) => "02468bdf".includes(createHash("md5").update(basename(path)).digest("hex")[0]);

const shared = resolve(a, "..", "shared", "bank-corpus");
const files = [
  ...csvsUnder(shared).filter((path) => !path.startsWith(join(shared, "world4")) || isDevelopment(path)),
  // Seeds 2, 3 and 4 of bench/reading are held out: only the written development seeds are read.
  ...seedsWritten(join(a, "bench", "out", "reading"))
    .filter((seed) => Number(seed) >= 5)
    .flatMap((seed) => csvsUnder(join(a, "bench", "out", "reading", seed))),
];

function seedsWritten(dir) {
  return existsSync(dir) ? readdirSync(dir) : [];
}

const work = mkdtempSync(join(tmpdir(), "same-plans-"));
try {
  writeFileSync(join(work, "files.json"), JSON.stringify(files));
  const digests = [];
  for (const [i, tree] of trees.entries()) {
    const script = join(work, `plans-${i}.mjs`);
    await build({
      stdin: { contents: entry(tree), resolveDir: tree, loader: "ts" },
      bundle: true,
      platform: "node",
      format: "esm",
      outfile: script,
      logLevel: "warning",
    });
    const run = spawnSync(process.execPath, [script, join(work, "files.json")], { encoding: "utf8", maxBuffer: 64 << 20 });
    if (run.status !== 0) throw new Error(`${tree}: ${run.stderr}`);
    digests.push(JSON.parse(run.stdout));
  }
  const [da, db] = digests;
  const differ = Object.keys(da).filter((name) => da[name] !== db[name]);
  console.log(
    `csv.same_plans ${Object.keys(da).length - differ.length} of ${Object.keys(da).length} plans byte-identical (the bench file and ${files.length} CSVs)`,
  );
  for (const name of differ) console.log(`  differs: ${name}`);
  process.exitCode = differ.length > 0 ? 1 : 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** The script that plans every file with `tree`'s planCsv and prints the sha256 of each plan's JSON, by file. */
function entry(tree) {
  return `
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { planCsv } from ${JSON.stringify(join(tree, "src/formats/csv"))};
import { exportText } from ${JSON.stringify(join(tree, "bench/csv/generate.mjs"))};
const digest = (plan: unknown) => createHash("sha256").update(JSON.stringify(plan)).digest("hex");
const out: Record<string, string> = {};
out["bench: 100,000 rows"] = digest(planCsv(new TextEncoder().encode(exportText(100_000) as string), { accountId: 1 }));
for (const file of JSON.parse(readFileSync(process.argv[2], "utf8")) as string[]) {
  try {
    out[file] = digest(planCsv(new Uint8Array(readFileSync(file)), { accountId: 7 }));
  } catch (e) {
    out[file] = "refused: " + String((e as Error)?.message ?? e);
  }
}
process.stdout.write(JSON.stringify(out));
`;
}
