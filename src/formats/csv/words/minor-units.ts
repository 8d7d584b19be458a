// How a file says its amounts are whole numbers: a header that names the currency's hundredths ("Amount (cents)",
// "Сумма (коп.)"), read by the CSV reader's detection and the PDF reader alike, and the currencies whose amounts
// are whole numbers anyway.
import { matchKey } from "./header-key";

/**
 * Header words saying the amounts are written in hundredths, as matchKey folds them: "Amount (cents)", "amount_minor",
 * "Betrag in Cent", "Beløb (øre)" ("belob ore").
 */
const MINOR_UNITS =
  /\b(cents?|minor|minor units|hundredths|pence|pennies|centimes?|centimos?|centavos?|centesimos?|centesimi|sentimos?|rappen|ore|aurar|eyrir|groszy|grosze|halere|haleru|haler|haliere|halierov|filler|bani|lipa|lipe|centi|centu|centai|santimi|santims|santimu|senti|sente|sentit|sentti|senttia|sentteina|sendid|kurus|tiyin|tiyn|tyiyn|qepik|qapik|kopecks?|kopiyok|kopiyky|stotinki|stotinka|paise|paisa|poisha|satang|agorot|halalas?|kobo|pesewas?|thebe|ngwee|tetri|lumas?|millimes?|baisas?|baizas?)\b/;
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
  /(?:^|[ (])(전|센트|銭|セント|分|коп|копеек|копе[йи]ки|копі[йи]ок|копі[йи]ки|стотинки|стотинка|пара|пари|ти[йи]ин|тиын|ты[йи]ын|λεπτα|λεπτο|լումա|լումաներ|თეთრი|(?:ב)?אגורות|(?:ب|بال)?(?:فلس|هللة|هللات|قرش|قروش|سنت|مليم|مليمات|بيسة|بيسات)|สตางค์|पैसे|पैसा|পয়সা)(?:$|[ ).])/u;

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

/**
 * Currencies of a thousand minor units to one (ISO 4217 exponent 3): the Bahraini, Iraqi, Jordanian, Kuwaiti and
 * Libyan dinars in fils or dirhams, the Omani rial in baisa, the Tunisian dinar in millimes.
 */
export const THOUSANDTHS_CURRENCIES: ReadonlySet<string> = new Set(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]);

/** How many decimal places a currency's minor unit is (3 for the dinars above, 0 for the yen, else 2). */
export function minorDigits(currency: string): 0 | 2 | 3 {
  const code = currency.toUpperCase();
  return THOUSANDTHS_CURRENCIES.has(code) ? 3 : WHOLE_CURRENCIES.has(code) ? 0 : 2;
}

/**
 * Names of minor units that are a thousandth whatever the currency (millimes, baisa); "fils" is not one: the
 * dinars' fils are thousandths, the dirham's and the riyal's hundredths, so the currency decides.
 */
const THOUSANDTHS_UNITS = /\b(millimes?|baisas?|baizas?)\b|(?:^|[ (])(?:بال|ب)?(?:مليم|مليمات|بيسة|بيسات)(?:$|[ ).])/u;
/** "fils", in Latin letters or Arabic: a thousandth of a dinar, a hundredth of a dirham or a riyal. */
const FILS = /[([]\s*fils\.?\s*[)\]]|\bin\s+fils\b|(?:^|[ (])(?:بال|ب)?فلس(?:$|[ ).])/u;

/** What a header naming minor units says of their size: thousandths, fils (the currency decides) or hundredths. */
export function minorUnitsNamed(header: string): "thousandths" | "fils" | "hundredths" {
  const key = matchKey(header);
  if (THOUSANDTHS_UNITS.test(key)) return "thousandths";
  return FILS.test(key) || FILS.test(folded(header)) ? "fils" : "hundredths";
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
