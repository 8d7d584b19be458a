// One payment, one transaction, end to end in the sandbox: a receipt inserted the minute it arrives is taken over
// by the bank's row of a later export (PUT /transactions/{id}) instead of a second transaction beside it; the
// preview says so first; the same file again is all duplicates; "Remove this import" puts back exactly what the bank's
// row changed (unless the person changed it since), keeps what another import counts on, and takes turns with the
// account's other imports, so that every payment stays in the budget once; a v1 connection never inserts the row twice.
import { env, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Outbox } from "../../src/outbox";
import { ENRICHED, RETAKEN } from "../../src/outbox/kinds/removal";
import { OutboxStore } from "../../src/outbox/store";
import { updateMailbox } from "../../src/mail/mailbox";
import { tunableOutbox } from "../support/outboxes";
import { LINDENBLATT_EUR, RECEIPT } from "../support/mail";
import { waitFor } from "../support/world";
import { bankRow, CHECKING, EXPORT, receiptsAndExports, unconfirmedTotal } from "../support/receipts-and-exports";

describe("a bank row takes over the transaction its receipt put there first", () => {
  it.each(["off", "match_or_insert"] as const)(
    "receipt (match mode %s) → the card's export days later → one transaction",
    async (matchMode) => {
      // match_or_insert looks for the bank's transaction first: none yet, so it inserts at once.
      const { receive, upload, preview, payment, api } = await receiptsAndExports({ matchMode, accountId: CHECKING });
      const receipt = await receive();
      expect(receipt.counts).toMatchObject({ inserted: 1 });
      const receiptTx = receipt.items![0]!.transaction_id!;

      const planned = await preview();
      expect(planned.matches_in_budget).toMatchObject({ count: 1, receipt: 1, ambiguous: 0 });
      const shown = planned.items.find((i) => i.item.payee === "CORNER BOOKS 0042 SEATTLE")!;
      expect(shown.matches).toMatchObject({
        kind: "matched",
        transaction_id: receiptTx,
        says: 'matches your receipt "Corner Books" of 2026-10-03',
      });

      const imported = await upload();
      expect(imported.counts).toMatchObject({ inserted: 2, matched: 1, duplicates: 0 });
      const row = bankRow(imported);
      expect(row).toMatchObject({
        outcome: "matched",
        transaction_id: receiptTx,
        reason: 'matches your receipt "Corner Books" of 2026-10-03',
      });

      const [one, ...others] = await payment();
      expect(others).toEqual([]);
      expect(one).toMatchObject({
        id: receiptTx,
        date: "2026-10-05",
        payee: "Corner Books",
        external_id: row.external_id,
        manual_account_id: CHECKING,
      });
      expect(one!.notes).toMatch(/CB-1042/);
      const metadata = (await api.transaction(receiptTx)).custom_metadata as { intake: Record<string, unknown> };
      expect(metadata.intake).toMatchObject({
        receipt: receipt.items![0]!.external_id,
        // The receipt's day of purchase stays, for a later receipt of it to meet it by (receipt-match.ts).
        purchased: "2026-10-03",
        bank_external_id: row.external_id,
        bank_text: "CORNER BOOKS 0042 SEATTLE",
      });
    },
  );

  it("keeps the receipt attached to the transaction the bank's row took over", async () => {
    const { receive, upload, api, world } = await receiptsAndExports({ accountId: CHECKING, attachReceipts: true });
    const receipt = await receive();
    const tx = receipt.items![0]!.transaction_id!;
    await waitFor(
      async () => (await api.transactionFiles(tx)).length,
      (n) => n === 1,
    );
    await upload();
    const files = await api.transactionFiles(tx);
    expect(files).toEqual([expect.objectContaining({ type: "application/pdf" })]);
    expect((await world.transactions()).filter((t) => Number(t.amount) === 25.98)).toEqual([
      expect.objectContaining({ id: tx, date: "2026-10-05" }),
    ]);
  });

  it("the same file again is every row already in the budget", async () => {
    const { receive, upload, payment } = await receiptsAndExports({ accountId: CHECKING });
    await receive();
    const first = await upload();
    const again = await upload();
    expect(again.counts).toMatchObject({ inserted: 0, matched: 0, duplicates: 3 });
    expect(bankRow(again)).toMatchObject({ outcome: "duplicate", transaction_id: bankRow(first).transaction_id });
    expect(await payment()).toHaveLength(1);
  });

  it("a receipt kept in cash moves to the account the bank's row says", async () => {
    const { receive, upload, payment } = await receiptsAndExports({ accountId: null });
    const receipt = await receive();
    expect((await payment())[0]).toMatchObject({ manual_account_id: null });
    await upload();
    const [one, ...others] = await payment();
    expect(others).toEqual([]);
    expect(one).toMatchObject({ id: receipt.items![0]!.transaction_id, manual_account_id: CHECKING, date: "2026-10-05" });
  });

  it("the same receipt forwarded again after the takeover is that transaction, not a new one", async () => {
    const { receive, upload, payment } = await receiptsAndExports({ accountId: CHECKING });
    const receipt = await receive();
    await upload();
    const again = await receive();
    expect(again.items![0]).toMatchObject({ outcome: "duplicate", transaction_id: receipt.items![0]!.transaction_id });
    expect(await payment()).toHaveLength(1);
  });

  it("a receipt the person deleted from the budget is not taken over: the row is inserted", async () => {
    const { receive, upload, payment, api } = await receiptsAndExports({ accountId: CHECKING });
    const receipt = await receive();
    await api.deleteTransactions([receipt.items![0]!.transaction_id!]);
    const imported = await upload();
    expect(imported.counts).toMatchObject({ inserted: 3, matched: 0 });
    expect(await payment()).toEqual([expect.objectContaining({ payee: "CORNER BOOKS 0042 SEATTLE", date: "2026-10-05" })]);
  });
});

