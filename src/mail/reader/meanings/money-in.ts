// Money that came in, never a purchase: a merchant's refund or a credit to the card ("Refund", "Gutschrift",
// "abono", "estorno", "vrácení", "zwrot", "退款", "返金", "환불"), and money received: a deposit, a transfer or a
// payment in ("You received", "Zahlungseingang", "připsána", "crédito em conta", "入金", "到账", "입금").
import type { Meaning } from "./meaning";

export const REFUND: Meaning = {
  name: "refund",
  words: {
    en: [
      ...["refund", "refunded", "refund of", "credited", "credit of", "received a credit", "credit from", "credit to your"],
      ...["credit posted", "chargeback", "money back"],
    ],
    de: ["rückerstattung", "erstattung", "erstattet", "gutgeschrieben", "rückzahlung"],
    fr: ["remboursement", "remboursé", "remboursée", "crédité", "créditée", "a été crédité", "a été créditée"],
    es: ["reembolso", "reembolsado", "reembolsada", "devolución", "abono", "abonado", "abonada", "se ha abonado"],
    pt: ["estorno", "estornado", "estornada", "reembolsado", "creditado", "creditada", "devolução"],
    it: ["rimborso", "rimborsato", "rimborsata"],
    nl: ["terugbetaling", "terugbetaald", "terugstorting", "teruggestort"],
    cs: ["vrácení", "vrácena", "vráceno", "vrácení peněz", "refundace"],
    pl: ["zwrot", "zwrot środków", "zwrócono", "zwrot płatności"],
    sv: ["återbetalning", "återbetald", "återbetalat", "återbetalats", "kreditering", "krediterad", "krediterats"],
    da: ["tilbagebetaling", "tilbagebetalt", "refundering", "refunderet", "krediteret"],
    no: ["tilbakebetaling", "tilbakebetalt", "refusjon", "refundert", "kreditert"],
    fi: ["hyvitys", "hyvitetty", "palautus", "palautettu"],
    tr: ["iade", "iade edildi", "iadesi"],
    hu: ["visszatérítés", "visszatérítve", "visszautalás"],
    ro: ["rambursare", "rambursat", "rambursată", "returnare"],
    ru: ["возврат", "возврат средств", "возвращено"],
    uk: ["повернення", "повернення коштів", "повернуто"],
    el: ["επιστροφή χρημάτων", "επιστροφή ποσού", "πιστώθηκε"],
    zh: ["退款", "退货", "退款成功", "退貨", "退还", "退還"],
    ja: ["返金", "払い戻し", "払戻し"],
    ko: ["환불", "환불완료"],
    id: ["pengembalian dana", "dana dikembalikan"],
    vi: ["hoàn tiền", "hoàn trả"],
    th: ["คืนเงิน", "เงินคืน"],
    he: ["החזר", "זיכוי", "זוכה"],
    ar: ["استرداد", "استرجاع", "تم استرداد"],
  },
};

