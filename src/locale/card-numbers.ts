// A card's or account's last digits as people and banks write them: after words that say the number ends there
// ("ending 1234", "final 0815", "terminada en 1234", "endet auf 1234", "se terminant par 1234", "尾号1234", "末尾
// 1234", "끝자리 1234"), behind a mask ("***4711", "XXXX4711", "•••• 4711", "…4711", "x4711", "5123 45** ****
// 1234", "carte n° XXXX1234"), and in a name a person gave a card or an account ("Visa 1234", "Sapphire ••4242").
// One reading for every place that names a card: an alert's text, the tap settings' card table, an account's
// name in the budget. The digits are kept as written: two to five of them.

export interface CardNumber {
  /** The last digits as written ("4321", "0815"). */
  digits: string;
  /** Where the reference starts (its words or its mask) and ends (after the digits). */
  start: number;
  end: number;
}

/** No further digit, and no decimal or date going on ("ending 12.50" is an amount, "12/11" a day). */
const AFTER = String.raw`(?!\d|[.,:/]\d)`;

/**
 * Words that end a card's number, by language, then the digits (a label's mark and a mask between are skipped).
 * Slavic and Baltic banks write the card's word itself before the mask ("карта *4321"): those are read as the mask's.
 */
const ENDING = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    [
      // English
      String.raw`ending(?:\s+(?:in|with))?|ends\s+(?:in|with)|last\s+(?:4|four)\s+digits(?:\s+of)?`,
      // Spanish, Portuguese, Catalan
      String.raw`terminada\s+en|terminado\s+en|terminación|con\s+terminación|acabada\s+en|acabado\s+em|acabada\s+em|final(?:\s+de)?|com\s+final|terminado\s+em|terminada\s+em|finalizado\s+em|finalizada\s+em`,
      // German, Dutch
      String.raw`endet\s+auf|endend\s+(?:auf|mit)|mit\s+der\s+endung|endziffern|eindigend\s+(?:op|met)|eindigt\s+op`,
      // French, Italian, Romanian
      String.raw`se\s+terminant\s+par|finissant\s+par|terminant\s+par|che\s+termina\s+con|terminante\s+(?:in|con)|termina\s+con|terminata\s+in|che\s+finisce\s+(?:con|in)|terminat[ăa]\s+[îi]n|care\s+se\s+termin[ăa]\s+[îi]n`,
      // Czech, Slovak, Polish
      String.raw`končící(?:\s+na)?|s\s+koncovkou|končiacou|zakończon[aey]|kończąc[aey]\s+się\s+na|o\s+końcówce`,
      // Scandinavian, Finnish
      String.raw`som\s+slutar\s+på|slutsiffror(?:na)?|der\s+ender\s+på|som\s+(?:ender|slutter)\s+på|päättyvä|loppuosa`,
      // Turkish, Greek, Indonesian, Vietnamese
      String.raw`son\s+(?:4|dört)\s+hanesi|που\s+λήγει\s+σε|berakhiran|dengan\s+akhiran|có\s+số\s+cuối|số\s+đuôi|đuôi`,
      // Russian, Ukrainian: "ending", and the card's or account's word before its mask or digits
      String.raw`с\s+окончанием|оканчивающ(?:ейся|аяся|ийся)\s+на|заканчивающ(?:ейся|аяся|ийся)\s+на|що\s+закінчується\s+на|з\s+закінченням`,
      String.raw`с\s+картой|по\s+карте|картой|карта|карты|карте|картка|картки|рахунок|сч[её]т`,
    ].join("|") +
    String.raw`)\s*(?:[:#№]|n[°º]|no\.|nr\.?|č\.)?\s*[*•·xX.…●]*\s*(?<digits>\d{2,5})${AFTER}`,
  "iu",
);

/**
 * A masked number: "************1001", "•••• 4321", "**** 4321", "XXXX4321", "XXXX-4321", "…4321", "●●●●4321",
 * "x4321", and the last group of one masked in the middle ("5123 45** **** 1234", "512345******1234").
 */
const MASKED = new RegExp(
  String.raw`(?:(?<![\p{L}\d])(?:[*•·●]{2,}|[xX]{2,}|\.{3}|…)[\s-]?|(?<![\p{L}\d])[xX*](?=\d{4}(?!\d))|(?<=\d)[*xX]{2,}[\s-]?)` +
    String.raw`(?<digits>\d{2,5})${AFTER}`,
  "u",
);

/** Chinese, Japanese, Korean, Thai, Hebrew and Arabic: the words sit before the digits, often unspaced. */
const WORDS_BEFORE = new RegExp(
  String.raw`(?:尾号|尾號|尾數|尾数|末四位|末4位|后四位|後四位|末尾|下4桁|下４桁|カード番号下4桁|끝자리|카드\s*\(?|카드번호\s*|계좌\s*\(?|ลงท้ายด้วย|(?:המסתיים|המסתיימת)\s+ב-?|(?:المنتهية|تنتهي)\s+بـ?)` +
    String.raw`\s*[:：]?\s*[*•xX]*\s*(?<digits>\d{2,5})(?!\d)`,
  "u",
);

/** Turkish, Hungarian and Finnish put the digits first: "sonu 1234 ile biten kartınız", "1234 végű kártya", "1234-päätteinen". */
const DIGITS_FIRST = new RegExp(
  String.raw`(?<![\d.,/])(?:sonu\s+)?(?<digits>\d{2,5})\s*(?:ile\s+biten|ile\s+sona\s+eren|végű|végződésű|-?päätteis\p{L}*|-?päätteinen)(?!\p{L})`,
  "iu",
);

/** The reference a line of a mail makes to a card or an account, the first one it makes; null when it makes none. */
export function cardNumberIn(line: string): CardNumber | null {
  if (!/\d/.test(line)) return null;
  const m = ENDING.exec(line) ?? MASKED.exec(line) ?? WORDS_BEFORE.exec(line) ?? DIGITS_FIRST.exec(line);
  const digits = m?.groups?.digits;
  if (!m || !digits) return null;
  return { digits, start: m.index, end: m.index + m[0].length };
}

/** A name's own last group of four digits ("Visa 1234", "Checking (1234)", "Amex Gold - 1005"). */
const TRAILING_GROUP = /(?<![\d.,/])(\d{4})\D{0,3}$/u;

/**
 * The digits a name a person gave a card or an account ends in: a reference in any of the forms above, else its
 * own trailing group of four digits. Null when it names none.
 */
export function cardDigitsOf(name: string): string | null {
  return cardNumberIn(name)?.digits ?? TRAILING_GROUP.exec(name.trim())?.[1] ?? null;
}

/** Whether two references name one card: the same digits, or, for four or more on both sides, the same last four. */
export function sameCard(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length >= 4 && b.length >= 4 && a.slice(-4) === b.slice(-4);
}
