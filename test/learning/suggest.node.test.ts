// What the budget's history says an imported row's payee and category are, rule by rule, with the shops, countries
// and card networks banks write and their look-alikes.
import { describe, expect, it } from "vitest";
import { memoryOf } from "../../src/learning/history";
import { suggest } from "../../src/learning/suggest";
import { row, rows } from "./history-rows";

const GROCERIES = 11;
const DINING = 12;
const HOUSEHOLD = 13;
const SHOPPING = 14;
const SUBSCRIPTIONS = 15;
const FUEL = 16;

/** What Intake wrote of a row it decided. */
const intakeGave = (descriptor: string, gave: { payee?: string; category_id?: number }) => ({ learned: { descriptor, ...gave } });

describe("the person's payee for a shop follows every descriptor of it", () => {
  const memory = memoryOf([
    ...rows(
      4,
      "2026-01-03",
      (i) => `WHOLEFDS MKT #1${i}234 AUSTIN TX`,
      () => ({ payee: "Whole Foods", category: GROCERIES, edited: "2026-03-01" }),
    ),
    ...rows(
      3,
      "2026-01-05",
      () => "AMZN Mktp US*2K4LX0",
      () => ({ payee: "Amazon", category: SHOPPING }),
    ),
    ...rows(
      3,
      "2026-01-06",
      (i) => `TST* JOES DINER 0${i}23`,
      () => ({ payee: "Joe's Diner", category: DINING }),
    ),
    ...rows(
      3,
      "2026-01-07",
      () => "KARTENZAHLUNG REWE 1234 BERLIN",
      () => ({ payee: "Rewe", category: GROCERIES }),
    ),
    ...rows(
      3,
      "2026-01-08",
      () => "ZAKUP PRZY UZYCIU KARTY BIEDRONKA 123",
      () => ({ payee: "Biedronka", category: GROCERIES }),
    ),
    ...rows(
      3,
      "2026-01-09",
      () => "SQ *BLUE BOTTLE COFFEE",
      () => ({ payee: "Blue Bottle", category: DINING }),
    ),
    ...rows(
      3,
      "2026-01-10",
      () => "PAYPAL *SPOTIFY",
      () => ({ payee: "Spotify", category: SUBSCRIPTIONS }),
    ),
  ]);

  it.each([
    ["WHOLEFDS MKT #10456 ROUND ROCK TX", "Whole Foods"],
    ["AMZN Mktp US*9ZZ1AB", "Amazon"],
    ["AMAZON.COM*RT4Y12 AMZN.COM/BILL WA", "Amazon"],
    ["TST*JOES DINER 0999", "Joe's Diner"],
    ["REWE 5678 HAMBURG", "Rewe"],
    ["BIEDRONKA 4411 KRAKOW", "Biedronka"],
    ["SQ *BLUE BOTTLE COFFE", "Blue Bottle"],
    ["Blue Bottle Coffee 0042 San Francisco CA", "Blue Bottle"],
    ["PAYPAL *SPOTIFY", "Spotify"],
  ])("%s is named %s", (descriptor, payee) => {
    expect(suggest(memory, descriptor).payee?.name).toBe(payee);
  });

  it.each([
    // two shops whose names share a word, a processor, a network's prefix
    ["SQ *BLUE APRON", "Blue Bottle"],
    ["PAYPAL *EBAY", "Spotify"],
    ["TST* JOES PIZZA 0123", "Joe's Diner"],
    ["WHOLE EARTH PROVISION 12", "Whole Foods"],
  ])("%s is not %s: another shop", (descriptor) => {
    const said = suggest(memory, descriptor);
    expect(said.payee).toBeUndefined();
    expect(said.category).toBeUndefined();
    expect(said.none).toEqual({ kind: "new-shop" });
  });

  it("a shop the person never renamed keeps the bank's text", () => {
    const own = memoryOf(
      rows(
        3,
        "2026-01-01",
        (i) => `SHELL OIL 5744${i} SEATTLE WA`,
        () => ({ category: FUEL }),
      ),
    );
    const said = suggest(own, "SHELL OIL 99999 TACOMA WA");
    expect(said.payee).toBeUndefined();
    expect(said.category?.id).toBe(FUEL);
  });

  it("a payee the shop's renames do not agree on is none", () => {
    const split = memoryOf([
      ...rows(
        2,
        "2026-01-01",
        () => "TESCO STORES 3012",
        () => ({ payee: "Tesco" }),
      ),
      ...rows(
        2,
        "2026-02-01",
        () => "TESCO STORES 3012",
        () => ({ payee: "Tesco Express" }),
      ),
    ]);
    expect(suggest(split, "TESCO STORES 2291").payee).toBeUndefined();
  });

  it("a platform's products are shops of their own: the rides' name and category are not the meals'", () => {
    const uber = memoryOf([
      ...rows(
        4,
        "2026-01-02",
        (i) => `UBER *EATS ${i}K2Q`,
        () => ({ payee: "Uber Eats", category: DINING }),
      ),
      ...rows(
        2,
        "2026-01-03",
        () => "UBER *TRIP",
        () => ({ payee: "Uber", category: FUEL }),
      ),
    ]);
    const meal = suggest(uber, "UBER *EATS 9XQ1");
    expect(meal.payee?.name).toBe("Uber Eats");
    expect(meal.category?.id).toBe(DINING);
    const ride = suggest(uber, "UBER *TRIP 8XK2Q");
    expect(ride.payee?.name).toBe("Uber");
    expect(ride.category).toBeUndefined();
  });

  it("a processor's shop with a store's number is that shop (SQ *BLUE BOTTLE 2)", () => {
    const square = memoryOf(
      rows(
        3,
        "2026-01-04",
        () => "SQ *BLUE BOTTLE",
        () => ({ payee: "Blue Bottle", category: DINING }),
      ),
    );
    expect(suggest(square, "SQ *BLUE BOTTLE 2")).toMatchObject({ payee: { name: "Blue Bottle" }, category: { id: DINING } });
  });

  it("the bank's descriptor is read where Intake kept it (no original_name)", () => {
    const kept = memoryOf(
      rows(
        3,
        "2026-01-01",
        () => "CB CARREFOUR 12/11",
        () => ({ payee: "Carrefour", category: GROCERIES, kept: "metadata", edited: "2026-02-01" }),
      ),
    );
    expect(suggest(kept, "CB CARREFOUR 03/12").payee?.name).toBe("Carrefour");
  });
});

