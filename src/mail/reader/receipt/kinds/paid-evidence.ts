// What in a mail says the person paid: a mail is booked on positive evidence only. A receipt's markup order with its
// price, a card alert's purchase, a "charged"/"paid" label on the total or a sentence saying the money went out, the
// card or wallet that paid, the items bought above the total, or a mail that calls itself a receipt or an order
// confirmation. A total alone ("Total: $1,337.00" in a notice) says what something costs, not that it was paid.
import { linesWith, phrasePattern, phrasesIn } from "../text/phrases";
import { namesPayingCard, settledIn } from "./settled";

export interface EvidenceInput {
  subject: string | null;
  lines: readonly string[];
  /** The schema.org order of the markup states its price. */
  markupOrder: boolean;
  /** A card alert's purchase sentence ("You spent $12.40 at …"). */
  cardPurchase: boolean;
  /** A booking paid with points whose taxes were charged (award-taxes.ts). */
  award: boolean;
  /** The total's label says charged or paid (rank 3), or a card named beside it took it. */
  chargedLabel: boolean;
  paidWithCard: boolean;
  /** Item lines read above the total. */
  items: number;
  /** An order number was read. */
  orderNumber: boolean;
  /** The line the total's label stands on, if one was read: a receipt says what it is above it. */
  totalLine: number | null;
}

/** Lines read for what the mail calls itself when no total line bounds them. */
const OPENING_LINES = 30;

/** What a mail calls itself when it is proof of a payment. */
const RECEIPT_WORDS = phrasePattern(
  [
    ...[
      "receipt",
      "your receipt",
      "payment receipt",
      "order confirmation",
      "order confirmed",
      "booking confirmation",
      "purchase confirmation",
    ],
    ...[
      "payment confirmation",
      "thanks for your order",
      "thank you for your order",
      "thank you for your purchase",
      "thanks for your purchase",
    ],
    ...[
      "quittung",
      "kaufbeleg",
      "zahlungsbestätigung",
      "bestellbestätigung",
      "vielen dank für ihre bestellung",
      "danke für deine bestellung",
    ],
    ...[
      "reçu",
      "ticket de caisse",
      "confirmation de commande",
      "confirmation de paiement",
      "merci pour votre commande",
      "merci pour votre achat",
    ],
    ...[
      "recibo",
      "comprobante de pago",
      "confirmación de pedido",
      "confirmación de compra",
      "gracias por tu compra",
      "gracias por su compra",
    ],
    ...["ricevuta", "conferma d'ordine", "conferma dell'ordine", "grazie per il tuo ordine", "comprovante", "confirmação de pedido"],
    ...[
      "bon",
      "kassabon",
      "orderbevestiging",
      "bedankt voor je bestelling",
      "kvitto",
      "orderbekräftelse",
      "kvittering",
      "ordrebekræftelse",
    ],
    ...["kuitti", "tilausvahvistus", "paragon", "potwierdzenie zamówienia", "účtenka", "potvrzení objednávky", "nyugta", "fiș fiscal"],
    ...["квитанция", "кассовый чек", "электронный чек", "ваш чек", "подтверждение заказа", "makbuz", "sipariş onayı", "απόδειξη"],
    ...["領収書", "ご注文の確認", "ご注文ありがとうございます", "ご購入ありがとうございます", "收据", "收據", "电子发票", "订单确认"],
    ...["영수증", "주문 확인", "ใบเสร็จ", "קבלה", "אישור הזמנה", "إيصال", "تأكيد الطلب", "hóa đơn", "struk", "bukti pembayaran"],
    // A ride or a trip taken, and the fiscal receipt of a sale ("Nota Fiscal", "cupom fiscal", "scontrino").
    ...["your ride", "your trip", "thanks for riding", "deine fahrt", "ihre fahrt", "votre course", "tu viaje", "la tua corsa"],
    ...["sua viagem", "nota fiscal", "cupom fiscal", "boleta", "scontrino"],
    // An order or a purchase is bought: "your order", "Bestellung", "commande", "注文" (a bill or an invoice is not).
    ...["order", "orders", "ordered", "purchase", "purchased", "bestellung", "bestellt", "commande", "pedido", "ordine"],
    ...["bestelling", "compra", "zamówienie", "objednávka", "objednávku", "заказ", "sipariş", "beställning", "bestilling"],
    ...["tilaus", "rendelés", "comandă", "παραγγελία", "注文", "订单", "訂單", "주문", "คำสั่งซื้อ", "הזמנה", "đơn hàng", "pesanan"],
  ],
  true,
);