describe("the takeover keeps the bank row's whole description in bank_text, not only its payee", () => {
  it.each([
    [
      "a CSV's payee and memo columns",
      "text/csv",
      ["Date,Description,Memo,Amount", "2026-10-05,CORNER BOOKS 0042 SEATTLE,POS 4242 REF 88123 BOOKS AND MAPS,-25.98"].join("\n"),
      "CORNER BOOKS 0042 SEATTLE / POS 4242 REF 88123 BOOKS AND MAPS",
    ],
    [
      "an OFX's NAME and MEMO",
      "application/x-ofx",
      [
        "OFXHEADER:100",
        "DATA:OFXSGML",
        "",
        "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>777</BANKACCTFROM><BANKTRANLIST>",
        "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261005<TRNAMT>-25.98<FITID>F-88123<NAME>CORNER BOOKS 0042 SEATTLE<MEMO>CARD 4242 BOOKS AND MAPS</STMTTRN>",
        "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
      ].join("\n"),
      "CORNER BOOKS 0042 SEATTLE / CARD 4242 BOOKS AND MAPS",
    ],
  ])("%s", async (_, type, file, said) => {
    const { receive, upload, api } = await receiptsAndExports({ matchMode: "off", accountId: CHECKING });
    const receiptTx = (await receive()).items![0]!.transaction_id!;
    const imported = await upload(file, type);
    expect(bankRow(imported)).toMatchObject({ outcome: "matched", transaction_id: receiptTx });
    const metadata = (await api.transaction(receiptTx)).custom_metadata as { intake: Record<string, unknown> };
    expect(metadata.intake.bank_text).toBe(said);
  });
});

describe("the bank corrects a receipt whose total nothing in the mail confirms", () => {
  it("the card's row of the shop at another amount takes it over: one transaction at the bank's amount", async () => {
    const { receive, upload, payment, world } = await receiptsAndExports({ accountId: CHECKING });
    const receipt = await receive(unconfirmedTotal("24.00"));
    expect(receipt.items![0]).toMatchObject({ outcome: "inserted", review: expect.stringMatching(/^confidence low/) });
    const imported = await upload();
    expect(imported.counts).toMatchObject({ inserted: 2, matched: 1 });
    expect(bankRow(imported)).toMatchObject({
      outcome: "matched",
      transaction_id: receipt.items![0]!.transaction_id,
      reason: 'matches your receipt "Corner Books" of 2026-10-03: your receipt said 24.00; the bank charged 25.98',
    });
    expect(await payment()).toEqual([expect.objectContaining({ id: receipt.items![0]!.transaction_id, payee: "Corner Books" })]);
    expect((await world.transactions()).filter((t) => Number(t.amount) === 24)).toEqual([]);
  });

  it("the other order: the unsure receipt (match mode) enriches the bank's transaction of its shop", async () => {
    const { receive, upload, payment, world } = await receiptsAndExports({ accountId: CHECKING, matchMode: "match_or_insert" });
    const bank = bankRow(await upload());
    const receipt = await receive(unconfirmedTotal("24.00"));
    expect(receipt.items![0]).toMatchObject({
      outcome: "matched",
      transaction_id: bank.transaction_id,
      reason: "matched the bank's transaction of your receipt's shop: your receipt said 24.00; the bank charged 25.98",
    });
    expect(await payment()).toEqual([expect.objectContaining({ id: bank.transaction_id })]);
    expect((await world.transactions()).filter((t) => Number(t.amount) === 24)).toEqual([]);
  });

  it("a receipt the mail confirms at another amount stays a purchase of its own", async () => {
    const { receive, upload, payment, world } = await receiptsAndExports({ accountId: CHECKING });
    const confirmed = unconfirmedTotal("24.00").replace(
      "Order total",
      "1 x The Art of Baking   $16.00\n1 x Bread Basics   $8.00\nOrder total",
    );
    const receipt = await receive(confirmed);
    expect(receipt.items![0]!.review).toBeUndefined();
    const imported = await upload();
    expect(imported.counts).toMatchObject({ inserted: 3, matched: 0 });
    expect(await payment()).toEqual([expect.objectContaining({ payee: "CORNER BOOKS 0042 SEATTLE" })]);
    expect((await world.transactions()).filter((t) => Number(t.amount) === 24)).toHaveLength(1);
  });
});

describe("at size: a 2,500-row export read in chunks of 1,000 and sent in batches of 500", () => {
  it("takes over the receipts its rows pay in every chunk, and inserts the rest once", async () => {
    const { connectionId, upload, world } = await receiptsAndExports({ accountId: CHECKING });
    // Three receipts, paid by rows 10, 1,500 and 2,400 of the file (its first, second and third chunk).
    const paid = new Map([
      [10, { amount: "77.77", payee: "Corner Books" }],
      [1500, { amount: "88.88", payee: "Harbour Tools" }],
      [2400, { amount: "99.99", payee: "Blue Bottle Coffee" }],
    ]);
    const receipts = [...paid.values()].map((p, i) => ({
      row: 1,
      item: { date: "2026-10-05", amount: p.amount, payee: p.payee, external_id: `rcpt:o:size-${i}` },
      provisional: "receipt" as const,
    }));
    const receiptJob = await tunableOutbox().enqueue({ connectionId, channel: "email", manualAccountId: CHECKING }, receipts);
    await waitFor(
      async () => (await world.transactions()).length,
      (n) => n === 3,
    );
    const lines = ["Date,Description,Amount"];
    for (let i = 1; i <= 2500; i++) {
      const p = paid.get(i);
      // Every other row an amount no receipt has (1.00–25.99), spread over the month.
      lines.push(
        p
          ? `2026-10-06,${p.payee.toUpperCase()} 0042,-${p.amount}`
          : `2026-10-${String((i % 28) + 1).padStart(2, "0")},Shop ${i},-${(1 + (i % 2500) / 100).toFixed(2)}`,
      );
    }
    const imported = await upload(lines.join("\n"));
    expect(imported.counts).toMatchObject({ total: 2500, matched: 3, inserted: 2497, duplicates: 0 });
    const receiptTxs = new Set((await tunableOutbox().report(receiptJob.id, { items: true }))!.items!.map((i) => i.transaction_id));
    expect(new Set(imported.items!.filter((i) => i.outcome === "matched").map((i) => i.transaction_id))).toEqual(receiptTxs);
    expect((await world.transactions()).length).toBe(2500);
  }, 60_000);
});

describe("a receipt paid abroad is taken over by the card's row in the account's currency", () => {
  it("compares the USD row with the EUR receipt as the service converted it (within 5%), and books the bank's amount", async () => {
    const { receive, upload, preview, api, remove, settled } = await receiptsAndExports({ accountId: CHECKING });
    const receipt = await receive(LINDENBLATT_EUR);
    const tx = receipt.items![0]!.transaction_id!;
    // The card network's rate and a 1.5% foreign-transaction fee: not the service's rate.
    const usd = ((await api.transaction(tx)).to_base * 1.015).toFixed(2);
    const file = EXPORT.replace("CORNER BOOKS 0042 SEATTLE,-25.98", `LINDENBLATT BUCHH BERLIN,-${usd}`);
    expect((await preview(file)).matches_in_budget).toMatchObject({ count: 1, receipt: 1 });
    const imported = await upload(file);
    const row = imported.items!.find((i) => i.payee === "LINDENBLATT BUCHH BERLIN")!;
    expect(row).toMatchObject({ outcome: "matched", transaction_id: tx });
    expect(row.reason).toBe(`matches your receipt "Buchhandlung Lindenblatt" of 2026-10-03 across currencies: 23.50 EUR ≈ ${usd} USD`);
    const booked = await api.transaction(tx);
    expect([booked.amount, booked.currency, booked.date]).toEqual([Number(usd).toFixed(4), "usd", "2026-10-05"]);
    expect((booked.custom_metadata as { intake: Record<string, unknown> }).intake).toMatchObject({ receipt_amount: "23.50 eur" });

    await remove(imported.id);
    await settled(imported.id);
    const restored = await api.transaction(tx);
    expect([restored.amount, restored.currency, restored.date]).toEqual(["23.5000", "eur", "2026-10-03"]);
  });
});

