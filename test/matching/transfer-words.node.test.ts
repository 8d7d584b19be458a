// What the sides of a transfer say, by meaning, in the languages banks write (src/matching/transfer-words.ts).
// The lists are hints transfer-match.ts weighs: they are pinned here as data (written as a text is folded, each
// meaning in several languages, a card's bill kept out of the own-move words) and as read through its readers.
import { describe, expect, it } from "vitest";
import { saysCardPaid, saysOwnMove } from "../../src/matching/transfer-match";
import * as words from "../../src/matching/transfer-words";

const LISTS = {
  OWN_MOVE: words.OWN_MOVE,
  CARD_PAID: words.CARD_PAID,
  CARD_WORDS: words.CARD_WORDS,
  CARD_STEMS: words.CARD_STEMS,
  CARD_BILL: words.CARD_BILL,
  ISSUERS: words.ISSUERS,
  TRANSFER: words.TRANSFER,
  PAYMENT: words.PAYMENT,
};

describe("every word is written as transfer-match folds a text: lower case, without accents, one space between words", () => {
  it.each(Object.entries(LISTS))("%s", (_name, list) => {
    expect(list.length).toBeGreaterThan(0);
    for (const word of list) {
      expect(word, word).toBe(word.toLowerCase());
      expect(word.normalize("NFKD").replace(/[\u0300-\u036f]/g, ""), word).toBe(word.normalize("NFKD"));
      expect(word, word).toBe(word.trim().replace(/\s+/g, " "));
      expect(/[łøß]/.test(word), word).toBe(false);
    }
    expect(new Set(list).size).toBe(list.length);
  });
});

describe("a card's bill is not a move between one's own accounts: a phone bill's autopay says the same", () => {
  it("no own-move word is a payment's or a card's word", () => {
    for (const word of ["autopay", "payment", "card", "credit card payment", "transfer"]) expect(words.OWN_MOVE).not.toContain(word);
    expect(saysOwnMove("VERIZON WIRELESS AUTOPAY")).toBe(false);
    expect(saysOwnMove("CREDIT CARD PAYMENT")).toBe(false);
  });
});

describe("each meaning is said in the languages banks write, with or without accents", () => {
  it("a move between own accounts", () => {
    for (const text of [
      "Internal transfer to Savings",
      "Umbuchung auf Tagesgeld",
      "Übertrag an Sparkonto",
      "Traspaso entre cuentas",
      "Virement interne",
      "Przelew własny",
      "Перевод между счетами",
      "振替 普通預金",
    ])
      expect(saysOwnMove(text), text).toBe(true);
    expect(saysOwnMove("Transfer to John Smith")).toBe(false);
  });
  it("a card's bill received, on the card's own statement", () => {
    for (const text of [
      "PAYMENT THANK YOU",
      "Vielen Dank für Ihre Zahlung",
      "Merci pour votre paiement",
      "Pago recibido",
      "Betaling ontvangen",
      "Płatność: splata karty",
      "还款",
    ])
      expect(saysCardPaid(text), text).toBe(true);
    expect(saysCardPaid("REFUND AMAZON MKTP")).toBe(false);
  });
  it("the lists of a transfer to anyone and of a payment hold words of at least eight languages each", () => {
    expect(words.TRANSFER).toEqual(
      expect.arrayContaining(["transfer", "uberweisung", "virement", "transferencia", "bonifico", "przelew", "перевод", "이체"]),
    );
    expect(words.PAYMENT).toEqual(
      expect.arrayContaining(["payment", "zahlung", "paiement", "pago", "pagamento", "betaling", "оплата", "支払"]),
    );
  });
});
