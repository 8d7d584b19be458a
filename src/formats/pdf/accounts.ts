// The accounts of a PDF that holds several (a customer's current and savings account, one after the other): each
// account's number where a line names it (an IBAN, or "Account number 12345678", "Konto 0532013000"), and the
// entries from there to the next account's. One account named in two ways (its IBAN in the header, its number above
// the table) is one: an IBAN ends with the account's number.
import { ibansIn } from "../../locale/iban";
import type { Entry } from "./entries";

/**
 * "Account number 12345678", "Konto 0532013000", "Tili FI21 1234 …": a word for the account, in the languages banks
 * print, then its number. A number the label names may begin as an IBAN does (its country and check digits): the label
 * says it is the account's, whether or not its check digits hold, so it is read as printed.
 */
const NUMBERED =
  /(?:account|acct|konto|kontonr|compte|cuenta|conta|rekening|conto|(?<!\p{L})cont|tili|konts|sąskaita|rachunek|račun|účet|számla|hesap|tài khoản|akaun|λογαριασμός|сч[её]т|рахунок|рачун|сметка|հաշիվ|חשבון|حساب|खाता|账户|帳戶|账号|口座|계좌|บัญชี|ანგარიში)(?:\s*(?:number|no\.?|nr\.?|nummer|numero|n°|nº|número|numer|číslo|szám|broj|број|номер|संख्या))?\s*:?\s*((?:[A-Z]{2}\d\d ?)?\d[\d -]{5,}\d)(?![\p{L}\p{N}])/iu;

/** The account number a line names, digits (and an IBAN's letters) only; null when it names none. */
export function accountNamed(text: string): string | null {
  const iban = ibansIn(text)[0];
  if (iban !== undefined) return iban;
  // Composed, as the words above are written: a PDF may draw "tài khoản" as letters and their marks apart.
  const found = NUMBERED.exec(text.normalize("NFC"))?.[1];
  return found === undefined ? null : found.replace(/[\s-]/g, "");
}

/** Whether two names are of one account: equal, or one (an IBAN) ending with the other's digits. */
function same(a: string, b: string): boolean {
  const da = a.replace(/\D/g, "");
  const db = b.replace(/\D/g, "");
  return a === b || (da.length >= 6 && db.length >= 6 && (da.endsWith(db) || db.endsWith(da)));
}

/** The statement's entries by account, in the order the accounts appear; one group when rows are of one account. */
export function entriesByAccount(entries: readonly Entry[]): { number: string | null; entries: Entry[] }[] {
  const groups: { number: string | null; entries: Entry[] }[] = [];
  let current: { number: string | null; entries: Entry[] } | null = null;
  for (const entry of entries) {
    const named = entry.kind === "heading" ? accountNamed(entry.text) : entry.kind === "figure" ? accountNamed(entry.label) : null;
    if (named !== null && (current === null || current.number === null || !same(current.number, named))) {
      const known = groups.find((g) => g.number !== null && same(g.number, named));
      if (current && current.number === null) current.number = named;
      else current = known ?? { number: named, entries: [] };
      if (!groups.includes(current)) groups.push(current);
    }
    if (current === null) {
      current = { number: null, entries: [] };
      groups.push(current);
    }
    current.entries.push(entry);
  }
  const withRows = groups.filter((g) => g.entries.some((e) => e.kind === "row"));
  if (withRows.length <= 1) return [{ number: withRows[0]?.number ?? null, entries: [...entries] }];
  return withRows;
}
