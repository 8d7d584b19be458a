// What the language tables' tests share: an export written from a bank's header (each language's test writes
// the header, this writes rows that fit it), planned the way an upload is, and read back as the role each
// header cell was given; an indicator column of one language's words, read back as each row's direction.
import { expect } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { cardWordIn, directionOf } from "../../../../src/formats/csv/words/direction-words";
import { headerNames, type WordKind } from "../../../../src/formats/csv/words/header-vocabulary";

/** The roles a profile gives columns (CsvColumns' keys). */
export type ColumnRole =
  | "date"
  | "valueDate"
  | "amount"
  | "debit"
  | "credit"
  | "indicator"
  | "payee"
  | "notes"
  | "currency"
  | "balance"
  | "transactionId"
  | "category"
  | "status"
  | "type"
  | "fee";

/** A description, the only text column: the payee is read from it (a payee or a notes column). */
export type Expected = ColumnRole | "text";

/** One bank's export: its header cells and the role each must be given, in the order the bank writes them. */
export interface BankExport {
  bank: string;
  columns: readonly (readonly [header: string, role: Expected])[];
  delimiter?: "," | ";" | "\t";
  /** How its dates are written (default DD.MM.YYYY). */
  dates?: "DD.MM.YYYY" | "DD/MM/YYYY" | "YYYY-MM-DD" | "YYYY/MM/DD" | "YYYY.MM.DD" | "DD-MM-YYYY";
  decimal?: "," | ".";
  /** The cells of a column, where the bank's own words matter (the type column's, a currency's code). */
  values?: Readonly<Record<string, readonly string[]>>;
}

/** Six bookings: mostly money out, a salary, in the order of the days. */
const AMOUNTS = [-45.9, -120, 2500, -12.5, -300, 75.25];
const PAYEES = ["Lidl 0412", "Shell Station 88", "Acme Group", "Spotify AB", "IKEA 219", "Marta Kowalczyk"];
const NOTES = [
  "REF 5512-0091 card 4417",
  "REF 5512-0117 card 4417",
  "REF 5512-0208 05/2024",
  "REF 5512-0345",
  "REF 5512-0402 invoice 77",
  "REF 5512-0533",
];
const CATEGORIES = ["Groceries", "Transport", "Income", "Leisure", "Home", "Transfers"];

function day(format: NonNullable<BankExport["dates"]>, d: number): string {
  const dd = String(d).padStart(2, "0");
  const parts: Record<string, string> = { DD: dd, MM: "05", YYYY: "2024" };
  return format.replace(/DD|MM|YYYY/g, (t) => parts[t]!);
}

function money(n: number, decimal: "," | "."): string {
  return n.toFixed(2).replace(".", decimal);
}

/** The cell a column of this role holds on row i. */
function cell(e: BankExport, header: string, role: Expected, i: number, balance: number): string {
  const given = e.values?.[header];
  if (given) return given[i % given.length]!;
  const dec = e.decimal ?? ",";
  const a = AMOUNTS[i]!;
  switch (role) {
    case "date":
    case "valueDate":
      return day(e.dates ?? "DD.MM.YYYY", 2 + i * 3 + (role === "valueDate" ? 1 : 0));
    case "amount":
      return money(a, dec);
    case "debit":
      return a < 0 ? money(-a, dec) : "";
    case "credit":
      return a > 0 ? money(a, dec) : "";
    case "balance":
      return money(balance, dec);
    case "payee":
    case "text":
      return PAYEES[i]!;
    case "notes":
      return NOTES[i]!;
    case "currency":
      return "EUR";
    case "transactionId":
      return `88${1403 + i * 17}${i}`;
    case "category":
      return CATEGORIES[i]!;
    case "fee":
      return money(0, dec);
    default:
      throw new Error(`write the ${role} column's cells in values`);
  }
}