describe("a category is given where the shop's history agrees, and says why", () => {
  it("3 of 3 transactions at the shop: its category, with the shop named", () => {
    const memory = memoryOf(
      rows(
        3,
        "2026-01-03",
        (i) => `WHOLEFDS MKT #1${i}234`,
        () => ({ payee: "Whole Foods", category: GROCERIES }),
      ),
    );
    const said = suggest(memory, "WHOLEFDS MKT #10456");
    expect(said.category).toEqual({
      id: GROCERIES,
      why: { kind: "category-history", category: GROCERIES, agreeing: 3, of: 3, shop: "Whole Foods" },
    });
  });

  it("4 of 5 in one category, the latest in it: given", () => {
    const memory = memoryOf(
      rows(
        5,
        "2026-01-03",
        () => "TESCO STORES 3012",
        (i) => ({ category: i === 1 ? HOUSEHOLD : GROCERIES }),
      ),
    );
    expect(suggest(memory, "TESCO STORES 2291").category?.id).toBe(GROCERIES);
  });

  it("a split history gives none", () => {
    const memory = memoryOf(
      rows(
        6,
        "2026-01-03",
        () => "AMZN Mktp US*2K4LX0",
        (i) => ({ payee: "Amazon", category: [SHOPPING, HOUSEHOLD, GROCERIES][i % 3]! }),
      ),
    );
    const said = suggest(memory, "AMZN Mktp US*9ZZ1AB");
    expect(said.payee?.name).toBe("Amazon");
    expect(said.category).toBeUndefined();
    expect(said.none).toEqual({ kind: "category-split", agreeing: 2, of: 6, shop: "Amazon" });
  });

  it("filing what Intake left empty is history, not an answer: two transactions are too few", () => {
    const memory = memoryOf(
      rows(
        2,
        "2026-01-03",
        () => "TST* JOES DINER 0123",
        () => ({ category: DINING }),
      ),
    );
    expect(suggest(memory, "TST* JOES DINER 0456").none).toMatchObject({ kind: "category-too-few", of: 2 });
  });

  it("a history whose latest transactions went elsewhere gives none", () => {
    const memory = memoryOf(
      rows(
        6,
        "2026-01-03",
        () => "COSTCO WHSE #0042",
        (i) => ({ category: i < 5 ? GROCERIES : HOUSEHOLD }),
      ),
    );
    expect(suggest(memory, "COSTCO WHSE #0043").none).toMatchObject({ kind: "category-changed-lately" });
  });

  it("the person's payee gathers the shop's descriptors the matching does not link", () => {
    const memory = memoryOf([
      ...rows(
        2,
        "2026-01-03",
        () => "WHOLEFDS MKT #10234",
        () => ({ payee: "Whole Foods", category: GROCERIES }),
      ),
      ...rows(
        2,
        "2026-02-03",
        () => "WFM ONLINE ORDER 4411",
        () => ({ payee: "Whole Foods", category: GROCERIES }),
      ),
    ]);
    expect(suggest(memory, "WHOLEFDS MKT #10456").category?.id).toBe(GROCERIES);
  });

  it("a split's parts say nothing of the shop's category", () => {
    const memory = memoryOf([
      ...rows(
        3,
        "2026-01-03",
        () => "TARGET 00012345",
        () => ({ category: HOUSEHOLD }),
      ),
      ...rows(
        3,
        "2026-02-03",
        () => "TARGET 00012345",
        () => ({ category: GROCERIES, splitPart: true }),
      ),
    ]);
    expect(suggest(memory, "TARGET 00099999").category?.id).toBe(HOUSEHOLD);
  });
});

