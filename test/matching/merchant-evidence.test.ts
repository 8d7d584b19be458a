// Whether a receipt's or a tap's merchant and a bank's descriptor name one business: the pairs banks and processors
// write, and the look-alikes an equal amount on one day puts side by side.
import { describe, expect, it } from "vitest";
import { merchantEvidence, sameMerchant } from "../../src/matching/merchant-evidence";

describe("a merchant is named in the bank's descriptor through what processors and banks wrap it in", () => {
  it.each([
    // processors' prefixes
    ["Blue Bottle Coffee", "SQ *BLUE BOTTLE COFFE"],
    ["Blue Bottle Coffee", "SQ*BLUEBOTTLECOFFEE"],
    ["Olive Garden", "TST* OLIVE GARDEN 1234"],
    ["Corner Books", "PAYPAL *CORNERBOOKS"],
    ["Corner Books", "CORNER BOOKS 0042 SEATTLE"],
    ["Amazon.com", "AMZN Mktp US*2K3L45"],
    ["Amazon", "AMAZON.COM*RT4Y12 AMZN.COM/BILL WA"],
    ["Uber", "UBER *TRIP HELP.UBER.COM"],
    ["Lisa's Flowers", "SP * LISAS FLOWERS"],
    ["Mercado Tío Pepe", "SUMUP *MERCADO TIO PEPE"],
    ["Bäckerei Müller", "IZ *BACKEREI MULLER"],
    ["Netflix", "NETFLIX.COM 866-579-7172 CA"],
    // store numbers, city, state and country suffixes
    ["Shell", "SHELL OIL 57442 SEATTLE WA"],
    ["Trader Joe's", "TRADER JOE S #552 QPS PORTLAND OR"],
    ["McDonald's", "MCDONALD'S F12345 LONDON GB"],
    ["Starbucks", "STARBUCKS STORE 00123 NEW YORK NY"],
    ["The Cheesecake Factory", "CHEESECAKE FACTORY #0042"],
    // a descriptor cut at its 22 characters
    ["Harbour Tools Emporium", "HARBOUR TOOLS EMPORI"],
    ["Trattoria Roma", "TRATTORIA ROMA SEATTLE"],
    // a name of kinds and places only, the descriptor's legal form inside it
    ["POS DEBIT PARIS CAFE LLC NEW YORK NY", "PARIS CAFE LLC NEW YORK NY"],
    ["Paris Cafe", "PARIS CAFE LLC NEW YORK NY"],
    // European banks' booking words
    ["REWE", "KARTENZAHLUNG REWE 1234 BERLIN"],
    ["Carrefour", "CB CARREFOUR 12/11"],
    ["Mercadona", "COMPRA TARJ. MERCADONA VALENCIA"],
    ["Albert Heijn", "BEA NR:AB12 ALBERT HEIJN 1234 AMSTERDAM"],
    ["Biedronka", "ZAKUP PRZY UZYCIU KARTY BIEDRONKA 123"],
    // scripts without spaces, and the bank's text as the phone writes it back
    ["星巴克", "星巴克 上海 1234"],
    ["Пятёрочка", "ПЯТЕРОЧКА 1234 МОСКВА"],
    // a name of several words by its initials
    ["Deutsche Bahn", "DB FERNVERKEHR AG FRANKFURT"],
    ["Kentucky Fried Chicken", "KFC #4410 SEATTLE WA"],
    // one kind of business in two languages
    ["Kraus Tankstelle", "KRAUS STATION 2231"],
    ["Joe Coffee", "JOE CAFE NYC"],
    ["Corner Books", "CORNER BOOKS BELLEVUE"],
    ["SQ *BLUE BOTTLE COFFE", "Blue Bottle Coffee"],
  ])("%s ~ %s", (merchant, descriptor) => {
    expect(sameMerchant(merchant, descriptor)).toBe(true);
  });
});

describe("an equal amount is not evidence: look-alikes stay apart", () => {
  it.each([
    ["Corner Books", "SHELL OIL 57442"],
    ["Olive Garden", "THE CHEESECAKE FACTORY"],
    ["Burger King", "BURGER BAR DOWNTOWN"],
    ["Paris Cafe", "CAFE PARIS BAKERY"],
    ["Shell", "CHEVRON 0099"],
    ["Blue Bottle Coffee", "BLUE MOON TAVERN"],
    ["Blue Moon Tavern", "SQ *BLUE BOTTLE COFFE"],
    ["Corner Books", "CORNER MARKET 12"],
    ["City Pharmacy", "CITY PARKING GARAGE"],
    ["Green Grocer", "GREEN VALLEY GRILL"],
    ["Coffee Shop", "SQ *BLUE BOTTLE COFFEE SHOP"],
    ["REWE", "KARTENZAHLUNG EDEKA 1234 BERLIN"],
    ["Starbucks", "PAYPAL *STARLINK"],
    ["Amazon.com", "APPLE.COM/BILL"],
    ["Uber", "LYFT *RIDE THU 8PM"],
    ["Joe's Pizza", "JOES BAR & LOUNGE"],
    ["Пятёрочка", "МАГНИТ 1234 МОСКВА"],
    ["Deutsche Bahn", "DM FIL.1234 BERLIN"],
  ])("%s ≁ %s", (merchant, descriptor) => {
    expect(sameMerchant(merchant, descriptor)).toBe(false);
  });

  it("says nothing of an empty name", () => {
    expect(sameMerchant("", "SHELL OIL")).toBe(false);
    expect(sameMerchant("Shell", "  ")).toBe(false);
  });
});

