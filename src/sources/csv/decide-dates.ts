// Step 5 of detection: the date format. The whole column decides; a column where every date reads both
// day-first and month-first is settled by the file's other signals, and `dateReason` says which.
import { normalizeHeader } from "./columns";
import { inferDateColumn, orderOfFormat, type DateOrder } from "./dates";
import type { NumberEvidence } from "./numbers";
import type { CsvProfileOverrides } from "./profile";
import type { Delimiter } from "./structure";

/** Header words that only non-English exports use: with them, an ambiguous "03/04" is day-first. */
const NON_ENGLISH = /\b(datum|betrag|bedrag|buchung|umsatz|omschrijving|fecha|importe|concepto|montant|libelle|importo|data|valuta|saldo|solde|soll|haben|empfanger|verwendungszweck|naam|tegenrekening|waehrung|wahrung|munt|devise|moneda|descrizione|castka|osszeg|kwota|belopp)/;

export interface DateDecision {
  dateFormat: string;
  dateAmbiguous: boolean;
  dateReason?: string;
}

export function decideDates(
  dateValues: readonly string[],
  evidence: NumberEvidence,
  delimiter: Delimiter,
  headers: readonly string[] | null,
  overrides: CsvProfileOverrides,
): DateDecision {
  const inferred = inferDateColumn(dateValues);
  let dateFormat = inferred?.format ?? "DD.MM.YYYY";
  let dateAmbiguous = false;
  let dateReason: string | undefined;
  if (inferred?.ambiguous) {
    dateAmbiguous = true;
    const signals: string[] = [];
    if (evidence.decimalComma > evidence.decimalPoint) signals.push("amounts use a decimal comma");
    if (delimiter === ";") signals.push("the delimiter is a semicolon");
    if (/\d\.\d/.test(dateValues.find((v) => v.trim() !== "") ?? "")) signals.push("dates are written with dots");
    if (headers && NON_ENGLISH.test(normalizeHeader(headers.join(" ")))) signals.push("the headers are not English");
    const order: DateOrder = signals.length > 0 ? "DMY" : "MDY";
    dateFormat = swapToOrder(dateFormat, order);
    dateReason =
      `no date in the column has a day over 12, so day and month cannot be told apart from the dates; ` +
      (signals.length > 0
        ? `read as day-first because ${signals.join(", ")}`
        : "read as month-first (US style) because nothing in the file suggests a European locale") +
      `; set dateFormat to flip it`;
  } else if (inferred) {
    dateReason = `every date reads as ${inferred.order}`;
  }
  if (overrides.dateFormat) {
    dateFormat = overrides.dateFormat;
    dateAmbiguous = overrides.dateAmbiguous ?? false;
    dateReason = overrides.dateReason ?? "given in the profile";
  }
  return { dateFormat, dateAmbiguous, ...(dateReason !== undefined ? { dateReason } : {}) };
}

function swapToOrder(format: string, order: DateOrder): string {
  const current = orderOfFormat(format);
  if (current === order || current === "YMD") return format;
  // Swap the D and M tokens in place: "DD/MM/YYYY" ↔ "MM/DD/YYYY".
  return format.replace(/D+|M+/g, (t) => (t.startsWith("D") ? t.replace(/D/g, "M") : t.replace(/M/g, "D")));
}
