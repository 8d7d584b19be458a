// A table in sections, each under a header of its own (a card account's cards, "Pending" above "Posted",
// "Ausstehend" above "Gebucht"): read section by section, each by its own header's names, rather than the
// first sections skipped as preamble or their headers read as broken rows; rows under a pending title are
// imported marked pending.
import { describe, expect, it } from "vitest";
import { planCsv, streamCsvPlan } from "../../../../src/formats/csv";
import { sectionStateOf } from "../../../../src/formats/csv/read/sections";
import { planFixture } from "../fixture-plan";
import type { UnseenFixture } from "../unseen/fixture";
import deCards from "../unseen/de-card-two-cards-sections";
import deGebucht from "../unseen/de-ausstehend-gebucht-sections";
import se from "../unseen/se-reserverade-bokforda-sections";
import usCard from "../unseen/us-card-pending-posted-sections";
import ngHolder from "../unseen/structure-ng-kv-holder-line-legend";

const planOf = (f: UnseenFixture) =>
  planCsv(new TextEncoder().encode(f.file as string), { accountId: 1, ...(f.accountType ? { accountType: f.accountType } : {}) });
const reasonOf = (f: UnseenFixture, row: number) => planOf(f).rows.find((r) => r.row === row)?.reason;
const pending = (f: UnseenFixture) => planOf(f).items.map((i) => i.provisional === "pending");

describe("every section of the table is read, each by its own header", () => {
  for (const f of [deCards, deGebucht, se, usCard]) {
    it(f.name, () => {
      expect(planFixture(f).differences).toEqual([]);
      expect(planOf(f).rows.filter((r) => r.outcome === "error")).toEqual([]);
    });
  }
  it("reports each section's title and header as such", () => {
    expect([4, 5, 9, 10].map((row) => reasonOf(deCards, row))).toEqual(["preamble", "header", "section title", "header (repeated)"]);
    expect([1, 2, 5, 6].map((row) => reasonOf(deGebucht, row))).toEqual(["preamble", "header", "section title", "header"]);
  });
  it("reads a section whose header has a column fewer by its own names (no post date on pending rows)", () => {
    expect(
      planOf(usCard)
        .items.slice(4)
        .map((i) => [i.item.amount, i.item.payee]),
    ).toEqual([
      ["23.45", "UBER *TRIP"],
      ["6.75", "STARBUCKS STORE 1234"],
    ]);
  });
});

describe("the line right above a section's header is the section's title, never the last row's memo", () => {
  const cases: [string, string[]][] = [
    [
      "a Ukrainian card statement's 'Деталізація операцій за карткою' above the card's header",
      [
        "Дата;Деталі;Сума списання;Сума зарахування",
        "14.01.2024;Комісія за обслуговування;150,00;",
        "Деталізація операцій за карткою: Visa 4111xxxxxxxx1111;;;",
        "Дата;Деталі;Сума списання;Сума зарахування",
        "15.01.2024;Супермаркет;340,50;",
      ],
    ],
    [
      "a Polish account's 'Karta 4111 **** 1111' above the card's header",
      [
        "Data;Opis;Kwota",
        "14.02.2024;PRZELEW DO KOWALSKI;-200,00",
        "Karta 4111 **** 1111",
        "Data;Opis;Kwota",
        "15.02.2024;ZAKUP BIEDRONKA;-35,10",
      ],
    ],
    [
      "a US card's 'Card ending in 4321' above the second card's header",
      [
        "Date,Description,Amount",
        "03/14/2024,COFFEE SHOP,4.50",
        "Card ending in 4321",
        "Date,Description,Amount",
        "03/15/2024,BOOKSTORE,18.00",
      ],
    ],
  ];
  for (const [name, lines] of cases) {
    it(name, () => {
      const p = planCsv(new TextEncoder().encode(lines.join("\n")), { accountId: 1 });
      expect(p.items.map((i) => i.item.notes)).toEqual([undefined, undefined]);
      expect(p.rows.find((r) => r.row === 3)).toEqual({ row: 3, outcome: "ignored", reason: "section title" });
    });
  }
});

describe("rows under a pending section's title are pending", () => {
  it("marks the rows of Pending, Ausstehende Umsätze and Reserverade belopp pending, and no others", () => {
    expect(pending(usCard)).toEqual([false, false, false, false, true, true]);
    expect(pending(deGebucht)).toEqual([true, true, false, false, false, false]);
    expect(pending(se)).toEqual([true, false, false, false, false]);
    expect(pending(deCards)).toEqual([false, false, false, false, false]);
  });
  it("holds the state of a title without a header of its own until the next title", () => {
    const csv = ["Date,Description,Amount", "Pending", "03/14/2024,UBER,-23.45", "Posted", "03/01/2024,AMAZON,-54.99"].join("\n");
    const p = planCsv(new TextEncoder().encode(csv), { accountId: 1 });
    expect(p.items.map((i) => [i.item.amount, i.provisional ?? null])).toEqual([
      ["23.45", "pending"],
      ["54.99", null],
    ]);
    expect(p.rows.filter((r) => r.reason === "section title").map((r) => r.row)).toEqual([2, 4]);
  });
});

