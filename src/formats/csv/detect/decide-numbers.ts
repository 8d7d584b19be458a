// Step 6 and 8 of detection: one decimal mark and thousands separator for the whole file, decided by
// every amount-like cell; and the currency the amount cells name when no column does.
import { minorDigits, minorUnitsNamed, namesMinorUnits, WHOLE_CURRENCIES } from "../words/minor-units";
import type { ColumnStats } from "./column-stats";
import type { DateOrder } from "../../../locale/dates";
import {
  currencyInCell,
  ONE_CURRENCY_SIGNS,
  type DecimalSeparator,
  type NumberEvidence,
  type NumberFormat,
  type ThousandsSeparator,
} from "../../../locale/numbers";
import { balanceMovesByMinorUnits } from "./running-balance";
import type { Delimiter } from "../read/structure";

/**
 * The decimal mark and thousands separator. A decimal mark given in the profile wins, and the thousands
 * separator is then decided around it: never the same mark, and the other mark where the cells show it.
 */
export function decideNumberFormat(
  ev: NumberEvidence,
  delimiter: Delimiter,
  dateOrder: DateOrder,
  givenDecimal?: DecimalSeparator,
): NumberFormat {
  let decimal: DecimalSeparator;
  if (givenDecimal !== undefined) decimal = givenDecimal;
  else if (ev.decimalComma > ev.decimalPoint) decimal = ",";
  else if (ev.decimalPoint > ev.decimalComma) decimal = ".";
  // Only "1,234"-like cells (or none): a ";" file is continental, where "," is the decimal mark.
  else decimal = delimiter === ";" || (ev.ambiguous === 0 && dateOrder === "DMY" && delimiter !== ",") ? "," : ".";
  let thousands: ThousandsSeparator = "";
  let best = 0;
  for (const [k, n] of ev.thousands) if (k !== decimal && n > best) [thousands, best] = [k, n];
  // "1,234" cells, or (with a given mark) cells that read as decimals in the other mark: that mark groups thousands.
  const otherMarkSeen = givenDecimal !== undefined && (givenDecimal === "," ? ev.decimalPoint : ev.decimalComma) > 0;
  if (thousands === "" && (ev.ambiguous > 0 || otherMarkSeen)) thousands = decimal === "." ? "," : ".";
  return { decimal, thousands };
}

/** The ISO 4217 codes the runtime knows, read on the first header that ends in three capitals (not at start-up). */
let isoCodes: ReadonlySet<string> | undefined;
const isIsoCode = (code: string): boolean => (isoCodes ??= new Set(Intl.supportedValuesOf("currency"))).has(code);
/**
 * "bedrag in EUR", "Amount (GBP)", "Betrag EUR", "Debit [CHF]", "Kwota (zł)", "Betrag in €": a currency (its
 * code in capitals, or a sign only one currency writes) ends the header.
 */
const HEADER_CURRENCY = new RegExp(String.raw`\S.*?[\s([](?:in\s+)?([A-Z]{3}|${Object.keys(ONE_CURRENCY_SIGNS).join("|")})[)\]]?\s*$`);

/**
 * The currency the money columns' headers name, when they all name one and the same: their amounts are in it,
 * whatever a currency column beside them says (a card's export lists the purchase's own currency there).
 */
export function currencyOfHeaders(headers: readonly string[] | null, moneyColumns: readonly (number | undefined)[]): string | undefined {
  if (headers === null) return undefined;
  const named = new Set<string>();
  for (const i of moneyColumns) {
    if (i === undefined) continue;
    const written = HEADER_CURRENCY.exec(headers[i] ?? "")?.[1];
    const code =
      written === undefined ? undefined : (ONE_CURRENCY_SIGNS[written] ?? (isIsoCode(written) ? written.toLowerCase() : undefined));
    if (code === undefined) return undefined;
    named.add(code);
  }
  return named.size === 1 ? [...named][0] : undefined;
}

/** A rupee's abbreviation ending a header ("Amount(in Rs)", "Debit Rs."): India's, Pakistan's, Sri Lanka's, Nepal's. */
const RUPEE_HEADER = /\S.*?[\s([](?:in\s+)?rs\.?[)\]]?\s*$/i;

/**
 * What the file says its money is in, as a hint where nothing else is settled yet (the date order): the code a
 * money column's header names ("rs" for a rupee whose country the abbreviation does not say), else the one the
 * money cells or the currency column name most. Not the profile's currency (currencies() decides that).
 */
export function currencyNamed(
  headers: readonly string[] | null,
  cols: readonly ColumnStats[],
  moneyColumns: readonly number[],
  currencyColumn: number | undefined,
): string | undefined {
  for (const i of moneyColumns) {
    const named = currencyOfHeaders(headers, [i]);
    if (named !== undefined) return named;
    if (RUPEE_HEADER.test(headers?.[i] ?? "")) return "rs";
  }
  const codes = currencyColumn === undefined ? [] : (cols[currencyColumn]?.values ?? []).map((v) => v.trim().toUpperCase());
  return currencyOfAmounts([...moneyColumns.map((i) => cols[i]?.values ?? []), codes], false);
}

/** "$" with nothing that says whose dollar: "USD", "US$" do. */
const BARE_DOLLAR = "$";

/**
 * The currency most amount cells name ("€ 12,00", "12.00 USD"), if any. A bare "$" is the US dollar only in a file
 * headed in English (or not headed): Mexico, Chile, Argentina and Colombia write their pesos "$", Brazil, Singapore
 * or Hong Kong their own "$" in their apps, and the account's currency says which. "¥" (or "￥") is the yen and the
 * yuan alike: `yen` says which one the file's words make it.
 */
