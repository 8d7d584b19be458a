// The account a payment left, named by the wallet or bank that sends the mail: "via PayMe", "using your PayPal
// balance", "from your Revolut account", "über Ihr N26 Konto". A wallet's notification names no card's digits: its
// own name as the means of the payment is the reference to the person's account that the digits are in a card's.
// Only the sender's own names count (its display name's and its domain's words), so a merchant's "Pay via Stripe"
// from a shop's domain is no reference to an account.
import type { MailAddress } from "../message";

/** Words of senders' names and domains that name nobody ("PayMe by HSBC" is "payme", "hsbc"). */
const GENERIC = new Set([
  ...["the", "and", "by", "von", "de", "bank", "alert", "alerts", "notification", "notifications", "notify", "notice", "service"],
  ...["services", "team", "info", "mail", "email", "e-mail", "support", "customer", "card", "cards", "online", "mobile", "app"],
  ...["secure", "no", "reply", "noreply", "donotreply", "not", "from", "your", "com", "net", "org", "gov", "edu", "mx", "www"],
  ...["news", "message", "messages", "system", "payments", "payment", "account", "accounts", "wallet"],
]);

/** The words that make a name the means ("via X") or the account ("your X balance"), by language. */
const VIA = String.raw`via|using|through|über|par|por|pelo|pela|tramite|przez|přes|через|通过|透過`;
const YOUR = String.raw`your|votre|ihr|ihre|ihrem|ihrer|tu|su|seu|sua|la tua|il tuo|je|uw|twoje|twojego|váš|vašeho|ваш|вашего`;
const ACCOUNT = String.raw`balance|account|wallet|card|konto|guthaben|compte|solde|cuenta|saldo|conta|carteira|conto|rekening|portfel|účet|účtu|счет|счёт|кошелек`;

/** The sender's own names: the words of its display name and of its address's domain that name it. */
export function senderNames(from: MailAddress | null): string[] {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (w.length >= 3 && !GENERIC.has(w) && !/^\d+$/.test(w)) words.add(w);
  };
  add(from?.name ?? "");
  const address = from?.address ?? "";
  if (address.includes("@")) add(address.slice(address.lastIndexOf("@") + 1).replace(/\.[a-z]{2,3}$/iu, ""));
  return [...words];
}

/** A name after the words of a means ("via X"), or between "your" and an account's word ("your X balance"). */
const NAMED = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:${VIA})\s+(?:(?:${YOUR})\s+)?(?<via>[\p{L}\p{N}][\p{L}\p{N}&'-]*)|(?:${YOUR})\s+(?<own>[\p{L}\p{N}][\p{L}\p{N}&'-]*)\s+(?:${ACCOUNT})(?![\p{L}]))`,
  "giu",
);

/** The sender named as the means of the payment or as the person's account with it, as written ("PayMe"); null when not. */
export function walletIn(from: MailAddress | null, subject: string, lines: readonly string[]): string | null {
  const names = senderNames(from);
  if (names.length === 0) return null;
  for (const text of [subject, ...lines.slice(0, READ_LINES)]) {
    NAMED.lastIndex = 0;
    for (let m = NAMED.exec(text); m !== null; m = NAMED.exec(text)) {
      const written = m.groups?.via ?? m.groups?.own;
      if (written && names.includes(written.toLowerCase())) return written;
    }
  }
  return null;
}

/** A wallet names itself near the payment it tells of. */
const READ_LINES = 30;
