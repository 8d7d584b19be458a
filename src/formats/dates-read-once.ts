// A bank file repeats a few hundred dates over thousands of rows: each distinct written date is read once.
// Shared by the CSV planner and the QIF reader, which read dates the same way (text in, ISO date or null out).

/** Distinct dates remembered: a file of years has a few thousand, a hostile one no more than this. */
const DATES_KNOWN = 4096;

/** `read`, remembering what each written date gave (the memory cleared, not grown, past DATES_KNOWN). */
export function readOnce(read: (written: string) => string | null): (written: string) => string | null {
  const known = new Map<string, string | null>();
  return (written) => {
    let date = known.get(written);
    if (date !== undefined) return date;
    if (known.size >= DATES_KNOWN) known.clear();
    known.set(written, (date = read(written)));
    return date;
  };
}