describe("the person's answer is the shop's from then on", () => {
  it("an answer for a shop never filed before counts from the first change", () => {
    const memory = memoryOf([
      row("2026-02-07", "SUMUP *MERCADO TIO PEPE", {
        category: DINING,
        edited: "2026-02-20",
        metadata: intakeGave("SUMUP *MERCADO TIO PEPE", { category_id: GROCERIES }),
      }),
    ]);
    expect(suggest(memory, "SUMUP *MERCADO TIO PEPE").category?.id).toBe(DINING);
  });

  it("a refiled transaction's category wins over the shop's older history", () => {
    const memory = memoryOf([
      ...rows(
        5,
        "2026-01-03",
        () => "COSTCO WHSE #0042",
        () => ({ category: GROCERIES }),
      ),
      row("2026-02-07", "COSTCO WHSE #0042", {
        category: HOUSEHOLD,
        edited: "2026-02-20",
        metadata: intakeGave("COSTCO WHSE #0042", { category_id: GROCERIES }),
      }),
    ]);
    expect(suggest(memory, "COSTCO WHSE #0043").category).toEqual({
      id: HOUSEHOLD,
      why: { kind: "category-answer", category: HOUSEHOLD, on: "2026-02-20", shop: "COSTCO WHSE #0042" },
    });
  });

  it("a renamed transaction's payee wins over the shop's older name", () => {
    const memory = memoryOf([
      ...rows(
        4,
        "2026-01-03",
        () => "AMZN Mktp US*2K4LX0",
        () => ({ payee: "Amazon", category: SHOPPING }),
      ),
      row("2026-02-07", "AMZN Mktp US*7YY2CD", {
        payee: "Amazon Marketplace",
        category: SHOPPING,
        edited: "2026-02-20",
        metadata: intakeGave("AMZN Mktp US*7YY2CD", { payee: "Amazon", category_id: SHOPPING }),
      }),
    ]);
    expect(suggest(memory, "AMZN Mktp US*9ZZ1AB").payee).toEqual({
      name: "Amazon Marketplace",
      why: { kind: "payee-answer", payee: "Amazon Marketplace", on: "2026-02-20" },
    });
  });

  it("changes that disagree are no answer: the history decides", () => {
    const memory = memoryOf(
      rows(
        6,
        "2026-01-03",
        () => "AMZN Mktp US*2K4LX0",
        (i) => ({
          category: [SHOPPING, HOUSEHOLD][i % 2]!,
          edited: `2026-03-0${i + 1}`,
          metadata: intakeGave("AMZN Mktp US*2K4LX0", { category_id: [HOUSEHOLD, SHOPPING][i % 2]! }),
        }),
      ),
    );
    expect(suggest(memory, "AMZN Mktp US*9ZZ1AB").category).toBeUndefined();
  });

  it("a later file the person filed otherwise outweighs an older answer", () => {
    const memory = memoryOf([
      row("2026-01-03", "COSTCO WHSE #0042", {
        category: HOUSEHOLD,
        edited: "2026-01-10",
        metadata: intakeGave("COSTCO WHSE #0042", { category_id: GROCERIES }),
      }),
      ...rows(
        4,
        "2026-02-03",
        () => "COSTCO WHSE #0042",
        () => ({ category: GROCERIES }),
      ),
    ]);
    expect(suggest(memory, "COSTCO WHSE #0043").category?.id).toBe(GROCERIES);
  });
});

