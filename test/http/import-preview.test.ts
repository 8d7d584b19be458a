// The dry run names the account a file's rows are already in when it is not the one chosen: a card's export
// previewed against the checking account is not "3 to import" with nothing more said.
import { describe, expect, it } from "vitest";
import { connectIntake, SEED_ACCOUNTS } from "../support/intake";
import { waitFor } from "../support/world";
import { csvUsDay, day } from "../support/days";

const CARD = ["Date,Description,Amount", "10/01/2026,Corner Cafe,-4.50", "10/02/2026,Book Shop,-18.00", "10/03/2026,Cinema,-12.00"].join(
  "\n",
);

type Intake = Awaited<ReturnType<typeof connectIntake>>;

/** A file imported into the checking account (with `query` added), waited on until its job is done. */
async function importDone(intake: Intake, body: string, query = "") {
  const { id } = (await (await intake.upload(body, `?account=${SEED_ACCOUNTS.checking}${query}`)).json()) as { id: string };
  const done = await waitFor(
    () => intake.report(`/imports/${id}`),
    (r) => r.status === "done",
  );
  return { id, done };
}

/** The notes of the rows an import did not send, as one text. */
const ignoredNotes = async (intake: Intake, id: string) =>
  JSON.stringify(await (await intake.call("GET", `/imports/${id}/rows?outcome=ignored`)).json());

type Dry = {
  already_in_budget: { count: number; checked: boolean; requests: number };
  elsewhere_in_budget: { count: number; checked: boolean; accounts: { account_id: number; account_name: string; count: number }[] };
  items: { row: number; already?: string; elsewhere?: { account_id: number; account_name: string } }[];
};

describe("a preview says which other account already holds its rows", () => {
  it("names the card account for a card's file previewed against the checking account, in one listing", async () => {
    const { upload, report } = await connectIntake();
    const sent = await upload(CARD, `?account=${SEED_ACCOUNTS.creditCard}`);
    expect(sent.status).toBe(202);
    const { id } = (await sent.json()) as { id: string };
    await waitFor(
      () => report(`/imports/${id}`),
      (r) => r.status === "done",
    );
    const dry = (await (await upload(CARD, `?account=${SEED_ACCOUNTS.checking}&dry_run=true`)).json()) as Dry;
    expect(dry.already_in_budget).toEqual({ count: 0, checked: true, requests: 1 });
    const card = { account_id: SEED_ACCOUNTS.creditCard, account_name: "Sandbox Bank Credit Card" };
    expect(dry.elsewhere_in_budget).toEqual({ count: 3, checked: true, accounts: [{ ...card, count: 3 }] });
    expect(dry.items.map((i) => i.elsewhere)).toEqual([card, card, card]);
    // Against the card account itself, the rows are already there, and nothing is said of elsewhere.
    const same = (await (await upload(CARD, `?account=${SEED_ACCOUNTS.creditCard}&dry_run=true`)).json()) as Dry;
    expect(same.already_in_budget.count).toBe(3);
    expect(same.elsewhere_in_budget).toEqual({ count: 0, checked: true, accounts: [] });
  });
});

