// What paid for an order besides a payment method: a gift card, points or miles, store credit, a wallet's
// balance. An order they paid in full charged nothing (the money left when the gift card was bought or the
// wallet topped up): it is no transaction, said in the inbox.
import { moneyIn, isZero } from "./amounts";
import { linesWith, phrasePattern, phrasesIn } from "./phrases";
import type { TotalChoice } from "./totals";

const TENDERS = phrasePattern([
  ...["gift card", "gift certificate", "egift card", "store credit", "account credit", "account balance", "wallet", "points", "miles"],
  ...["rewards", "reward points", "avios", "geschenkkarte", "geschenkgutschein", "gutschein", "punkte", "guthaben", "carte cadeau"],
  ...["chèque cadeau", "bon d'achat", "avoir", "tarjeta regalo", "tarjeta de regalo", "puntos", "saldo", "carta regalo"],
  ...["buono regalo", "punti", "credito", "cadeaukaart", "cadeaubon", "tegoed", "punten", "cartão presente", "vale-presente"],
  ...["pontos", "crédito"],
]);
/** Words that make a tender's amount a payment ("Gift card applied", "Paid with points"), not an item bought. */
const USED = phrasePattern([
  ...["paid with", "paid by", "paid in", "applied", "redeemed", "used", "payment", "charged to"],
  ...["bezahlt mit", "eingelöst", "verwendet", "angerechnet", "zahlung"],
  ...["payé avec", "payé en", "utilisé", "utilisés", "appliqué", "paiement"],
  ...["pagado con", "canjeado", "canjeados", "aplicado", "utilizado", "pago"],
  ...["pagato con", "utilizzato", "utilizzati", "applicato", "riscattati", "pagamento"],
  ...["betaald met", "ingewisseld", "gebruikt", "toegepast", "betaling"],
  ...["pago com", "resgatados", "utilizado", "aplicado", "pagamento"],
]);
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

/**
 * Why nothing was charged, or null: a money total that gift cards, points or credit used below it cover in
 * full (or a zero total with such a payment), or no money total at all but a total or payment in points.
 */
export function paidOtherwise(lines: readonly string[], choice: TotalChoice | null): string | null {
  if (choice?.best.method) return null;
  if (!choice) {
    const inPoints = linesWith(lines, PAID_OR_TOTAL).some(
      (i) => POINTS.test(lines[i] ?? "") && phrasesIn(lines[i] ?? "", NOT_SPENT).length === 0,
    );
    return inPoints ? "paid with points or miles: nothing was charged to a payment method" : null;
  }
  const total = Number(choice.best.money.value);
  const zero = isZero(choice.best.money.value);
  let used = 0;
  for (const i of linesWith(lines, TENDERS)) {
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
