// What an alert says happened, from what its subject and first lines mean (meanings/: one module per meaning, its
// languages inside, all read in one pass): a payment, a withdrawal, a refund, money received, a hold, a payment still
// pending, a declined or reversed payment, or a notice that books nothing (a statement, a payment to the card, a
// charge still to come). The meanings that say nothing moved win over those that say a payment was made ("Purchase
// declined", "Pending payment"), and a refund wins over the payment it gives back.
import { MONEY_WORDS, RANK, type MeaningFound, type MeaningName } from "../meanings";
import { namesFee } from "./amounts";
import type { AlertKind } from "./index";

/** The alert kind each meaning says; a transfer out is none (kindIn). */
const KIND_OF: Readonly<Record<Exclude<MeaningName, "transfer-out">, AlertKind>> = {
  declined: "declined",
  reversed: "reversed",
  authorisation: "hold",
  pending: "pending",
  "money-ahead": "notice",
  statement: "notice",
  "paid-to-card": "notice",
  refund: "refund",
  withdrawal: "withdrawal",
  received: "incoming",
  paying: "purchase",
};

export interface KindReading {
  kind: AlertKind;
  /** The meaning that said it (a notice's: a statement, a payment to the card, a charge to come). */
  meaning: MeaningName;
  /** The line the kind was read on: -1 for the subject. */
  line: number;
  /** The words that said it. */
  words: string;
  /** The body's lines that said the same meaning, in order: a sentence naming the merchant may be one without the amount. */
  sayers: readonly number[];
  /** Every meaning said in the lines read, for the reason of a notice. */
  said: ReadonlySet<MeaningName>;
}

interface ReadLine {
  text: string;
  line: number;
  found: MeaningFound[];
}

/**
 * The alert's kind: the highest-ranked meaning said by the subject or by one of the first lines that names an
 * amount or opens the mail (a kind said only in a footer or a help paragraph is not the mail's). Null when none
 * is said, or when the mail is a transfer out.
 */
export function kindIn(subject: string, lines: readonly string[], hasMoney: (line: string) => boolean): KindReading | null {
  const read: ReadLine[] = [];
  const take = (text: string, line: number) => {
    if (text !== "") read.push({ text, line, found: MONEY_WORDS.read(text) });
  };
  take(subject, -1);
  for (let i = 0; i < Math.min(lines.length, HEAD_LINES); i++) {
    const text = lines[i] ?? "";
    if (i < OPENING_LINES || hasMoney(text)) take(text, i);
  }
  let best: { found: MeaningFound; line: number; rank: number } | null = null;
  const said = new Set<MeaningName>();
  for (const { line, found } of read)
    for (const f of found) {
      said.add(f.meaning);
      const rank = RANK.get(f.meaning) ?? Infinity;
      if (f.meaning !== "transfer-out" && rank < (best?.rank ?? Infinity)) best = { found: f, line, rank };
    }
  if (!best) return null;
  const meaning = best.found.meaning as Exclude<MeaningName, "transfer-out">;
  const kind = KIND_OF[meaning];
  if (kind !== "incoming" && kind !== "refund" && said.has("transfer-out")) return null;
  const sayers = read.filter(({ line, found }) => line >= 0 && found.some((f) => f.meaning === meaning)).map(({ line }) => line);
  // A subject without an amount ("You made a purchase."): the body's sentence saying the same names it, not a fee's
  // line ("Transaction fee HKD 0.31").
  const sentence =
    best.line < 0 && !hasMoney(subject)
      ? read.find(({ text, line }) => sayers.includes(line) && hasMoney(text) && !namesFee(text))
      : undefined;
  return { kind, meaning, line: sentence?.line ?? best.line, words: best.found.text, said, sayers };
}

/** The lines read for the kind: alerts say it at once. */
const HEAD_LINES = 20;
/** The mail's opening lines are read for words even without an amount ("Your card was declined."). */
const OPENING_LINES = 6;

/** Word edges for scripts with spaces; Han, Kana and Hangul words stand in running text and need none. */
const W = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{Script=Latin}\\p{Script=Cyrillic}])`, "iu");
const CJK = (alternatives: string) => new RegExp(`(?:${alternatives})`, "u");

/** Reasons a declined payment gives, by language, as the mail says them. */
const DECLINE_REASON = W(
  "insufficient funds|not enough (?:money|funds)|incorrect pin|wrong pin|card (?:is )?(?:blocked|frozen|locked|expired)|limit (?:exceeded|reached)|exceeds? (?:your |the )?(?:limit|available)|suspected fraud|nicht ausreichende deckung|keine ausreichende deckung|unzureichende deckung|limit überschritten|falsche pin|karte gesperrt|fonds insuffisants|provision insuffisante|plafond (?:atteint|dépassé)|code (?:pin )?incorrect|saldo insuficiente|fondos insuficientes|límite excedido|pin incorrecto|tarjeta bloqueada|limite excedido|senha incorreta|fondi insufficienti|disponibilità insufficiente|saldo insufficiente|onvoldoende saldo|limiet overschreden|nedostatek prostředků|nedostatečný zůstatek|brak środków|niewystarczające środki|otillräckligt saldo|ikke nok penge|utilstrekkelig dekning|kate ei riitä|yetersiz bakiye|nincs elegendő fedezet|fonduri insuficiente|недостаточно средств|превышен лимит|неверный pin|карта заблокирована|недостатньо коштів",
);
const DECLINE_REASON_CJK = CJK("余额不足|餘額不足|超过限额|残高不足|限度額超過|잔액\\s*부족|한도\\s*초과");
/** "Reason: …", "because …", "Grund: …": the mail's own words for why. */
const REASON_LABEL =
  /(?<![\p{L}])(?:reason|grund|raison|motivo|reden|důvod|powód|orsak|årsag|årsak|syy|sebep|motiv|причина|причина відмови|原因|理由|사유)\s*[:：]\s*(?<why>[^.\n]{3,80})|(?<![\p{L}])(?:due to|because(?: of)?|wegen|en raison d[e']|debido a|devido a|a causa d[i']|vanwege|z důvodu|z powodu|из-за)\s+(?<why2>[^.\n,]{3,80})/iu;

const GENERIC_REASON: Partial<Record<AlertKind, string>> = {
  declined: "the payment was declined",
  reversed: "the payment was reversed or cancelled",
  notice: "a notice of the card or account, not a payment",
};

/** Why nothing is booked, in the mail's words when it gives them, for declined, reversed and notice alerts. */
export function reasonOf(kind: KindReading, subject: string, lines: readonly string[]): string | null {
  const generic = GENERIC_REASON[kind.kind];
  if (generic === undefined) return null;
  if (kind.kind === "notice") return noticeReason(kind.said) ?? generic;
  for (const text of [subject, ...lines.slice(0, HEAD_LINES)]) {
    const known = DECLINE_REASON.exec(text) ?? DECLINE_REASON_CJK.exec(text);
    if (known) return known[0].toLowerCase();
    const label = REASON_LABEL.exec(text);
    const why = label?.groups?.why ?? label?.groups?.why2;
    if (why) return why.trim();
  }
  return generic;
}

function noticeReason(said: ReadonlySet<MeaningName>): string | null {
  if (said.has("paid-to-card"))
    return "a payment made to the card: the bank's export brings both sides of it, so it is not booked from the mail";
  if (said.has("money-ahead")) return "a payment still to come: the bank's export brings it when it is made";
  return null;
}
