// The card or account an alert names, by its last digits: "Visa ending in 4321", "•••• 4321", "x4321",
// "terminada en 4321", "endet auf 4321", "se terminant par 4321", "карта *4321", "尾号4321", "末尾4321",
// "카드(4321)". The digits are kept as written (2 to 5 of them); the phrase is the card as the mail names it,
// from the card's word before the digits ("Visa", "Girokonto") to the digits.

export interface CardReading {
  /** "Visa ending in 4321", "•••• 4321". */
  card: string;
  last4: string;
  /** Where it was read: the line's index, -1 for the subject. */
  line: number;
}

/** Words that end a card's number in each language, then the digits (masks between them are skipped). */
const ENDING =
  /(?<![\p{L}])(?:ending(?:\s+(?:in|with))?|ends\s+(?:in|with)|last\s+(?:4|four)\s+digits(?:\s+of)?|terminada\s+en|terminación|con\s+terminación|acabado\s+em|final(?:\s+de)?|terminado\s+em|endet\s+auf|endend\s+(?:auf|mit)|mit\s+der\s+endung|se\s+terminant\s+par|finissant\s+par|terminant\s+par|eindigend\s+(?:op|met)|che\s+termina\s+con|terminante\s+(?:in|con)|termina\s+con|terminata\s+in|с\s+картой|по\s+карте|картой|карта|карты|карте|счет|сч[её]т)\s*[:#№]?\s*[*•·xX.…●]*\s*(?<digits>\d{2,5})(?!\d|[.,:/]\d)/iu;
/** A masked number: "************1001", "•••• 4321", "**** 4321", "XXXX4321", "…4321", "●●●●4321", "x4321". */
const MASKED =
  /(?:(?<![\p{L}\d])(?:[*•·●]{2,}|[xX]{2,}|\.{3}|…)[\s-]?|(?<![\p{L}\d])[xX*](?=\d{4}(?!\d)))(?<digits>\d{2,5})(?!\d|[.,:/]\d)/u;
/** "尾号1234", "尾數1234", "末尾1234", "下4桁1234", "카드(1234)", "카드 1234". */
const CJK = /(?:尾号|尾號|尾數|尾数|末尾|下4桁|下４桁|カード番号下4桁|카드\s*\(?|카드번호\s*)\s*[:：]?\s*(?<digits>\d{2,5})(?!\d)/u;

/** The card's own words that may stand before the digits, to name it as the mail does. */
const CARD_WORDS =
  /(?<![\p{L}])(?:account|visa|mastercard|master card|maestro|amex|american express|discover|debit card|credit card|debit|credit|card|platinum|gold|apple card|girokonto|konto|kreditkarte|debitkarte|karte|carte|compte|tarjeta|cuenta|cartão|conta|carta|conto|kaart|betaalpas|rekening|pas|карта|картой|карты|счет|счёт|信用卡|储蓄卡|借记卡|卡|カード|카드)(?![\p{L}])/giu;
/** How far before the digits a card word may be ("Visa Signature card ending in"). */
const LOOK_BACK = 40;

export function cardIn(subject: string, lines: readonly string[]): CardReading | null {
  for (let i = 0; i < lines.length; i++) {
    const found = cardInLine(lines[i] ?? "", i);
    if (found) return found;
  }
  return subject ? cardInLine(subject, -1) : null;
}

function cardInLine(line: string, index: number): CardReading | null {
  if (!/\d/.test(line)) return null;
  const m = ENDING.exec(line) ?? MASKED.exec(line) ?? CJK.exec(line);
  const digits = m?.groups?.digits;
  if (!m || !digits) return null;
  const end = m.index + m[0].length;
  return { card: phraseBefore(line, m.index, end), last4: digits, line: index };
}

/** From the first card word within reach before the match (after "your", "Ihre"…) to the digits. */
function phraseBefore(line: string, start: number, end: number): string {
  const from = Math.max(0, start - LOOK_BACK);
  const before = line.slice(from, start);
  CARD_WORDS.lastIndex = 0;
  let first: number | null = null;
  for (let w = CARD_WORDS.exec(before); w !== null; w = CARD_WORDS.exec(before)) {
    // Only words in the phrase's own run: a sentence's end or comma between them starts another phrase.
    if (/[.,;:!?()]/.test(before.slice(w.index, before.length))) continue;
    first = w.index;
    break;
  }
  const phrase = first === null ? line.slice(start, end) : line.slice(from + first, end);
  return phrase.replace(/\s+/g, " ").trim();
}
