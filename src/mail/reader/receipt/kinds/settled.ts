// An invoice can print a due date and still be paid: the card was charged ("charged to your Visa ending 4242"),
// the invoice names the card on file that pays it ("Payment method: Visa •••• 4242"), the balance left is zero
// ("Balance due $0.00"), or the merchant collects it by direct debit under a mandate the person signed
// ("Zahlungsart: SEPA-Lastschrift", "wird von Ihrem Konto abgebucht, Mandatsreferenz …"). Such a mail is a
// purchase; one that only asks to be paid stays out (future-money.ts), and so does one that names the day the
// card or the account is charged ("wird am 15.11. abgebucht"): only a charge made turns that one.
import { isZero, moneyIn } from "../money/amounts";
import { namesCard } from "../totals/card-lines";
import { INVOICE_FILE_WORDS } from "../hold/hold-words";
import { linesWith, phrasePattern, phrasesIn } from "../text/phrases";
import { EXCLUDED_LABELS } from "../totals/total-labels";

/** Said once the money went out: a charge to a card, a debit made, a payment taken. */
const CHARGED = phrasePattern(
  [
    ...["charged to your", "charged on your", "charged to the", "has been charged", "have been charged", "was charged", "were charged"],
    ...["we charged", "successfully charged", "payment successful", "payment was successful", "thank you for your payment"],
    ...["paid in full", "has been billed to", "was billed to", "billed to your", "paid automatically", "automatically paid"],
    ...["wurde belastet", "wurde abgebucht", "wurde eingezogen", "ihrer kreditkarte belastet", "ihrer karte belastet", "bereits bezahlt"],
    ...["a été débité", "a été débitée", "a été prélevé", "a été prélevée", "débité sur votre carte", "déjà payé", "déjà réglé"],
    ...["se ha cargado", "ha sido cargado", "cargado en tu tarjeta", "cobrado en tu tarjeta", "ya pagado", "ya ha sido pagada"],
    ...["è stato addebitato", "è stata addebitata", "addebitato sulla tua carta", "già pagato", "già pagata"],
    ...["is afgeschreven", "afgeschreven van je", "afgeschreven van uw", "reeds betaald", "al betaald"],
    ...["foi cobrado", "foi debitado", "cobrado no seu cartão", "já pago", "já paga"],
    ...["お支払いが完了", "決済が完了", "支払済", "お支払い済み", "引き落としが完了"],
    ...["zostało opłacone", "zostało zapłacone", "zapłacono kartą", "opłacono kartą", "bylo zaplaceno", "byla zaplacena"],
    ...["byla uhrazena", "bylo uhrazeno", "již zaplaceno", "již uhrazeno", "zaplaceno kartou", "uhrazeno kartou", "byla stržena"],
    ...["bola zaplatená", "bola uhradená", "bolo zaplatené", "bolo uhradené", "už zaplatené", "už uhradené", "zaplatené kartou"],
    ...["ödeme alındı", "ödemeniz alındı", "kartınızdan çekildi", "tahsil edildi", "ödenmiştir", "sikeres fizetés"],
    ...["a fizetés sikeres", "kifizetésre került", "plata a fost efectuată", "a fost achitată", "a fost debitat", "maksu onnistui"],
    ...["on veloitettu", "on maksettu", "оплата прошла успешно", "оплата получена", "оплачено картой", "списано с карты"],
    ...["уже оплачен", "уже оплачено", "оплата пройшла успішно", "оплату отримано", "оплачено карткою", "списано з картки"],
    ...["вже оплачено", "η πληρωμή ολοκληρώθηκε", "η πληρωμή σας ολοκληρώθηκε", "έχει εξοφληθεί", "התשלום התקבל"],
    ...["התשלום בוצע בהצלחה", "pembayaran berhasil", "pembayaran diterima", "telah dibayar", "sudah dibayar", "sudah lunas"],
    ...["支付成功", "付款成功", "已扣款", "扣款成功", "已付清", "결제가 완료되었습니다", "결제되었습니다", "납부가 완료되었습니다"],
  ],
  true,
);
/** The mail is an invoice (it may say when the card on file is charged). */
const INVOICE = phrasePattern([...INVOICE_FILE_WORDS, "請求書"], true);
/** A card or an account kept on file to pay automatically ("card on file", "autopay"). */
const ON_FILE = phrasePattern(
  [
    ...["card on file", "payment method on file", "automatically charged", "charged automatically", "autopay", "auto-pay"],
    ...["hinterlegte karte", "hinterlegten karte", "hinterlegte zahlungsmethode", "carte enregistrée", "prélevé automatiquement"],
    ...["tarjeta registrada", "cargo automático", "carta registrata", "addebito automatico", "opgeslagen kaart"],
    ...["cartão registrado", "cobrança automática", "自動決済", "登録済みのカード"],
  ],
  true,
);
/** A payment method that is a card, named without its digits ("Payment method: Visa", "Zahlungsart: Kreditkarte"). */
const CARD_METHOD =
  /(?:payment method|paid with|paid by|zahlungsart|zahlungsmethode|bezahlt mit|moyen de paiement|mode de paiement|payé par|método de pago|forma de pago|metodo di pagamento|modalità di pagamento|betaalmethode|betaalwijze|forma de pagamento|método de pagamento|お支払い方法|支払方法|決済方法)\s*[:：]?\s*(?:visa|master\s?card|amex|american express|discover|jcb|maestro|credit card|debit card|kreditkarte|carte bancaire|carte de crédit|tarjeta de crédito|carta di credito|creditcard|cartão de crédito|クレジットカード)(?![\p{L}])/iu;
