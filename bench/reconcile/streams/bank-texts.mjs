// A person's accounts, and how each one's bank writes a card payment: around the network's merchant field (22
// characters) a US issuer adds the city and state, a debit account "POS DEBIT", a German savings bank the town (its
// booking type column says "KARTENZAHLUNG": bank-files.mjs), a French card "CB" and the purchase's day; abroad the
// country follows.

/**
 * The accounts: the manual account's id (the sandbox's checking and credit card, one more card, and the savings and
 * the other currency's wallet that transfers move money to) and type, the card a phone names, the export's file
 * (bank-files.mjs) and whether it shows pending rows, how the bank writes a payment, and how the budget names it.
 */
export const ACCOUNTS = {
  us: {
    checking: {
      id: 101,
      type: "cash",
      card: "Debit •••• 1014",
      file: "status-csv",
      pending: true,
      style: "pos",
      ...named("Checking 1014", "Chase"),
    },
    cardA: {
      id: 102,
      type: "credit",
      card: "Visa •••• 4242",
      file: "status-csv",
      pending: true,
      style: "city",
      ...named("Visa 4242", "Chase"),
    },
    cardB: {
      id: 103,
      type: "credit",
      card: "Amex •••• 1005",
      file: "ofx",
      pending: false,
      style: "field",
      ...named("Amex Gold", "American Express", "1005"),
    },
    savings: { id: 104, type: "cash", card: null, file: "status-csv", pending: false, style: "pos", ...named("Savings 6789", "Chase") },
    wallet: {
      id: 105,
      type: "cash",
      card: null,
      file: "status-csv",
      pending: false,
      style: "pos",
      currency: "eur",
      ...named("Wise EUR", "Wise", "0552"),
    },
  },
  eu: {
    checking: {
      id: 101,
      type: "cash",
      card: "Girocard •••• 7781",
      file: "sparkasse",
      pending: true,
      style: "town",
      ...named("Giro DE89…3000", "Sparkasse"),
    },
    cardA: {
      id: 102,
      type: "credit",
      card: "Visa •••• 4242",
      file: "releve",
      pending: false,
      style: "cb",
      ...named("Visa 4242", "Boursorama"),
    },
    cardB: {
      id: 103,
      type: "credit",
      card: "Mastercard •••• 5510",
      file: "status-csv",
      pending: true,
      style: "city",
      ...named("Mastercard 5510", "Advanzia"),
    },
    savings: {
      id: 104,
      type: "cash",
      card: null,
      file: "sparkasse",
      pending: false,
      style: "town",
      ...named("Tagesgeld 4471", "Sparkasse"),
    },
    wallet: {
      id: 105,
      type: "cash",
      card: null,
      file: "status-csv",
      pending: false,
      style: "city",
      currency: "usd",
      ...named("Wise USD", "Wise", "0552"),
    },
  },
};

/** The account as the budget names it: its name (the digits in it are its number), its bank, its last four digits. */
function named(name, institution, number = name.slice(-4)) {
  return { name, institution, number };
}

/** The network's merchant field is this long: the rest of a shop's name is cut. */
const NETWORK_FIELD = 22;
const ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";

/**
 * A shop's field with the stream's store number (`#`, the same shop each time) and the payment's own code (`%`),
 * cut as the network cuts it.
 */
export function fieldOf(shop, storeDigits, rnd) {
  let digit = 0;
  const filled = shop.field
    .replace(/#/g, () => storeDigits[digit++ % storeDigits.length])
    .replace(/%/g, () => ALNUM[Math.floor(rnd() * ALNUM.length)]);
  return filled.slice(0, NETWORK_FIELD).trimEnd();
}

/** The bank row's text of a card payment: `day` is the purchase's date (YYYY-MM-DD), `abroad` a country code or null. */
export function bankText(style, field, shop, day, abroad) {
  const country = abroad ? ` ${abroad}` : "";
  switch (style) {
    case "pos":
      return `POS DEBIT ${field} ${shop.tail}${country}`;
    case "city":
      return `${field} ${shop.tail}${country}`;
    case "town":
      return `${field} ${shop.tail.toUpperCase()}${country}`;
    case "cb":
      return `CB ${field} ${day.slice(8, 10)}/${day.slice(5, 7)}${country}`;
    default:
      return `${field}${country}`;
  }
}