export function currencyOfAmounts(
  amountValues: readonly (readonly string[])[],
  bareDollarIsUsd = true,
  yen: "jpy" | "cny" = "jpy",
): string | undefined {
  const counts = new Map<string, number>();
  for (const values of amountValues) {
    for (const v of values) {
      let c = currencyInCell(v);
      if (c === "usd" && !/USD|US\$/.test(v)) c = BARE_DOLLAR;
      if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
  }
  let currency: string | undefined;
  let best = 0;
  for (const [c, n] of counts) if (n > best) [currency, best] = [c, n];
  if (currency === BARE_DOLLAR) return bareDollarIsUsd ? "usd" : undefined;
  return currency === "jpy" && !/JPY/.test(amountValues.flat().find((v) => currencyInCell(v) === "jpy") ?? "") ? yen : currency;
}

/** Kana are written only in Japanese; Chinese characters without them, in Chinese. */
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;

/** Whose "¥" a file's header writes: the yen under Japanese words, the yuan under Chinese ones, else the yen. */
export function yenOf(headers: readonly string[] | null): "jpy" | "cny" {
  const text = (headers ?? []).join(" ");
  return !KANA.test(text) && HAN.test(text) ? "cny" : "jpy";
}

/**
 * The scale decided, or a warning that whole numbers were read as whole units; `unproven` then says that no balance
 * written with decimals tells units from cents: balances of whole numbers add up alike at either scale. A scale
 * taken on words that leave its size open (fils, with no currency named) carries a warning of its own.
 */
export type AmountScaleDecision = { amountScale: number; reason: string; warning?: string } | { warning: string; unproven: boolean };

/**
 * Amounts in minor units where the file says so or proves it: a money column whose header names cents (or
 * the currency's hundredths) and whose values are whole numbers, or whole-number amounts that a running
 * balance written with decimals moves by a hundredth of, are read at `amountScale` 2 — 3 for the currencies of a
 * thousand minor units (dinars in fils, the rial in baisa, millimes). Whole numbers under any other header stay as
 * written (whole krónur or forint are amounts too, and 25 can be 25 euros), with a warning unless the currency has
 * no minor units: a silent 100× import is the one outcome to avoid.
 */
export function decideAmountScale(
  moneyColumns: readonly ColumnStats[],
  amount: ColumnStats | undefined,
  balance: ColumnStats | undefined,
  currency: string | undefined,
  /** The scale saved for this format: the user's answer holds while the amounts are whole numbers. */
  saved?: number,
): AmountScaleDecision | undefined {
  const whole = (c: ColumnStats) =>
    c.nonEmpty > 0 && c.numbers.decimalComma + c.numbers.decimalPoint + c.numbers.ambiguous === 0 && c.numberShare > 0;
  const filled = moneyColumns.filter((c) => c.nonEmpty > 0);
  if (saved !== undefined && (saved === 0 || filled.every(whole))) return { amountScale: saved, reason: "as saved for this format" };
  const named = filled.filter((c) => c.header !== "" && namesMinorUnits(c.header));
  const first = named[0];
  if (first !== undefined) {
    if (!named.every(whole)) return undefined;
    return namedScale(first.header, currency, amount && balance ? () => balanceMovesByMinorUnits(balance, amount, true) : () => null);
  }
  // "1.234" or "12 345" is written for a person to read: whole units, not cents.
  if (filled.length === 0 || !filled.every((c) => whole(c) && c.numbers.thousands.size === 0)) return undefined;
  const proof = amount && balance ? balanceMovesByMinorUnits(balance, amount) : null;
  if (proof) {
    const [unit, example] = proof.digits === 3 ? ["thousandth", "1.234"] : ["hundredth", "12.34"];
    return {
      amountScale: proof.digits,
      reason: `every amount is a whole number and the running balance, written with decimals, moves by a ${unit} of the amount in ${proof.rows} of ${proof.checked} rows: the amounts are minor units (1234 is read as ${example})`,
    };
  }
  if (currency !== undefined && WHOLE_CURRENCIES.has(currency.toUpperCase())) return undefined;
  const example = filled[0]?.values.find((v) => v !== "") ?? "";
  return {
    warning: `every amount is a whole number ("${example}"), read as whole units: if these are cents, set amountScale to 2 (amounts in minor units)`,
    unproven: balance === undefined || balance.nonEmpty === 0 || whole(balance),
  };
}

/**
 * The scale a header naming minor units gives: the currency's own (a thousandth of a dinar or a rial, a hundredth
 * of most), or the unit's where it says (millimes, baisa). Fils with no currency named are a thousandth of a dinar
 * or a hundredth of a dirham: a running balance decides, else hundredths are taken, said in a warning.
 */
function namedScale(header: string, currency: string | undefined, proof: () => { digits: 2 | 3 } | null): AmountScaleDecision {
  const unit = minorUnitsNamed(header);
  const known = currency === undefined ? undefined : minorDigits(currency);
  const digits = unit === "thousandths" ? 3 : known !== undefined && known > 0 ? known : unit === "fils" ? proof()?.digits : 2;
  if (digits === 3)
    return {
      amountScale: 3,
      reason: `the header "${header}" says the amounts are in thousandths${known === 3 ? ` of the ${currency?.toUpperCase()}` : ""} and every value is a whole number: 1234 is read as 1.234`,
    };
  const reason = `the header "${header}" says the amounts are in hundredths and every value is a whole number: 1234 is read as 12.34`;
  if (digits === 2) return { amountScale: 2, reason };
  return {
    amountScale: 2,
    reason,
    warning: `the header "${header}" names fils, a hundredth of a dirham but a thousandth of a dinar, and the file names no currency: read as hundredths (1234 as 12.34); if the account is in dinars, set amountScale to 3`,
  };
}
