// One person's budget, generated: shops written by banks in many ways (a store number and a town, a processor's
// prefix, an order code, a European bank's booking words, a name cut at the network's 22 characters), look-alike shops
// that share a word, shops whose purchases go to several categories, shops the person moves to another category one
// month, shops the person renames and shops they keep as the bank writes them, shops the service's rules name, and
// one-off shops. The truth of each purchase: the shop, the category the person means, the payee they want.
import { prng } from "../csv/seeded-random.mjs";

export const CATEGORIES = [
  "Groceries",
  "Dining",
  "Coffee",
  "Fuel",
  "Transport",
  "Shopping",
  "Household",
  "Subscriptions",
  "Health",
  "Travel",
  "Entertainment",
  "Utilities",
  "Books",
  "Gifts",
  "Pets",
  "Kids",
  "Clothing",
  "Electronics",
  "Fitness",
  "Hobbies",
].map((name, i) => ({ id: 101 + i, name }));

const SYLLABLES = [
  "kor",
  "val",
  "bri",
  "mon",
  "tes",
  "dal",
  "ven",
  "lo",
  "zar",
  "mi",
  "quin",
  "ta",
  "ber",
  "no",
  "sil",
  "gra",
  "phe",
  "lux",
  "dor",
  "ca",
  "rin",
  "vel",
  "o",
  "mar",
  "sun",
  "pel",
  "tro",
  "ki",
  "fen",
  "wal",
];
const SECOND = [
  "MARKET",
  "GRILL",
  "PIZZA",
  "DINER",
  "PHARMACY",
  "BOOKS",
  "FOODS",
  "OUTFITTERS",
  "SUPPLY",
  "TECH",
  "KITCHEN",
  "CAFE",
  "TRAVEL",
  "PETS",
  "FITNESS",
  "WINES",
  "BAKERY",
  "HARDWARE",
  "STUDIO",
  "LABS",
];
// Towns the word lists know and towns they do not; states and countries.
const TOWNS = [
  "AUSTIN",
  "DALLAS",
  "SEATTLE",
  "ROUND ROCK",
  "PFLUGERVILLE",
  "BOTHELL",
  "BERLIN",
  "HAMBURG",
  "ESPOO",
  "LYON",
  "NANTES",
  "PORTLAND",
  "KIRKLAND",
  "BELLEVUE",
  "LONDON",
  "LEEDS",
  "UTRECHT",
  "GRAZ",
];
const STATES = ["TX", "WA", "OR", "CA", "NY", "GB", "DE", "FR", "NL", "AT"];
const PROCESSORS = ["SQ *", "TST* ", "SP * ", "SUMUP *", "IZ *", "PAYPAL *"];

function drawing(seed) {
  const rnd = prng(seed);
  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  return { rnd, int, chance: (p) => rnd() < p, pick: (list) => list[Math.floor(rnd() * list.length)] };
}

const title = (text) => text.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());
const code = (d, n) => Array.from({ length: n }, () => d.pick("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")).join("");
const digits = (d, n) => Array.from({ length: n }, () => d.int(0, 9)).join("");

function brand(d) {
  const word = () =>
    Array.from({ length: d.int(2, 3) }, () => d.pick(SYLLABLES))
      .join("")
      .toUpperCase();
  return d.chance(0.5) ? word() : `${word()} ${d.chance(0.6) ? d.pick(SECOND) : word()}`;
}

/** How the bank writes one purchase at the shop (`style` drawn once per shop). */
function descriptorOf(d, shop) {
  const style = d.pick(shop.styles);
  const store = d.pick(shop.stores);
  const town = d.pick(shop.towns);
  let text;
  switch (style) {
    case "store":
      text = `${shop.name} #${store} ${town} ${d.pick(STATES)}`;
      break;
    case "processor":
      text = `${shop.processor}${shop.name}${d.chance(0.5) ? ` ${store}` : ""}`;
      break;
    case "online":
      text = `${shop.name.replace(/ /g, "")}*${code(d, 6)}`;
      break;
    case "german":
      text = `KARTENZAHLUNG ${shop.name} ${store} ${town}`;
      break;
    case "french":
      text = `CB ${shop.name} ${String(d.int(1, 28)).padStart(2, "0")}/${String(d.int(1, 12)).padStart(2, "0")}`;
      break;
    default:
      text = `${shop.name} ${store}`;
  }
  // The card network's merchant field: 22 characters, and some banks print no more.
  return shop.cut ? text.slice(0, 22).trimEnd() : text;
}

