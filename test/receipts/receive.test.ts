// The email() handler end to end: a receipt forwarded to a connection's address, verified, unwrapped,
// read and delivered as one transaction; everything else listed in the inbox with its reason.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { listReceipts } from "../../src/receipts/inbox";
import { CF_PASS, connected, deliver, forward, RECEIPT } from "../support/mail";
import { waitFor } from "../support/world";

const inbox = async (connectionId: string) => (await listReceipts(env.CONNECTIONS, connectionId, { limit: 10 })).receipts;

describe("an unknown address is rejected at the door", () => {
  it("calls setReject and records nothing", async () => {
    const setReject = await deliver(forward({ to: "r-nobody@intake.localhost", original: RECEIPT }), "r-nobody@intake.localhost");
    expect(setReject).toHaveBeenCalledWith(expect.stringMatching(/No Intake mailbox/));
  });
});

describe("a verified receipt becomes one transaction", () => {
  it("reads merchant, total and date from the original and delivers it", async () => {
    const { world, connectionId, address } = await connected();
    await deliver(forward({ to: address, original: RECEIPT }), address);
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({ verdict: "queued", fields: { merchant: "Corner Books", total: "25.98", orderNumber: "CB-1042" } });
    const landed = await waitFor(
      () => world.transactions(),
      (t) => t.length > 0,
    );
    expect(landed.map((t) => [t.payee, t.amount, t.manual_account_id])).toEqual([["Corner Books", "25.9800", 101]]);
  });

  it("makes the same receipt forwarded twice one transaction", async () => {
    const { world, connectionId, address } = await connected();
    await deliver(forward({ to: address, original: RECEIPT }), address);
    await deliver(forward({ to: address, original: RECEIPT }), address);
    await waitFor(
      () => inbox(connectionId),
      (e) => e.length === 2,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect((await world.transactions()).length).toBe(1);
  });
});

describe("an order's confirmation and its shipping mail are one transaction", () => {
  it("inserts the confirmation once when the shipping mail of the same order charges the card again in words", async () => {
    const { world, connectionId, address } = await connected();
    const shipped = `---------- Forwarded message ---------
From: Corner Books <orders@cornerbooks.example>
Date: Mon, 5 Oct 2026 at 09:12
Subject: Your order #CB-1042 has shipped
To: Pat <pat@example.org>

Your order #CB-1042 has shipped.
We charged $25.98 to your Visa ending in 4242.
`;
    await deliver(forward({ to: address, original: RECEIPT }), address);
    await deliver(forward({ to: address, original: shipped, subject: "Your order #CB-1042 has shipped" }), address);
    const entries = await waitFor(
      () => inbox(connectionId),
      (e) => e.length === 2,
    );
    // Both are read as the same purchase: the shipping mail names the charge, so it is no mere notice.
    expect(entries.map((e) => e.fields?.orderNumber)).toEqual(["CB-1042", "CB-1042"]);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await world.transactions()).map((t) => [t.payee, t.amount])).toEqual([["Corner Books", "25.9800"]]);
  });
});

describe("the purchase day is the user's, from the forward's own Date header", () => {
  it("reads an original's UTC header in the forwarding client's offset", async () => {
    const { connectionId, address } = await connected();
    // 03:10 UTC on the 3rd is 20:10 on the 2nd in California, where the forward was written.
    const original = RECEIPT.replace("Date: Sat, 3 Oct 2026 at 14:02", "Date: Sat, 3 Oct 2026 03:10:00 +0000");
    await deliver(forward({ to: address, original, date: "Fri, 2 Oct 2026 20:30:00 -0700" }), address);
    const [entry] = await inbox(connectionId);
    expect(entry?.fields?.date).toBe("2026-10-02");
    expect(entry?.how?.date).toMatch(/^header: the day in the forwarder's UTC offset \(−07:00\)/);
  });
});

describe("a sender Intake cannot verify inserts nothing and is listed as unverified", () => {
  it.each([
    ["a sender not on the list", { from: "stranger@example.net" }],
    ["a forged verdict below someone else's", { authResults: ["relay.example; none", CF_PASS] }],
    ["no verdict", { authResults: [] }],
    ["dmarc=fail", { authResults: ["mx.cloudflare.net; dkim=fail; spf=fail; dmarc=fail header.from=example.org"] }],
  ])("%s", async (_name, options) => {
    const { world, connectionId, address } = await connected();
    await deliver(forward({ to: address, original: RECEIPT, ...options }), address);
    const [entry] = await inbox(connectionId);
    expect(entry?.verdict).toBe("unverified");
    expect(entry?.reason).toBeTruthy();
    expect(await world.transactions()).toEqual([]);
  });
});