/** Said of money that went out: paid, charged, debited, in the languages the totals are read in. */
const PAID_WORDS = phrasePattern(
  [
    ...["paid", "charged", "debited", "payment successful", "payment complete", "payment completed", "payment confirmed"],
    ...["bezahlt", "abgebucht", "belastet", "eingezogen", "beglichen", "payé", "payée", "réglé", "réglée", "débité", "débitée"],
    ...["prélevé", "prélevée", "pagado", "pagada", "cobrado", "cargado", "pagato", "pagata", "addebitato", "addebitata", "saldato"],
    ...["pago", "paga", "debitado", "quitado", "betaald", "afgeschreven", "voldaan", "zaplaceno", "zaplacena", "uhrazeno"],
    ...["uhrazena", "strženo", "stržena", "zaplatené", "uhradené", "uhradená", "zapłacono", "opłacono", "opłacone", "zapłacone"],
    ...["pobrano", "ödendi", "ödenmiştir", "tahsil edildi", "kifizetve", "fizetve", "sikeres fizetés", "plătit", "plătită"],
    ...["achitat", "achitată", "debitat", "maksettu", "veloitettu", "betald", "betalt", "debiterad", "trukket", "hævet"],
    ...["оплачено", "оплачен", "оплачена", "списано", "списана", "оплата прошла", "сплачено", "πληρώθηκε", "εξοφλήθηκε"],
    ...["χρεώθηκε", "שולם", "חויב", "تم الدفع", "مدفوع", "تم خصم", "lunas", "dibayar", "pembayaran berhasil", "đã thanh toán"],
    ...["已支付", "已付款", "支付成功", "付款成功", "已扣款", "支払済", "お支払い済み", "決済完了", "お支払いが完了", "결제 완료"],
    ...["결제완료", "결제되었습니다", "지불 완료", "ชำระแล้ว", "ชำระเงินแล้ว", "dankend erhalten", "pobrana", "dragits"],
    // A payment approved or carried out is one made (a gateway's "Pagamento eseguito", "Seu pagamento foi aprovado").
    ...["payment approved", "purchase approved", "transaction approved", "pagamento eseguito", "pagamento effettuato"],
    ...["pago realizado", "pago aprobado", "compra aprobada", "pagamento aprovado", "pagamento foi aprovado", "pagamento efetuado"],
    ...["compra aprovada", "zahlung erfolgreich", "zahlung ausgeführt", "paiement effectué", "paiement accepté", "betaling geslaagd"],
    ...["betaling voltooid", "platba proběhla", "płatność zakończona", "płatność przyjęta"],
  ],
  true,
);
/** Before a paid word, what says the opposite: "not paid", "noch nicht bezahlt", "non pagato", "не оплачено". */
const NEGATED = /(?:^|[^\p{L}])(?:not|nicht|non|no|pas|nie|ne|не|未|yet to be|to be|zu)\s+(?:yet\s+|noch\s+|encore\s+)?$/iu;

/** The evidence, in words for the inbox's `how`, or null when nothing in the mail says the person paid. */
export function paidEvidence(input: EvidenceInput): string | null {
  // What the reading already holds first (most receipts stop here); the passes over the mail's lines last.
  if (input.markupOrder) return "the mail's markup states the order and its price";
  if (input.cardPurchase) return "a card payment the mail reports";
  if (input.award) return "the taxes of a booking paid with points";
  if (input.chargedLabel) return "the total's label says it was charged or paid";
  if (input.paidWithCard) return "the card or wallet that paid is named";
  if (input.items > 0) return "the items bought are listed above the total";
  if (input.orderNumber) return "an order number";
  if (input.lines.some(namesPayingCard)) return "the card or wallet that paid is named";
  const charge = settledIn(input.subject ?? "", input.lines);
  if (charge) return charge;
  // One pass over the mail's lines finds the few that hold a word (linesWith keeps the lines joined once a mail).
  const paid = (line: string) => phrasesIn(line, PAID_WORDS).find((p) => !NEGATED.test(line.slice(Math.max(0, p.start - 16), p.start)));
  for (const line of [input.subject ?? "", ...linesWith(input.lines, PAID_WORDS).map((i) => input.lines[i] ?? "")]) {
    const said = paid(line);
    if (said) return `it says the money went out ("${said.text}")`;
  }
  const end = Math.min(input.lines.length, input.totalLine ?? OPENING_LINES);
  for (const line of [input.subject ?? "", ...linesWith(input.lines, RECEIPT_WORDS, end).map((i) => input.lines[i] ?? "")]) {
    const [word] = phrasesIn(line, RECEIPT_WORDS);
    if (word) return `the mail calls itself a receipt or a confirmation ("${word.text}")`;
  }
  return null;
}
