// POST /taps end to end: a phone's payment inserted at once into the account its card maps to, the same tap sent
// twice is one transaction, each bad field a 400 that names it, a dry run sends nothing, and the month's OFX of the
// card takes the tap's transaction over instead of adding a second.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { JobReport } from "../../src/outbox";
import { day, ofxDay } from "../support/days";
import { connectIntake, SEED_ACCOUNTS } from "../support/intake";
import { waitFor } from "../support/world";

const CARD = SEED_ACCOUNTS.creditCard;
/** The card's OFX is in EUR, the seed's card account in USD: imported as written, as the person confirms it. */
const CONFIRMED = "&currency_confirmed=true";
const TAP = { merchant: "Blue Bottle Coffee", amount: "€6,50", card: "Visa •••• 4242", time: `${day(-6)}T09:15:00+01:00` };

async function setUp() {
  const intake = await connectIntake();
  const settled = (id: string) =>
    waitFor(
      () => intake.report(`/imports/${id}?items=true`),
      (r: JobReport) => r.counts.pending === 0 && r.status !== "running" && r.status !== "queued",
    );
  const send = (body: unknown, query = "") => intake.call("POST", `/taps${query}`, body);
  await intake.call("PUT", "/taps/settings", { account_id: null, cards: [{ card: "4242", account_id: CARD }] });
  return { ...intake, settled, send };
}

describe("a tap is inserted at once into the account its card maps to", () => {
  it("answers 202 with the transaction's account and job; the same tap sent again is one transaction", async () => {
    const { send, settled, world } = await setUp();
    const first = await send(TAP);
    expect(first.status).toBe(202);
    const answer = (await first.json()) as { id: string; manual_account_id: number; amount: string; currency: string; date: string };
    expect(answer).toMatchObject({ manual_account_id: CARD, amount: "6.50", currency: "eur", date: day(-6) });
    expect((await settled(answer.id)).counts).toMatchObject({ inserted: 1 });

    const again = (await (await send({ ...TAP, time: `${day(-6)}T09:15:30+01:00` })).json()) as { id: string };
    expect((await settled(again.id)).counts).toMatchObject({ inserted: 0, duplicates: 1 });
    const mine = (await world.transactions()).filter((t) => t.payee === "Blue Bottle Coffee");
    expect(mine.map((t) => [t.manual_account_id, t.amount, t.date])).toEqual([[CARD, "6.5000", day(-6)]]);
  });

  it("takes form fields as automations send them, and a card it does not know goes to the default (cash here)", async () => {
    const { auth, settled, world } = await setUp();
    const response = await SELF.fetch("https://intake.test/taps", {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ merchant: "Corner Shop", amount: "3.20", card: "Amex" }),
    });
    expect(response.status).toBe(202);
    const answer = (await response.json()) as { id: string; manual_account_id: number | null };
    expect(answer.manual_account_id).toBeNull();
    await settled(answer.id);
    expect((await world.transactions()).find((t) => t.payee === "Corner Shop")).toMatchObject({
      manual_account_id: null,
      amount: "3.2000",
    });
  });

  it("says what it would insert on a dry run, and sends nothing", async () => {
    const { send, world } = await setUp();
    const response = await send(TAP, "?dry_run=true");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ dry_run: true, manual_account_id: CARD, merchant: "Blue Bottle Coffee", amount: "6.50" });
    expect(await world.transactions()).toEqual([]);
  });
});

