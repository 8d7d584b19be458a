// The shops a person pays, each written twice: its name as a receipt or a phone writes it ("Blue Bottle Coffee"),
// and the card network's merchant field the bank prints ("SQ *BLUE BOTTLE COFFE": a processor's prefix, a store
// number, cut at 22 characters), followed by what the bank adds (a city, a state, a web address).
// In a field, `#` is a digit fixed for the stream (the person's usual store), `%` a letter or digit new per payment
// (an order's code).

/** How a kind of shop is paid and reported: the chance of a tap and of a receipt, days until the bank books it. */
export const KINDS = {
  coffee: { tap: 0.6, receipt: 0.2, lag: [0, 2], prices: [3.75, 4.5, 4.95, 5.25, 6.1] },
  restaurant: { tap: 0.6, receipt: 0.35, lag: [1, 3], range: [18, 95], tip: true },
  fastfood: { tap: 0.6, receipt: 0.15, lag: [0, 2], range: [7, 19] },
  grocery: { tap: 0.6, receipt: 0.3, lag: [1, 2], range: [12, 140], cash: 0.15 },
  fuel: { tap: 0.5, receipt: 0.1, lag: [1, 2], range: [28, 75], hold: true },
  online: { tap: 0, receipt: 0.95, lag: [0, 3], range: [9, 160], order: true },
  ride: { tap: 0, receipt: 0.9, lag: [0, 1], range: [8, 45] },
  books: { tap: 0.4, receipt: 0.5, lag: [1, 2], range: [9, 60], cash: 0.2 },
  pharmacy: { tap: 0.5, receipt: 0.2, lag: [1, 2], range: [6, 48], cash: 0.1 },
  bill: { tap: 0, receipt: 0.7, lag: [0, 1], range: [11, 120] },
  hotel: { tap: 0, receipt: 0.8, lag: [1, 2], range: [120, 260], hold: true, nights: [1, 3] },
};

/** How often a person pays each kind of shop, out of 100 payments. */
export const KIND_WEIGHTS = {
  coffee: 24,
  grocery: 15,
  restaurant: 14,
  fastfood: 8,
  fuel: 8,
  online: 10,
  ride: 6,
  books: 4,
  pharmacy: 6,
  bill: 4,
  hotel: 1,
};

const shop = (name, kind, field, tail) => ({ name, kind, field, tail });

export const US_SHOPS = [
  shop("Blue Bottle Coffee", "coffee", "SQ *BLUE BOTTLE COFFE", "SEATTLE WA"),
  shop("Starbucks", "coffee", "STARBUCKS STORE #####", "SEATTLE WA"),
  shop("Paris Cafe", "coffee", "PARIS CAFE LLC", "NEW YORK NY"),
  shop("Cafe Paris Bakery", "coffee", "CAFE PARIS BAKERY", "NEW YORK NY"),
  shop("Shell", "fuel", "SHELL OIL #####", "SEATTLE WA"),
  shop("Chevron", "fuel", "CHEVRON 0######", "SEATTLE WA"),
  shop("Amazon.com", "online", "AMZN Mktp US*%%%%%%", "Amzn.com/bill WA"),
  shop("Corner Books", "books", "PAYPAL *CORNERBOOKS", "4029357733 CA"),
  shop("Olive Garden", "restaurant", "TST* OLIVE GARDEN ####", "SEATTLE WA"),
  shop("The Cheesecake Factory", "restaurant", "THE CHEESECAKE FACTORY", "BELLEVUE WA"),
  shop("Burger King", "fastfood", "BURGER KING #####", "SEATTLE WA"),
  shop("Burger Bar Downtown", "restaurant", "BURGER BAR DOWNTOWN", "SEATTLE WA"),
  shop("Uber", "ride", "UBER *TRIP", "HELP.UBER.COM"),
  shop("Whole Foods Market", "grocery", "WHOLEFDS SEA #####", "SEATTLE WA"),
  shop("Safeway", "grocery", "SAFEWAY #####", "SEATTLE WA"),
  shop("Walgreens", "pharmacy", "WALGREENS #####", "SEATTLE WA"),
  shop("Netflix", "bill", "NETFLIX.COM", "LOS GATOS CA"),
  shop("Seattle City Light", "bill", "SEATTLE CITY LIGHT", "WEB PMT"),
  shop("Marriott", "hotel", "MARRIOTT SEATTLE DWTN", "SEATTLE WA"),
];

export const EU_SHOPS = [
  shop("REWE Markt", "grocery", "REWE ####", "BERLIN"),
  shop("Carrefour", "grocery", "CARREFOUR", "PARIS"),
  shop("Lidl", "grocery", "LIDL DIENSTL ####", "BERLIN"),
  shop("Bäckerei Kamps", "coffee", "KAMPS BACKSTUBE ####", "BERLIN"),
  shop("Café Einstein", "coffee", "CAFE EINSTEIN STAMMHAUS", "BERLIN"),
  shop("Einstein Kaffee", "coffee", "EINSTEIN KAFFEE ###", "BERLIN"),
  shop("Aral", "fuel", "ARAL STATION ####", "BERLIN"),
  shop("Shell", "fuel", "SHELL ####", "MUENCHEN"),
  shop("Le Petit Zinc", "restaurant", "LE PETIT ZINC", "PARIS"),
  shop("Le Petit Bistrot", "restaurant", "LE PETIT BISTROT", "PARIS"),
  shop("Burgermeister", "fastfood", "BURGERMEISTER ##", "BERLIN"),
  shop("Deutsche Bahn", "online", "DB FERNVERKEHR AG", "FRANKFURT"),
  shop("Amazon.de", "online", "AMZN Mktp DE*%%%%%%", "AMAZON.DE"),
  shop("Uber", "ride", "UBER *TRIP", "HELP.UBER.COM"),
  shop("Dussmann", "books", "DUSSMANN KULTURKAUFHAUS", "BERLIN"),
  shop("dm-drogerie markt", "pharmacy", "DM FIL.####", "BERLIN"),
  shop("Vattenfall", "bill", "VATTENFALL EUROPE SALES", "HAMBURG"),
  shop("Hotel Adlon", "hotel", "HOTEL ADLON KEMPINSKI", "BERLIN"),
];

/** Two shops whose names share words but are not one shop (the bank's text of one reads like the other's name). */
export const LOOKALIKES = {
  us: [
    ["Paris Cafe", "Cafe Paris Bakery"],
    ["Burger King", "Burger Bar Downtown"],
    ["Olive Garden", "The Cheesecake Factory"],
  ],
  eu: [
    ["Café Einstein", "Einstein Kaffee"],
    ["Le Petit Zinc", "Le Petit Bistrot"],
  ],
};

/** Two fuel stations of other brands near each other. */
export const STATIONS = { us: ["Shell", "Chevron"], eu: ["Aral", "Shell"] };

/** What a bank books that no receipt or phone reports: pay, rent. Money in is negative (the service's sign). */
export const BANK_ONLY = {
  us: [
    { text: "ACME CORP PAYROLL PPD ID: 9876543210", amount: "-3240.00" },
    { text: "ZELLE PAYMENT TO J SMITH RENT", amount: "1850.00" },
  ],
  eu: [
    { text: "GEHALT ACME GMBH LOHN/GEHALT 10/26", amount: "-2890.00" },
    { text: "DAUERAUFTRAG MIETE HAUSVERWALTUNG", amount: "980.00" },
  ],
};

export function shopNamed(name, home) {
  const found = (home === "us" ? US_SHOPS : EU_SHOPS).find((s) => s.name === name);
  if (!found) throw new Error(`no shop ${name} in ${home}`);
  return found;
}