describe("another export of the account after a takeover: Intake knows the bank's row", () => {
  it("receipt → the CSV takes it over → the OFX of the same days adds nothing, as its preview says", async () => {
    const { receive, upload, payment, send } = await receiptsAndExports({ accountId: CHECKING });
    const receipt = await receive();
    const csv = await upload();
    expect(bankRow(csv)).toMatchObject({ outcome: "matched", transaction_id: receipt.items![0]!.transaction_id });
    const ofx = [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "",
      "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>1014</BANKACCTFROM><BANKTRANLIST>",
      "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261005<TRNAMT>-25.98<FITID>F-77<NAME>CORNER BOOKS 0042 SEATTLE</STMTTRN>",
      "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
    ].join("\n");
    const previewed = (await (await send("&dry_run=true", ofx, "application/x-ofx")).json()) as {
      already_in_budget: { count: number };
      items: { already?: string }[];
    };
    expect(previewed.already_in_budget.count).toBe(1);
    expect(previewed.items[0]?.already).toBe("taken_over");
    const again = await upload(ofx, "application/x-ofx");
    expect(again.items![0]).toMatchObject({ outcome: "duplicate", transaction_id: receipt.items![0]!.transaction_id });
    expect(await payment()).toHaveLength(1);
  });
});

describe("another export that writes the shop as the receipt did is the bank's row that took it over, not another payment", () => {
  /** The bank app's other export of the account: the shop as the receipt names it, the day and price of the card's row. */
  const APP_EXPORT = ["Transaction Date,Merchant,Debit,Credit", "2026-10-05,Corner Books,25.98,"].join("\n");

  it("receipt → the CSV takes it over → the app's export is that row, and a cash receipt of the price stays its own", async () => {
    const { receive, upload, payment, connectionId } = await receiptsAndExports({ accountId: CHECKING });
    const receipt = await receive();
    const tx = receipt.items![0]!.transaction_id!;
    expect(bankRow(await upload())).toMatchObject({ outcome: "matched", transaction_id: tx });
    // A second book of the price that day, paid in cash: its receipt goes to no account.
    await updateMailbox(env.CONNECTIONS, connectionId, { accountId: null });
    const cash = await receive(RECEIPT.replaceAll("CB-1042", "CB-2000").replace("Sat, 3 Oct", "Mon, 5 Oct"));
    const cashTx = cash.items![0]!.transaction_id!;
    const app = await upload(APP_EXPORT);
    expect(app.items![0]).toMatchObject({ outcome: "duplicate", transaction_id: tx });
    const both = await payment();
    expect(both.map((t) => [t.id, t.manual_account_id]).sort()).toEqual(
      [
        [tx, CHECKING],
        [cashTx, null],
      ].sort(),
    );
  });

  it("tap → its receipt names the shop → the CSV takes it over → the app's export is that row, the cash receipt its own", async () => {
    const { receive, upload, payment, connectionId, world } = await receiptsAndExports({
      accountId: CHECKING,
      matchMode: "match_or_insert",
    });
    const auth = { Authorization: `Bearer key-${world.name}`, "Content-Type": "application/json" };
    await SELF.fetch("https://intake.test/taps/settings", {
      method: "PUT",
      headers: auth,
      body: JSON.stringify({ account_id: CHECKING, cards: [] }),
    });
    // The phone writes the card's descriptor; the receipt then names the shop as the app's export does.
    const tapped = await SELF.fetch("https://intake.test/taps", {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ merchant: "CORNER BOOKS 0042", amount: "25.98", time: "2026-10-03T14:01:00-04:00" }),
    });
    expect(tapped.status).toBe(202);
    const tap = await waitFor(
      () => payment(),
      (found) => found.length === 1,
    );
    const tx = tap[0]!.id;
    expect((await receive()).items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    expect(bankRow(await upload())).toMatchObject({ outcome: "matched", transaction_id: tx });
    await updateMailbox(env.CONNECTIONS, connectionId, { accountId: null, matchMode: "off" });
    const cash = await receive(RECEIPT.replaceAll("CB-1042", "CB-2000").replace("Sat, 3 Oct", "Mon, 5 Oct"));
    const app = await upload(APP_EXPORT);
    expect(app.items![0]).toMatchObject({ outcome: "duplicate", transaction_id: tx });
    expect((await payment()).find((t) => t.id === cash.items![0]!.transaction_id)).toMatchObject({ manual_account_id: null });
  });

  it("still takes over the cash receipt when the account's export holds no row of the price that day", async () => {
    const { receive, upload, payment } = await receiptsAndExports({ accountId: null });
    const cash = await receive(RECEIPT.replace("Sat, 3 Oct", "Mon, 5 Oct"));
    const app = await upload(APP_EXPORT);
    expect(app.items![0]).toMatchObject({ outcome: "matched", transaction_id: cash.items![0]!.transaction_id });
    expect((await payment()).map((t) => t.manual_account_id)).toEqual([CHECKING]);
  });
});

describe("a transaction that is a bank row already is never another bank row's", () => {
  it("bank row → its receipt enriches it → a second purchase at the same price is a second transaction", async () => {
    const { receive, upload, payment } = await receiptsAndExports({ matchMode: "match_or_insert", accountId: CHECKING });
    const first = await upload();
    const firstTx = bankRow(first).transaction_id;
    expect((await receive()).items![0]).toMatchObject({ outcome: "matched", transaction_id: firstTx });
    const second = await upload(["Date,Description,Amount", "2026-10-07,CORNER BOOKS 0042 SEATTLE,-25.98"].join("\n"));
    expect(second.items![0]).toMatchObject({ outcome: "inserted" });
    expect(second.items![0]!.transaction_id).not.toBe(firstTx);
    const both = await payment();
    expect(both.map((t) => t.date).sort()).toEqual(["2026-10-05", "2026-10-07"]);
  });
});

