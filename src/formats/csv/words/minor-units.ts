// How a file says its amounts are whole numbers: a header that names the currency's hundredths ("Amount (cents)",
// "Сумма (коп.)"), read by the CSV reader's detection and the PDF reader alike, and the currencies whose amounts
// are whole numbers anyway.
import { matchKey } from "./header-key";

/**
 * Header words saying the amounts are written in hundredths, as matchKey folds them: "Amount (cents)", "amount_minor",
 * "Betrag in Cent", "Beløb (øre)" ("belob ore").
 */
const MINOR_UNITS =
  /\b(cents?|minor|minor units|hundredths|pence|pennies|centimes?|centimos?|centavos?|centesimos?|centesimi|sentimos?|rappen|ore|aurar|eyrir|groszy|grosze|halere|haleru|haler|haliere|halierov|filler|bani|lipa|lipe|centi|centu|centai|santimi|santims|santimu|senti|sente|sentit|sentti|senttia|sentteina|sendid|kurus|tiyin|tiyn|tyiyn|qepik|qapik|kopecks?|kopiyok|kopiyky|stotinki|stotinka|paise|paisa|poisha|satang|agorot|halalas?|kobo|pesewas?|thebe|ngwee|tetri|lumas?)\b/;
/**
 * Names of hundredths short enough to be other words ("sen" is a name, "ct" a count): only alone in brackets
 * ("Jumlah (sen)", "Số tiền (xu)", "Amount [ct]") or ending the header after "in" ("Amount in sen", "Jumlah dalam sen").
 */
const SHORT_MINOR_UNITS =
  /[([]\s*(?:in\s+)?(?:sen|xu|cts?|fen|fils|jeon|chon)\.?\s*[)\]]|\b(?:in|dalam|bang|trong)\s+(?:sen|xu|cts?|fen|fils|jeon|chon)\.?\s*$/;
/**
 * The hundredths' names of currencies written in other scripts, as a word of the header (between spaces or in
 * brackets: "거래금액 (전)", "Сумма (коп.)", "Ποσό (λεπτά)"): Korean jeon, Japanese sen, Chinese fen, kopecks,
 * stotinki, Serbian para, tiyin and tyiyn, lepta, luma, tetri, agorot, fils, halalas and qirsh, satang, paise and
 * poisha, and "cent" as Japanese, Korean, Persian and Arabic write it. Hebrew and Arabic join "in" to the word
 * ("באגורות", "بالهللة"). matchKey takes the breve off "й": either is looked for.
 */
const MINOR_UNITS_OTHER_SCRIPTS =
  /(?:^|[ (])(전|센트|銭|セント|分|коп|копеек|копе[йи]ки|копі[йи]ок|копі[йи]ки|стотинки|стотинка|пара|пари|ти[йи]ин|тиын|ты[йи]ын|λεπτα|λεπτο|լումա|լումաներ|თეთრი|(?:ב)?אגורות|(?:ب|بال)?(?:فلس|هللة|هللات|قرش|قروش|سنت)|สตางค์|पैसे|पैसा|পয়সা)(?:$|[ ).])/u;

/** The header lowercased without accents, its brackets kept ("Số tiền (xu)" → "so tien (xu)"). */
const folded = (header: string): string =>
  header
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/gi, "d")
    .toLowerCase()
    .trim();

/** Whether a header (a column's, or the line of a PDF's table header) names the currency's hundredths. */
export function namesMinorUnits(header: string): boolean {
  const key = matchKey(header);
  return MINOR_UNITS.test(key) || MINOR_UNITS_OTHER_SCRIPTS.test(key) || SHORT_MINOR_UNITS.test(folded(header));
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
