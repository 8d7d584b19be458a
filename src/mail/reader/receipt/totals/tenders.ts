// What paid for an order besides a payment method: a gift card, points or miles, store credit, a wallet's
// balance. An order they paid in full charged nothing (the money left when the gift card was bought or the
// wallet topped up): it is no transaction, said in the inbox.
import { moneyIn, isZero } from "../money/amounts";
import { linesWith, phrasePattern, phrasesIn } from "../text/phrases";
import type { TotalChoice } from "./totals";

const TENDERS = phrasePattern(
  [
    ...["gift card", "gift certificate", "egift card", "store credit", "account credit", "account balance", "wallet", "points"],
    ...["miles", "rewards", "reward points", "avios", "geschenkkarte", "geschenkgutschein", "gutschein", "punkte", "punkten"],
    ...["guthaben", "carte cadeau", "chèque cadeau", "bon d'achat", "avoir", "tarjeta regalo", "tarjeta de regalo", "puntos"],
    ...["saldo", "carta regalo", "buono regalo", "punti", "credito", "cadeaukaart", "cadeaubon", "tegoed", "punten"],
    ...["cartão presente", "vale-presente", "pontos", "crédito", "ポイント", "ギフトカード", "ギフト券", "マイル"],
    ...["dárková karta", "dárkový poukaz", "dárkovou kartou", "darčeková karta", "darčekový poukaz", "darčekovou kartou"],
    ...["hediye kartı", "hediye çeki", "ajándékkártya", "ajándékutalvány", "ajándékkártyával", "card cadou", "lahjakortti"],
    ...["lahjakortilla", "подарочная карта", "подарочный сертификат", "подарочной картой", "подарункова картка"],
    ...["подарунковий сертифікат", "подарунковою карткою", "δωροκάρτα", "δωροεπιταγή", "כרטיס מתנה", "kartu hadiah"],
    ...["礼品卡", "购物卡", "기프트카드", "상품권"],
  ],
  true,
);
/** Words that make a tender's amount a payment ("Gift card applied", "Paid with points"), not an item bought. */
const USED = phrasePattern(
  [
    ...["paid with", "paid by", "paid in", "applied", "redeemed", "used", "payment", "charged to"],
    ...["bezahlt mit", "eingelöst", "verwendet", "angerechnet", "zahlung"],
    ...["payé avec", "payé en", "utilisé", "utilisés", "appliqué", "paiement"],
    ...["pagado con", "canjeado", "canjeados", "aplicado", "utilizado", "pago"],
    ...["pagato con", "utilizzato", "utilizzati", "applicato", "riscattati", "pagamento"],
    ...["betaald met", "ingewisseld", "gebruikt", "toegepast", "betaling"],
    ...["pago com", "resgatados", "utilizado", "aplicado", "pagamento", "利用", "使用", "充当", "お支払い"],
    ...["uplatněno", "použito", "zaplaceno", "uplatnené", "použité", "zaplatené", "kullanıldı", "kullanılan", "ödendi"],
    ...["felhasználva", "beváltva", "fizetve", "utilizat", "aplicat", "plătit", "käytetty", "maksettu", "использовано"],
    ...["списано", "оплачено", "використано", "сплачено", "χρησιμοποιήθηκε", "εξαργυρώθηκε", "πληρώθηκε", "מומש", "שולם"],
    ...["digunakan", "dibayar", "已使用", "抵扣", "支付", "사용", "차감", "결제"],
  ],
  true,
);
/** A count of points or miles as a total or a payment ("Total: 12,500 points", "Paid with 4.500 Punkte"). */
const POINTS = /\d[\d.,'\u00a0 ]*\s*(?:points|pts|miles|avios|punkten|punkte|puntos|punti|punten|pontos|poäng)(?![\p{L}])/iu;
const PAID_OR_TOTAL = phrasePattern([
  ...["paid", "paid with", "redeemed", "total", "bezahlt", "eingelöst", "gesamt", "summe", "payé", "utilisés", "pagado"],
  ...["canjeados", "pagato", "totale", "utilizzati", "betaald", "totaal", "ingewisseld", "pago", "resgatados"],
]);

/** Points a line counts without spending them ("Points earned: 500", "Punktestand"). */
const NOT_SPENT = phrasePattern([
  ...["earn", "earned", "you'll earn", "balance", "verdient", "gesammelt", "punktestand", "gagné", "gagnés", "cumulés", "solde"],
  ...["ganado", "ganados", "acumulados", "saldo", "guadagnati", "accumulati", "verdiend", "gespaard", "ganhou", "ganhos"],
]);

/** A payment method named below a total ("Visa", "PayPal", "card"): something may have paid the rest. */
const METHOD_NAMED = phrasePattern([
  ...["visa", "mastercard", "master card", "amex", "american express", "discover", "maestro", "jcb", "card", "paypal", "apple pay"],
  ...["google pay", "klarna", "venmo", "billed", "charged", "karte", "kreditkarte", "abgebucht", "carte", "débité", "tarjeta"],
  ...["cargado", "carta", "addebitato", "kaart", "cartão", "cobrado", "カード", "kartou", "kartı", "kártyával", "kortilla"],
  ...["картой", "карткою", "κάρτα", "כרטיס אשראי", "kartu kredit", "信用卡", "银行卡", "카드"],
]);
/** Lines after a tender's that may still say what paid the rest. */
const PAYMENT_BLOCK = 4;

/**
 * Why nothing was charged, or null: a money total that gift cards, points or credit used below it cover in
 * full (or a zero total with such a payment), a money total below which points or a gift card are said to
 * have paid with no amount and no payment method named ("Trip total $550.73" / "Points redeemed" / "41,838
 * pts"), or no money total at all but a total or payment in points. `charged`: the mail names money charged.
 */
export function paidOtherwise(lines: readonly string[], choice: TotalChoice | null, charged = false): string | null {
  if (choice?.best.method) return null;
  if (!choice) {
    const inPoints = linesWith(lines, PAID_OR_TOTAL).some(
      (i) => POINTS.test(lines[i] ?? "") && phrasesIn(lines[i] ?? "", NOT_SPENT).length === 0,
    );
    return inPoints ? "paid with points or miles: nothing was charged to a payment method" : null;
  }
  // The lines naming a tender, found once for both questions below.
  const tenders = linesWith(lines, TENDERS);
  if (!charged && choice.best.rank < 3 && tenderWithoutAmount(lines, tenders, choice.best.at))
    return "paid in full with points, miles or a gift card: nothing was charged to a payment method";
  const total = Number(choice.best.money.value);
  const zero = isZero(choice.best.money.value);
  let used = 0;
  for (const i of tenders) {
    const line = lines[i] ?? "";
    // A positive total is covered only by what paid it below it: above, a gift card is an item or a discount.
    if (i === choice.best.line || (!zero && i < choice.best.line)) continue;
    const amount = moneyIn(line).find((m) => m.negative) ?? (phrasesIn(line, USED).length > 0 ? moneyIn(line)[0] : undefined);
    if (amount) used += Number(amount.value);
  }
  if (used === 0) return null;
  if (zero || used + 0.005 >= total) return "paid in full with a gift card, points or credit: nothing was charged to a payment method";
  return null;
}

/**
 * A tender below the total said to have paid, with no money amount, and no payment method named after it.
 * `tenders`: the lines that name one (`linesWith(lines, TENDERS)`).
 */
function tenderWithoutAmount(lines: readonly string[], tenders: readonly number[], after: number): boolean {
  for (const i of tenders) {
    const line = lines[i] ?? "";
    if (i <= after || moneyIn(line).length > 0 || phrasesIn(line, USED).length === 0 || phrasesIn(line, NOT_SPENT).length > 0) continue;
    // "Paid with gift card" names a card that is the tender itself: the tender's words are no payment method.
    const block = lines.slice(after + 1, i + 1 + PAYMENT_BLOCK).map((l) => withoutTenders(l));
    return !block.some((l) => phrasesIn(l, METHOD_NAMED).length > 0);
  }
  return false;
}

/** A line with its tenders' words blanked out. */
function withoutTenders(line: string): string {
  let rest = line;
  for (const t of phrasesIn(line, TENDERS).reverse()) rest = rest.slice(0, t.start) + " ".repeat(t.end - t.start) + rest.slice(t.end);
  return rest;
}
