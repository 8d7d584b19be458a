// The account a bank export's text names as its own, for a file that has no field for it (a CSV, a spreadsheet's
// sheet): a statement names its account in the lines above its rows ("IBAN: DE89 …", "Account number;12345678",
// "Card ****1234"), or on every row (a column "Auftragskonto" of the account's own IBAN). An IBAN of one row only
// is a counterparty's, never the account's.
import { cardNumberIn } from "../locale/card-numbers";
import { ibansIn } from "../locale/iban";

/** What the text's first lines are read for: a statement's heading is short, and its rows start early. */
const MAX_LINES = 2000;
/** A day in any of the usual orders and separators. */
const DAY = /(?<!\d)\d{1,4}[./-]\d{1,2}[./-]\d{1,4}(?!\d)/;
/** A row: a day among four fields or more ("Period: 01.10.2026 - 31.10.2026" above the rows is none). */
const isRow = (line: string) => DAY.test(line) && line.split(/[;,\t|]/).length >= 4;
/**
 * "Account number: 12345678", "Kontonummer;0532013000", "N° de compte 0001234567", after a label of the account; a
 * number that begins as an IBAN does ("Konto DK50 0040 …") keeps its country and check digits, as printed.
 */
const LABELLED =
  /(?:account|acct|konto|kontonummer|compte|cuenta|conta|rekening|rekeningnummer|conto|numero|número|nummer)[^\d\n]{0,25}?["']?((?:[A-Z]{2}\d\d ?)?\d[\d -]{4,28}\d)(?![\d])/giu;
/** An account must hold most rows to be the file's own: a counterparty repeats on few. */
const OWN_ACCOUNT_SHARE = 0.8;

/** The numbers the text names its own account by, strongest first; none when it names none. */
export function accountNumbersInText(text: string): string[] {
  const lines = text.split(/\r\n|\n|\r/, MAX_LINES);
  const firstRow = lines.findIndex(isRow);
  const heading = firstRow === -1 ? lines : lines.slice(0, firstRow);
  const named = heading.flatMap(numbersInLine);
  if (named.length > 0) return [...new Set(named)];
  if (firstRow === -1) return [];
  return onEveryRow(lines.slice(firstRow).filter((line) => line.trim() !== ""));
}

/** The IBANs, labelled account numbers and masked card or account numbers of a heading's line. */
export function numbersInLine(line: string): string[] {
  const found = ibansIn(line);
  for (const m of line.matchAll(LABELLED)) if (m[1]) found.push(m[1].replace(/[ -]/g, ""));
  const masked = cardNumberIn(line);
  if (masked && masked.digits.length >= 4) found.push(masked.digits);
  return found;
}

/** The IBAN on (nearly) every row: an account column. */
function onEveryRow(rows: string[]): string[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const ibans = new Set(ibansIn(row));
    for (const iban of ibans) counts.set(iban, (counts.get(iban) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n >= rows.length * OWN_ACCOUNT_SHARE).map(([iban]) => iban);
}
