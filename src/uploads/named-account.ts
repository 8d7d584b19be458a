// The budget's account a statement names, for a statement that arrives without a person choosing one (by mail):
// its number (an IBAN, an OFX ACCTID, a CAMT or MT940 account) against the budget's accounts, as people name them
// — the whole number in the name ("Girokonto DE89 3704 0044 0532 0130 00"), or its last digits ("Checking 3000",
// "Visa ••1234"). The whole number is the stronger evidence: last digits decide only where no whole number does.
import { cardDigitsOf, sameCard } from "../locale/card-numbers";

/** An account of the budget, as its list names it. */
export interface ListedAccount {
  id: number;
  name: string;
  display_name: string | null;
}

/** The accounts the statement's numbers name, and by what: none, one (import there) or several (ask the person). */
export interface NamedBy {
  ids: number[];
  /** How they were found, in words for the inbox ("the number DE89… in the account's name"). */
  how: string | null;
}

/** Letters and digits only, upper case: "DE89 3704-0044" and "de8937040044" are one number. */
const compact = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, "").toUpperCase();

/** A number this short is no account's (a branch code, a year): its last digits still count. */
const MIN_WHOLE_NUMBER = 6;
/** A run of digits in a name this long is an account number (a date or an amount is shorter). */
const MIN_RUN_DIGITS = 8;

export function accountsNamedBy(numbers: readonly string[], accounts: readonly ListedAccount[]): NamedBy {
  const names = (a: ListedAccount) => [a.name, a.display_name].filter((n): n is string => Boolean(n));
  const wholes = numbers.map(compact).filter((n) => n.length >= MIN_WHOLE_NUMBER);
  const wholeIn = (a: ListedAccount) => wholes.find((n) => names(a).some((name) => holdsNumber(name, n)));
  const byWhole = accounts.filter((a) => wholeIn(a) !== undefined);
  const [first] = byWhole;
  if (first) return { ids: byWhole.map((a) => a.id), how: `the account's name holds the statement's account ${wholeIn(first) ?? ""}` };
  const digits = numbers.map((n) => n.replace(/\D/g, "")).filter((d) => d.length >= 4);
  const byDigits = accounts.filter((a) =>
    names(a).some((name) => {
      const named = cardDigitsOf(name);
      return named !== null && named.length >= 4 && digits.some((d) => sameCard(named, d));
    }),
  );
  const [named] = byDigits;
  if (!named) return { ids: [], how: null };
  const last =
    names(named)
      .map(cardDigitsOf)
      .find((d) => d !== null) ?? "";
  return { ids: byDigits.map((a) => a.id), how: `the account's name ends in ${last}, the last digits of the statement's account` };
}

/**
 * Whether an account's name holds the number: the whole number in it, or the whole of a long run of digits in it
 * within the number (a German account number "0532013000" inside its IBAN "DE89370400440532013000").
 */
function holdsNumber(name: string, number: string): boolean {
  if (compact(name).includes(number)) return true;
  return (name.match(/\d[\d ]{6,}\d/g) ?? []).some((run) => {
    const digits = run.replace(/ /g, "");
    return digits.length >= MIN_RUN_DIGITS && number.endsWith(digits);
  });
}
