// The adapter against real bank exports of ../shared/bank-corpus (skipped when the corpus is absent).
// Every sample must plan without a crash; where bank2ynab's configuration is known (`truth_bank2ynab`),
// detection is compared with it field by field and the match rates are printed.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SourceInputError, planCsv, type CsvProfile } from "../../../src/formats/csv";
import { isTransactionDateHeader } from "../../../src/formats/csv/detect/roles";

const CORPUS = join(process.cwd(), "..", "shared", "bank-corpus");
const SAMPLES = join(CORPUS, "samples");
const present = existsSync(SAMPLES) && existsSync(join(CORPUS, "index.json"));

interface Truth {
  delimiter: string;
  header_rows: number;
  footer_rows: number;
  input_columns: string[];
  date_format: string;
  plugin?: string;
}
interface Entry {
  file: string;
  kind: string;
  role: string;
  truth_bank2ynab?: Truth;
}

/** Floor of the overall match rate actually reached (see the printed rates); a regression fails. */
const OVERALL_FLOOR = 0.91;

/** bank2ynab's strptime format → our shape, date part only ("%d.%m.%Y" → "DMY."). */
function strptimeShape(f: string): string {
  const date = f.split(/[ T]%H/)[0] ?? f;
  const order = [...date.matchAll(/%([dmbBYy])/g)].map((m) => (m[1] === "d" ? "D" : m[1] === "Y" || m[1] === "y" ? "Y" : "M")).join("");
  const sep = date.replace(/%[a-zA-Z]/g, "").charAt(0);
  return order + sep;
}
function ourShape(f: string): string {
  const date = f.split(/[ T]HH/)[0] ?? f;
  const order = [...date.matchAll(/(D+|M+|Y+)/g)].map((m) => m[1]!.charAt(0)).join("");
  const sep = date.replace(/[DMY]+/g, "").charAt(0);
  return order + sep;
}

function rolesOf(p: CsvProfile): Map<string, number[]> {
  const c = p.columns;
  const m = new Map<string, number[]>();
  const put = (k: string, i: number | undefined) => {
    if (i === undefined) return;
    m.set(k, [...(m.get(k) ?? []), i]);
  };
  put("Date", c.date.index);
  put("Payee", c.payee?.index);
  for (const n of c.notes ?? []) put("Memo", n.index);
  put("Category", c.category?.index);
  if (p.amountStyle === "debit_credit") {
    put("Outflow", c.debit?.index);
    put("Inflow", c.credit?.index);
  } else {
    // One amount column (signed, or unsigned with an indicator) holds both directions. bank2ynab names such a
    // column "Outflow" when positive means money out (card statements) and "Inflow" otherwise; which sign is
    // money out is a separate decision (`sign`), not a column role, so the column counts for either name.
    put("Inflow", c.amount?.index);
    put("Outflow", c.amount?.index);
  }
  return m;
}

/**
 * Blank lines at the end of the file. bank2ynab's footer_rows is the number of lines it drops from the end,
 * blank ones included; our footerRows counts the non-blank records after the table (blank lines are skipped
 * anyway), so the file's trailing blank lines are taken off bank2ynab's count before comparing.
 */
function trailingBlankLines(bytes: Uint8Array): number {
  const lines = new TextDecoder("latin1")
    .decode(bytes)
    .replace(/(\r\n|\r|\n)$/, "")
    .split(/\r\n|\r|\n/);
  let n = 0;
  for (let i = lines.length - 1; i >= 0 && lines[i]!.trim() === ""; i--) n++;
  return n;
}

