// How a file says its amounts are whole numbers: a header that names the currency's hundredths ("Amount (cents)",
// "Сумма (коп.)"), read by the CSV reader's detection and the PDF reader alike, and the currencies whose amounts
// are whole numbers anyway.
import { matchKey } from "./header-key";

/**
 * Header words saying the amounts are written in hundredths, as matchKey folds them: "Amount (cents)", "amount_minor",
 * "Betrag in Cent", "Beløb (øre)" ("belob ore"), "Jumlah (sen)" (Indonesian and Malay), "Số tiền (xu)" (Vietnamese).
 */
const MINOR_UNITS =
  /\b(cents?|minor|minor units|pence|pennies|centimes?|centimos?|centavos?|centesimi|rappen|ore|aurar|groszy|grosze|halere|haleru|haler|filler|bani|lipa|lipe|centi|centu|centai|santimi|senti|sente|sentit|senttia|sentteina|sendid|kurus|tiyin|kopecks?|sen|xu)\b/;
/**
 * The hundredths' names of currencies written in other scripts, as a word of the header (between spaces or in
 * brackets: "거래금액 (전)", "Сумма (коп.)", "Ποσό (λεπτά)"): Korean jeon, Japanese sen, Chinese fen, kopecks,
 * stotinki, Serbian para, tiyin, lepta, luma, tetri, agorot, fils and halalas, satang, paise.
 */
const MINOR_UNITS_OTHER_SCRIPTS =
  /(?:^|[ (])(전|銭|分|коп|копеек|копейки|копійок|копійки|стотинки|пара|тийин|λεπτα|լումա|լումաներ|თეთრი|אגורות|فلس|هللة|قرش|สตางค์|पैसे|पैसा)(?:$|[ ).])/u;

/** Whether a header (a column's, or the line of a PDF's table header) names the currency's hundredths. */
export function namesMinorUnits(header: string): boolean {
  const key = matchKey(header);
  return MINOR_UNITS.test(key) || MINOR_UNITS_OTHER_SCRIPTS.test(key);
}

/** Currencies whose amounts are whole numbers (ISO 4217 without minor units, and the forint as banks write it). */
export const WHOLE_CURRENCIES: ReadonlySet<string> = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "HUF",
  "ISK",
  "JPY",
  "KMF",
  "KRW",
  "PYG",
  "RWF",
  "UGX",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
]);
