// What the sides of a transfer say, by meaning, in the languages banks write (lower case, without accents, as
// transfer-match.ts folds a text). Hints that a rule of transfer-match.ts weighs with the sum, the days and the accounts:
// no word alone pairs two transactions.

/**
 * A move between one's own accounts: an internal transfer, a wallet topped up, an exchange between balances. Both sides
 * saying one pair them. A card's bill is not among them: "AUTOPAY" is written as well for a phone bill paid by debit,
 * and the card's payment is read by CARD_PAID and CARD_NAMED below.
 */
export const OWN_MOVE = [
  "internal transfer",
  "between accounts",
  "own account",
  "top up",
  "topup",
  "exchanged",
  "umbuchung",
  "ubertrag",
  "uebertrag",
  "eigenubertrag",
  "traspaso",
  "entre cuentas",
  "virement interne",
  "compte a compte",
  "eigen rekening",
  "giroconto",
  "przelew wlasny",
  "перевод между счетами",
  "между своими счетами",
  "振替",
  "本人口座",
  "内部转账",
];

/**
 * A card's bill received, as the card's own statement writes its incoming side: the issuer thanks for a payment or
 * says one came in. A refund or a merchant's credit says none of these.
 */
export const CARD_PAID = [
  "payment thank you",
  "thank you for your payment",
  "autopay payment",
  "automatic payment",
  "payment received",
  "pymt received",
  "pmt received",
  "zahlung erhalten",
  "zahlungseingang",
  "vielen dank fur ihre zahlung",
  "paiement recu",
  "merci pour votre paiement",
  "pago recibido",
  "gracias por su pago",
  "pagamento ricevuto",
  "grazie per il pagamento",
  "pagamento recebido",
  "pagamento de fatura",
  "betaling ontvangen",
  "bedankt voor uw betaling",
  "betalning mottagen",
  "innbetaling mottatt",
  "splata karty",
  "platba prijata",
  "платеж получен",
  "погашение задолженности",
  "ご入金",
  "入金ありがとう",
  "还款",
  "還款",
  "결제대금",
];

/** Words that name a card (whole words); CARD_STEMS below are read inside a compound word too ("Kreditkartenabrechnung"). */
export const CARD_WORDS = [
  "card",
  "crd",
  "credit card",
  "cc payment",
  "visa",
  "mastercard",
  "master card",
  "amex",
  "carte",
  "tarjeta",
  "carta",
  "cartao",
  "kaart",
  "karta",
  "kort",
  "kortti",
  "karty",
  "карта",
  "карты",
];

export const CARD_STEMS = ["kreditkart", "kartenabrechnung", "creditcard", "kredittkort", "kreditkort", "カード", "信用卡", "카드"];

/**
 * A card's bill paid, as the paying account writes it when it names no issuer: a debit card's "CARD PAYMENT TO TESCO"
 * names a card and a payment, and is a purchase.
 */
export const CARD_BILL = [
  "credit card payment",
  "credit card autopay",
  "credit crd",
  "card bill",
  "cc payment",
  "card autopay",
  "kreditkartenabrechnung",
  "kreditkarte ausgleich",
  "pago tarjeta de credito",
  "paiement carte de credit",
  "creditcard betaling",
  "信用卡还款",
];

/**
 * Card issuers as a checking account writes them on a card's bill ("CHASE CREDIT CRD AUTOPAY"): a hint, beside the
 * card account's own institution, which the budget names.
 */
export const ISSUERS = [
  "chase",
  "citi",
  "citibank",
  "capital one",
  "american express",
  "discover",
  "barclaycard",
  "synchrony",
  "comenity",
  "bank of america",
  "wells fargo",
  "us bank",
  "mbna",
  "santander",
  "bbva",
  "nubank",
];

/**
 * A transfer to anyone: never evidence alone, but a side that says one corroborates the other side's evidence
 * ("Transfer to Rainy Day Savings" out, "Incoming transfer" in), and so wins over an equal amount that says nothing.
 */
export const TRANSFER = [
  "transfer",
  "xfer",
  "trf",
  "uberweisung",
  "ueberweisung",
  "virement",
  "transferencia",
  "bonifico",
  "overboeking",
  "overschrijving",
  "overforing",
  "overforsel",
  "przelew",
  "prevod",
  "перевод",
  "转账",
  "轉帳",
  "振込",
  "이체",
];

/** A payment (to anyone): it corroborates an account's name, which a merchant's row may say as well ("Amazon"). */
export const PAYMENT = [
  "payment",
  "autopay",
  "auto pay",
  "pymt",
  "pmt",
  "zahlung",
  "paiement",
  "pago",
  "pagamento",
  "betaling",
  "betalning",
  "platnosc",
  "platba",
  "оплата",
  "платеж",
  "支払",
  "付款",
  "납부",
];
