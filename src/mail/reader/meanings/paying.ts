// A payment made with the card or the wallet: money out to a merchant ("You spent", "You have paid the business",
// "Kartenzahlung", "Compra aprobada", "Platba kartou", "Płatność kartą", "Покупка", "消费", "ご利用", "승인"). The
// weakest meaning: every other one said beside it wins (a purchase declined, a payment pending, a refund of it).
import type { Meaning } from "./meaning";

export const PAYING: Meaning = {
  name: "paying",
  words: {
    en: [
      ...["purchase", "purchased", "spent", "spend", "you paid", "you've paid", "you have paid", "paid", "payment of"],
      ...["payment to", "payment at", "card was used", "card used", "was used", "card was charged", "card charged", "charged"],
      ...["charge of", "transaction", "approved", "authorised", "authorized", "debit", "debited", "card payment"],
    ],
    de: [
      ...["kartenzahlung", "kartenumsatz", "zahlung", "einkauf", "umsatz", "belastung", "belastet", "ausgegeben", "bezahlt"],
      ...["transaktion", "sie haben bezahlt", "kauf", "abbuchung", "abgebucht"],
    ],
    fr: ["achat", "paiement", "dépense", "dépensé", "débité", "débitée", "payé", "paiement par carte", "vous avez payé"],
    es: [
      ...["compra", "pago", "cargo", "consumo", "gastaste", "gastado", "aprobada", "aprobado", "has pagado", "pagaste"],
      ...["transacción", "compra con tarjeta"],
    ],
    pt: ["pagamento", "gastou", "você pagou", "aprovada", "aprovado", "transação", "débito", "compra no débito", "compra no crédito"],
    it: ["acquisto", "addebito", "addebitato", "addebitata", "speso", "spesa", "hai pagato", "transazione", "pagamento con carta"],
    nl: ["betaling", "aankoop", "betaald", "uitgegeven", "pinbetaling", "afschrijving", "je hebt betaald", "u heeft betaald", "transactie"],
    cs: ["platba", "platba kartou", "zaplaceno", "zaplatili jste", "transakce", "nákup", "stržena", "strženo", "odepsána", "odepsáno"],
    pl: ["płatność", "płatność kartą", "zapłacono", "zapłaciłeś", "zapłaciłaś", "transakcja", "transakcja kartą", "zakup", "obciążenie"],
    sv: ["köp", "kortköp", "betalning", "du har betalat", "debiterats", "debiterad", "dragits", "korttransaktion"],
    da: ["køb", "kortkøb", "du har betalt", "trukket", "hævet", "korttransaktion"],
    no: ["kjøp", "kortkjøp", "belastet", "varekjøp"],
    fi: ["osto", "korttiosto", "maksu", "olet maksanut", "veloitettu", "veloitus", "korttitapahtuma"],
    tr: ["harcama", "alışveriş", "ödeme", "ödediniz", "işlem", "tahsil edildi", "harcaması"],
    hu: ["vásárlás", "fizetés", "kártyás fizetés", "terhelés", "megterheltük", "kártyatranzakció", "tranzakció"],
    ro: ["plată", "plata", "cumpărătură", "tranzacție", "tranzactie", "ai plătit", "debitare", "debitat", "plată cu cardul"],
    ru: ["покупка", "оплата", "списание", "списано", "списана", "списан", "списаны", "потрачено", "вы оплатили", "операция"],
    uk: ["покупка", "оплата", "списання", "списано", "ви оплатили", "операція", "оплата карткою"],
    el: ["αγορά", "πληρωμή", "χρέωση", "χρεώθηκε", "συναλλαγή", "πληρώσατε"],
    zh: ["消费", "支付", "付款", "支出", "刷卡", "扣款", "交易", "消費", "簽賬", "簽帳", "付款成功", "支付成功"],
    ja: ["ご利用", "決済", "お支払い", "支払い", "利用", "カード利用"],
    ko: ["승인", "결제", "사용", "일시불", "체크카드"],
    id: ["pembelian", "pembayaran", "transaksi", "anda telah membayar", "belanja", "didebet", "didebit"],
    vi: ["thanh toán", "giao dịch", "chi tiêu", "mua hàng", "đã bị trừ", "trừ tiền"],
    th: ["ชำระ", "ใช้จ่าย", "ซื้อ", "ธุรกรรม", "รายการใช้จ่าย", "ชำระเงิน"],
    he: ["רכישה", "תשלום", "חיוב", "עסקה", "חויב", "חויבת"],
    ar: ["شراء", "دفع", "عملية", "خصم", "تم خصم", "عملية شراء"],
  },
};
