// The isolate's budget, measured: the smallest V8 heap in which one upload's source-side work runs (heap-entry.ts:
// read, plan, every chunk serialised for the Outbox; a mail's steps), found by bisecting Node's
// --max-old-space-size over fresh processes. A deployed isolate has 128 MB for its heap and the buffers it
// holds, so a format's largest accepted file must run in ~96 MB: its heap plus the bytes it holds whole
// (statements read the file into one buffer; CSV holds a 64 KB piece). Unlike the RSS of workerd (run.mjs), this
// does not count V8's lazy growth without a limit, nor the Outbox's isolate (a Durable Object of its own).
// Prints `upload.heap_mb.<format> 80 (old space 69 MiB + young 3 + 7.8 MiB held, for 7.8 MiB: …)`, OVER 90 and exits 1
// past the budget less its margin.
// UPLOAD_HEAP_ONLY=<format>,… runs a part; UPLOAD_HEAP_TRANSACTIONS and UPLOAD_HEAP_CSV_MB set other sizes.
import { execFileSync, spawnSync } from "node:child_process";
import { rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { entryBundle } from "./entry-bundle.mjs";
import { exportText } from "../csv/generate.mjs";
import { atLimits, camtText, mt940Text, ofxText, qifText } from "../csv/generate-statements.mjs";
import { emptyCellsBook, transactionsBook } from "../csv/generate-sheets.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const MIB = 1024 * 1024;
/** Young generation kept small and fixed, so that the bisected old space is nearly the whole heap. */
const SEMI_SPACE_MB = 1;
/** Bisection bounds and the precision it stops at. */
const LOW_MB = 4;
const HIGH_MB = 1024;
const STEP_MB = 1;

const { work, bundle } = await entryBundle(here, "heap-entry.ts", "heap");

/** A statement at its byte limit (the format's, as the adapter its first bytes choose says) and the cap's transactions. */
function statementAtLimits(generate) {
  const probe = join(work, "probe");
  writeFileSync(probe, generate(2000));
  const maxBytes = Number(execFileSync(process.execPath, [bundle, "limit", probe], { encoding: "utf8" }).trim());
  return atLimits(generate, maxBytes, STATEMENT_TRANSACTIONS);
}

/** A generator's text of just under `mb` MiB. */
function sized(generate, mb) {
  const target = 0.99 * mb * MIB;
  const rows = Math.floor(target / (Buffer.byteLength(generate(2000)) / 2000));
  const first = Buffer.from(generate(rows));
  return first.length <= target ? first : Buffer.from(generate(Math.floor((rows * target) / first.length)));
}

/** Transactions of each statement measured: the most a statement may hold (statement-chunks.ts), in its byte limit. */
const STATEMENT_TRANSACTIONS = Number(process.env.UPLOAD_HEAP_TRANSACTIONS ?? 50_000);

/**
 * Each format's input at its accepted maximum (a statement's is its transactions, whose size is under the
 * format's byte limit), how it is read, and whether its bytes are held while it is planned (statements and mails
 * are read whole; CSV streams). Joining a statement's pieces holds its bytes twice, before any is parsed: the
 * baseline plus twice the size, which stays below the figure printed.
 */
const FORMATS = {
  csv: { make: () => sized(exportText, Number(process.env.UPLOAD_HEAP_CSV_MB ?? 100)), kind: "file", held: 0 },
  csv_dry_run: { make: () => sized(exportText, 5), kind: "dry", held: 1 },
  ofx: { make: () => statementAtLimits(ofxText), kind: "file", held: 1 },
  qif: { make: () => statementAtLimits(qifText), kind: "file", held: 1 },
  mt940: { make: () => statementAtLimits(mt940Text), kind: "file", held: 1 },
  camt: { make: () => statementAtLimits(camtText), kind: "file", held: 1 },
  mail: { mb: 25, mail: true, kind: "mail", held: 1 },
  // Spreadsheets are read whole (formats/sheets): the workbook's bytes are held, and its sheet's text beside them.
  xlsx: { make: () => transactionsBook(55_000, "xlsx"), kind: "sheet", held: 1 },
  xls: { make: () => transactionsBook(13_000, "xls"), kind: "sheet", held: 1 },
  ods: { make: () => transactionsBook(18_000, "ods"), kind: "sheet", held: 1 },
  // The worst a ZIP allows: a sheet of empty cells packed at deflate's best, unpacking to just under the cap.
  xlsx_empty_cells: { make: () => emptyCellsBook(EMPTY_ROWS, 20), kind: "sheet", held: 1 },
};
/** Rows of 20 empty cells in the worst-case workbook: its parts unpack to just under MAX_UNPACKED_BYTES (12 MiB). */
const EMPTY_ROWS = Number(process.env.UPLOAD_HEAP_EMPTY_ROWS ?? 18_500);
/** What one upload may take of the isolate's 128 MB: the rest is the worker's own and the request's. */
const BUDGET_MB = 96;
/** Kept free of the budget: the bisection's 1 MiB step, and what a file just unlike the generated one may need. */
const MARGIN_MB = 6;
const LIMIT_MB = BUDGET_MB - MARGIN_MB;
const only = (process.env.UPLOAD_HEAP_ONLY ?? Object.keys(FORMATS).join(",")).split(",");

/** Whether the work runs to its end in `heapMb` of old space; its output when it does. */
function runsIn(heapMb, kind, file) {
  const run = spawnSync(
    process.execPath,
    [`--max-old-space-size=${heapMb}`, `--max-semi-space-size=${SEMI_SPACE_MB}`, bundle, kind, file],
    { encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } },
  );
  return run.status === 0 ? run.stdout.trim() : null;
}

/** The smallest heap the work runs in, to STEP_MB. */
function smallestHeap(kind, file) {
  let low = LOW_MB;
  let high = HIGH_MB;
  let output = runsIn(high, kind, file);
  if (output === null) throw new Error(`${kind} does not run in ${HIGH_MB} MiB`);
  while (high - low > STEP_MB) {
    const mid = Math.floor((low + high) / 2);
    const out = runsIn(mid, kind, file);
    if (out === null) low = mid;
    else [high, output] = [mid, out];
  }
  return { heap: high, output };
}

try {
  for (const [name, format] of Object.entries(FORMATS)) {
    if (!only.includes(name)) continue;
    const file = join(work, name);
    if (format.mail) execFileSync(process.execPath, [bundle, "make-mail", file, String(Math.round(format.mb * MIB))]);
    else writeFileSync(file, format.make());
    const mb = statSync(file).size / MIB;
    const { heap, output } = smallestHeap(format.kind, file);
    const held = format.held * mb;
    const total = heap + SEMI_SPACE_MB * 3 + held;
    console.log(
      `upload.heap_mb.${name} ${total.toFixed(0)}${total > LIMIT_MB ? ` OVER ${LIMIT_MB}` : ""} (old space ${heap} MiB + young ${SEMI_SPACE_MB * 3} + ${held.toFixed(1)} MiB held, for ${mb.toFixed(1)} MiB: ${(total / mb).toFixed(1)} per MiB; ${output})`,
    );
    if (total > LIMIT_MB) process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
