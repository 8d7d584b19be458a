// A person's accounts, and how each one's bank writes a card payment: around the network's merchant field (22
// characters) a US issuer adds the city and state, a debit account "POS DEBIT", a German savings bank the town (its
// booking type column says "KARTENZAHLUNG": bank-files.mjs), a French card "CB" and the purchase's day; abroad the
// country follows.

/**
 * The accounts: the manual account's id (the sandbox's checking and credit card, and one more card) and type, the card
 * a phone names, the export's file (bank-files.mjs) and whether it shows pending rows, how the bank writes a payment.
 */
export const ACCOUNTS = {
  us: {
    checking: { id: 101, type: "cash", card: "Debit •••• 1014", file: "status-csv", pending: true, style: "pos" },
    cardA: { id: 102, type: "credit", card: "Visa •••• 4242", file: "status-csv", pending: true, style: "city" },
    cardB: { id: 103, type: "credit", card: "Amex •••• 1005", file: "ofx", pending: false, style: "field" },
  },
  eu: {
    checking: { id: 101, type: "cash", card: "Girocard •••• 7781", file: "sparkasse", pending: true, style: "town" },
    cardA: { id: 102, type: "credit", card: "Visa •••• 4242", file: "releve", pending: false, style: "cb" },
    cardB: { id: 103, type: "credit", card: "Mastercard •••• 5510", file: "status-csv", pending: true, style: "city" },
  },
};

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
