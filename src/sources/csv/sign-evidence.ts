// Evidence for the sign of a signed amount column when no running balance proves it: rows whose words say
// money came in (a card's "PAYMENT - THANK YOU", a refund) carry the money-in sign; a card export (a header
// naming the card, or the target account's type "credit") writes its purchases, the most rows, as money out.
import { normalizeHeader } from "./columns";
import type { ColumnStats } from "./column-stats";
import { parseAmount, type NumberFormat } from "./numbers";
import type { CsvProfile } from "./profile";
import { isSummaryLabel } from "./row-words";

type Sign = CsvProfile["sign"];

/** Words of a row that is money in on any card or account: a payment to the card, a refund, a reversal. */
const MONEY_IN_WORDS =
  /\b(payment received|payment thank you|payment - thank you|thank you for your payment|thank you|autopay payment|refund|refunded|credit voucher|cashback|gutschrift|erstattung|ruckerstattung|zahlung erhalten|zahlungseingang|remboursement|paiement recu|avoir|reembolso|devolucion|abono|rimborso|storno|terugbetaling|betaling ontvangen|creditering|aterbetalning|hyvitys|zwrot)\b/;
/** A header naming the card: card exports list purchases as positive more often than not. */
const CARD_HEADER =
  /\b(card|card number|card no|cardmember|card member|karte|kartennummer|karteninhaber|carte|numero de carte|tarjeta|carta|kaart|kort|kortnummer)\b/;
/** Share of the rows with one sign above which that sign is the purchases of a card. */
const MAJORITY = 2 / 3;

export interface SignEvidence {
  sign: Sign;
  reason: string;
  /** Set when the evidence is weak enough that the user should look (said in the profile's warnings). */
  warning?: string;
}

/**
 * The sign of each row's amount: -1, 1, or 0 (zero, empty or unreadable, or an opening/closing balance line,
 * which the planner ignores and which says nothing about spending).
 */
function signs(rows: readonly string[][], amountIdx: number, fmt: NumberFormat, textIdx: readonly number[]): number[] {
  return rows.map((r) => {
    if (textIdx.some((c) => isSummaryLabel((r[c] ?? "").trim(), false))) return 0;
    const v = parseAmount(r[amountIdx] ?? "", fmt);
    if (v === null || v.charCodeAt(0) === 33 || Number(v) === 0) return 0;
    return v.charCodeAt(0) === 45 ? -1 : 1;
  });
}

/** Lowercase, accents off: "Rückerstattung" and "REMBOURSEMENT" match the word list. */
const fold = (s: string): string =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * Rows whose text says money came in, and the sign they carry: when they carry one sign and the other rows
 * the other, the other rows' sign is money out.
 */
export function signFromWording(
  rows: readonly string[][],
  amountIdx: number,
  textIdx: readonly number[],
  fmt: NumberFormat,
): SignEvidence | null {
  const s = signs(rows, amountIdx, fmt, textIdx);
  let inNeg = 0;
  let inPos = 0;
  let otherNeg = 0;
  let otherPos = 0;
  for (let i = 0; i < rows.length; i++) {
    if (s[i] === 0) continue;
    const words = fold(textIdx.map((c) => rows[i]![c] ?? "").join(" "));
    const moneyIn = MONEY_IN_WORDS.test(words);
    if (moneyIn) s[i] === -1 ? inNeg++ : inPos++;
    else s[i] === -1 ? otherNeg++ : otherPos++;
  }
  if (inNeg > inPos && otherPos > otherNeg) {
    return {
      sign: "positive_is_money_out",
      reason: `${inNeg} row${inNeg === 1 ? "" : "s"} worded as a payment to the card or a refund ${inNeg === 1 ? "is" : "are"} negative and the others positive: positive amounts are money out`,
    };
  }
  if (inPos > inNeg && otherNeg > otherPos) {
    return {
      sign: "negative_is_money_out",
      reason: `${inPos} row${inPos === 1 ? "" : "s"} worded as money in (a payment received, a refund) ${inPos === 1 ? "is" : "are"} positive and the others negative: negative amounts are money out`,
    };
  }
  return null;
}

/**
 * A card export (the target account is a credit card, or a header names the card): its purchases are most
 * rows, so the sign most rows carry is money out.
 */
export function signFromCard(
  rows: readonly string[][],
  amountIdx: number,
  textIdx: readonly number[],
  cols: readonly ColumnStats[],
  fmt: NumberFormat,
  accountType: string | undefined,
): SignEvidence | null {
  const credit = accountType?.toLowerCase() === "credit";
  const cardHeader = cols.find((c) => CARD_HEADER.test(normalizeHeader(c.header)));
  if (!credit && !cardHeader) return null;
  const s = signs(rows, amountIdx, fmt, textIdx);
  const pos = s.filter((x) => x === 1).length;
  const neg = s.filter((x) => x === -1).length;
  if (pos + neg === 0) return null;
  const why = credit ? "the target account is a credit card" : `the header names a card ("${cardHeader!.header}")`;
  if (pos > neg) {
    return {
      sign: "positive_is_money_out",
      reason: `${why} and ${pos} of ${pos + neg} amounts are positive (purchases): positive amounts are money out`,
    };
  }
  if (neg > pos) {
    return {
      sign: "negative_is_money_out",
      reason: `${why} and ${neg} of ${pos + neg} amounts are negative (purchases): negative amounts are money out`,
    };
  }
  return null;
}

/**
 * Nothing proved the sign: most amounts negative reads as spending written negative (what most banks export);
 * otherwise the sign that most rows carry is taken as the purchases', and the profile says it was a guess.
 */
export function signByMajority(rows: readonly string[][], amountIdx: number, textIdx: readonly number[], fmt: NumberFormat): SignEvidence {
  const s = signs(rows, amountIdx, fmt, textIdx);
  const pos = s.filter((x) => x === 1).length;
  const neg = s.filter((x) => x === -1).length;
  const n = pos + neg;
  if (neg > pos) {
    return {
      sign: "negative_is_money_out",
      reason: `${neg} of ${n} amounts are negative (spending is most rows): negative amounts are money out; no running balance to check it against`,
    };
  }
  if (n >= 3 && pos >= n * MAJORITY) {
    return {
      sign: "positive_is_money_out",
      reason: `${pos} of ${n} amounts are positive (spending is most rows, as on a card statement): positive amounts are money out`,
      warning: `the sign was decided without evidence: ${pos} of ${n} amounts are positive, so positive was taken as money out (no running balance, no wording, no credit-card account); check the sign`,
    };
  }
  return {
    sign: "negative_is_money_out",
    reason: "negative amounts are money out (what most banks export); no running balance to check it against",
    warning: `the sign was decided without evidence: negative amounts were taken as money out (${neg} negative, ${pos} positive; no running balance, no wording, no credit-card account); check the sign`,
  };
}
