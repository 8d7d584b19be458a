// A notice of the card or the account that moves nothing by itself: a statement ready, a payment due, a minimum to
// pay ("Your statement is available", "Kontoauszug", "relevé disponible", "výpis", "账单已出"); and a payment made TO
// the card from another account ("Payment received, thank you"): the bank's export brings both sides of a card bill's
// payment (out of the current account, into the card), so booking it from the mail would count it twice.
import type { Meaning } from "./meaning";

export const STATEMENT: Meaning = {
  name: "statement",
  words: {
    en: [
      ...["payment due", "due date", "minimum payment", "statement is ready", "statement ready", "statement is available"],
      ...["statement available", "statement is now available", "statement is now ready", "new statement", "estatement"],
      ...["e-statement", "account statement"],
    ],
    de: ["kontoauszug", "rechnungsabschluss", "kreditkartenabrechnung", "abrechnung ist", "mindestbetrag", "fälligkeit"],
    fr: [
      ...["relevé disponible", "relevé est disponible", "relevé de compte disponible", "relevé de compte est disponible"],
      ...["relevé de carte disponible", "relevé de carte est disponible", "nouveau relevé", "échéance"],
    ],
    es: ["extracto disponible", "extracto de tu tarjeta", "pago mínimo", "fecha límite de pago"],
    pt: ["fatura fechou", "fatura fechada", "fatura disponível", "fatura vence", "pagamento mínimo"],
    it: ["estratto conto", "pagamento minimo"],
    nl: ["rekeningafschrift", "afschrift", "minimale aflossing"],
    cs: ["výpis z účtu", "výpis z karty", "minimální splátka", "datum splatnosti"],
    pl: ["wyciąg", "wyciąg z karty", "minimalna spłata", "termin spłaty"],
    sv: ["kontoutdrag", "lägsta belopp att betala"],
    da: ["kontoudtog", "mindste betaling"],
    no: ["kontoutskrift", "minstebeløp"],
    fi: ["tiliote", "vähimmäismaksu"],
    tr: ["hesap özeti", "ekstre", "asgari ödeme", "son ödeme tarihi"],
    hu: ["számlakivonat", "minimum fizetendő"],
    ro: ["extras de cont", "plată minimă"],
    ru: ["выписка", "минимальный платеж", "минимальный платёж", "платеж по кредиту", "платёж по кредиту"],
    uk: ["виписка", "мінімальний платіж"],
    el: ["αντίγραφο κίνησης", "ελάχιστη καταβολή"],
    zh: ["账单已出", "本期账单", "还款日", "還款日", "对账单", "對帳單", "最低还款"],
    ja: ["ご請求金額", "ご請求額のお知らせ", "お支払い日のお知らせ", "ご利用明細"],
    ko: ["명세서", "결제일 안내"],
    id: ["tagihan bulanan", "pembayaran minimum"],
    vi: ["sao kê", "thanh toán tối thiểu"],
    th: ["ใบแจ้งยอด", "ชำระขั้นต่ำ"],
    he: ["דף חשבון"],
    ar: ["كشف حساب", "الحد الأدنى للدفع"],
  },
};

export const PAID_TO_CARD: Meaning = {
  name: "paid-to-card",
  words: {
    en: [
      ...["payment received", "payment has been received", "payment was received", "payment posted", "payment has been posted"],
      ...["payment was posted", "payment applied", "payment has been applied", "payment was applied", "received your payment"],
      ...["received a payment", "thank you for your payment", "made to your card", "made to your credit card"],
      ...["payment to your card", "payment to your credit card", "payment thank you"],
    ],
    de: ["kreditkartenrechnung bezahlt", "ausgleich ihrer kreditkarte"],
    fr: ["remboursement de votre carte reçu"],
    es: ["pago de tu tarjeta recibido", "pago de tarjeta recibido"],
    pt: ["pagamento recebido", "pagamento da fatura recebido"],
    it: ["pagamento del saldo ricevuto"],
    zh: ["还款成功", "還款成功", "已收到您的还款"],
    ja: ["ご入金を確認", "お支払いを確認"],
  },
  // A contractor's or a shop's "Payment received, thank you" is the receipt of the person's payment to them.
  alertOnly: [
    ...["payment received", "payment has been received", "payment was received", "payment posted", "payment has been posted"],
    ...["payment was posted", "payment applied", "payment has been applied", "payment was applied", "received your payment"],
    ...["received a payment", "thank you for your payment", "payment thank you", "pagamento recebido", "ご入金を確認", "お支払いを確認"],
  ],
};
