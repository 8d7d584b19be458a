// The card or account an alert names, by its last digits, in any of the forms locale/card-numbers.ts reads ("Visa
// ending in 4321", "•••• 4321", "cartão final 4321", "carte n° XXXX4321", "尾号4321", "末尾4321", "카드(4321)"). The
// digits are kept as written (2 to 5 of them); the phrase is the card as the mail names it, from the card's word
// before the digits ("Visa", "Girokonto") to the digits.
import { cardNumberIn } from "../../../locale/card-numbers";

export interface CardReading {
  /** "Visa ending in 4321", "•••• 4321". */
  card: string;
  last4: string;
  /** Where it was read: the line's index, -1 for the subject. */
  line: number;
}

/** The card's own words that may stand before the digits, to name it as the mail does. */
const CARD_WORDS =
  /(?<![\p{L}])(?:account|visa|mastercard|master card|maestro|amex|american express|discover|debit card|credit card|debit|credit|card|platinum|gold|apple card|girokonto|konto|kreditkarte|debitkarte|karte|carte|compte|tarjeta|cuenta|cartão|conta|carta|conto|kaart|betaalpas|rekening|pas|karta|kartou|kartą|kartę|kort|kortet|kortti|kart|kartı|kartınız|kártya|kártyá|κάρτα|thẻ|kartu|карта|картой|карты|картка|счет|счёт|рахунок|כרטיס|بطاقة|บัตร|信用卡|储蓄卡|借记卡|卡|カード|카드)(?![\p{L}])/giu;
/** "č.", "Nr.", "No.", "n°": the mark before a number. */
const NUMBER_MARK = /(?<![\p{L}])(?:č|nr|no|n[°º])\.?/giu;
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
  const found = cardNumberIn(line);
  if (!found) return null;
  return { card: phraseBefore(line, found.start, found.end), last4: found.digits, line: index };
}

/** From the first card word within reach before the match (after "your", "Ihre"…) to the digits. */
function phraseBefore(line: string, start: number, end: number): string {
  const from = Math.max(0, start - LOOK_BACK);
  const before = line.slice(from, start);
  CARD_WORDS.lastIndex = 0;
  let first: number | null = null;
  for (let w = CARD_WORDS.exec(before); w !== null; w = CARD_WORDS.exec(before)) {
    // Only words in the phrase's own run: a sentence's end or comma between them starts another phrase.
    // A number's mark ("č.", "Nr.", "n°") is no sentence's stop.
    if (/[.,;:!?()]/.test(before.slice(w.index, before.length).replace(NUMBER_MARK, ""))) continue;
    first = w.index;
    break;
  }
  const phrase = first === null ? line.slice(start, end) : line.slice(from + first, end);
  return phrase.replace(/\s+/g, " ").trim();
}
