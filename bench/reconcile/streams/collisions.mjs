// The collisions a stream is given on purpose: payments that a matcher can take for one another. Each class draws
// its payments as drafts (payments.mjs finishes them: amounts, channels, times); `force` says what a draft must
// have for the collision to be one (a receipt, a tap, a hold), the rest is drawn as for any payment.
import { LOOKALIKES, STATIONS, shopNamed } from "./merchants.mjs";

/** Accounts a card payment is made from. */
const CARDS = ["cardA", "cardB", "checking"];

export const COLLISIONS = {
  /** 20.00 at Corner Books and 20.00 at SHELL OIL 57442 the same day. */
  "same-amount-other-shop": (d, s) => {
    const amount = d.pick([10, 15, 20, 25, 40]).toFixed(2);
    const shopA = d.pick(s.home === "us" ? ["Corner Books", "Walgreens", "Safeway"] : ["Dussmann", "dm-drogerie markt", "REWE Markt"]);
    const day = s.day();
    return [
      { shop: s.shop(shopA), account: d.pick([...s.cards, ...s.cash]), day, amount, force: { receipt: true } },
      // Paid inside at the counter: no hold, the amount is the fuel's.
      { shop: s.shop(d.pick(STATIONS[s.home])), account: d.pick(s.cards), day, amount, force: { hold: false } },
    ];
  },
  /** The same shop twice at one price: two coffees of 4.50 on one day (identical bank rows) or two days apart. */
  "same-shop-same-price": (d, s) => {
    const shop = s.shop(d.pick(s.home === "us" ? ["Blue Bottle Coffee", "Starbucks"] : ["Bäckerei Kamps", "Café Einstein"]));
    const amount = d.pick([3.75, 4.5, 4.95]).toFixed(2);
    const account = d.pick(s.cards);
    const day = s.day(2);
    const sameDay = d.chance(0.6);
    const tags = sameDay ? ["twin-rows"] : [];
    // Booked the same night: the bank's two rows are one text, one amount, one date.
    const lag = sameDay ? { lag: d.int(0, 2) } : {};
    return [
      { shop, account, day, amount, tags, force: { tap: true, ...lag } },
      { shop, account, day: sameDay ? day : day + 2, amount, tags, force: lag },
    ];
  },
  /** Fuel holds of 1.00 at two stations of other brands, a day apart at most: each booked row must find its own. */
  "holds-at-other-stations": (d, s) => {
    const [first, second] = STATIONS[s.home];
    const day = s.day(1);
    const hold = s.home === "us" ? "1.00" : "100.00";
    const force = { hold, pendingShown: true };
    return [
      { shop: s.shop(first), account: d.pick(s.cards), day, force },
      { shop: s.shop(second), account: d.pick(s.cards), day: day + d.int(0, 1), force },
    ];
  },
  /** A purchase and its refund (money in) days later, same shop, same amount. */
  refund: (d, s) => {
    const shop = s.shop(d.pick(s.home === "us" ? ["Amazon.com", "Corner Books"] : ["Amazon.de", "Dussmann"]));
    const amount = d.money(12, 90);
    const account = d.pick(s.cards);
    const day = s.day(8);
    return [
      { shop, account, day, amount, force: { receipt: true } },
      { shop, account, day: day + d.int(2, 8), amount, force: { refund: true } },
    ];
  },
  /** A cash purchase (a receipt, no account) and a card payment of the same amount elsewhere, a day apart at most. */
  "cash-next-to-card": (d, s) => {
    const amount = d.money(8, 40);
    const names = s.home === "us" ? ["Corner Books", "Walgreens", "Safeway", "Burger King"] : ["Dussmann", "dm-drogerie markt", "Lidl"];
    const [cashShop, cardShop] = twoOf(d, names);
    const day = s.day(1);
    return [
      { shop: s.shop(cashShop), account: "cash", day, amount, force: { receipt: true } },
      { shop: s.shop(cardShop), account: d.pick(s.cards), day: day + d.int(0, 1), amount, force: { receipt: false } },
    ];
  },
  /** Shops whose names share words: "CAFE PARIS BAKERY" is not "Paris Cafe"; amounts equal, or within a tip. */
  "lookalike-names": (d, s) => {
    const [a, b] = d.pick(LOOKALIKES[s.home]);
    const amount = d.money(9, 45);
    const day = s.day(1);
    const other = d.chance(0.5) ? amount : (Number(amount) * (1 + d.int(10, 25) / 100)).toFixed(2);
    return [
      { shop: s.shop(a), account: d.pick(s.cards), day, amount, force: { tap: true } },
      { shop: s.shop(b), account: d.pick(s.cards), day: day + d.int(0, 1), amount: other, force: { tap: d.chance(0.5) } },
    ];
  },
};

export const COLLISION_CLASSES = Object.keys(COLLISIONS);

/** What collisions.mjs needs of the stream: its home, its accounts, a day to put a collision on, a shop by name. */
export function collisionScope(home, accounts, lastDay, d) {
  const cards = CARDS.filter((a) => accounts.includes(a));
  return {
    home,
    cards,
    cash: accounts.includes("cash") ? ["cash"] : [],
    /** A day with `room` days after it still in the month. */
    day: (room = 0) => d.int(0, lastDay - room),
    shop: (name) => shopNamed(name, home),
  };
}

function twoOf(d, names) {
  const first = d.pick(names);
  return [first, d.pick(names.filter((n) => n !== first))];
}