/**
 * Whether a line names the card that pays ("Paid by Visa: £35.99", "Visa ending 4242"): a merchant that charges when
 * it dispatches says so on its dispatch notice's total.
 */
export const namesPayingCard = (line: string): boolean => namesCard(line) || CARD_METHOD.test(line);
/** A card line that says the card did not pay: declined, expired, to be updated. */
const NOT_PAID_BY = phrasePattern(
  [
    ...["declined", "failed", "expired", "expires", "update", "abgelehnt", "abgelaufen", "aktualisieren", "refusée", "expirée"],
    ...["mettre à jour", "rechazada", "caducada", "actualizar", "rifiutata", "scaduta", "aggiorna", "geweigerd", "verlopen"],
    ...["bijwerken", "recusado", "expirado", "atualizar", "credited", "refund", "erstattet", "remboursé", "reembolsado"],
  ],
  true,
);
/** A charge still to come on the same line makes it no charge made ("will be charged to your card"). */
const AHEAD = phrasePattern(
  [
    ...EXCLUDED_LABELS.notYet,
    ...["will", "wird", "werden", "sera", "verrà", "se cargará", "wordt", "zal", "será", "予定"],
    ...["scheduled", "geplant", "prévu", "programado", "programmato", "gepland", "agendado"],
  ],
  true,
);
/** The merchant collects it by direct debit: nothing is left for the person to do. */
const DIRECT_DEBIT = phrasePattern(
  [
    ...["direct debit", "sepa direct debit", "lastschrift", "sepa-lastschrift", "lastschriftverfahren", "bankeinzug"],
    ...["mandatsreferenz", "mandate reference", "prélèvement sepa", "prélèvement automatique", "référence unique de mandat"],
    ...["domiciliación bancaria", "adeudo directo", "adeudo sepa", "referencia del mandato", "referencia de mandato"],
    ...["addebito diretto", "addebito sepa", "addebito sdd", "domiciliazione bancaria", "riferimento mandato"],
    ...["automatische incasso", "automatisch incasso", "sepa-incasso", "machtigingskenmerk", "débito direto", "débito automático"],
    ...["referência do mandato", "口座振替", "口座引落", "自動引落", "自動引き落とし"],
  ],
  true,
);
/** A way to pay offered, not the one taken ("You can also pay by direct debit"). */
const OFFERED = phrasePattern(
  [
    ...["can", "could", "may", "option", "if you", "would you like", "können", "kann", "möglich", "wenn sie", "falls"],
    ...["pouvez", "si vous", "puede", "puedes", "si desea", "può", "puoi", "se desideri", "kunt", "kun je", "als u", "pode", "se desejar"],
  ],
  true,
);
/** Labels of what is left to pay: zero there means nothing is. */
const LEFT = phrasePattern(
  [
    ...EXCLUDED_LABELS.balance,
    ...["amount due", "balance due", "total due", "amount outstanding", "remaining", "fälliger betrag", "offener betrag", "offen"],
    ...["restbetrag", "montant dû", "reste à payer", "solde dû", "importo dovuto", "importo residuo", "importe pendiente"],
    ...["saldo pendiente", "openstaand bedrag", "nog te betalen", "saldo devedor", "valor em aberto", "未払い", "ご請求残高"],
  ],
  true,
);
/** "A zero balance due", "nothing left to pay". */
const ZERO_LEFT = phrasePattern(["zero balance", "nothing left to pay", "nothing to pay", "nichts mehr zu zahlen", "rien à payer"], true);

