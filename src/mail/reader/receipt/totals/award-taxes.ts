// A flight or a stay paid with points or miles: the fare went in points, and what the card paid is the taxes
// and fees beside them ("Paid with 42,000 miles" / "Taxes and fees: $5.60"). That is the purchase — not the
// trip's value a total may print ("Total price: €612.00"), and not nothing ("Total: 42,000 miles").
import { moneyIn, type Money } from "../money/amounts";
import { linesWith, phrasePattern, phrasesIn } from "../text/phrases";

export interface AwardTaxes {
  money: Money;
  /** The line of the taxes' label. */
  line: number;
  /** The label as written ("Taxes and fees"). */
  label: string;
  /** The points spent, as written ("42,000 miles"). */
  points: string;
}

/**
 * A count of points or miles, a programme's name allowed between ("60,000 Bonvoy points", "25 000 Miles Flying Blue").
 * Not from inside a run of digits: a count that matches from there matches from the run's first digit too, which is
 * found first; without the check, each digit of a long number (an order's, a phone's) started the pattern anew.
 */
const POINTS =
  /(?<!\d)\d[\d.,'\u00a0\u202f ]*\s*(?:[\p{Lu}][\p{L}]+\s+){0,2}(?:points|pts|miles|avios|punkte|meilen|puntos|millas|punti|miglia|punten|pontos|milhas|マイル|ポイント)(?![\p{L}])/iu;
const DIGIT = /\d/;
/** Words that spend them, or count them as the price ("Paid with", "Betaald met", "Total: 42,000 miles", "お支払い"). */
const SPENT = phrasePattern([
  ...["paid with", "paid in", "paid using", "redeemed", "payment", "total", "bezahlt mit", "eingelöst", "gesamt", "payé avec"],
  ...["payé en", "pagado con", "canjeados", "pagato con", "riscattati", "totale", "betaald met", "ingewisseld", "totaal", "pago com"],
  ...["pagamento", "resgatados"],
]);
const SPENT_JA = /お支払い|支払い|ご利用|使用|合計/u;
/** A trip or a stay: shops take points too, and there the card paid the rest, not the taxes. */
const TRIP = phrasePattern([
  ...["flight", "fare", "ticket", "itinerary", "award", "stay", "hotel", "room", "reservation", "booking", "trip", "flug"],
  ...["prämie", "prämienflug", "aufenthalt", "buchung", "vol", "billet", "séjour", "réservation", "vuelo", "billete", "reserva"],
  ...["estancia", "volo", "biglietto", "soggiorno", "prenotazione", "vlucht", "verblijf", "boeking", "voo", "bilhete", "estadia"],
]);
const TRIP_JA = /航空券|特典|宿泊|予約|搭乗/u;
/** Points a line counts without spending them ("You'll earn 1,200 miles"). */
const EARNED = phrasePattern([
  ...["earn", "earned", "you'll earn", "balance", "verdient", "gesammelt", "gagné", "gagnés", "ganado", "ganados", "guadagnati"],
  ...["verdiend", "ganhou", "ganhos", "獲得", "残高"],
]);
/** The taxes and fees a card pays beside the points, by their labels. */
const TAXES = phrasePattern([
  ...["taxes and fees", "taxes & fees", "taxes, fees and charges", "taxes and carrier-imposed fees", "fees and taxes", "taxes"],
  ...["taxes charged", "steuern und gebühren", "steuern, gebühren und zuschläge", "steuern", "taxes et surcharges", "taxes et frais"],
  ...["tasas e impuestos", "tasas", "impuestos", "tasse e supplementi", "tasse", "belastingen en toeslagen", "belastingen"],
  ...["betaalde belastingen", "taxas e encargos", "taxas", "impostos"],
]);
const TAXES_JA = /税金・手数料|税金|諸税|燃油/u;

/** The taxes a booking paid with points charged, or null when the mail is no such booking. */
export function awardTaxes(subject: string | null, lines: readonly string[]): AwardTaxes | null {
  const points = spentPoints(lines);
  if (points === null || ![subject ?? "", ...lines].some((l) => phrasesIn(l, TRIP).length > 0 || TRIP_JA.test(l))) return null;
  let best: AwardTaxes | null = null;
  const labelled = new Set([...linesWith(lines, TAXES), ...lines.flatMap((l, i) => (TAXES_JA.test(l) ? [i] : []))]);
  for (const i of [...labelled].sort((a, b) => a - b)) {
    const line = lines[i] ?? "";
    const label = phrasesIn(line, TAXES)[0]?.text ?? TAXES_JA.exec(line)?.[0] ?? "";
    const after = line.slice(line.indexOf(label) + label.length);
    // The amount beside the label, or on the next line when the label stands alone.
    const money = moneyIn(after)[0] ?? (after.trim().replace(/[:：]/g, "") === "" ? moneyIn(lines[i + 1] ?? "")[0] : undefined);
    if (!money || money.negative || POINTS.test(after)) continue;
    // Several tax lines (taxes, then taxes and fees): the largest holds the others.
    if (best === null || Number(money.value) > Number(best.money.value)) best = { money, line: i, label, points };
  }
  return best;
}

/**
 * The points a line says paid, as written; null when none did, or when money was paid beside them on the same
 * line ("10,000 points + $55.00"): that is a fare paid partly in cash, whose charge the total says.
 */
function spentPoints(lines: readonly string[]): string | null {
  for (const line of lines) {
    // Most lines have no digit: a search for one costs less than the count's pattern tried at every place.
    if (!DIGIT.test(line)) continue;
    const count = POINTS.exec(line);
    if (!count) continue;
    const spent = phrasesIn(line, SPENT).length > 0 || SPENT_JA.test(line);
    if (!spent || phrasesIn(line, EARNED).length > 0) continue;
    const rest = line.slice(0, count.index) + line.slice(count.index + count[0].length);
    return moneyIn(rest).length > 0 ? null : count[0].trim();
  }
  return null;
}
