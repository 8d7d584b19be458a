// Log lines that the tests cause on purpose, counted instead of printed as errors: the sandbox's fault injection
// drops connections; the crashing Outbox (test-worker.ts) aborts itself between a send and its commit; the RPC
// surface test calls internals that the runtime refuses; workerd notes an alarm that ran late on a busy machine.
// Every other line is printed as before; the counts are one line when the run ends.

/** What each expected line says, and how the summary names it. */
const EXPECTED: readonly [RegExp, string][] = [
  [/sandbox fault: connection dropped/, "dropped connections (sandbox faults)"],
  // workerd's own note of the same fault, from the side whose request body the dropped connection cut short.
  [
    /^exception = .*disconnected: HTTP body: error reading a body from connection/,
    "request bodies cut short by those drops (workerd's note)",
  ],
  [/simulated crash between/, "simulated crashes (the crashing Outbox)"],
  [/The RPC receiver does not implement/, "refused calls to the Outbox's internals (its RPC surface test)"],
  [/SQLite alarm overdue, running despite AlarmManager mismatch/, "late alarms noted by workerd"],
  [/send_email binding called with/, "mails handed to wrangler's simulated send_email binding"],
];
/** Said once per test file by wrangler when it reads the test secrets from the environment: not news. */
const NOISE = [
  /^Using secrets defined in process\.env\s*$/,
  // Vite, loading oauth4webapi: the package ships a source map that names sources the package does not ship.
  /^Sourcemap for ".*\/node_modules\/oauth4webapi\/.*" points to missing source files/,
];

const seen = new Map<string, number>();
let summarised = false;

/** Counts the line when it is expected (or noise); false when it should be printed. */
function absorbed(message: string): boolean {
  if (NOISE.some((pattern) => pattern.test(message))) return true;
  const expected = EXPECTED.find(([pattern]) => pattern.test(message));
  if (!expected) return false;
  seen.set(expected[1], (seen.get(expected[1]) ?? 0) + 1);
  if (!summarised) {
    summarised = true;
    process.once("exit", () => {
      console.log(`expected faults (caused by the tests, not errors): ${[...seen].map(([what, n]) => `${n} ${what}`).join(", ")}`);
    });
  }
  return true;
}

/** A structured-log handler for wrangler's dev server (`structuredLogsHandler`). */
export function quietExpectedFaults({ level, message }: { level: string; message: string }): void {
  if (absorbed(message)) return;
  if (level === "error" || level === "warn") console.error(message);
  else console.log(message);
}

/**
 * The test runtime's own log lines (the workers pool prints each of workerd's messages, its stack included, in one
 * write to this process's stdout or stderr, with no handler of ours): a message that is expected is counted and
 * not printed; the rest are written as they came.
 */
export function quietExpectedRuntimeLines(): void {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
      const firstLine = text.replace(/\x1b\[[0-9;]*m/g, "").split("\n", 1)[0]!;
      return absorbed(firstLine) ? true : write(chunk, ...rest);
    }) as typeof stream.write;
  }
}
