// Card descriptors are tidied conservatively: a payment facilitator's prefix, a reference after a star, a store
// number and the city and state after it come off; Amazon's abbreviations become its store's name; the rest
// stays as written.
import { describe, expect, it } from "vitest";
import { tidyDescriptor } from "../../../../../src/mail/reader/receipt/merchant/descriptor";

describe("a facilitator's prefix is dropped", () => {
  it.each([
    ["SQ *BLUE BOTTLE COFFEE", "BLUE BOTTLE COFFEE"],
    ["TST* HARBOR GRILL", "HARBOR GRILL"],
    ["PAYPAL *STEAMGAMES", "STEAMGAMES"],
    ["SP * NORDIC KNITS", "NORDIC KNITS"],
    ["SumUp *Eiscafe Venezia", "Eiscafe Venezia"],
    ["IZ *KAFFEBAREN", "KAFFEBAREN"],
  ])("%s → %s", (raw, tidy) => expect(tidyDescriptor(raw)).toBe(tidy));
});

describe("a store number, a reference and the city and state are cut", () => {
  it.each([
    ["STARBUCKS #1234 SEATTLE WA", "STARBUCKS"],
    ["WALGREENS STORE 03788 SHORELINE WA", "WALGREENS"],
    ["MERCADONA 0412 VALENCIA", "MERCADONA"],
    ["SHELL OIL 57444200", "SHELL OIL"],
    ["UBER *TRIP HELP.UBER.COM", "UBER *TRIP HELP.UBER.COM"],
    ["NETFLIX.COM*1A2B3C4D", "NETFLIX.COM"],
    ["BLUE BOTTLE COFFEE OAKLAND CA", "BLUE BOTTLE COFFEE"],
    ["WHOLEFDS MKT SAN FRANCISCO CA", "WHOLEFDS MKT"],
    ["TARGET        MINNEAPOLIS   MN", "TARGET"],
  ])("%s → %s", (raw, tidy) => expect(tidyDescriptor(raw)).toBe(tidy));

  it.each([
    ["JOE'S PIZZA NY", "a three-word descriptor: the city cannot be told from the name"],
    ["CORNER CAFE BAR CA", "a shop word before the state is the name's"],
    ["CAFE 101", "a short number is part of the name"],
    ["7-ELEVEN", "a name that starts with digits"],
  ])("keeps %s (%s)", (raw) => expect(tidyDescriptor(raw)).toBe(raw));
});

describe("Amazon's abbreviations name its country store", () => {
  it.each([
    ["AMZN Mktp CA", "Amazon.ca"],
    ["AMZN Mktp CA*2K3LM41Q2", "Amazon.ca"],
    ["AMZN MKTP US*2K3LM41Q2", "Amazon"],
    ["Amazon.co.uk*AB12CD34", "Amazon.co.uk"],
    ["AMAZON.DE", "Amazon.de"],
    ["AMZN Digital", "Amazon"],
  ])("%s → %s", (raw, tidy) => expect(tidyDescriptor(raw)).toBe(tidy));
  it("leaves Amazon's other businesses their names", () => {
    expect(tidyDescriptor("AMAZON WEB SERVICES")).toBe("AMAZON WEB SERVICES");
  });
});
