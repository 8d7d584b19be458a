// A connection's tap settings (KV `taps:<connection>`, storage-layout.md): which account a tap goes to, by the card the
// phone names (its name as the phone says it, or its last four digits), else the default; none: cash, until the
// bank's row of the payment takes it over and moves it to the bank's account (outbox/reconcile.ts).

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

export async function deleteTapSettings(kv: KVNamespace, connectionId: string): Promise<void> {
  await kv.delete(key(connectionId));
}

/** The account a tap of `card` goes to: the card listed by name (any case) or by its last four digits, else the default. */
export function accountForCard(settings: TapSettings, card: string | null): number | null {
  const listed = listedCard(settings, card);
  return listed ? listed.accountId : settings.accountId;
}

/** The card of the table a tap or an alert names, by its name (any case) or its last four digits; undefined when none is. */
export function listedCard(settings: TapSettings, card: string | null): CardAccount | undefined {
  if (!card) return undefined;
  const wanted = card.toLowerCase().replace(/\s+/g, " ");
  const digits = /(\d{4})\D*$/.exec(card)?.[1];
  return (
    settings.cards.find((c) => c.card.toLowerCase().replace(/\s+/g, " ") === wanted) ??
    (digits ? settings.cards.find((c) => /(\d{4})\D*$/.exec(c.card)?.[1] === digits) : undefined)
  );
}