describe("two receipts the bank's row cannot tell apart are not guessed between", () => {
  it("inserts the row and says to check it; both receipts stay", async () => {
    const { receive, upload, payment } = await receiptsAndExports({ accountId: CHECKING });
    // Two books of one price from the same shop, a day either side of the card's row.
    await receive(RECEIPT.replace("Sat, 3 Oct", "Sun, 4 Oct"));
    await receive(RECEIPT.replaceAll("CB-1042", "CB-2000").replace("Sat, 3 Oct", "Tue, 6 Oct"));
    const imported = await upload();
    expect(imported.counts).toMatchObject({ inserted: 3, matched: 0 });
    const row = bankRow(imported);
    expect(row.review).toMatch(
      /^not matched: it could be your receipt "Corner Books" of 2026-10-0[46] \(25\.98\) or your receipt "Corner Books" of 2026-10-0[46]/,
    );
    expect(await payment()).toHaveLength(3);
  });

  it("the preview asks which one it is; the import's answer takes that one over, the other stays", async () => {
    const { receive, preview, send, settled, payment } = await receiptsAndExports({ accountId: CHECKING });
    const first = await receive(RECEIPT.replace("Sat, 3 Oct", "Sun, 4 Oct"));
    const second = await receive(RECEIPT.replaceAll("CB-1042", "CB-2000").replace("Sat, 3 Oct", "Tue, 6 Oct"));
    const secondTx = second.items![0]!.transaction_id!;
    const shown = (await preview()).items.find((i) => i.item.payee === "CORNER BOOKS 0042 SEATTLE")!;
    expect(shown.matches).toMatchObject({ kind: "ambiguous" });
    const offered = (shown.matches as unknown as { candidates: { transaction_id: number; says: string }[] }).candidates;
    expect(offered.map((c) => c.transaction_id).sort()).toEqual([first.items![0]!.transaction_id, secondTx].sort());
    expect(offered.find((c) => c.transaction_id === secondTx)?.says).toBe('it is your receipt "Corner Books" of 2026-10-06 (25.98)');

    const response = await send(`&take=${shown.row}:${secondTx}`);
    expect(response.status).toBe(202);
    const imported = await settled(((await response.json()) as { id: string }).id);
    expect(bankRow(imported)).toMatchObject({ outcome: "matched", transaction_id: secondTx });
    const both = await payment();
    expect(both).toHaveLength(2);
    expect(both.find((t) => t.id === secondTx)).toMatchObject({ date: "2026-10-05" });
  });

  it("an answer naming no candidate of the row changes nothing, and a malformed one is a 400", async () => {
    const { receive, send, settled } = await receiptsAndExports({ accountId: CHECKING });
    await receive(RECEIPT.replace("Sat, 3 Oct", "Sun, 4 Oct"));
    await receive(RECEIPT.replaceAll("CB-1042", "CB-2000").replace("Sat, 3 Oct", "Tue, 6 Oct"));
    const response = await send("&take=3:999999");
    const imported = await settled(((await response.json()) as { id: string }).id);
    expect(bankRow(imported)).toMatchObject({ outcome: "inserted" });
    expect((await send("&take=three:1")).status).toBe(400);
  });

  it("a row whose text names neither receipt takes neither, and needs no question", async () => {
    const { receive, upload, payment } = await receiptsAndExports({ accountId: CHECKING });
    await receive();
    // Paid through a payment service: its text names no merchant and no order number of the receipt.
    const imported = await upload(EXPORT.replace("CORNER BOOKS 0042 SEATTLE", "PAYPAL *7722 4029357733"));
    expect(imported.counts).toMatchObject({ inserted: 3, matched: 0 });
    expect(imported.items!.find((i) => i.payee === "PAYPAL *7722 4029357733")!.review).toBeFalsy();
    expect(await payment()).toHaveLength(2);
  });
});

describe("Remove this import puts the receipt's transaction back as it was", () => {
  it("deletes the rows it inserted, restores the one it took over, and a later export takes it over again", async () => {
    const { receive, upload, remove, settled, payment } = await receiptsAndExports({ accountId: CHECKING });
    const receipt = await receive();
    const before = (await payment())[0]!;
    const imported = await upload();
    expect((await remove(imported.id)).status).toBe(202);
    const removed = await settled(imported.id);
    expect(removed.counts).toMatchObject({ removed: 3, matched: 0 });
    expect(bankRow(removed).reason).toMatch(/^put back as it was/);
    const [restored, ...others] = await payment();
    expect(others).toEqual([]);
    expect(restored).toMatchObject({
      id: before.id,
      date: "2026-10-03",
      external_id: receipt.items![0]!.external_id,
      payee: "Corner Books",
    });

    const again = await upload();
    expect(again.counts).toMatchObject({ inserted: 2, matched: 1 });
    expect(await payment()).toHaveLength(1);
  });
});

