// Whether a mail is an alert of one payment at all, before anything is read from it. A merchant's own receipt
// names the card it was paid with ("Visa ending 1234") too: it is told apart by what only receipts carry (an
// order number, item lines, a subtotal, a trip). A statement lists many payments; a security code, an offer or
// a newsletter from a bank names amounts it does not say moved. Each of these is no alert, whoever sent it: a
// wrong alert books a payment that is not, a missed one still reaches the receipt reader.
const W = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}])`, "iu");

/** What a merchant's receipt, order or booking carries and an issuer's alert does not. */
const RECEIPT_SIGNS = [
  W(
    "order (?:#|no\\.?|number|id|confirmation|summary|details|total)|your order|thanks? (?:you )?for (?:your order|shopping|riding|booking|your purchase)|your ride|ride with|trip with|items? ordered|qty|quantity|subtotal|sub-total|shipping (?:address|to|method)|ship to|delivery address|estimated delivery|invoice (?:#|no\\.?|number)|receipt (?:#|no\\.?|number)|itinerary|booking (?:reference|number|confirmation)|confirmation (?:#|number|code)|trip (?:id|fare|total)|your trip|fare breakdown|bestellnummer|bestellung|ihre bestellung|zwischensumme|lieferadresse|rechnungsnummer|menge|commande|sous-total|adresse de livraison|numéro de commande|pedido|n[úu]mero de pedido|subtotal|dirección de envío|cantidad|número do pedido|seu pedido|ordine|numero d'ordine|subtotale|indirizzo di spedizione|bestelnummer|je bestelling|subtotaal|afleveradres|номер заказа|ваш заказ|адрес доставки",
  ),
  /订单号|订单编号|注文番号|ご注文|注文内容|小計|주문번호|주문\s*내역/u,
];

/** A one-time or security code: the amount it names is one to approve, not one that moved. */
const SECURITY_CODE = [
  W(
    "one-time (?:pass)?code|one time (?:pass)?code|verification code|security code|passcode|otp|confirmation code|authentication code|code to (?:confirm|approve|verify)|enter (?:this|the) code|bestätigungscode|sicherheitscode|freigabecode|mobiletan|pushtan|tan-nummer|code de (?:vérification|sécurité|confirmation)|código de (?:verificación|seguridad|confirmación)|código de (?:verificação|segurança)|codice (?:di verifica|otp|di sicurezza)|verificatiecode|beveiligingscode|код подтверждения|одноразовый код|никому не сообщайте",
  ),
  /验证码|驗證碼|校验码|認証コード|ワンタイムパスワード|確認コード|인증번호|인증\s*코드/u,
];

/** An offer or a newsletter: rates and amounts to earn, not a payment. */
const MARKETING = [
  W(
    "cashback|cash back|earn (?:up to|\\d)|apply now|pre-?approved (?:offer|for)|special offer|limited time|exclusive offer|introductory rate|% apr|newsletter|sign up|refer a friend|jetzt beantragen|angebot|prämie|profitez|offre|oferta|aproveite|offerta|aanbieding|акция|предложение|кешбэк|кэшбэк",
  ),
  /优惠|活動|キャンペーン|ポイント還元|이벤트|혜택/u,
];

export interface NotAnAlert {
  /** Why the mail is no alert, in words for the inbox. */
  why: string;
}

/** Why a mail is not an alert of one payment, or null when nothing says so. */
export function notAnAlert(subject: string, lines: readonly string[], distinctAmounts: number): NotAnAlert | null {
  const said = (text: readonly string[], patterns: readonly RegExp[]) => text.find((t) => patterns.some((p) => p.test(t)));
  const receipt = said([subject, ...lines], RECEIPT_SIGNS);
  if (receipt) return { why: `a merchant's receipt or order ("${cut(receipt)}"), not an issuer's alert` };
  // Codes and offers are judged by what the mail opens with: alerts' footers warn about codes and advertise too.
  const opening = [subject, ...lines.slice(0, OPENING_LINES)];
  const code = said(opening, SECURITY_CODE);
  if (code) return { why: `a security code ("${cut(code)}"): nothing moved` };
  const offer = said(opening, MARKETING);
  if (offer) return { why: `an offer or a newsletter ("${cut(offer)}")` };
  if (distinctAmounts > MAX_AMOUNTS) return { why: `${distinctAmounts} different amounts: a statement or a list, not one payment` };
  return null;
}

/** The lines an offer or a code would open with. */
const OPENING_LINES = 8;

/**
 * An alert names its amount once or twice (the sentence and a table; a payment abroad and its conversion; a
 * balance after it): more distinct amounts than this are a statement of many payments.
 */
const MAX_AMOUNTS = 4;

function cut(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** A mail presenting itself as an alert: "Transaction alert", "Aviso de compra", "Benachrichtigung", "消费提醒". */
const ALERT_SAYS =
  /(?<![\p{L}])(?:alerts?|notification|notice|aviso|alerta|notificación|notificação|benachrichtigung|mitteilung|avis|avviso|notifica|melding|уведомление|оповещение)(?![\p{L}])|提醒|通知|お知らせ|알림|안내/iu;
/** A mail presenting itself as a receipt: a payment processor's or a shop's ("Your receipt from Blue Bottle"). */
const RECEIPT_SAYS =
  /(?<![\p{L}])(?:receipts?|beleg|quittung|kassenbon|(?<!(?:virement|paiement|versement|transfert|argent|montant)\s)reçu|recibo|ricevuta|bon|kwitantie|квитанция|чек)(?![\p{L}])|收据|領収書|レシート|영수증/iu;

/**
 * Whether a sender on a domain of its own that is no known issuer presents its mail as an alert (a credit union's
 * "Transaction alert"), not as a receipt: a payment processor's receipt names the merchant and the card too.
 */
export function presentsAsAlert(displayName: string | null, subject: string, lines: readonly string[]): boolean {
  if (presentsAsReceipt(displayName, subject)) return false;
  return [displayName ?? "", subject, ...lines.slice(0, 3)].some((t) => ALERT_SAYS.test(t));
}

/** A mail whose sender or subject calls it a receipt ("Your receipt from Blue Bottle", "Quittung"). */
export function presentsAsReceipt(displayName: string | null, subject: string): boolean {
  return RECEIPT_SAYS.test(displayName ?? "") || RECEIPT_SAYS.test(subject);
}
