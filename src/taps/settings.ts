// A connection's tap settings (KV `taps:<connection>`, storage-layout.md): which account a tap goes to, by the card the
// phone names (its name as the phone says it, or its last four digits), else the default; none: cash, until the
// bank's row of the payment takes it over and moves it to the bank's account (outbox/reconcile.ts).
import { cardDigitsOf, sameCard } from "../locale/card-numbers";

export interface CardAccount {
  /** The card as the phone names it ("Visa", "Apple Card", "Girokonto •••• 4242"). */
  card: string;
  /** The manual account its taps go to; null: cash. */
  accountId: number | null;
}

export interface TapSettings {
  /** Where a tap of a card not listed goes; null: cash. */
  accountId: number | null;
  cards: CardAccount[];
}

/** A person's cards, not a bank's list: a handful. */
export const MAX_CARDS = 10;

const key = (connectionId: string) => `taps:${connectionId}`;

export async function tapSettingsOf(kv: KVNamespace, connectionId: string): Promise<TapSettings> {
  return (await kv.get<TapSettings>(key(connectionId), "json")) ?? { accountId: null, cards: [] };
}

export async function saveTapSettings(kv: KVNamespace, connectionId: string, settings: TapSettings): Promise<TapSettings> {
  const cards = settings.cards.filter((c) => c.card.trim() !== "").map((c) => ({ ...c, card: c.card.trim() }));
  const next = { accountId: settings.accountId, cards: cards.slice(0, MAX_CARDS) };
  await kv.put(key(connectionId), JSON.stringify(next));
  return next;
}

/**
 * The first card the table maps to two accounts, by its name (any case) or its digits ("Visa 4242" and "•••• 4242"),
 * or null: a tap of it could go to either, so a table that says both is refused, not read by its first line.
 */
export function cardMappedTwice(cards: readonly CardAccount[]): { card: string; other: string } | null {
  const listed = cards.filter((c) => c.card.trim() !== "");
  for (const [i, card] of listed.entries()) {
    const same = listed.slice(i + 1).find((other) => other.accountId !== card.accountId && sameListedCard(card.card, other.card));
    if (same) return { card: card.card.trim(), other: same.card.trim() };
  }
  return null;
}

function sameListedCard(a: string, b: string): boolean {
  const name = (card: string) => card.trim().toLowerCase().replace(/\s+/g, " ");
  if (name(a) === name(b)) return true;
  const [digitsA, digitsB] = [cardDigitsOf(a), cardDigitsOf(b)];
  return digitsA !== null && digitsB !== null && sameCard(digitsA, digitsB);
}

export async function deleteTapSettings(kv: KVNamespace, connectionId: string): Promise<void> {
  await kv.delete(key(connectionId));
}

/** The account a tap of `card` goes to: the card listed by name (any case) or by its last four digits, else the default. */
export function accountForCard(settings: TapSettings, card: string | null): number | null {
  const listed = listedCard(settings, card);
  return listed ? listed.accountId : settings.accountId;
}

/**
 * The card of the table a tap or an alert names, by its name (any case) or its last digits, whatever the form either
 * writes them in ("Visa 1234" listed, "***1234", "cartão final 1234", "carte n° XXXX1234" named); undefined when none is.
 */
export function listedCard(settings: TapSettings, card: string | null): CardAccount | undefined {
  if (!card) return undefined;
  const wanted = card.toLowerCase().replace(/\s+/g, " ");
  const byName = settings.cards.find((c) => c.card.toLowerCase().replace(/\s+/g, " ") === wanted);
  if (byName) return byName;
  const digits = cardDigitsOf(card);
  if (!digits) return undefined;
  return settings.cards.find((c) => {
    const listed = cardDigitsOf(c.card);
    return listed !== null && sameCard(listed, digits);
  });
}

/** An account of the budget, as its list names it. */
export interface NamedAccount {
  id: number;
  name: string;
  display_name: string | null;
}

/**
 * The one account whose name (or the name the person shows it by) ends in the card's digits ("Visa 1234", "Sapphire
 * ••1234", "Cartão final 1234"): a person who named the account after its card has said which card it is. None when no
 * account or more than one does.
 */
export function accountNamingCard(accounts: readonly NamedAccount[], digits: string | null): number | null {
  if (!digits) return null;
  const naming = accounts.filter((a) =>
    [a.display_name, a.name].some((name) => {
      const named = name ? cardDigitsOf(name) : null;
      return named !== null && sameCard(named, digits);
    }),
  );
  return naming.length === 1 ? (naming[0]?.id ?? null) : null;
}

/**
 * The one account named after a wallet ("PayMe", "PayPal balance", "Revolut EUR"): the wallet's name as a whole word of
 * the account's name or the name the person shows it by. None when no account or more than one is.
 */
export function accountNamedAfter(accounts: readonly NamedAccount[], wallet: string | null): number | null {
  const wanted = wallet?.trim().toLowerCase();
  if (!wanted || wanted.length < 3) return null;
  const word = new RegExp(`(?<![\\p{L}\\p{N}])${wanted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u");
  const naming = accounts.filter((a) => [a.display_name, a.name].some((name) => name !== null && word.test(name.toLowerCase())));
  return naming.length === 1 ? (naming[0]?.id ?? null) : null;
}