describe("a section's title says its state in the words banks use", () => {
  it.each([
    ["Pending Transactions", "pending"],
    ["Posted Transactions", "booked"],
    ["Ausstehende Umsätze", "pending"],
    ["Vorgemerkte Umsätze", "pending"],
    ["Noch nicht gebucht", "pending"],
    ["Gebuchte Umsätze", "booked"],
    ["Transactions en attente", "pending"],
    ["Movimientos pendientes", "pending"],
    ["Reserverade belopp", "pending"],
    ["Bokförda transaktioner", "booked"],
    ["В обработке", "pending"],
    ["未確定", "pending"],
  ])("%s → %s", (title, state) => expect(sectionStateOf([title])).toBe(state));

  it("reads no state into other lines", () => {
    expect(sectionStateOf(["Karte", "4111 **** **** 1234"])).toBeNull();
    expect(sectionStateOf(["Kreditkartenabrechnung"])).toBeNull();
    expect(sectionStateOf(["This export includes pending and posted card transactions"])).toBeNull();
  });
});

describe("a table of other names above the transactions is no section", () => {
  it("skips a summary of balances with a header of its own names as preamble", () => {
    const csv = [
      "Von;Bis;Konto;Anfangssaldo;Endsaldo",
      "01.04.2024;30.04.2024;AT611904300234573201;2.450,00;2.011,35",
      "",
      "Buchungsdatum;Valutadatum;Buchungstext;Betrag;Währung",
      "02.04.2024;02.04.2024;BILLA;-38,65;EUR",
      "15.04.2024;15.04.2024;A1 Telekom;-25,00;EUR",
    ].join("\n");
    const p = planCsv(new TextEncoder().encode(csv), { accountId: 1 });
    expect(p.profile.headerRow).toBe(3);
    expect(p.items).toHaveLength(2);
  });
});

describe("a sectioned export at size streams as it plans whole: each section over several chunks", () => {
  it("reads 3,000 posted and 1,500 pending rows in chunks, the pending ones (and only they) marked", async () => {
    const day = (i: number) => `${String((i % 12) + 1).padStart(2, "0")}/${String((i % 28) + 1).padStart(2, "0")}/2024`;
    const lines = ["Posted Transactions", "Transaction Date,Post Date,Description,Amount"];
    for (let i = 0; i < 3000; i++) lines.push(`${day(i)},${day(i)},SHOP ${i},${(i % 90) + 1}.25`);
    lines.push("", "Pending Transactions", "Transaction Date,Description,Amount");
    for (let i = 0; i < 1500; i++) lines.push(`${day(i)},HOLD ${i},${(i % 40) + 2}.50`);
    const bytes = new TextEncoder().encode(lines.join("\n"));
    const whole = planCsv(bytes, { accountId: 1, accountType: "credit" });
    const streamed = [];
    let chunks = 0;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (let at = 0; at < bytes.length; at += 4099) c.enqueue(bytes.slice(at, at + 4099));
        c.close();
      },
    });
    for await (const chunk of streamCsvPlan(body, { accountId: 1, accountType: "credit" }, 500)) {
      chunks++;
      streamed.push(...chunk.items);
    }
    expect(chunks).toBeGreaterThan(2);
    expect(streamed).toEqual(whole.items);
    expect(whole.items).toHaveLength(4500);
    expect(whole.items.filter((i) => i.provisional === "pending").map((i) => i.item.payee)).toEqual(
      Array.from({ length: 1500 }, (_, i) => `HOLD ${i}`),
    );
    expect(whole.items[2999]!.item).toMatchObject({ payee: "SHOP 2999", amount: "30.25" });
  });
});

describe("a label and its value is a line of the account's block, never a section's title", () => {
  it.each([["Joint Holder :- -"], ["Account holder: J. Doe"], ["Status: open"], ["Hold: none"]])("%s names no state", (line) => {
    expect(sectionStateOf([line])).toBeNull();
  });
  it("still reads a title that ends with its colon", () => {
    expect(sectionStateOf(["Pending transactions:"])).toBe("pending");
  });
  it("reads the rows under such a preamble as booked", () => expect(planFixture(ngHolder).differences).toEqual([]));
});
