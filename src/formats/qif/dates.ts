// QIF dates as writers write them: `1/ 2'24`, `6/19' 5`, `01/02/2024`, `1/2/24`, `6/19/ 5`, `02.01.2024`, `2024-01-02`,
// `06-19-2005`.
// Day/month order is decided from the whole file, as for CSV: a first number over 12 means day first, a
// second number over 12 means month first; a file that never tells is read month first (QIF is Quicken's,
// a US format) and says so.

export type DayOrder = "MDY" | "DMY";

interface Parts {
  a: number;
  b: number;
  year: number;
  iso: boolean;
}

function parts(value: string): Parts | null {
  const v = value.replace(/\s+/g, "");
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(v);
  if (iso) return { a: Number(iso[2]), b: Number(iso[3]), year: Number(iso[1]), iso: true };
  // Quicken writes years from 2000 on after an apostrophe, space-padded: `1/ 2'24`, `1/12' 4` (2004); other writers
  // pad a one-digit year after the slash (`6/19/ 5`).
  const m = /^(\d{1,2})[-/.](\d{1,2})(?:[-/.](\d{1,2}|\d{4})|'(\d{1,2}|\d{4}))$/.exec(v);
  if (!m) return null;
  const written = m[3] ?? m[4] ?? "";
  const y = Number(written);
  // `'24` is 2024; a bare two-digit year below 70 too.
  const year = written.length === 4 ? y : m[4] !== undefined || y < 70 ? 2000 + y : 1900 + y;
  return { a: Number(m[1]), b: Number(m[2]), year, iso: false };
}

/**
 * The file's order, and why: a date that tells it, or none that reads two ways (ISO dates, `1/1/24`, `5/5/24`
 * read the same either way); only otherwise is the month-first default a guess.
 */
export function decideOrder(values: readonly string[]): { order: DayOrder; why: "told" | "no date reads two ways" | "guessed" } {
  let ambiguous = false;
  for (const v of values) {
    const p = parts(v);
    if (!p || p.iso) continue;
    if (p.a > 12) return { order: "DMY", why: "told" };
    if (p.b > 12) return { order: "MDY", why: "told" };
    if (p.a !== p.b) ambiguous = true;
  }
  return { order: "MDY", why: ambiguous ? "guessed" : "no date reads two ways" };
}

export function qifDate(value: string, order: DayOrder): string | null {
  const p = parts(value);
  if (!p) return null;
  const [month, day] = p.iso ? [p.a, p.b] : order === "MDY" ? [p.a, p.b] : [p.b, p.a];
  const date = new Date(Date.UTC(p.year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