describe("Remove this import puts back exactly what was there, ids included", () => {
  it("a receipt kept in cash goes back to cash with its own external_id, and the card's export takes it over again", async () => {
    const { receive, upload, removal, api, payment } = await receiptsAndExports({ accountId: null });
    const receipt = await receive();
    const tx = receipt.items![0]!.transaction_id!;
    const before = await api.transaction(tx);
    const imported = await upload();
    expect(await api.transaction(tx)).toMatchObject({ manual_account_id: CHECKING, external_id: bankRow(imported).external_id });

    await removal(imported.id);
    const restored = await api.transaction(tx);
    // Nothing of the bank's is left on it: its id, its account, its date, its metadata.
    expect(restored).toMatchObject({
      manual_account_id: null,
      external_id: receipt.items![0]!.external_id,
      date: before.date,
      amount: before.amount,
      custom_metadata: before.custom_metadata,
    });

    const again = await upload();
    expect(bankRow(again)).toMatchObject({ outcome: "matched", transaction_id: tx });
    expect(await payment()).toEqual([
      expect.objectContaining({ id: tx, manual_account_id: CHECKING, external_id: bankRow(again).external_id }),
    ]);
  });

  it("a receipt in cash, a pending row in cash, the booked row in the card's account: back in cash with the receipt's id", async () => {
    const { connectionId, world, api, done } = await receiptsAndExports({ accountId: null });
    const outbox = tunableOutbox();
    const cash = { connectionId, manualAccountId: null };
    const receipt = await done(
      (
        await outbox.enqueue({ ...cash, channel: "email" }, [
          { row: 1, item: { date: "2026-11-24", amount: "29.90", payee: "Aral", external_id: "rcpt:o:chain" }, provisional: "receipt" },
        ])
      ).id,
    );
    const tx = receipt.items![0]!.transaction_id!;
    const held = {
      date: "2026-11-25",
      amount: "29.90",
      payee: "ARAL STATION",
      external_id: "h:hold:1",
      custom_metadata: { pending: true },
    };
    const pending = await done(
      (await outbox.enqueue({ ...cash, channel: "csv", bankRows: true }, [{ row: 1, item: held, provisional: "pending" }])).id,
    );
    expect(pending.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    const booked = await done(
      (
        await outbox.enqueue({ connectionId, manualAccountId: CHECKING, channel: "csv", bankRows: true }, [
          { row: 1, item: { date: "2026-11-26", amount: "29.90", payee: "ARAL STATION", external_id: "h:booked:1" } },
        ])
      ).id,
    );
    expect(booked.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    expect(await api.transaction(tx)).toMatchObject({ manual_account_id: CHECKING, external_id: "h:booked:1" });

    await outbox.removeImport(booked.id, connectionId);
    expect((await done(booked.id)).items![0]).toMatchObject({ outcome: "removed" });
    // As the pending row left it: in cash, dated by the pending row, under the receipt's own id (the pending row's
    // takeover in cash never set one).
    expect(await api.transaction(tx)).toMatchObject({ manual_account_id: null, date: "2026-11-25", external_id: "rcpt:o:chain" });
    expect(await world.transactions()).toHaveLength(1);
  });

  it("a bank file imported into cash: the cash ledger forgets the bank's id, and the file takes the receipt over again", async () => {
    const { connectionId, world, done } = await receiptsAndExports({ accountId: null });
    const outbox = tunableOutbox();
    const receipt = await done(
      (
        await outbox.enqueue({ connectionId, channel: "email", manualAccountId: null }, [
          {
            row: 1,
            item: { date: "2026-10-03", amount: "25.98", payee: "Corner Books", external_id: "rcpt:o:cash-ledger" },
            provisional: "receipt",
          },
        ])
      ).id,
    );
    const tx = receipt.items![0]!.transaction_id!;
    const spec = { connectionId, channel: "csv", manualAccountId: null, bankRows: true };
    const bank = [{ row: 1, item: { date: "2026-10-05", amount: "25.98", payee: "CORNER BOOKS 0042", external_id: "h:cash-ledger:1" } }];
    const imported = await done((await outbox.enqueue(spec, bank)).id);
    expect(imported.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });

    expect(await outbox.removeImport(imported.id, connectionId)).toMatchObject({ ok: true, removing: 1 });
    expect((await done(imported.id)).items![0]).toMatchObject({ outcome: "removed", reason: expect.stringMatching(/^put back as it was/) });
    const again = await done((await outbox.enqueue(spec, bank)).id);
    expect(again.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    expect(await world.transactions()).toEqual([expect.objectContaining({ id: tx, date: "2026-10-05", manual_account_id: null })]);
  });
});

/** The card's export as OFX: the same payments as EXPORT (all three, unless told), under the bank's own ids (FITIDs). */
const OFX_EXPORT = (payees = ["Corner Coffee", "CORNER BOOKS 0042 SEATTLE", "Grocer"]) =>
  [
    "OFXHEADER:100",
    "DATA:OFXSGML",
    "VERSION:102",
    "CHARSET:1252",
    "",
    "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD",
    "<BANKACCTFROM><BANKID>021000021<ACCTID>123456789<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>",
    ...[
      ["20261002", "-3.50", "T1", "Corner Coffee"],
      ["20261005", "-25.98", "T2", "CORNER BOOKS 0042 SEATTLE"],
      ["20261006", "-45.20", "T3", "Grocer"],
    ]
      .filter(([, , , payee]) => payees.includes(payee!))
      .map(
        ([day, amount, id, payee]) =>
          `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${day}120000[-5:EST]<TRNAMT>${amount}<FITID>${id}<NAME>${payee}</STMTTRN>`,
      ),
    "</BANKTRANLIST><LEDGERBAL><BALAMT>100.00<DTASOF>20261006</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
  ].join("\n");

/** Each payment as the budget holds it, once per transaction: [date, amount], sorted. */
const payments = async (world: { transactions(): Promise<{ date: string; amount: string }[]> }) =>
  (await world.transactions()).map((t) => [t.date, t.amount]).sort();

/**
 * "Remove this import" asked, its first round not yet run: as the Outbox keeps it while its turn waits (`failing`: after
 * a request that failed, as an outage leaves it, waiting to try again). `resume` lets it run.
 */
async function holdRemoval(jobId: string, failing = false) {
  await runInDurableObject(tunableOutbox(), (_instance: Outbox, state) => {
    const store = new OutboxStore(state.storage);
    store.removals.request(jobId, Date.now(), ENRICHED);
    store.jobs.setDue(jobId, Date.now() + 3_600_000, failing ? "the budgeting service failed (HTTP 503)" : null);
  });
  return {
    resume: async () => {
      await runInDurableObject(tunableOutbox(), (_instance: Outbox, state) => new OutboxStore(state.storage).jobs.setDue(jobId, 0, null));
      await tunableOutbox().tick();
    },
  };
}

describe("A removal puts back what the person last saw before the takeover, not what Intake first wrote", () => {
  it.each([
    [
      "a tap whose amount they corrected (a tip they knew of)",
      "tap",
      { amount: "50.00" },
      "50.00",
      { amount: "50.0000", date: "2026-10-03" },
    ],
    ["a receipt whose day they moved", "receipt", { date: "2026-10-04" }, "40.00", { amount: "40.0000", date: "2026-10-04" }],
  ] as const)("%s", async (_, channel, correction, booked, expected) => {
    const { connectionId, world, api, done } = await receiptsAndExports({ accountId: CHECKING });
    const outbox = tunableOutbox();
    const provisional = await done(
      (
        await outbox.enqueue({ connectionId, channel: channel === "tap" ? "tap" : "email", manualAccountId: CHECKING }, [
          {
            row: 1,
            item: { date: "2026-10-03", amount: "40.00", payee: "Corner Books", external_id: `${channel}:o:seen` },
            provisional: channel,
          },
        ])
      ).id,
    );
    const tx = provisional.items![0]!.transaction_id!;
    await api.updateTransaction(tx, correction);
    const bank = await done(
      (
        await outbox.enqueue({ connectionId, manualAccountId: CHECKING, channel: "csv", bankRows: true }, [
          { row: 1, item: { date: "2026-10-05", amount: booked, payee: "CORNER BOOKS 0042 SEATTLE", external_id: "h:seen:1" } },
        ])
      ).id,
    );
    expect(bank.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    expect(await api.transaction(tx)).toMatchObject({ amount: `${booked}00`, date: "2026-10-05" });

    await outbox.removeImport(bank.id, connectionId);
    expect((await done(bank.id)).items![0]).toMatchObject({ outcome: "removed", reason: expect.stringMatching(/^put back as it was/) });
    expect(await api.transaction(tx)).toMatchObject(expected);
    expect(await world.transactions()).toHaveLength(1);
  });
});

describe("A takeover the person changed afterwards keeps what they changed; the rest goes back", () => {
  it("keeps the amount they set and says so; the receipt's day and id come back; the rows the import inserted go", async () => {
    const { world, receive, upload, removal, api } = await receiptsAndExports({ accountId: CHECKING });
    const tx = (await receive()).items![0]!.transaction_id!;
    const receipt = await api.transaction(tx);
    const imported = await upload();
    // Later than the takeover's own update, on the service's clock.
    await scheduler.wait(1100);
    await api.updateTransaction(tx, { amount: "50.00" });

    const removed = await removal(imported.id);
    expect(removed.counts).toMatchObject({ removed: 3, kept: 0 });
    expect(bankRow(removed)).toMatchObject({ outcome: "removed", transaction_id: tx });
    expect(bankRow(removed).reason).toMatch(
      /^put back as it was before this import .*; what you changed since stays as you left it: the amount \(50\.00\)$/,
    );
    expect(await world.transactions()).toEqual([
      expect.objectContaining({
        id: tx,
        amount: "50.0000",
        date: "2026-10-03",
        external_id: receipt.external_id,
        manual_account_id: CHECKING,
      }),
    ]);
  });

  it("an export uploaded while that removal is under way takes over what was put back: one transaction, their amount", async () => {
    const { world, receive, upload, start, settled, removed, api } = await receiptsAndExports({ accountId: CHECKING });
    const tx = (await receive()).items![0]!.transaction_id!;
    const csv = await upload();
    await api.updateTransaction(tx, { amount: "50.00" });
    const removal = await holdRemoval(csv.id);
    const ofxId = await start(OFX_EXPORT());
    await removal.resume();
    expect((await removed(csv.id)).counts).toMatchObject({ removed: 3, kept: 0 });

    const ofx = await settled(ofxId);
    expect(ofx.items!.find((i) => i.payee === "CORNER BOOKS 0042 SEATTLE")).toMatchObject({ outcome: "matched", transaction_id: tx });
    expect(ofx.counts).toMatchObject({ inserted: 2, duplicates: 0, matched: 1 });
    expect(await payments(world)).toEqual([
      ["2026-10-02", "3.5000"],
      ["2026-10-05", "50.0000"],
      ["2026-10-06", "45.2000"],
    ]);
  });

  it("one applied before Intake kept what its update wrote is kept whole once changed, and an export meanwhile finds it there", async () => {
    const { world, receive, upload, start, settled, removed, api } = await receiptsAndExports({ accountId: CHECKING });
    const tx = (await receive()).items![0]!.transaction_id!;
    const csv = await upload();
    // As a takeover applied before version 25 left it: its `updated_at` is all a removal has to go by.
    await runInDurableObject(tunableOutbox(), (_instance: Outbox, state) => {
      state.storage.sql.exec(`UPDATE reconciliations SET written = NULL WHERE bank_job = ?`, csv.id);
    });
    await scheduler.wait(1100);
    await api.updateTransaction(tx, { amount: "50.00" });
    const removal = await holdRemoval(csv.id);
    // Its row of the receipt's payment claims the transaction the removal may put back, and waits for the removal.
    const ofxId = await start(OFX_EXPORT());
    await removal.resume();
    const csvAfter = await removed(csv.id);
    expect(csvAfter.counts).toMatchObject({ removed: 2, kept: 1 });
    expect(bankRow(csvAfter).reason).toMatch(/^kept: changed in your budget since this import's row took it over \(last changed /);

    const ofx = await settled(ofxId);
    const row = ofx.items!.find((i) => i.payee === "CORNER BOOKS 0042 SEATTLE")!;
    expect(row).toMatchObject({ outcome: "duplicate", transaction_id: tx });
    expect(row.reason).toMatch(/^already in your budget: another import's row took this transaction over/);
    expect(ofx.counts).toMatchObject({ inserted: 2, duplicates: 1, matched: 0 });
    expect(await payments(world)).toEqual([
      ["2026-10-02", "3.5000"],
      ["2026-10-05", "50.0000"],
      ["2026-10-06", "45.2000"],
    ]);
  });
});

describe("Removing a bank file and importing another export of the account: every payment once", () => {
  it.each([
    ["an OFX of its payments", OFX_EXPORT()],
    ["the same CSV again", EXPORT],
  ])("%s, uploaded while the CSV's removal is under way, goes in after it and takes the receipt over", async (_, file) => {
    const { world, receive, upload, remove, removed } = await receiptsAndExports({ accountId: CHECKING });
    const tx = (await receive()).items![0]!.transaction_id!;
    const csv = await upload();
    expect(csv.counts).toMatchObject({ inserted: 2, matched: 1 });
    // Every request slowed down: the second file arrives while the removal's requests are on their way.
    await world.admin("PUT", "/faults", { latencyMs: 300 });
    expect((await remove(csv.id)).status).toBe(202);
    const ofx = await upload(file);
    const csvAfter = await removed(csv.id);
    await world.admin("PUT", "/faults", { latencyMs: 0 });

    expect(await payments(world)).toEqual([
      ["2026-10-02", "3.5000"],
      ["2026-10-05", "25.9800"],
      ["2026-10-06", "45.2000"],
    ]);
    expect(csvAfter.counts).toMatchObject({ removed: 3, kept: 0 });
    expect(ofx.counts).toMatchObject({ inserted: 2, matched: 1, duplicates: 0 });
    expect(ofx.items!.find((i) => i.payee === "CORNER BOOKS 0042 SEATTLE")).toMatchObject({ outcome: "matched", transaction_id: tx });
  });

  it("an export uploaded while the removal is under way waits for it: what the removal deletes goes in anew, as that export's", async () => {
    const { world, receive, upload, start, settled, removed } = await receiptsAndExports({ accountId: CHECKING });
    await receive();
    const csv = await upload();
    const removal = await holdRemoval(csv.id);
    const ofxId = await start(OFX_EXPORT(["Corner Coffee", "Grocer"]));
    // Were the OFX's rows sent now, the service would skip them as the CSV's, which the removal then deletes.
    await scheduler.wait(500);
    expect((await tunableOutbox().report(ofxId))!.counts).toMatchObject({ pending: 2 });
    await removal.resume();

    expect((await removed(csv.id)).counts).toMatchObject({ removed: 3, kept: 0 });
    expect((await settled(ofxId)).counts).toMatchObject({ inserted: 2, duplicates: 0 });
    expect(await payments(world)).toEqual([
      ["2026-10-02", "3.5000"],
      ["2026-10-03", "25.9800"],
      ["2026-10-06", "45.2000"],
    ]);
  });

  it("a removal that is failing holds no import up: the OFX goes in, and the removal keeps what it took over and found there", async () => {
    const { world, receive, upload, removed, api } = await receiptsAndExports({ accountId: CHECKING });
    const tx = (await receive()).items![0]!.transaction_id!;
    const csv = await upload();
    const removal = await holdRemoval(csv.id, true);
    const ofx = await upload(OFX_EXPORT());
    expect(ofx.counts).toMatchObject({ matched: 1, duplicates: 2, inserted: 0 });
    const row = ofx.items!.find((i) => i.payee === "CORNER BOOKS 0042 SEATTLE")!;
    expect(row).toMatchObject({ outcome: "matched", transaction_id: tx });

    // The service answers again.
    await removal.resume();
    const csvAfter = await removed(csv.id);
    expect(csvAfter.counts).toMatchObject({ removed: 0, kept: 3 });
    expect(bankRow(csvAfter).reason).toBe(RETAKEN);
    expect(await payments(world)).toEqual([
      ["2026-10-02", "3.5000"],
      ["2026-10-05", "25.9800"],
      ["2026-10-06", "45.2000"],
    ]);
    expect(await api.transaction(tx)).toMatchObject({ external_id: row.external_id, manual_account_id: CHECKING });
  });

  it("an export imported before the removal keeps the transactions its rows found already there", async () => {
    const { world, receive, upload, removal } = await receiptsAndExports({ accountId: CHECKING });
    await receive();
    const first = await upload();
    // The same file from another device: every row already in the budget.
    const again = await upload();
    expect(again.counts).toMatchObject({ duplicates: 3, inserted: 0 });

    const removed = await removal(first.id);
    expect(removed.counts).toMatchObject({ removed: 1, kept: 2 });
    for (const payee of ["Corner Coffee", "Grocer"]) {
      const row = removed.items!.find((i) => i.payee === payee)!;
      expect(row.outcome).toBe("kept");
      expect(row.reason).toMatch(/^kept: row \d of the import of \d{4}-\d\d-\d\d is this payment too, and stays in your budget$/);
    }
    expect(await payments(world)).toEqual([
      ["2026-10-02", "3.5000"],
      ["2026-10-03", "25.9800"],
      ["2026-10-06", "45.2000"],
    ]);
  });
});

describe("Removing a receipt's import says what is really in the budget", () => {
  it("a receipt the bank's row took over is kept: it is the bank's payment now", async () => {
    const { world, receive, upload, removal } = await receiptsAndExports({ accountId: CHECKING });
    const receipt = await receive();
    const tx = receipt.items![0]!.transaction_id!;
    await upload();
    const removed = await removal(receipt.id);
    expect(removed.items![0]).toMatchObject({ outcome: "kept", transaction_id: tx });
    expect(removed.items![0]!.reason).toMatch(
      /^kept: the bank's row 3 of the import of \d{4}-\d\d-\d\d took it over: it is that payment now$/,
    );
    expect((await world.transactions()).map((t) => t.id)).toContain(tx);
  });

  it("a receipt that added its details to the bank's transaction (match mode) is kept: Intake never inserted it", async () => {
    const { world, receive, upload, remove, report } = await receiptsAndExports({ matchMode: "match_or_insert", accountId: CHECKING });
    const bank = bankRow(await upload());
    const receipt = await receive();
    expect(receipt.items![0]).toMatchObject({ outcome: "matched", transaction_id: bank.transaction_id });
    const answer = await remove(receipt.id);
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ id: receipt.id, removing: 0, removed: 0, kept: 1 });
    const after = await report(receipt.id);
    expect(after.items![0]).toMatchObject({ outcome: "kept", transaction_id: bank.transaction_id });
    expect(after.items![0]!.reason).toMatch(/^kept: this receipt added its details to the bank's transaction/);
    expect((await world.transactions()).map((t) => t.id)).toContain(bank.transaction_id);
  });

  it("a receipt whose day the person moved is kept as changed, not said to be gone", async () => {
    const { world, receive, removal, api } = await receiptsAndExports({ accountId: CHECKING });
    const receipt = await receive();
    const tx = receipt.items![0]!.transaction_id!;
    await scheduler.wait(1100);
    await api.updateTransaction(tx, { date: "2026-09-20" });
    const removed = await removal(receipt.id);
    expect(removed.items![0]).toMatchObject({ outcome: "kept", transaction_id: tx });
    expect(removed.items![0]!.reason).toMatch(/^kept: changed in your budget since Intake inserted it/);
    expect(await world.transactions()).toEqual([expect.objectContaining({ id: tx, date: "2026-09-20" })]);
  });
});

/** A savings bank's export: the fuel station's hold (vorgemerkt), then booked a day later at what was really spent. */
const SPARKASSE = (rows: string[]) =>
  [
    `"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Betrag";"Waehrung";"Info"`,
    ...rows,
  ].join("\n");
/** The fuel station's receipt of 29.90 on 25 Nov, whose pending row is KRAUS below. */
const KRAUS_RECEIPT = RECEIPT.replaceAll("Corner Books", "Kraus Tankstelle")
  .replaceAll("cornerbooks", "kraus-tankstelle")
  .replace("Sat, 3 Oct 2026", "Wed, 25 Nov 2026")
  .replace("$25.98", "€29.90")
  .replace("$24.00", "€27.92")
  .replace("$1.98", "€1.98");
const HOLD = `"25.11.26";"25.11.26";"KARTENZAHLUNG";"ARAL 2231";"ARAL STATION";"-29,90";"EUR";"Umsatz vorgemerkt"`;
const BOOKED = `"26.11.26";"25.11.26";"KARTENZAHLUNG";"ARAL 2231";"ARAL STATION";"-31,40";"EUR";"Umsatz gebucht"`;
const RENT = `"20.11.26";"20.11.26";"DAUERAUFTRAG";"Miete";"Hausverwaltung";"-800,00";"EUR";"Umsatz gebucht"`;

describe("a pending row, then the booked one: one transaction", () => {
  const fuel = async (world: { transactions(): Promise<{ amount: string; date: string; id: number; notes: string | null }[]> }) =>
    (await world.transactions()).filter((t) => t.date >= "2026-11-25");

  it("imports the hold marked pending; the next export's booked row takes it over at its date and amount", async () => {
    const { world, upload, api } = await receiptsAndExports({ accountId: CHECKING });
    const first = await upload(SPARKASSE([HOLD, RENT]));
    expect(first.counts).toMatchObject({ inserted: 2 });
    const [held] = await fuel(world);
    expect((await api.transaction(held!.id)).custom_metadata).toMatchObject({ pending: true });

    const again = await upload(SPARKASSE([HOLD, RENT]));
    expect(again.counts).toMatchObject({ inserted: 0, duplicates: 2, matched: 0 });

    const next = await upload(SPARKASSE([BOOKED, RENT]));
    expect(next.counts).toMatchObject({ matched: 1, duplicates: 1, inserted: 0 });
    const row = next.items!.find((i) => i.payee === "ARAL STATION")!;
    expect(row).toMatchObject({ outcome: "matched", transaction_id: held!.id, reason: "booked: was pending 2026-11-25, 29.90 → 31.40" });
    const [one, ...others] = await fuel(world);
    expect(others).toEqual([]);
    expect(one).toMatchObject({ id: held!.id, date: "2026-11-26", amount: "31.4000" });
    const metadata = (await api.transaction(held!.id)).custom_metadata as Record<string, unknown>;
    expect(metadata.pending).toBeUndefined();
    expect(metadata.intake).toMatchObject({ pending: first.items!.find((i) => i.payee === "ARAL STATION")!.external_id });
  });

  it("receipt → pending row → booked row: still one transaction, the receipt's payee kept", async () => {
    const { world, receive, upload } = await receiptsAndExports({ accountId: CHECKING });
    const receipt = await receive(KRAUS_RECEIPT);
    expect(receipt.counts).toMatchObject({ inserted: 1 });
    const tx = receipt.items![0]!.transaction_id!;
    const pending = await upload(SPARKASSE([HOLD.replaceAll("ARAL", "KRAUS")]));
    expect(pending.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    const booked = await upload(SPARKASSE([BOOKED.replaceAll("ARAL", "KRAUS")]));
    expect(booked.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    const [one, ...others] = await fuel(world);
    expect(others).toEqual([]);
    expect(one).toMatchObject({ id: tx, date: "2026-11-26", amount: "31.4000", payee: "Kraus Tankstelle" });
  });

  it("pending row → its receipt (match mode) → booked row: one transaction, the hold not left behind", async () => {
    const { world, receive, upload } = await receiptsAndExports({ accountId: CHECKING, matchMode: "match_or_insert" });
    const pending = await upload(SPARKASSE([HOLD.replaceAll("ARAL", "KRAUS")]));
    const tx = pending.items![0]!.transaction_id!;
    const receipt = await receive(KRAUS_RECEIPT);
    expect(receipt.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    const booked = await upload(SPARKASSE([BOOKED.replaceAll("ARAL", "KRAUS")]));
    expect(booked.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    const [one, ...others] = await fuel(world);
    expect(others).toEqual([]);
    expect(one).toMatchObject({ id: tx, date: "2026-11-26", amount: "31.4000" });
    expect(one!.notes).toMatch(/CB-1042/);
  });

  it("a pending transaction posted later under the same id (SimpleFIN) is booked, not left pending", async () => {
    const { connectionId, api, settled } = await receiptsAndExports({ accountId: CHECKING });
    const spec = { connectionId, channel: "simplefin:test", manualAccountId: CHECKING, skipDuplicates: false, bankRows: true };
    const item = { date: "2026-11-25", amount: "29.90", payee: "ARAL STATION", external_id: "sf:ACT-1:T9" };
    const pending = await settled(
      (await tunableOutbox().enqueue(spec, [{ row: 1, item: { ...item, custom_metadata: { pending: true } }, provisional: "pending" }])).id,
    );
    const tx = pending.items![0]!.transaction_id!;
    const posted = await settled((await tunableOutbox().enqueue(spec, [{ row: 1, item: { ...item, date: "2026-11-27" } }])).id);
    expect(posted.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx, reason: "booked: was pending 2026-11-25" });
    const booked = await api.transaction(tx);
    expect(booked.date).toBe("2026-11-27");
    expect((booked.custom_metadata as Record<string, unknown>).pending).toBeUndefined();
  });

  it("a pending row the next export no longer has stays in the budget, still marked pending", async () => {
    const { world, upload, api } = await receiptsAndExports({ accountId: CHECKING });
    await upload(SPARKASSE([HOLD, RENT]));
    const next = await upload(SPARKASSE([RENT]));
    expect(next.counts).toMatchObject({ duplicates: 1, matched: 0, inserted: 0 });
    const [held] = await fuel(world);
    expect((await api.transaction(held!.id)).custom_metadata).toMatchObject({ pending: true });
  });
});

describe("a v1 connection cannot update a transaction", () => {
  it("skips the matching row with its reason instead of inserting it twice", async () => {
    const { receive, upload, payment } = await receiptsAndExports({ accountId: CHECKING, version: "v1" });
    const receipt = await receive();
    const imported = await upload();
    expect(imported.counts).toMatchObject({ inserted: 2, duplicates: 1, matched: 0 });
    expect(bankRow(imported)).toMatchObject({ outcome: "duplicate", transaction_id: receipt.items![0]!.transaction_id });
    expect(bankRow(imported).reason).toMatch(/legacy v1 interface/);
    expect(await payment()).toHaveLength(1);
  });
});

describe("a booked row exported again is the transaction it took over, not a pending row written alike", () => {
  const SECOND = RECEIPT.replace("Sat, 3 Oct 2026", "Sun, 4 Oct 2026").replaceAll("CB-1042", "CB-1043");
  const row = (status: string) => `2026-10-05,CORNER BOOKS 0042 SEATTLE,-25.98,${status}`;
  it("the next export's booked row is a duplicate of the booked row's transaction", async () => {
    const { receive, upload, payment } = await receiptsAndExports({ accountId: CHECKING });
    await receive();
    await receive(SECOND);
    const first = await upload(["Date,Description,Amount,Status", row("Posted"), row("Pending")].join("\n"));
    const booked = first.items!.find((i) => i.row === 2)!;
    expect(booked.outcome).toBe("matched");
    const again = await upload(["Date,Description,Amount,Status", row("Posted")].join("\n"));
    expect(again.items![0]).toMatchObject({ outcome: "duplicate", transaction_id: booked.transaction_id });
    expect(await payment()).toHaveLength(2);
  });
});
