// How a statement prints its numbers and dates: the grouping and decimal marks of a number style, the ways a
// negative amount is written, and the date styles of the languages (month names, Buddhist-era and Japanese-era
// years).

/** Grouping and decimal marks, by the style names languages.mjs uses. */
const NUMBER_STYLES = {
  "dot-comma": { group: ".", decimal: "," }, // 1.234,56
  "space-comma": { group: "\u00a0", decimal: "," }, // 1 234,56 (a no-break space, as banks' PDFs print it)
  "comma-dot": { group: ",", decimal: "." }, // 1,234.56
  "apos-dot": { group: "'", decimal: "." }, // 1'234.56 (Swiss)
  arabic: { group: "٬", decimal: "٫", digits: "٠١٢٣٤٥٦٧٨٩" }, // ١٬٢٣٤٫٥٦
};

/**
 * `minor` (an integer of minor units) as the style prints it, without a sign: `decimals` digits after the mark,
 * or the bare integer when the file prints minor units.
 */
export function digits(minor, decimals, style, { minorUnits = false, grouped = true } = {}) {
  const marks = NUMBER_STYLES[style];
  const abs = Math.abs(minor);
  let text;
  if (minorUnits) text = String(abs);
  else {
    const whole = String(Math.floor(abs / 10 ** decimals));
    const grouping = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.group) : whole;
    text = decimals === 0 ? grouping : `${grouping}${marks.decimal}${String(abs % 10 ** decimals).padStart(decimals, "0")}`;
  }
  return marks.digits ? text.replace(/\d/g, (d) => marks.digits[Number(d)]) : text;
}

/**
 * A signed amount in a negative style: "minus" -12,50; "trailing" 12,50-; "parens" (12.50); "marks" 12.50 DR /
 * 12.50 CR (both sides marked with the language's direction words).
 */
export function signed(minor, decimals, style, negative, marks, options) {
  const text = digits(minor, decimals, style, options);
  if (negative === "marks") return `${text} ${minor < 0 ? marks.out : marks.in}`;
  if (minor >= 0) return text;
  if (negative === "trailing") return `${text}-`;
  if (negative === "parens") return `(${text})`;
  return `-${text}`;
}

const pad = (n) => String(n).padStart(2, "0");
const EN_SHORT = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/** An ISO day (YYYY-MM-DD) in a date style; `months` are the language's names as its dates print them. */
export function printDate(iso, style, months) {
  const [y, m, d] = iso.split("-").map(Number);
  const month = months[m - 1];
  switch (style) {
    case "dd.mm.yyyy":
      return `${pad(d)}.${pad(m)}.${y}`;
    case "dd.mm.yyyy.":
      return `${pad(d)}.${pad(m)}.${y}.`;
    case "dd.mm.yyyy г.":
      return `${pad(d)}.${pad(m)}.${y} г.`;
    case "dd.mm.yy":
      return `${pad(d)}.${pad(m)}.${pad(y % 100)}`;
    case "dd/mm/yyyy":
      return `${pad(d)}/${pad(m)}/${y}`;
    case "mm/dd/yyyy":
      return `${pad(m)}/${pad(d)}/${y}`;
    case "dd-mm-yyyy":
      return `${pad(d)}-${pad(m)}-${y}`;
    case "yyyy-mm-dd":
      return `${y}-${pad(m)}-${pad(d)}`;
    case "yyyy/mm/dd":
      return `${y}/${pad(m)}/${pad(d)}`;
    case "yyyy.mm.dd":
      return `${y}.${pad(m)}.${pad(d)}`;
    case "yyyy.mm.dd.":
      return `${y}.${pad(m)}.${pad(d)}.`;
    case "yyyymmdd":
      return `${y}${pad(m)}${pad(d)}`;
    case "yyyy年m月d日":
      return `${y}年${m}月${d}日`;
    case "yyyy년 m월 d일":
      return `${y}년 ${m}월 ${d}일`;
    case "wareki": // Reiwa 1 is 2019
      return `令和${y - 2018}年${m}月${d}日`;
    case "be-dd/mm/yyyy":
      return `${pad(d)}/${pad(m)}/${y + 543}`;
    case "be-d month yyyy":
      return `${d} ${month} ${y + 543}`;
    case "mon-d-yyyy":
      return `${EN_SHORT[m - 1]} ${d}, ${y}`;
    case "dd-mon-yyyy":
      return `${pad(d)}-${EN_SHORT[m - 1]}-${y}`;
    case "d month yyyy":
      return `${d} ${month} ${y}`;
    case "d. month yyyy":
      return `${d}. ${month} ${y}`;
    case "d. month yyyy.":
      return `${d}. ${month} ${y}.`;
    case "d de month de yyyy":
      return `${d} de ${month} de ${y}`;
    case "d month yyyy г.":
      return `${d} ${month} ${y} г.`;
    case "d month yyyy р.":
      return `${d} ${month} ${y} р.`;
    case "yyyy. month d.":
      return `${y}. ${month} ${d}.`;
    default:
      throw new Error(`no date style ${style}`);
  }
}

/** Arabic-Indic digits for a text printed in the "arabic" number style (its dates too). */
export const arabicDigits = (text) => text.replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]);