describe("a bad tap is a 400 that names each bad field", () => {
  it.each([
    [{ amount: "4.50" }, /merchant/],
    [{ merchant: "X", amount: "four fifty" }, /amount: "four fifty" is not an amount/],
    [{ merchant: "X", amount: "4.50", time: "yesterday" }, /time: "yesterday" is not an ISO 8601 time/],
    [{ merchant: "X", amount: 0 }, /^This tap cannot be read: amount: 0 is zero to the cent/],
    [{ merchant: "X", amount: -0 }, /amount: 0 is zero to the cent/],
    [{ merchant: "X", amount: "-0" }, /amount: "-0" is zero to the cent/],
    [{ merchant: "X", amount: "0.00" }, /amount: "0.00" is zero to the cent/],
    [{ merchant: "X", amount: 1e-9 }, /amount: 1e-9 is zero to the cent/],
    [{ merchant: "X", amount: "1e-9" }, /amount: "1e-9" is not an amount/],
    [{ merchant: "X", amount: "4.50", time: "9999-12-31" }, /time: 9999-12-31 is more than a day ahead/],
    [{ merchant: "X", amount: "4.50", time: "0001-01-01" }, /time: 0001-01-01 is more than 366 days ago/],
    [{ merchant: "X", amount: "4.50", time: "2026-02-30" }, /time: 2026-02-30 is not a day of the calendar/],
    [{ merchant: "X", amount: "4.50", time: `${day(-1)}T25:99` }, /time: ".*T25:99" is not a time of the day/],
    [{ merchant: "X", amount: "4.50", time: `${day(2)}T09:00:00+01:00` }, /time: .* is more than a day ahead/],
    [{ merchant: "X", amount: "4.50", time: day(-367) }, /time: .* is more than 366 days ago/],
    [{ merchant: "X", amount: "4.50", time: 1_764_000_000_000_000 }, /time: not a time/],
  ])("%j", async (body, reason) => {
    const { send } = await setUp();
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(reason);
  });
  it("refuses a body that is no JSON or form, and a tap without a key", async () => {
    const { auth } = await setUp();
    const text = await SELF.fetch("https://intake.test/taps", {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/plain" },
      body: "hi",
    });
    expect(text.status).toBe(400);
    const anonymous = await SELF.fetch("https://intake.test/taps", { method: "POST", body: JSON.stringify(TAP) });
    expect(anonymous.status).toBe(401);
  });
  it("refuses one card mapped to two accounts (by its name or its digits), and keeps the settings", async () => {
    const { call } = await setUp();
    const before = await (await call("GET", "/taps/settings")).json();
    for (const cards of [
      [
        { card: "Visa 4242", account_id: CARD },
        { card: "VISA 4242", account_id: null },
      ],
      [
        { card: "Visa 4242", account_id: CARD },
        { card: "Sapphire ••4242", account_id: null },
      ],
    ]) {
      const response = await call("PUT", "/taps/settings", { account_id: null, cards });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toMatch(/listed for two accounts/);
    }
    expect(await (await call("GET", "/taps/settings")).json()).toEqual(before);
  });

  it("refuses settings that name an account the budget does not have", async () => {
    const { call } = await setUp();
    const response = await call("PUT", "/taps/settings", { account_id: 999_999, cards: [] });
    expect(response.status).toBe(404);
  });
});

describe("tap → the card's OFX of the month → one transaction", () => {
  const OFX = [
    "OFXHEADER:100",
    "DATA:OFXSGML",
    "",
    "<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>EUR<CCACCTFROM><ACCTID>4242</CCACCTFROM><BANKTRANLIST>",
    `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${ofxDay(-4)}<TRNAMT>-6.50<FITID>F-1001<NAME>BLUE BOTTLE COFFEE BERLIN</STMTTRN>`,
    `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${ofxDay(-3)}<TRNAMT>-42.00<FITID>F-1002<NAME>BOOKSHOP</STMTTRN>`,
    "</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>",
  ].join("\n");

  it("the statement's row takes the tap's transaction over at the bank's date; the file again is all duplicates", async () => {
    const { send, settled, upload, world } = await setUp();
    const tapped = (await (await send(TAP)).json()) as { id: string };
    const tapTx = (await settled(tapped.id)).items![0]!.transaction_id!;
    const imported = (await (await upload(OFX, `?account=${CARD}${CONFIRMED}`, "application/x-ofx")).json()) as { id: string };
    const report = await settled(imported.id);
    expect(report.counts).toMatchObject({ matched: 1, inserted: 1 });
    expect(report.items!.find((i) => i.payee === "BLUE BOTTLE COFFEE BERLIN")).toMatchObject({
      outcome: "matched",
      transaction_id: tapTx,
      reason: `matches your tap "Blue Bottle Coffee" of ${day(-6)}`,
    });
    const coffee = (await world.transactions()).filter((t) => Number(t.amount) === 6.5);
    expect(coffee).toEqual([expect.objectContaining({ id: tapTx, date: day(-4), payee: "Blue Bottle Coffee" })]);

    const again = (await (await upload(OFX, `?account=${CARD}${CONFIRMED}`, "application/x-ofx")).json()) as { id: string };
    expect((await settled(again.id)).counts).toMatchObject({ duplicates: 2, matched: 0, inserted: 0 });
  });
});

