// A descriptor's shop as one key: store numbers, order codes, card networks' and processors' prefixes and the town
// after the name are not the shop; the words that name it are.
import { describe, expect, it } from "vitest";
import { shopKeyOf } from "../../src/learning/shop-name";

describe("one shop's descriptors are one key, whatever the store, the order or the card network", () => {
  it.each([
    ["WHOLEFDS MKT #10456 AUSTIN TX", "WHOLEFDS MKT #10234 DALLAS TX"],
    ["AMZN Mktp US*9ZZ1AB", "AMZN Mktp US*2K4LX0"],
    ["AMZN Mktp US*9ZZ1AB", "AMAZON.COM*RT4Y12"],
    ["AMZN Mktp US*9ZZ1AB", "AMZN Mktp US*RTYQWE"],
    ["SQ *BLUE BOTTLE COFFEE", "Blue Bottle Coffee 0042 San Francisco CA"],
    ["TST* JOES DINER 0123", "TST*JOES DINER 0456"],
    ["PAYPAL *SPOTIFY", "Spotify"],
    ["KARTENZAHLUNG REWE 1234 BERLIN", "REWE 5678 HAMBURG"],
    ["CB CARREFOUR 12/11", "CB CARREFOUR 03/12 PARIS"],
    ["TESCO STORES 3012 LONDON GB", "TESCO STORES 2291"],
    ["STARBUCKS STORE 00123 NEW YORK NY", "STARBUCKS #04412 SEATTLE WA"],
    ["BIEDRONKA 123 WARSZAWA", "BIEDRONKA 4411 KRAKOW"],
    ["NETFLIX.COM 866-579-7172 CA", "NETFLIX.COM"],
    ["McDonald's F12345 LONDON GB", "MCDONALDS 3321"],
    ["Café Zürich 12", "CAFE ZURICH 7"],
    // A processor's prefix, the shop, and a store's number after it: one shop.
    ["SQ *BLUE BOTTLE", "SQ *BLUE BOTTLE 2"],
    ["SQ *BLUE BOTTLE", "SQ * BLUE BOTTLE 0117 OAKLAND CA"],
    ["PAYPAL *SPOTIFY", "PAYPAL *SPOTIFY 4029357733"],
    ["TST* JOES DINER", "TST*JOES DINER 0456"],
    // A platform's product and the ride's or order's code after it: one shop.
    ["UBER *TRIP", "UBER *TRIP 8XK2Q"],
    ["UBER *EATS", "UBER   *EATS"],
    ["LYFT *RIDE", "LYFT *RIDE 1234"],
    ["GOOGLE *YOUTUBE", "GOOGLE *YOUTUBE 650-253-0000 CA"],
    ["AMZN Mktp US*RTYQWE", "AMZN Mktp US*MK1234"],
  ])("%s is %s's shop", (a, b) => {
    expect(shopKeyOf(a)).not.toBe("");
    expect(shopKeyOf(a)).toBe(shopKeyOf(b));
  });
});

describe("look-alikes stay apart: shops that share a word, a processor or a kind", () => {
  it.each([
    ["PAYPAL *SPOTIFY", "PAYPAL *EBAY"],
    ["SQ *BLUE BOTTLE COFFEE", "SQ *BLUE APRON"],
    ["SHELL OIL 57442 SEATTLE WA", "SHELLS SEAFOOD 12"],
    ["7ELEVEN 2231", "8ELEVEN 2231"],
    ["TRADER JOES #552", "TRADER VICS #552"],
    ["AMAZON PRIME*2K4LX0", "AMZN Mktp US*9ZZ1AB"],
    // A platform's name, a space, the star and a product word: a product of its own (a ride is not a meal).
    ["UBER *TRIP", "UBER *EATS"],
    ["UBER *EATS", "UBER"],
    ["LYFT *RIDE", "LYFT *BIKE"],
    ["GOOGLE *YOUTUBE", "GOOGLE *GSUITE"],
    ["DD *DOORDASH BURGERKING", "DD *DOORDASH CHIPOTLE"],
    ["SQ *BLUE BOTTLE", "SQ *BLUE APRON"],
  ])("%s is not %s's shop", (a, b) => {
    expect(shopKeyOf(a)).not.toBe(shopKeyOf(b));
  });
});

describe("a descriptor of wrapping and numbers only names no shop", () => {
  it.each(["POS PURCHASE 1234", "CARD PAYMENT 12/11 0042", "ZAHLUNG 4411"])("%s", (text) => {
    expect(shopKeyOf(text)).toBe("");
  });

  it("a name of places only keeps them (Paris is then the name)", () => {
    expect(shopKeyOf("PARIS 1234")).toBe("paris");
  });
});