describe("a preview names the rows another export of the account probably put in the budget already", () => {
  // The account's first export, then the bank's other layout of it: the shop as banks write it, the ids different.
  const FIRST = ["Date,Description,Amount", "10/01/2026,Corner Cafe,-4.50", "10/02/2026,Book Shop,-18.00"].join("\n");
  const OTHER = [
    "Posted,Merchant,Debit,Ref",
    "10/02/2026,CORNER CAFE #112 PORTLAND OR,4.50,A1",
    "10/03/2026,CORNER CAFE #112 PORTLAND OR,4.50,A2",
    "10/02/2026,CORNER MARKET 12,18.00,A3",
    "10/12/2026,BOOK SHOP #7 PORTLAND OR,18.00,A4",
  ].join("\n");
  type Probable = Omit<Dry, "items"> & {
    probable_duplicates: { count: number; checked: boolean };
    items: { row: number; probable_duplicate?: { transaction_id: number; date: string; payee: string; amount: string } }[];
  };

  it("marks one of two coffees of one price, names its transaction, and keeps the look-alikes apart", async () => {
    const { upload, report } = await connectIntake();
    const sent = (await (await upload(FIRST, `?account=${SEED_ACCOUNTS.checking}`)).json()) as { id: string };
    const done = await waitFor(
      () => report(`/imports/${sent.id}?items=true`),
      (r) => r.status === "done",
    );
    const cafe = done.items!.find((i) => i.row === 2)!.transaction_id;
    const dry = (await (await upload(OTHER, `?account=${SEED_ACCOUNTS.checking}&dry_run=true`)).json()) as Probable;
    expect(dry.already_in_budget.count).toBe(0);
    expect(dry.probable_duplicates).toEqual({ count: 1, checked: true });
    // Counted, not merged: the budget's one coffee answers for one row; the market and the shop ten days on are others.
    expect(dry.items.map((i) => i.probable_duplicate ?? null)).toEqual([
      { transaction_id: cafe, date: "2026-10-01", payee: "Corner Cafe", amount: "4.50" },
      null,
      null,
      null,
    ]);
  });

  it("the import leaves them out only when asked (skip=probable_duplicates), saying which transaction each is", async () => {
    for (const asked of [false, true]) {
      const { upload, report, world, call } = await connectIntake();
      const sent = (await (await upload(FIRST, `?account=${SEED_ACCOUNTS.checking}`)).json()) as { id: string };
      await waitFor(
        () => report(`/imports/${sent.id}`),
        (r) => r.status === "done",
      );
      const query = `?account=${SEED_ACCOUNTS.checking}${asked ? "&skip=probable_duplicates" : ""}`;
      const other = await upload(OTHER, query);
      expect(other.status).toBe(202);
      const answer = (await other.json()) as { id: string; rows: { planned: number } };
      expect(answer.rows.planned, `asked: ${asked}`).toBe(asked ? 3 : 4);
      const done = await waitFor(
        () => report(`/imports/${answer.id}?items=true`),
        (r) => r.status === "done",
      );
      expect(done.rows, `asked: ${asked}`).toMatchObject({ planned: asked ? 3 : 4 });
      const notes = JSON.stringify(await (await call("GET", `/imports/${answer.id}/rows?outcome=ignored`)).json());
      expect(notes, `asked: ${asked}`).toMatch(
        asked ? /probably already in your budget as transaction \d+ \(Corner Cafe/ : /^(?!.*probably already)/,
      );
      expect((await world.transactions()).length, `asked: ${asked}`).toBe(asked ? 5 : 6);
    }
  });

  it("leaves out the rows the person chose among the probable duplicates, and imports a chosen row that is none", async () => {
    const { upload, report, world, call } = await connectIntake();
    const sent = (await (await upload(FIRST, `?account=${SEED_ACCOUNTS.checking}`)).json()) as { id: string };
    await waitFor(
      () => report(`/imports/${sent.id}`),
      (r) => r.status === "done",
    );
    // Row 2 is the probable duplicate of Corner Cafe; row 4 (the market) is none, so it is imported though chosen.
    const answer = (await (await upload(OTHER, `?account=${SEED_ACCOUNTS.checking}&leave_out=2,4`)).json()) as { id: string };
    const done = await waitFor(
      () => report(`/imports/${answer.id}`),
      (r) => r.status === "done",
    );
    expect(done.rows).toMatchObject({ planned: 3 });
    const notes = JSON.stringify(await (await call("GET", `/imports/${answer.id}/rows?outcome=ignored`)).json());
    expect(notes).toMatch(/"row":2,[^}]*probably already in your budget as transaction \d+ \(Corner Cafe/);
    expect((await world.transactions()).length).toBe(5);
    expect((await upload(OTHER, `?account=${SEED_ACCOUNTS.checking}&leave_out=two`)).status).toBe(400);
  });
});

describe("a bank's pending row is never a reason to leave its booked row out", () => {
  // Per bank: its export with the purchase pending, then its other layout with the purchase booked.
  const BANKS = [
    {
      bank: "a card",
      pending: ["Date,Description,Amount,Status", "10/01/2026,CORNER CAFE,-4.50,Pending"].join("\n"),
      booked: ["Posted,Merchant,Debit,Credit", "10/02/2026,Corner Cafe,4.50,"].join("\n"),
    },
    {
      bank: "a checking account",
      pending: ["Transaction Date,Description,Amount,Status", "2026-10-01,GREEN BOWL,-23.40,PENDING"].join("\n"),
      booked: ["Posted Date,Merchant,Debit,Credit", "2026-10-02,Green Bowl,23.40,"].join("\n"),
    },
  ];
  for (const { bank, pending, booked } of BANKS) {
    it(`sends the booked row of ${bank} though asked to skip probable duplicates`, async () => {
      const intake = await connectIntake();
      await importDone(intake, pending);
      const { id, done } = await importDone(intake, booked, "&skip=probable_duplicates");
      expect(done.rows).toMatchObject({ planned: 1 });
      expect(await ignoredNotes(intake, id)).not.toMatch(/probably already/);
    });
  }
});

describe("another row of an export the budget already holds is another payment, never left out", () => {
  const ofx = (fitId: string, day: string) =>
    [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "VERSION:102",
      "",
      "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>4242<ACCTTYPE>CHECKING</BANKACCTFROM>",
      `<BANKTRANLIST><DTSTART>${day}<DTEND>${day}`,
      `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${day}<TRNAMT>-4.95<FITID>${fitId}<NAME>STARBUCKS STORE 0042</STMTTRN>`,
      "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
    ].join("\n");
  // Each bank's export of one coffee, then its next export: the same shop and price four days later.
  const EXPORTS = [
    { bank: "an OFX's next statement (another FITID)", first: ofx("FIT-1", "20261014"), next: ofx("FIT-2", "20261018") },
    {
      bank: "a French card's next CSV (one wording, another day)",
      first: ["Date;Libellé;Montant", "14/10/2026;CB KAMPS BACKSTUBE 5572 13/10;-4,95"].join("\n"),
      next: ["Date;Libellé;Montant", "18/10/2026;CB KAMPS BACKSTUBE 5572 17/10;-4,95"].join("\n"),
    },
    {
      bank: "a German giro account's next CSV (one layout, another café of the name)",
      first: ["Buchungstag;Auftraggeber/Empfänger;Betrag", "14.10.2026;EINSTEIN KAFFEE BERLIN;-4,95"].join("\n"),
      next: ["Buchungstag;Auftraggeber/Empfänger;Betrag", "18.10.2026;CAFE EINSTEIN STAMMHAUS BERLIN;-4,95"].join("\n"),
    },
  ];
  for (const { bank, first, next } of EXPORTS) {
    it(`imports the coffee of ${bank} though asked to skip probable duplicates`, async () => {
      const intake = await connectIntake();
      await importDone(intake, first);
      const dry = (await (await intake.upload(next, `?account=${SEED_ACCOUNTS.checking}&dry_run=true`)).json()) as {
        probable_duplicates: { count: number };
      };
      expect(dry.probable_duplicates.count).toBe(0);
      const { id, done } = await importDone(intake, next, "&skip=probable_duplicates");
      expect(done.counts).toMatchObject({ inserted: 1 });
      expect(await ignoredNotes(intake, id)).not.toMatch(/probably already/);
    });
  }
});

describe("a row the service's check may not skip (the payee in other letters) is a probable duplicate, not a promise", () => {
  // An account's export with a reference column, then its other layout writing the shop in other letters: same day,
  // same sum, another id.
  const LAYOUTS = [
    {
      bank: "an American card",
      first: ["Date,Description,Amount,Reference", "10/19/2026,Le Petit Bistrot,-92.35,card 4242"],
      next: ["Posted,Merchant,Debit,Credit", "10/19/2026,LE PETIT BISTROT,92.35,"],
    },
    {
      bank: "a German giro account",
      first: ["Buchungstag;Empfänger;Verwendungszweck;Betrag", "19.10.2026;REWE Markt;Kartenzahlung girocard;-23,40"],
      next: ["Datum;Beschreibung;Soll;Haben", "19.10.2026;Rewe Markt;23,40;"],
    },
  ];
  for (const { bank, first, next } of LAYOUTS) {
    it(`leaves the row of ${bank} out when asked, naming the transaction`, async () => {
      const intake = await connectIntake();
      await importDone(intake, first.join("\n"));
      const dry = (await (await intake.upload(next.join("\n"), `?account=${SEED_ACCOUNTS.checking}&dry_run=true`)).json()) as {
        already_in_budget: { count: number };
        probable_duplicates: { count: number };
      };
      expect(dry.already_in_budget.count).toBe(0);
      expect(dry.probable_duplicates.count).toBe(1);
      const { id } = await importDone(intake, next.join("\n"), "&skip=probable_duplicates");
      expect(await ignoredNotes(intake, id)).toMatch(/probably already in your budget as transaction \d+/);
    });
  }
});

describe("a row its own tap waits for is never left out for another export's row of the price", () => {
  it("takes its tap over, though a coffee of one price the other layout booked is a day before it", async () => {
    const intake = await connectIntake();
    await intake.call("PUT", "/taps/settings", { account_id: SEED_ACCOUNTS.checking, cards: [] });
    // Two coffees of one price, tapped an hour apart; the card's export books the first, its other layout the second.
    for (const time of ["09:00", "10:00"])
      expect((await intake.call("POST", "/taps", { merchant: "Paris Cafe", amount: "4.95", time: `${day(-3)}T${time}:00Z` })).status).toBe(
        202,
      );
    await importDone(intake, ["Date,Description,Amount", `${csvUsDay(-3)},PARIS CAFE LLC,-4.95`].join("\n"));
    const next = ["Posted,Merchant,Debit,Credit", `${csvUsDay(-2)},Paris Cafe,4.95,`].join("\n");
    const { id, done } = await importDone(intake, next, "&skip=probable_duplicates");
    expect(await ignoredNotes(intake, id)).not.toMatch(/probably already/);
    expect(done.counts).toMatchObject({ matched: 1 });
  });
});

describe("any row can be left out of the import, and the report says the person left it out", () => {
  it("imports every row but those in skip_rows, each reported as left out by you", async () => {
    const intake = await connectIntake();
    const { id, done } = await importDone(intake, CARD, "&skip_rows=3");
    expect(done.counts).toMatchObject({ inserted: 2 });
    expect(await ignoredNotes(intake, id)).toMatch(/"row":3,[^}]*left out of the import by you/);
    const payees = (await intake.world.transactions()).map((t) => t.payee);
    expect(payees).toEqual(expect.arrayContaining(["Corner Cafe", "Cinema"]));
    expect(payees).not.toContain("Book Shop");
  });

  it("leaves out a row in the middle of a run of planned rows, and keeps the rows around it", async () => {
    const intake = await connectIntake();
    const rows = ["Date,Description,Amount", ...Array.from({ length: 8 }, (_, i) => `10/0${i + 1}/2026,Shop ${i + 1},-${i + 1}.00`)];
    const { id, done } = await importDone(intake, rows.join("\n"), "&skip_rows=4,6");
    expect(done.counts).toMatchObject({ inserted: 6 });
    const left = JSON.stringify(await (await intake.call("GET", `/imports/${id}/rows?outcome=ignored`)).json());
    expect(left).toMatch(/"row":4,[^}]*left out of the import by you/);
    expect(left).toMatch(/"row":6,[^}]*left out of the import by you/);
    expect((await intake.upload(CARD, `?account=${SEED_ACCOUNTS.checking}&skip_rows=row3`)).status).toBe(400);
  });
});