describe("taps of shops named by a word glued to a number → the card's OFX → one transaction each", () => {
  // Each tap's shop is named by a word glued to a number ("TapshopHA0", "3M"); the export writes it alike, beside
  // rows of the same amount and day at shops of another number or without that name: those stay their own.
  const SHOPS: [tap: string, bank: string, other: string][] = [
    ["TapshopHA0", "TAPSHOPHA0 STORE 0", "TAPSHOPHB7 STORE 7"],
    ["TapshopHA1", "TAPSHOPHA1 STORE 1", "TAPSHOPHB8 STORE 8"],
    ["3M Store", "3M STORE ST PAUL", "7M STORE 0042"],
    ["7Eleven Store", "7ELEVEN #3312 DALLAS TX", "STORE 3312 DALLAS TX"],
    ["24Seven Deli", "24SEVEN DELI 0042 LONDON", "DELI 0042 LONDON"],
  ];
  const row = (fitid: string, name: string) =>
    `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${ofxDay(-4)}<TRNAMT>-9.99<FITID>${fitid}<NAME>${name}</STMTTRN>`;
  const OFX = [
    "OFXHEADER:100",
    "DATA:OFXSGML",
    "",
    "<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>EUR<CCACCTFROM><ACCTID>4242</CCACCTFROM><BANKTRANLIST>",
    ...SHOPS.flatMap(([, bank, other], i) => [row(`G-${i}-other`, other), row(`G-${i}`, bank)]),
    "</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>",
  ].join("\n");

  it("5 taps and the export's 10 rows are 10 transactions: each tap taken over by its shop's row", async () => {
    const { send, settled, upload, world } = await setUp();
    const tapTxs: number[] = [];
    for (const [i, [merchant]] of SHOPS.entries()) {
      const tap = { merchant, amount: "€9,99", card: "4242", time: `${day(-6)}T1${i}:05:00+01:00`, id: `glued-${i}` };
      const tapped = (await (await send(tap)).json()) as { id: string };
      tapTxs.push((await settled(tapped.id)).items![0]!.transaction_id!);
    }
    const imported = (await (await upload(OFX, `?account=${CARD}${CONFIRMED}`, "application/x-ofx")).json()) as { id: string };
    const report = await settled(imported.id);
    expect(report.counts).toMatchObject({ matched: 5, inserted: 5 });
    for (const [i, [, bank]] of SHOPS.entries())
      expect(report.items!.find((r) => r.payee === bank)).toMatchObject({ outcome: "matched", transaction_id: tapTxs[i] });
    expect((await world.transactions()).filter((t) => Number(t.amount) === 9.99)).toHaveLength(10);
  });
});

describe("the repeated tap's answer names the account its transaction is in", () => {
  it("a tap in cash, taken over by the card's row, sent again: the card's account", async () => {
    const { send, settled, upload, world } = await setUp();
    // A card the settings do not list: the tap goes to the default, cash, until the bank's row says where it was paid.
    const tap = { ...TAP, amount: "6.50", card: "Amex" };
    const first = (await (await send(tap)).json()) as { id: string; manual_account_id: number | null };
    expect(first.manual_account_id).toBeNull();
    const tapTx = (await settled(first.id)).items![0]!.transaction_id!;
    const ofx = [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "",
      "<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>9999</CCACCTFROM><BANKTRANLIST>",
      `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${ofxDay(-4)}<TRNAMT>-6.50<FITID>F-3001<NAME>BLUE BOTTLE COFFEE BERLIN</STMTTRN>`,
      "</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>",
    ].join("\n");
    const imported = (await (await upload(ofx, `?account=${CARD}`, "application/x-ofx")).json()) as { id: string };
    expect((await settled(imported.id)).items![0]).toMatchObject({ outcome: "matched", transaction_id: tapTx });

    const again = await send(tap);
    expect(again.status).toBe(202);
    const answer = (await again.json()) as { id: string; manual_account_id: number | null };
    expect(answer.manual_account_id).toBe(CARD);
    expect((await settled(answer.id)).items![0]).toMatchObject({ outcome: "duplicate", transaction_id: tapTx });
    expect((await world.transactions()).filter((t) => Number(t.amount) === 6.5)).toEqual([
      expect.objectContaining({ id: tapTx, manual_account_id: CARD }),
    ]);
  });
});