describe.skipIf(!present)("bank corpus", () => {
  const index: Entry[] = present ? JSON.parse(readFileSync(join(CORPUS, "index.json"), "utf8")) : [];
  const samples = index.filter((e) => e.file.startsWith("samples/") && e.role === "sample");

  it("plans every sample without a crash (SourceInputError only for files that are not delimited text)", () => {
    const rejected: string[] = [];
    const crashed: string[] = [];
    let csvOk = 0;
    for (const e of samples) {
      const bytes = new Uint8Array(readFileSync(join(CORPUS, e.file)));
      try {
        const plan = planCsv(bytes, { accountId: 1 });
        if (e.kind === "csv") csvOk++;
        expect(plan.rows.length).toBeGreaterThan(0);
      } catch (err) {
        if (err instanceof SourceInputError) rejected.push(`${e.kind.padEnd(5)} ${e.file}: ${err.message}`);
        else crashed.push(`${e.file}: ${(err as Error).stack}`);
      }
    }
    console.log(`csv.corpus planned ${csvOk} of ${samples.filter((e) => e.kind === "csv").length} delimited-text samples`);
    console.log(`csv.corpus rejected with SourceInputError (${rejected.length}):\n  ${rejected.join("\n  ")}`);
    expect(crashed).toEqual([]);
  });

  it("matches bank2ynab's configuration where it is known", () => {
    const fields = ["delimiter", "header_rows", "footer_rows", "date_format", "columns"] as const;
    const hits = Object.fromEntries(fields.map((f) => [f, 0])) as Record<(typeof fields)[number], number>;
    let total = 0;
    const misses: string[] = [];
    for (const e of samples) {
      const t = e.truth_bank2ynab;
      if (!t) continue;
      total++;
      const bytes = new Uint8Array(readFileSync(join(CORPUS, e.file)));
      let p: CsvProfile | undefined;
      try {
        p = planCsv(bytes, { accountId: 1 }).profile;
      } catch (err) {
        misses.push(`${e.file}: ${(err as Error).message}`);
        continue;
      }
      if (!p) continue;
      const got = {
        delimiter: p.delimiter === t.delimiter,
        header_rows: p.preambleRows + (p.headerRow === null ? 0 : 1) === t.header_rows,
        footer_rows: p.footerRows === Math.max(0, t.footer_rows - trailingBlankLines(bytes)),
        // An empty truth format means bank2ynab parses dates leniently: any consistent format counts.
        date_format: t.date_format === "" || strptimeShape(t.date_format) === ourShape(p.dateFormat),
        columns: true,
      };
      const ours = rolesOf(p);
      // Without a Payee column bank2ynab puts the counterparty text in Memo (KBC card: "Handelaar"); our payee
      // is the richer role for the same text, so a Memo column we read as the payee counts then.
      if (!t.input_columns.includes("Payee") && p.columns.payee?.index !== undefined) {
        ours.set("Memo", [...(ours.get("Memo") ?? []), p.columns.payee.index]);
      }
      // Where a file has a transaction date and a booking date, bank2ynab's Date is sometimes the booking date
      // (DKB's card export: Buchungsdatum beside Belegdatum); the budget wants the day of the purchase,
      // and the booking date stays in the profile as valueDate. That choice counts as the same role.
      const dateHeader = p.headers?.[p.columns.date.index ?? -1] ?? "";
      if (p.columns.valueDate?.index !== undefined && isTransactionDateHeader(dateHeader)) {
        ours.set("Date", [...(ours.get("Date") ?? []), p.columns.valueDate.index]);
      }
      const wrong: string[] = [];
      t.input_columns.forEach((role, i) => {
        if (role === "skip") return;
        if (!(ours.get(role) ?? []).includes(i)) wrong.push(`${role}@${i} (ours ${JSON.stringify(ours.get(role) ?? [])})`);
      });
      got.columns = wrong.length === 0;
      for (const f of fields) if (got[f]) hits[f]++;
      const bad = fields.filter((f) => !got[f]);
      if (bad.length > 0) {
        misses.push(
          `${e.file}: ${bad.join(", ")} | truth ${t.delimiter} h${t.header_rows} f${t.footer_rows} ${t.date_format} | ours ${p.delimiter} h${p.preambleRows + (p.headerRow === null ? 0 : 1)} f${p.footerRows} ${p.dateFormat} ${wrong.join(" ")}`,
        );
      }
    }
    const rates = fields.map((f) => `${f} ${(hits[f] / total).toFixed(2)}`);
    const overall = fields.reduce((s, f) => s + hits[f], 0) / (fields.length * total);
    console.log(`csv.corpus_match over ${total} files with bank2ynab truth: ${rates.join(", ")}`);
    console.log(`csv.corpus_match_overall ${overall.toFixed(3)}`);
    console.log(`csv.corpus misses:\n  ${misses.join("\n  ")}`);
    expect(total).toBeGreaterThan(0);
    expect(overall).toBeGreaterThanOrEqual(OVERALL_FLOOR);
  });
});
