// GET /imports names what a receipt, a card alert and a tap paid: the History page lists them beside bank files, and a
// row that said only "Receipt" or "Tap" told the person nothing of which payment it was.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { JobReport } from "../../src/outbox";
import { checkedFetch } from "../support/answers";
import { day, mailDay, usDay } from "../support/days";
import { connected, deliver, forward, ME, RECEIPT } from "../support/mail";
import { waitFor } from "../support/world";

const CHECKING = 101;
const CARD = 102;

const CHASE_ALERT = `---------- Forwarded message ---------
From: Chase <no.reply.alerts@chase.com>
Date: ${mailDay(-3)} at 14:02
Subject: Your $12.40 transaction with CORNER DELI
To: Pat <${ME}>

You made a $12.40 transaction with CORNER DELI on ${usDay(-3)} at 2:01 PM ET.

Account: Chase Freedom (...4321)
`;

async function setUp() {
  const setup = await connected({ attachReceipts: false, accountId: CHECKING });
  const auth = { Authorization: `Bearer key-${setup.world.name}`, "Content-Type": "application/json" };
  const call = (method: string, path: string, body?: unknown) =>
    // Read against each route's schema (support/answers.ts): the history's payments as the document describes them.
    checkedFetch(`https://intake.test${path}`, { method, headers: auth, body: body === undefined ? undefined : JSON.stringify(body) });
  const list = async () => ((await (await call("GET", "/imports")).json()) as { imports: JobReport[] }).imports;
  const mailed = async (original: string) => {
    const before = (await list()).length;
    await deliver(forward({ to: setup.address, original }), setup.address);
    return (await waitFor(list, (jobs) => jobs.length > before))[0];
  };
  return { ...setup, call, list, mailed };
}

describe("a receipt's, a card alert's and a tap's list entries name the account, the merchant and the amount", () => {
  it("names the receipt's shop, total and currency, in the mailbox's account", async () => {
    const { mailed } = await setUp();
    expect(await mailed(RECEIPT)).toMatchObject({
      channel: "email",
      manual_account_id: CHECKING,
      payment: { merchant: "Corner Books", amount: "25.98", currency: "usd" },
    });
  });

  it("names the alert's merchant and amount, in the account its card maps to", async () => {
    const { call, mailed } = await setUp();
    await call("PUT", "/taps/settings", { account_id: null, cards: [{ card: "4321", account_id: CARD }] });
    expect(await mailed(CHASE_ALERT)).toMatchObject({
      channel: "alert",
      manual_account_id: CARD,
      payment: { merchant: "CORNER DELI", amount: "12.40", currency: "usd" },
    });
  });

  it("names the tap's merchant and amount; a tap that named no currency leaves it to its account's", async () => {
    const { call, list } = await setUp();
    await call("PUT", "/taps/settings", { account_id: null, cards: [{ card: "4242", account_id: CARD }] });
    const tapped = await call("POST", "/taps", {
      merchant: "Blue Bottle Coffee",
      amount: "6.50",
      card: "4242",
      time: `${day(-1)}T09:15:00Z`,
    });
    expect(tapped.status).toBe(202);
    const [entry] = await list();
    expect(entry).toMatchObject({
      channel: "tap",
      manual_account_id: CARD,
      payment: { merchant: "Blue Bottle Coffee", amount: "6.50", currency: null },
    });
  });

  it("gives a bank file's entry no payment: its file names it", async () => {
    const { world, list } = await setUp();
    const response = await SELF.fetch(`https://intake.test/imports?account=${CHECKING}&file_name=export.csv`, {
      method: "POST",
      headers: { Authorization: `Bearer key-${world.name}`, "Content-Type": "text/csv" },
      body: "Date,Description,Amount\n2026-10-01,Bakery,-4.50",
    });
    expect(response.status).toBe(202);
    const [entry] = await list();
    expect(entry).toMatchObject({ file_name: "export.csv", manual_account_id: CHECKING });
    expect(entry).not.toHaveProperty("payment");
  });
});

describe("a payment's list entry names the account its transaction is in now, not only where it was sent", () => {
  /** The card's export: the bookshop's row of the receipt (3 Oct, 25.98), and a row of another shop. */
  async function uploadCard(call: Awaited<ReturnType<typeof setUp>>["call"], world: { name: string }, rows: string) {
    const response = await SELF.fetch(`https://intake.test/imports?account=${CARD}&file_name=card.csv`, {
      method: "POST",
      headers: { Authorization: `Bearer key-${world.name}`, "Content-Type": "text/csv" },
      body: `Date,Description,Amount\n${rows}`,
    });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    await waitFor(
      async () => (await (await call("GET", `/imports/${id}`)).json()) as JobReport,
      (job) => job.status === "done",
    );
  }

  it("names the card a cash receipt moved to when the card's row took it over", async () => {
    const { world, call, list, mailed } = await setUp();
    await call("PUT", "/receipts/mailbox", { senders: [ME], account_id: null });
    const receipt = await mailed(RECEIPT);
    expect(receipt).toMatchObject({ manual_account_id: null, payment: { merchant: "Corner Books" } });
    await uploadCard(call, world, "2026-10-05,CORNER BOOKS #12 PORTLAND OR,-25.98");
    const entry = await waitFor(
      async () => (await list()).find((job) => job.id === receipt!.id),
      (job) => job?.payment?.account_id !== undefined,
    );
    expect(entry).toMatchObject({ manual_account_id: null, payment: { merchant: "Corner Books", account_id: CARD } });
  });

  it("names the card whose transaction a receipt mailed to checking was matched to", async () => {
    const { world, call, mailed } = await setUp();
    await uploadCard(call, world, "2026-10-05,CORNER BOOKS #12 PORTLAND OR,-25.98");
    const receipt = await mailed(RECEIPT);
    const entry = await waitFor(
      async () => (await (await call("GET", `/imports/${receipt!.id}`)).json()) as JobReport,
      (job) => job.status === "done",
    );
    expect(entry.counts.matched).toBe(1);
    expect(entry).toMatchObject({ manual_account_id: CHECKING, payment: { merchant: "Corner Books", account_id: CARD } });
  });

  it("keeps naming cash while only another shop's row of the same amount is on the card", async () => {
    const { world, call, list, mailed } = await setUp();
    await call("PUT", "/receipts/mailbox", { senders: [ME], account_id: null });
    const receipt = await mailed(RECEIPT);
    await uploadCard(call, world, "2026-10-05,SHELL OIL 57442,-25.98");
    const entry = (await list()).find((job) => job.id === receipt!.id);
    expect(entry).toMatchObject({ manual_account_id: null, payment: { merchant: "Corner Books" } });
    expect(entry?.payment).not.toHaveProperty("account_id");
  });
});