describe("a name glued to a number meets the bank's row that writes it alike", () => {
  // "TapshopHA0" or "3M" is the shop's name: what is left of the name ("Store", "Cafe") says nothing, the glued word does.
  it.each([
    ["TapshopHA0", "TAPSHOPHA0 STORE 0"],
    ["3M Store", "3M STORE ST PAUL"],
    ["3M Store", "3M STORE"],
    ["TAPSHOPFA0 Cafe", "TAPSHOPFA0 CAFE"],
    ["TAPSHOPFA0", "TAPSHOPFA0"],
    ["7Eleven Store", "7ELEVEN #3312 DALLAS TX"],
    ["24Seven Deli", "24SEVEN DELI 0042 LONDON"],
    ["TAPSHOPHA0 STORE 0", "TapshopHA0"],
  ])("%s ~ %s", (merchant, descriptor) => {
    expect(merchantEvidence({ payee: merchant }, { payee: descriptor })).toBe("merchant");
  });
});

describe("a name glued to another number, a code, or a word of it alone is no evidence by what is left", () => {
  it.each([
    // another number is another shop
    ["3M Store", "7M STORE 0042"],
    ["TAPSHOPFA0 Cafe", "TAPSHOPFB7 CAFE"],
    ["TapshopHA0", "TAPSHOPHB7 STORE 7"],
    // the same name of another kind of business is another business
    ["3M Store", "3M CAFE"],
    // a code of letters and digits in turn ("2K3L45") is a processor's reference, not a name
    ["A1B2C3", "A1B2C3"],
    ["K3L4 Cafe", "K3L4 CAFE"],
    // a word is not part of a glued name, nor a kind the name
    ["Tapshop", "TAPSHOPHA0 STORE"],
    ["TapshopHA0 Store", "TAPSHOP STORE"],
    ["Store", "TAPSHOPHA0 STORE 0"],
  ])("%s ≁ %s", (merchant, descriptor) => {
    expect(merchantEvidence({ payee: merchant }, { payee: descriptor })).toBeNull();
  });
  it("a name with a word of its own still meets its descriptor, and a kinds-only name without digits too", () => {
    expect(sameMerchant("7-Eleven Store", "7-ELEVEN #3312 DALLAS TX")).toBe(sameMerchant("Eleven", "7-ELEVEN #3312 DALLAS TX"));
    expect(sameMerchant("Paris Cafe", "PARIS CAFE NEW YORK")).toBe(true);
    expect(sameMerchant("Blue Bottle Coffee", "SQ *BLUE BOTTLE 2K3L45")).toBe(true);
    expect(sameMerchant("Shell", "SHELL OIL 4411")).toBe(true);
    expect(sameMerchant("Corner Coffee", "CORNER COFFEE 0042")).toBe(true);
  });
});

describe("a shared identifier is evidence where the names differ", () => {
  it("an order number of the receipt in the bank's text", () => {
    const receipt = { payee: "Lindenblatt Verlag", text: "Order 112-3456789-1234567 · 2 books" };
    expect(merchantEvidence(receipt, { payee: "PAYPAL *LVG", text: "PP.1234.PP 11234567891234567" })).toBe("identifier");
    expect(merchantEvidence(receipt, { payee: "PAYPAL *LVG", text: "PP.1234.PP 99999999" })).toBe(null);
  });

  it("never a date or an amount, which any two records of a day may share", () => {
    const receipt = { payee: "Corner Books", text: "2026-10-03 · total 1,234.56" };
    expect(merchantEvidence(receipt, { payee: "SHELL OIL", text: "20261003 123456" })).toBe(null);
  });

  it("the merchant is evidence too", () => {
    expect(merchantEvidence({ payee: "Corner Books" }, { payee: "CORNER BOOKS 0042" })).toBe("merchant");
  });
});

describe("a card's last four digits with the minute of a tap is evidence where the names differ", () => {
  const tap = { payee: "Eisdiele Venezia", text: "tap · Visa •••• 4242 · 14:32" };

  it.each([
    ["a German card row", { payee: "SUMUP *GELATERIA ROSSI", text: "Kartenzahlung Karte 4242 20.11. 14:32" }],
    ["a row with seconds", { payee: "SQ *GELATO CO", text: "POS 2026-11-20 14:32:07 CARD XXXX4242" }],
  ])("%s with the card's digits and the minute", (_, bank) => {
    expect(merchantEvidence(tap, bank)).toBe("identifier");
  });

  it.each([
    ["the same card at another minute", { payee: "SUMUP *GELATERIA ROSSI", text: "Karte 4242 20.11. 14:33" }],
    ["another card at the same minute", { payee: "SUMUP *GELATERIA ROSSI", text: "Karte 1881 20.11. 14:32" }],
    ["a year for the card's digits", { payee: "SUMUP *GELATERIA ROSSI", text: "2026 14:32" }],
    ["an amount that reads like the minute", { payee: "SUMUP *GELATERIA ROSSI", text: "Karte 4242 EUR 14.32" }],
  ])("%s is not", (_, bank) => {
    expect(merchantEvidence(tap, bank)).toBe(null);
  });
});