export const RECEIVED: Meaning = {
  name: "received",
  words: {
    en: [
      ...["you received", "you've received", "you have received", "received from", "sent you", "has sent you", "deposit"],
      ...["deposited", "direct deposit", "money in", "incoming payment", "incoming transfer", "funds received", "money received"],
      ...["payment received from", "transfer received", "you've received a payment", "you have received a payment"],
    ],
    de: [
      ...["zahlungseingang", "geldeingang", "eingang", "gutschrift", "überweisung erhalten", "geld erhalten", "hat dir", "hat ihnen"],
      ...["eingegangen", "einzahlung"],
    ],
    fr: ["vous avez reçu", "virement reçu", "versement reçu", "paiement reçu de", "dépôt", "virement entrant", "crédit sur votre compte"],
    es: [
      "has recibido",
      "recibiste",
      "transferencia recibida",
      "ingreso recibido",
      "depósito",
      "te ha enviado",
      "te envió",
      "abono en cuenta",
    ],
    pt: ["você recebeu", "recebeu", "pix recebido", "transferência recebida", "te enviou", "crédito em conta", "crédito recebido"],
    it: [
      "hai ricevuto",
      "bonifico ricevuto",
      "bonifico in entrata",
      "accredito",
      "accreditato",
      "accreditata",
      "versamento",
      "ti ha inviato",
    ],
    nl: ["ontvangen", "bijschrijving", "bijgeschreven", "storting", "gestort", "heeft je"],
    cs: [
      ...["připsána", "připsáno", "připsán", "připsání", "příchozí platba", "přijatá platba", "obdrželi jste", "vklad"],
      ...["připsali jsme", "byla připsána"],
    ],
    pl: [
      ...["wpływ", "wpłynęło", "wpłynęła", "wpłata", "otrzymałeś", "otrzymałaś", "otrzymano", "przelew przychodzący"],
      ...["uznanie rachunku", "uznanie"],
    ],
    sv: ["insättning", "inbetalning", "du har fått", "du har tagit emot", "mottagen betalning", "inkommande betalning"],
    da: ["indbetaling", "du har modtaget", "indsat", "indgående betaling"],
    no: ["innbetaling", "du har mottatt", "innskudd", "innkommende betaling"],
    fi: ["olet saanut", "talletus", "saapunut maksu", "tilillesi on saapunut"],
    tr: ["para girişi", "gelen havale", "gelen eft", "gelen fast", "yatırıldı", "hesabınıza yatırıldı"],
    hu: ["jóváírás", "jóváírva", "jóváírták", "beérkezett", "befizetés", "bejövő utalás"],
    ro: ["ai primit", "încasare", "încasat", "creditare", "alimentare", "transfer primit"],
    ru: [
      ...["зачисление", "зачислено", "зачислены", "зачислен", "поступление", "поступил", "поступила", "поступило"],
      ...["пополнение", "вам перевели", "получен перевод", "входящий перевод"],
    ],
    uk: ["зарахування", "зараховано", "надходження", "надійшло", "поповнення", "вам переказали", "вхідний переказ"],
    el: ["λάβατε", "κατάθεση", "εισερχόμενη μεταφορά", "πίστωση"],
    zh: ["收到", "到账", "转入", "存入", "收款", "到帳", "轉入", "存款", "汇入", "匯入", "入帳通知"],
    ja: ["入金", "ご入金", "着金", "受け取りました", "振込入金", "お振込がありました"],
    ko: ["입금", "받았습니다"],
    id: ["dana masuk", "uang masuk", "anda menerima", "transfer masuk", "setoran", "telah diterima"],
    vi: ["nhận được", "tiền vào", "ghi có", "bạn đã nhận"],
    th: ["เงินเข้า", "ได้รับเงิน", "รับโอน", "โอนเข้า"],
    he: ["קיבלת", "הפקדה", "העברה נכנסת", "התקבל תשלום"],
    ar: ["إيداع", "استلمت", "تم استلام", "حوالة واردة"],
  },
  // A hotel's or a rental's "Deposit", and a payment that reached someone: a shop's "Ihre Zahlung ist eingegangen",
  // "Pix recebido!", "Payment received from Pat" confirm the person's own payment to it. They mean money in only in a
  // bank's alert of the person's account.
  alertOnly: [
    ...["deposit", "deposited", "dépôt", "depósito", "vklad", "received from", "payment received from", "money received"],
    ...["funds received", "transfer received", "incoming payment", "incoming transfer", "eingang", "eingegangen"],
    ...["zahlungseingang", "geldeingang", "überweisung erhalten", "virement reçu", "versement reçu", "paiement reçu de"],
    ...["transferencia recibida", "ingreso recibido", "pix recebido", "transferência recebida", "crédito recebido", "recebeu"],
    ...["bonifico ricevuto", "bonifico in entrata", "ontvangen", "příchozí platba", "přijatá platba", "mottagen betalning"],
    ...["inkommande betalning", "indgående betaling", "innkommende betaling", "saapunut maksu", "beérkezett", "transfer primit"],
    ...["получен перевод", "входящий перевод", "вхідний переказ", "εισερχόμενη μεταφορά", "telah diterima", "התקבל תשלום"],
    ...["تم استلام", "收到", "收款", "入金", "ご入金", "setoran", "indsat"],
  ],
  sentences: {
    starts: ["deposit", "was", "has", "hast", "haben", "je", "u"],
    patterns: {
      // Money put into one's own account, whoever reads it ("A deposit of $2.65 was made to your account").
      en: [
        String.raw`(?<!\p{L})deposit\s+(?:of\s+)?.{0,30}?(?:to|into)\s+your(?!\p{L})`,
        String.raw`(?<!\p{L})(?:was|has\s+been)\s+deposited(?!\p{L})`,
        String.raw`(?<!\p{L})deposit\s+notice(?!\p{L})`,
      ],
      de: [String.raw`(?<!\p{L})(?:hast|haben\s+sie)\s.{1,40}?(?<!\p{L})erhalten(?!\p{L})`],
      nl: [String.raw`(?<!\p{L})(?:je\s+hebt|u\s+heeft)\s.{1,40}?(?<!\p{L})ontvangen(?!\p{L})`],
    },
  },
};