/** How the mail says the money already went out ("wurde abgebucht", "has been charged"), or null. */
export function chargeMadeIn(subject: string, lines: readonly string[]): string | null {
  const all = [subject, ...lines];
  for (const i of linesWith(all, CHARGED)) {
    const line = all[i] ?? "";
    // "Already paid: 0,00 €" over the amount still open says the opposite.
    if (phrasesIn(line, AHEAD).length === 0 && !moneyIn(line).some((m) => isZero(m.value)))
      return `it says it was paid ("${phrasesIn(line, CHARGED)[0]?.text ?? ""}")`;
  }
  return null;
}

/** How the mail says an invoice with a due date was paid or will be collected, or null. */
export function settledIn(subject: string, lines: readonly string[]): string | null {
  const made = chargeMadeIn(subject, lines);
  if (made) return made;
  const all = [subject, ...lines];
  // An invoice that names a card as its payment method is charged to it: the card on file pays it ("Payment
  // method: Visa ending 4242"). Elsewhere only a charge made counts.
  const invoice = linesWith(all, INVOICE).length > 0;
  const card = all.find(
    (l) =>
      ((invoice && phrasesIn(l, ON_FILE).length > 0) || (namesPayingCard(l) && (invoice || phrasesIn(l, AHEAD).length === 0))) &&
      phrasesIn(l, NOT_PAID_BY).length === 0,
  );
  if (card) return `the card on file pays it ("${card.trim().slice(0, 40)}")`;
  for (const i of linesWith(all, DIRECT_DEBIT)) {
    const line = all[i] ?? "";
    if (phrasesIn(line, OFFERED).length === 0) return `it is collected by direct debit ("${phrasesIn(line, DIRECT_DEBIT)[0]?.text ?? ""}")`;
  }
  const zero = linesWith(all, ZERO_LEFT)[0];
  if (zero !== undefined) return `nothing is left to pay ("${phrasesIn(all[zero] ?? "", ZERO_LEFT)[0]?.text ?? ""}")`;
  for (const i of linesWith(all, LEFT)) {
    const line = all[i] ?? "";
    const label = phrasesIn(line, LEFT)[0];
    if (!label) continue;
    const money = moneyIn(line).find((m) => m.start >= label.end) ?? nextAmount(all, i, label.start);
    if (money && isZero(money.value)) return `nothing is left to pay ("${line.trim().slice(0, 40)}")`;
  }
  return null;
}

/** The amount under a label that has none: alone on the next line, or in the same column of the row below. */
function nextAmount(lines: readonly string[], i: number, labelAt: number) {
  const next = lines[i + 1] ?? "";
  const cells = (lines[i] ?? "").split("\t");
  const below = next.split("\t");
  if (cells.length > 1 && cells.length === below.length) {
    const column = (lines[i] ?? "").slice(0, labelAt).split("\t").length - 1;
    return moneyIn(below[column] ?? "")[0];
  }
  const amounts = moneyIn(next);
  return amounts.length === 1 && !/\p{L}{4,}/u.test(next) ? amounts[0] : undefined;
}
