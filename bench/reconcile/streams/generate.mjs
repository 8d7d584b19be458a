// A stream with known truth: a month of one person's payments over two cards, a checking account and cash, the
// collisions drawn on purpose among them (collisions.mjs), what each channel reports of each payment
// (payments.mjs) and when it reaches Intake (events.mjs). The same seed gives the same stream.
import { alertEvents } from "./alerts.mjs";
import { ACCOUNTS } from "./bank-texts.mjs";
import { COLLISION_CLASSES, COLLISIONS, collisionScope } from "./collisions.mjs";
import { DAY, dateOf, drawing } from "./draw.mjs";
import { eventsOf } from "./events.mjs";
import { BANK_ONLY, EU_SHOPS, KIND_WEIGHTS, KINDS, US_SHOPS } from "./merchants.mjs";
import { finish } from "./payments.mjs";
import { tagged } from "./tags.mjs";
import { transferPayments } from "./transfers.mjs";

/** Purchases fall on the month's 31 days (day 0 is October 1st). */
const LAST_DAY = 30;

const DEFAULTS = {
  /** Payments of the month (bank-only ones too). */
  payments: [30, 60],
  /** Collision groups drawn, two payments each. */
  collisions: [3, 6],
  accounts: ["cardA", "cardB", "checking", "cash"],
  /** The share of people who travel for a few days that month (paying in the other currency). */
  trip: 0.35,
  /** Pay and rent on the checking account. */
  bankOnly: true,
  /** The issuers' card alerts, some arriving both ways (alerts.mjs). */
  alerts: true,
  /** Money moved between the person's accounts, and look-alikes (transfers.mjs): adds a savings and a wallet. */
  transfers: true,
  /** The share of exports downloaded in the bank's other layout (bank-files.mjs `merchant`): booked rows only. */
  otherLayout: 0.15,
};

/**
 * `options`: the defaults above, `home` ("us", "eu"; else drawn: 70% us), `classes` (the collision classes to draw,
 * in place of a random count of random ones).
 */
export function stream(seed, options = {}) {
  const o = { ...DEFAULTS, ...options };
  const d = drawing(seed);
  const home = o.home ?? (d.chance(0.7) ? "us" : "eu");
  const kept = o.transfers ? [...o.accounts, "savings", "wallet"] : o.accounts;
  const accounts = Object.fromEntries(Object.entries(ACCOUNTS[home]).filter(([name]) => kept.includes(name)));
  const stores = new Map();
  const s = {
    home,
    currency: home === "us" ? "usd" : "eur",
    accounts,
    abroad: home === "us" ? "DE" : "US",
    storeOf: (shop) => stores.get(shop.name) ?? stores.set(shop.name, String(d.int(1_000_000, 9_999_999))).get(shop.name),
  };
  const scope = collisionScope(home, o.accounts, LAST_DAY, d);
  const classes = o.classes ?? Array.from({ length: d.int(...o.collisions) }, () => d.pick(COLLISION_CLASSES));
  const drafts = classes.flatMap((name) => COLLISIONS[name](d, scope).map((draft) => ({ ...draft, collision: name })));
  const trip = d.chance(o.trip) ? { from: d.int(3, LAST_DAY - 6), days: d.int(3, 5) } : null;
  const bankOnly = o.bankOnly && accounts.checking ? BANK_ONLY[home] : [];
  const count = Math.max(d.int(...o.payments) - bankOnly.length, drafts.length);
  while (drafts.length < count) drafts.push(ordinary(d, s, scope, trip));
  const payments = drafts.map((draft, i) => finish(draft, `p${i + 1}`, d, s));
  bankOnly.forEach((b, i) => payments.push(bankOnlyPayment(b, `b${i + 1}`, i === 0 ? 0 : d.int(1, LAST_DAY))));
  if (o.transfers && accounts.checking && accounts.cardA && accounts.cardB)
    payments.push(...transferPayments({ seed, home, currency: s.currency, wallet: accounts.wallet.currency, accounts }, LAST_DAY));
  const events = eventsOf(payments, accounts, LAST_DAY, d);
  if (o.alerts) events.push(...alertEvents({ seed, currency: s.currency, accounts, payments }));
  if (o.otherLayout > 0) otherLayouts(events, seed, o.otherLayout);
  events.sort((a, b) => a.at - b.at);
  tagged(payments, events);
  return { seed, home, currency: s.currency, accounts, payments, events };
}

/**
 * Some exports in the bank's other layout, which lists booked rows only; the person leaves out what the upload's
 * preview says is probably there already (intake.ts). A PRNG of their own: the stream's reports are the same.
 */
function otherLayouts(events, seed, share) {
  const d = drawing(seed ^ 0x1a70e7);
  for (const e of events) {
    if (e.kind !== "export" || !d.chance(share)) continue;
    e.layout = "merchant";
    e.rows = e.rows.filter((r) => r.channel === "booked");
  }
  for (let i = events.length - 1; i >= 0; i--) if (events[i].kind === "export" && events[i].rows.length === 0) events.splice(i, 1);
}

/** A payment of the month with no collision drawn on purpose (which does not keep it from colliding). */
function ordinary(d, s, scope, trip) {
  const abroad = trip && d.chance(0.25);
  const kind = weighted(d, abroad ? "bill" : null);
  const shops = (abroad ? (s.home === "us" ? EU_SHOPS : US_SHOPS) : s.home === "us" ? US_SHOPS : EU_SHOPS).filter((x) => x.kind === kind);
  const day = abroad ? trip.from + d.int(0, trip.days - 1) : scope.day(KINDS[kind].nights ? 3 : 0);
  const cash = !abroad && scope.cash.length > 0 && d.chance(KINDS[kind].cash ?? 0);
  const account = cash ? "cash" : d.pick(kind === "bill" || kind === "online" ? scope.cards.filter((a) => a !== "checking") : scope.cards);
  return {
    shop: d.pick(shops),
    account: account ?? d.pick(scope.cards),
    day,
    ...(abroad ? { foreign: s.home === "us" ? "eur" : "usd" } : {}),
  };
}

function weighted(d, except) {
  const kinds = Object.entries(KIND_WEIGHTS).filter(([kind]) => kind !== except);
  let left = d.rnd() * kinds.reduce((sum, [, w]) => sum + w, 0);
  for (const [kind, w] of kinds) if ((left -= w) < 0) return kind;
  return kinds[0][0];
}

/** Pay and rent: only the bank reports them. */
function bankOnlyPayment(b, id, day) {
  const date = dateOf(day);
  return {
    id,
    shop: null,
    account: "checking",
    day,
    t0: day * DAY,
    tags: [],
    booked: { amount: b.amount, date, at: day * DAY + 6 * 60, text: b.text },
    pendingAmount: b.amount,
    tap: null,
    receipt: null,
  };
}