describe("a shop the service's rules decide is left to them", () => {
  it("renamed at insert and never changed since: a rule's, said so", () => {
    const memory = memoryOf(
      rows(
        3,
        "2026-01-03",
        (i) => `STARBUCKS STORE 0012${i}`,
        () => ({ payee: "Starbucks", category: DINING, atInsert: true }),
      ),
    );
    const said = suggest(memory, "STARBUCKS STORE 00999 SEATTLE WA");
    expect(said.payee).toBeUndefined();
    expect(said.category).toBeUndefined();
    expect(said.none).toEqual({ kind: "rule", shop: "STARBUCKS STORE 00120", rows: 3 });
  });

  it("filed at insert by an API import that sent no category: a rule's", () => {
    const memory = memoryOf(
      rows(
        3,
        "2026-01-03",
        () => "NETFLIX.COM 866-579-7172 CA",
        () => ({ category: SUBSCRIPTIONS, atInsert: true }),
      ),
    );
    expect(suggest(memory, "NETFLIX.COM 866-579-7172 CA").none).toMatchObject({ kind: "rule" });
  });

  it("the person's own changes are no rule's", () => {
    const memory = memoryOf(
      rows(
        3,
        "2026-01-03",
        (i) => `STARBUCKS STORE 0012${i}`,
        () => ({ payee: "Starbucks", category: DINING, edited: "2026-02-01" }),
      ),
    );
    expect(suggest(memory, "STARBUCKS STORE 00999").payee?.name).toBe("Starbucks");
  });

  it("Intake's own decisions are no rule's", () => {
    const learned = (descriptor: string) => ({ learned: { descriptor, payee: "Starbucks", category_id: DINING } });
    const memory = memoryOf(
      rows(
        3,
        "2026-01-03",
        (i) => `STARBUCKS STORE 0012${i}`,
        (i) => ({ payee: "Starbucks", category: DINING, metadata: learned(`STARBUCKS STORE 0012${i}`) }),
      ),
    );
    expect(suggest(memory, "STARBUCKS STORE 00999")).toMatchObject({ payee: { name: "Starbucks" }, category: { id: DINING } });
  });

  it("a CSV's or a bank feed's own categories are no rule's", () => {
    const memory = memoryOf(
      rows(
        3,
        "2026-01-03",
        () => "TESCO STORES 3012",
        () => ({ category: GROCERIES, source: "csv", atInsert: true }),
      ),
    );
    expect(suggest(memory, "TESCO STORES 2291").category?.id).toBe(GROCERIES);
  });

  it("the person's older changes do not take the shop from a rule that still renames what arrives", () => {
    const memory = memoryOf([
      ...rows(
        3,
        "2026-01-03",
        () => "STARBUCKS STORE 00120",
        () => ({ payee: "Coffee", category: DINING, edited: "2026-03-01" }),
      ),
      ...rows(
        3,
        "2026-02-03",
        () => "STARBUCKS STORE 00120",
        () => ({ payee: "Starbucks", category: DINING, atInsert: true }),
      ),
    ]);
    // The rule still renames what arrives: the latest unchanged import was renamed at insert.
    expect(suggest(memory, "STARBUCKS STORE 00999").none).toMatchObject({ kind: "rule" });
  });
});
