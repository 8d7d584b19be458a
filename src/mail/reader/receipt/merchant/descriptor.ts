// A card statement descriptor made readable, conservatively: what the card network carries is a merchant name
// cut to a few columns, often behind a payment facilitator's prefix ("SQ *", "TST*", "PAYPAL *") and followed by
// a reference, a store number and the city and state ("STARBUCKS #1234 SEATTLE WA"). Only those parts are
// taken off; the rest is kept as written, and the raw descriptor goes to the notes.

/** Payment facilitators that put their own prefix before the merchant's name (Square, Toast, PayPal, Zettle, SumUp…). */
const FACILITATOR_PREFIX = /^(?:SQ|SQU|TST|PAYPAL|PP|SP|IZ|IZETTLE|ZTL|SUMUP|SMP)\s*\*\s*/iu;
/** "AMZN Mktp CA", "AMAZON.CO.UK*AB12", "Amzn Digital US": Amazon's country store, the one brand every card shows abbreviated. */
const AMAZON =
  /^(?:AMZN|AMAZON)(?:\s*(?:MKTP|MKTPLACE|MARKETPLACE|DIGITAL|RETAIL|PRIME))?(?:\s*\.?\s*(?<store>COM|CA|CO\.UK|UK|DE|FR|IT|ES|NL|SE|PL|BE|IE|COM\.AU|AU|CO\.JP|JP|COM\.MX|MX|COM\.BR|BR|IN|US))?(?=\s*(?:\*|\d|$))/iu;
/** Amazon's country stores by the code a descriptor writes: each is its own shop (currency, company). */
const AMAZON_STORE: Readonly<Record<string, string>> = {
  ca: "Amazon.ca",
  uk: "Amazon.co.uk",
  "co.uk": "Amazon.co.uk",
  de: "Amazon.de",
  fr: "Amazon.fr",
  it: "Amazon.it",
  es: "Amazon.es",
  nl: "Amazon.nl",
  se: "Amazon.se",
  pl: "Amazon.pl",
  be: "Amazon.com.be",
  ie: "Amazon.ie",
  au: "Amazon.com.au",
  "com.au": "Amazon.com.au",
  jp: "Amazon.co.jp",
  "co.jp": "Amazon.co.jp",
  mx: "Amazon.com.mx",
  "com.mx": "Amazon.com.mx",
  br: "Amazon.com.br",
  "com.br": "Amazon.com.br",
  in: "Amazon.in",
};
/** A reference after a star ("*2K3LM41Q2"): letters and digits with at least one digit. */
const STAR_REFERENCE = /\s*\*\s*(?=[A-Z0-9]*\d)[A-Z0-9]{4,}$/iu;
/** A store number and whatever follows it (the city and state): "#1234", "STORE 0456", "NO. 12". */
const STORE_NUMBER = /\s+(?:#\s*|(?:STORE|STR|NO\.?|NR\.?)\s*#?\s*)\d{2,}.*$|\s+\d{4,}(?:\s.*)?$/iu;
const US_STATES_AND_PROVINCES = new Set(
  (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN " +
    "TX UT VT VA WA WV WI WY AB BC MB NB NL NS NT NU ON PE QC SK YT"
  ).split(" "),
);
/** First words of two-word cities ("SAN JOSE", "NEW YORK", "ST LOUIS"). */
const CITY_FIRST_WORDS = new Set([
  "NEW",
  "SAN",
  "SANTA",
  "LOS",
  "LAS",
  "ST",
  "ST.",
  "SAINT",
  "FORT",
  "FT",
  "EL",
  "LA",
  "PORT",
  "SALT",
  "PALM",
  "GRAND",
  "BATON",
  "CORPUS",
]);
/** Words that name the kind of shop: before a state code they are the merchant's name, not its city. */
const SHOP_WORDS = new Set(
  "PIZZA COFFEE CAFE MARKET MKT STORE SHOP GRILL BAR DELI BAKERY KITCHEN FOODS FOOD RESTAURANT WASH STATION GAS OIL PHARMACY HOUSE CO INC LLC".split(
    " ",
  ),
);

/** The descriptor without facilitator prefix, reference, store number and city/state; Amazon by its store's name. */
export function tidyDescriptor(raw: string): string {
  // Fixed-width descriptors pad the name, city and state into columns: the name ends at the first gap.
  let name = raw
    .trim()
    .replace(/(?:\s{3,}|\t)[^]*$/, "")
    .replace(/\s+/g, " ");
  name = name.replace(FACILITATOR_PREFIX, "");
  const amazon = AMAZON.exec(name);
  if (amazon) return AMAZON_STORE[(amazon.groups?.store ?? "").toLowerCase()] ?? "Amazon";
  name = name.replace(STAR_REFERENCE, "").replace(STORE_NUMBER, "");
  name = withoutCityAndState(name);
  return name.replace(/[\s*#,\-–]+$/u, "").trim() || raw.trim();
}

/** "BLUE BOTTLE COFFEE OAKLAND CA" → "BLUE BOTTLE COFFEE": only when two words of name stay and the city is not a shop word. */
function withoutCityAndState(name: string): string {
  const words = name.split(" ");
  const state = words[words.length - 1] ?? "";
  if (words.length < 4 || !US_STATES_AND_PROVINCES.has(state.toUpperCase()) || state !== state.toUpperCase()) return name;
  let cityStart = words.length - 2;
  if (SHOP_WORDS.has((words[cityStart] ?? "").toUpperCase())) return name;
  if (cityStart >= 3 && CITY_FIRST_WORDS.has((words[cityStart - 1] ?? "").toUpperCase())) cityStart--;
  return words.slice(0, cityStart).join(" ");
}
