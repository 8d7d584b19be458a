// Runs every benchmark that exists, in sequence, passing their output through (`npm run bench`).
// Exits with the first non-zero status, after running them all.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
let status = 0;
for (const bench of [
  "csv/run.mjs",
  "delivery/run.mjs",
  "upload/run.mjs",
  "upload/heap.mjs",
  "upload/pdf-reading.mjs",
  "upload/pdf-bounds.mjs",
  "email/run.mjs",
  "bundle/run.mjs",
  "reconcile/run.mjs",
  "reconcile/streams/run.mjs",
  "transfers/run.mjs",
  "agreement/run.mjs",
  "reading/run.mjs",
]) {
  const file = join(here, bench);
  if (!existsSync(file)) continue;
  const run = spawnSync(process.execPath, [file], { stdio: "inherit", env: process.env });
  if (run.status !== 0 && status === 0) status = run.status ?? 1;
}
process.exit(status);