/**
 * A person's world: `shops` shops over `months` months, about `perMonth` purchases a month.
 * @returns {{ shops: object[], purchases: object[], categories: typeof CATEGORIES }}
 */
export function world(seed, { shops: count = 120, months = 24, perMonth = 100 } = {}) {
  const d = drawing(seed);
  const renames = 0.3 + d.rnd() * 0.65;
  const shops = [];
  const names = new Set();
  for (let i = 0; i < count; i++) {
    let name = brand(d);
    // A look-alike: another shop's first word and a word of its own, in another category.
    const other = shops.length > 0 && d.chance(0.12) ? d.pick(shops) : null;
    if (other) name = `${other.name.split(" ")[0]} ${d.pick(SECOND.filter((w) => !other.name.includes(w)))}`;
    if (names.has(name)) name = `${name} ${brand(d).split(" ")[0]}`;
    names.add(name);
    const home = d.pick(CATEGORIES.filter((c) => c.id !== other?.home)).id;
    const general = d.chance(0.12);
    const styles = [d.pick(["store", "processor", "online", "german", "french", "plain"])];
    if (d.chance(0.3)) styles.push(d.pick(["store", "online", "plain"]));
    shops.push({
      index: i,
      name,
      processor: d.pick(PROCESSORS),
      styles,
      stores: Array.from({ length: d.int(1, 5) }, () => digits(d, d.int(3, 5))),
      towns: Array.from({ length: d.int(1, 3) }, () => d.pick(TOWNS)),
      cut: d.chance(0.15),
      home,
      // A shop whose purchases go to several categories (a department store, a marketplace).
      general: general ? [home, ...Array.from({ length: d.int(1, 3) }, () => d.pick(CATEGORIES).id)] : null,
      // The month the person moves the shop to another category, and where.
      moves: !general && d.chance(0.05) ? { month: d.int(6, months - 2), to: d.pick(CATEGORIES.filter((c) => c.id !== home)).id } : null,
      // The person's name for it (null: they keep the bank's text); a rule of the service's names and files it.
      payee: d.chance(renames) ? (d.chance(0.8) ? title(name) : title(name.split(" ")[0])) : null,
      rule: d.chance(0.06),
      weight: 1 / Math.pow(i + 1, 0.9),
    });
  }
  const total = shops.reduce((sum, s) => sum + s.weight, 0);
  const purchases = [];
  for (let month = 0; month < months; month++) {
    const n = d.int(Math.round(perMonth * 0.85), Math.round(perMonth * 1.15));
    for (let k = 0; k < n; k++) {
      const date = `${2025 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, "0")}-${String(d.int(1, 28)).padStart(2, "0")}`;
      if (d.chance(0.08)) {
        // A shop seen once: nothing in the budget says what it is.
        const name = brand(d);
        purchases.push({ month, date, shop: null, descriptor: `${name} ${digits(d, 4)}`, category: d.pick(CATEGORIES).id, payee: null });
        continue;
      }
      let at = d.rnd() * total;
      const shop = shops.find((s) => (at -= s.weight) < 0) ?? shops[shops.length - 1];
      const category = shop.general ? d.pick(shop.general) : shop.moves && month >= shop.moves.month ? shop.moves.to : shop.home;
      purchases.push({ month, date, shop, descriptor: descriptorOf(d, shop), category, payee: shop.payee });
    }
  }
  purchases.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { shops, purchases, categories: CATEGORIES, drawing: d };
}