describe("a tap carries its own id: only that id dedupes it, never the payee, amount and day", () => {
  it("two coffees at one shop and price on one day, each with its phone id, are two transactions", async () => {
    const { send, settled, world } = await setUp();
    const coffee = { merchant: "Blue Bottle", amount: "4.50", card: "4242", time: `${day(-6)}T09:15:00+01:00` };
    const first = (await (await send({ ...coffee, id: "n-1" })).json()) as { id: string };
    expect((await settled(first.id)).counts).toMatchObject({ inserted: 1 });
    const second = (await (await send({ ...coffee, id: "n-2", time: `${day(-6)}T15:40:00+01:00` })).json()) as { id: string };
    expect((await settled(second.id)).counts).toMatchObject({ inserted: 1, duplicates: 0 });
    const again = (await (await send({ ...coffee, id: "n-2", time: `${day(-6)}T15:40:00+01:00` })).json()) as { id: string };
    expect((await settled(again.id)).counts).toMatchObject({ inserted: 0, duplicates: 1 });
    expect((await world.transactions()).filter((t) => t.payee === "Blue Bottle")).toHaveLength(2);
  });
});

describe("a tap after its bank row looks for it, by the same rules as the row's takeover", () => {
  const OFX = (name: string, amount: string) =>
    [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "",
      "<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>EUR<CCACCTFROM><ACCTID>4242</CCACCTFROM><BANKTRANLIST>",
      `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${ofxDay(-5)}<TRNAMT>-${amount}<FITID>F-2001<NAME>${name}</STMTTRN>`,
      "</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>",
    ].join("\n");
  const DINNER = { merchant: "Trattoria Roma", amount: "40.00", card: "4242", time: `${day(-6)}T20:15:00+01:00`, id: "n-9" };

  it("the bank's row of the dinner, with its tip, is enriched instead of a second transaction", async () => {
    const { send, settled, upload, world } = await setUp();
    const imported = (await (
      await upload(OFX("TST* TRATTORIA ROMA 0042", "47.00"), `?account=${CARD}${CONFIRMED}`, "application/x-ofx")
    ).json()) as {
      id: string;
    };
    const bankTx = (await settled(imported.id)).items![0]!.transaction_id!;
    const tapped = (await (await send(DINNER)).json()) as { id: string };
    expect((await settled(tapped.id)).items![0]).toMatchObject({ outcome: "matched", transaction_id: bankTx });
    const dinners = (await world.transactions()).filter((t) => t.date >= day(-7));
    expect(dinners).toEqual([expect.objectContaining({ id: bankTx, amount: "47.0000" })]);
  });

  it("the same restaurant's row in another account is another card's dinner: the tap's card names its account", async () => {
    const { send, settled, upload, world } = await setUp();
    const checking = SEED_ACCOUNTS.checking;
    const imported = (await (
      await upload(OFX("TST* TRATTORIA ROMA 0042", "47.00"), `?account=${checking}${CONFIRMED}`, "application/x-ofx")
    ).json()) as { id: string };
    const otherCard = (await settled(imported.id)).items![0]!.transaction_id!;
    const tapped = (await (await send(DINNER)).json()) as { id: string };
    const tap = (await settled(tapped.id)).items![0]!;
    expect(tap).toMatchObject({ outcome: "inserted" });
    expect(tap.transaction_id).not.toBe(otherCard);
    const dinners = (await world.transactions()).filter((t) => t.date >= day(-7));
    expect(dinners.map((t) => t.manual_account_id).sort()).toEqual([checking, CARD].sort());
  });

  it("another restaurant's row of the tap's amount is another dinner", async () => {
    const { send, settled, upload, world } = await setUp();
    const imported = (await (
      await upload(OFX("THE CHEESECAKE FACTORY", "40.00"), `?account=${CARD}${CONFIRMED}`, "application/x-ofx")
    ).json()) as {
      id: string;
    };
    await settled(imported.id);
    const tapped = (await (await send(DINNER)).json()) as { id: string };
    expect((await settled(tapped.id)).items![0]).toMatchObject({ outcome: "inserted" });
    expect((await world.transactions()).filter((t) => t.date >= day(-7))).toHaveLength(2);
  });
});