/** The export as a file: the header, then one row a booking. */
export function exportFile(e: BankExport): string {
  const d = e.delimiter ?? ";";
  const lines = [e.columns.map(([h]) => h).join(d)];
  let balance = 1000;
  AMOUNTS.forEach((a, i) => {
    balance += a;
    lines.push(e.columns.map(([h, role]) => cell(e, h, role, i, balance)).join(d));
  });
  return lines.join("\n") + "\n";
}

/** Each header cell and the role the plan gave its column (notes and type may be several columns). */
export function rolesRead(file: string): [string, ColumnRole][] {
  const { profile } = planCsv(new TextEncoder().encode(file), { accountId: 1 });
  const headers = profile.headers ?? [];
  const read: [string, ColumnRole][] = [];
  for (const [role, ref] of Object.entries(profile.columns)) {
    for (const r of Array.isArray(ref) ? ref : ref ? [ref] : []) {
      const header = r.header ?? (r.index !== undefined ? headers[r.index] : undefined);
      if (header !== undefined) read.push([header, role as ColumnRole]);
    }
  }
  return read;
}

/** The kinds of words that name a column of the role: a second date is any kind of date (value, booking, purchase). */
function kindsOf(role: Expected): WordKind[] {
  if (role === "text") return ["payee", "notes"];
  if (role === "valueDate") return ["valueDate", "bookingDate", "transactionDate", "date"];
  return [role];
}

/** The export is planned with every header cell in its role, which the header words name. */
export function expectRoles(e: BankExport): void {
  const read = rolesRead(exportFile(e));
  for (const [header, role] of e.columns) {
    const named = kindsOf(role).some((kind) => headerNames(header, kind));
    expect(named, `${e.bank}: the words name ${header} a ${role}`).toBe(true);
    const given = read.filter(([h]) => h === header).map(([, r]) => r);
    if (role === "text")
      expect(
        given.filter((r) => r === "payee" || r === "notes"),
        `${e.bank}: ${header}`,
      ).not.toEqual([]);
    else expect(given, `${e.bank}: ${header}`).toContain(role);
  }
}

/** Money out or in, as each row of a file is planned (the service's sign: positive is money out). */
export function directionsPlanned(file: string): ("out" | "in")[] {
  return planCsv(new TextEncoder().encode(file), { accountId: 1 }).items.map((i) => (Number(i.item.amount) > 0 ? "out" : "in"));
}

/** Unsigned amounts beside a column of a language's indicator words: out, out, in, out, in, out. */
export function indicatorExport(out: string, into: string): string {
  const marks = [out, out, into, out, into, out];
  const amounts = ["45,90", "120,00", "2500,00", "12,50", "75,25", "300,00"];
  const rows = marks.map((m, i) => `${day("DD.MM.YYYY", 2 + i * 3)};${PAYEES[i]};${amounts[i]};${m}`);
  return ["Date;Text;Sum;Mark", ...rows].join("\n") + "\n";
}

/** The indicator words say each row's direction: the row of `out` is money out, the row of `in` money in. */
export function expectIndicator(out: string, into: string): void {
  expect(directionsPlanned(indicatorExport(out, into)), `${out} / ${into}`).toEqual(["out", "out", "in", "out", "in", "out"]);
}

/** Each text's words say the direction given (null: none). */
export function expectDirections(texts: Readonly<Record<string, "out" | "in" | null>>): void {
  for (const [text, want] of Object.entries(texts)) expect(directionOf(text)?.direction ?? null, text).toBe(want);
}

/** Each text names a card (a header, a title line, a file name). */
export function expectCardWords(texts: readonly string[]): void {
  for (const text of texts) expect(cardWordIn(text), text).not.toBeNull();
}

/** A repayment's words say nothing alone, and go the way the file says: in on a card's statement, out of the account. */
export function expectRepayment(text: string): void {
  expect(directionOf(text)?.direction ?? null, text).toBeNull();
  expect(directionOf(text, "in")?.direction, text).toBe("in");
  expect(directionOf(text, "out")?.direction, text).toBe("out");
}
