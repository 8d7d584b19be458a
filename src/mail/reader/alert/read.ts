// Reading one alert, step by step: its text, its sender, its kind, the evidence that it is an issuer's and no
// receipt, statement, offer or code, then what moved (amount, merchant, card, day, reference) and how each was
// read. Each step is a module of its own; this one only orders them and says where each field came from.
import type { MailMessage } from "../message";
import { withAmountsKept } from "../receipt/money/amounts";
import { amountIn, moneyOfLine, namesMoney, type AmountReading } from "./amounts";
import { cardIn } from "./card";
import { dayOf } from "./day";
import { notAnAlert } from "./evidence";
import type { AlertContext, CardAlert } from "./index";
import type { Issuer } from "./issuers";
import { kindIn, reasonOf } from "./kind";
import { merchantIn } from "./merchant";
import { referenceIn } from "./reference";
import { fromUnlistedIssuer, issuerInMail, senderOf } from "./sender";
import { alertText } from "./text";
import { walletIn } from "./wallet";

/**
 * The alert a mail is, or null when it is none: a merchant's receipt, an order, a statement, an offer, a code,
 * a transfer out, or a mail that says no kind of payment and names no amount. A bank or wallet no table lists is
 * read by what its mail says: a payment's words, an amount with its currency, the card's digits or the wallet, and
 * whom it paid. Conservative: a wrong alert books a payment that is not one, a missed one still reaches the
 * receipt reader.
 */
export function readAlert(message: MailMessage, context: AlertContext): CardAlert | null {
  return withAmountsKept(() => readOne(message, context));
}

function readOne(message: MailMessage, context: AlertContext): CardAlert | null {
  const { subject, lines } = alertText(message);
  const sender = senderOf(message.from);
  // A business's own mail names issuers in passing ("we never ask for PayPal"): only its opening lines count.
  const named = sender.issuer ? null : issuerInMail(message.from?.name ?? null, subject, sender.name ? lines.slice(0, 8) : lines);
  const issuer = sender.issuer ?? named;
  const kind = kindIn(subject, lines, namesMoney);
  if (!kind) return null;
  const card = cardIn(subject, lines);
  // A wallet names no card: its own name as the means of the payment ("via PayMe") is the account's reference.
  const wallet = card || sender.issuer ? null : walletIn(message.from, subject, lines);
  // Evidence it is an issuer's: its sender, or the mail naming the card's digits, the wallet, or the issuer.
  if (!sender.issuer && !card && !wallet && !named) return null;
  if (notAnAlert(subject, lines, distinctAmounts(subject, lines, issuer))) return null;
  const money = amountIn(subject, lines, { issuer, kindLine: kind.line });
  if (!money && kind.kind !== "notice") return null;
  const moved = kind.kind === "notice" ? null : merchantIn(kind, subject, lines, issuer, namesMoney);
  // A sender on a domain of its own that no table lists: read by what the mail says (sender.ts).
  if (sender.name) {
    const says = {
      kind,
      reference: card !== null || wallet !== null,
      currency: money?.amount.currency ?? null,
      merchant: moved?.merchant ?? null,
      senderName: sender.name,
      displayName: message.from?.name ?? null,
    };
    if (!fromUnlistedIssuer(says, subject, lines)) return null;
  }
  const currency = money?.amount.currency ?? issuer?.currency ?? null;
  const day = dayOf(lines, message.date, context, currency, issuer?.country ?? null);
  const how: CardAlert["how"] = {
    kind: `"${kind.words}" in the ${kind.line < 0 ? "subject" : "alert"}`,
    date: day.how,
  };
  if (issuer) how.issuer = sender.issuer ? `the sender's domain (${sender.domain})` : `named in the mail`;
  if (card) how.card = `"${card.card}" in the ${card.line < 0 ? "subject" : "alert"}`;
  else if (wallet) how.card = `"${wallet}": the wallet that sent the mail, named as the means of the payment`;
  if (moved) how.merchant = moved.how;
  if (money) how.amount = amountHow(money, currency);
  return {
    kind: kind.kind,
    issuer: issuer?.name ?? null,
    card: card?.card ?? wallet ?? null,
    last4: card?.last4 ?? null,
    merchant: moved?.merchant ?? null,
    descriptor: moved?.descriptor ?? null,
    amount: money?.amount.value ?? null,
    currency: money ? currency : null,
    original: money?.original?.currency ? { amount: money.original.value, currency: money.original.currency } : null,
    date: day.date,
    minute: day.minute,
    reference: referenceIn(lines),
    reason: reasonOf(kind, subject, lines),
    how,
  };
}

/** The different amounts the alert's first lines name: a statement names many. */
function distinctAmounts(subject: string, lines: readonly string[], issuer: Issuer | null): number {
  const seen = new Set<string>();
  for (const [i, line] of [subject, ...lines.slice(0, 40)].entries())
    for (const m of moneyOfLine(line, i - 1, issuer)) seen.add(`${m.value} ${m.currency ?? ""}`);
  return seen.size;
}

function amountHow(money: AmountReading, currency: string | null): string {
  const note = money.amount.note ? `; ${money.amount.note}` : "";
  const assumed = money.amount.currency === null && currency !== null ? `; no sign: the issuer's currency, ${currency}` : "";
  return `${money.how}${note}${assumed}`;
}
