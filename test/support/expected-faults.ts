// The sandbox's log lines that the tests cause on purpose, counted instead of printed as errors (its fault
// injection drops connections). Every other line is printed as wrangler would have printed it; the counts
// are one line when the run ends.

/** What each expected line says, and how the summary names it. */
const EXPECTED: readonly [RegExp, string][] = [[/sandbox fault: connection dropped/, "dropped connections (sandbox faults)"]];

const seen = new Map<string, number>();
let summarised = false;

/** A structured-log handler for wrangler's dev server (`structuredLogsHandler`). */
export function quietExpectedFaults({ level, message }: { level: string; message: string }): void {
  const expected = EXPECTED.find(([pattern]) => pattern.test(message));
  if (expected) {
    seen.set(expected[1], (seen.get(expected[1]) ?? 0) + 1);
    if (!summarised) {
      summarised = true;
      process.once("exit", () => {
        console.log(`expected faults (caused by the tests, not errors): ${[...seen].map(([what, n]) => `${n} ${what}`).join(", ")}`);
      });
    }
    return;
  }
  if (level === "error" || level === "warn") console.error(message);
  else console.log(message);
}
