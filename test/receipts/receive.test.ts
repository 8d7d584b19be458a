// The email() handler end to end: a receipt forwarded to a connection's address, verified, unwrapped,
// read and delivered as one transaction; everything else listed in the inbox with its reason.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { saveConnection } from "../../src/connections";
import worker from "../../src/index";
import { listReceipts } from "../../src/receipts/inbox";
import { mailboxOf, updateMailbox } from "../../src/receipts/mailbox";
import { newWorld, waitFor } from "../support/world";

const ME = "pat@example.org";
const CF_PASS =
  "mx.cloudflare.net; dkim=pass header.d=example.org; spf=pass smtp.mailfrom=pat@example.org; dmarc=pass header.from=example.org";

/** A forward as a mail client writes it, with the receiving MTA's verdict on top. */
function forward(o: { to: string; from?: string; authResults?: string[]; original: string; subject?: string; messageId?: string }): string {
  const headers = [
    ...(o.authResults ?? [CF_PASS]).map((v) => `Authentication-Results: ${v}`),
    `From: Pat <${o.from ?? ME}>`,
    `To: ${o.to}`,
    `Subject: Fwd: ${o.subject ?? "Your order"}`,
    `Message-ID: <${crypto.randomUUID()}@example.org>`,
    "Date: Mon, 05 Oct 2026 10:00:00 +0000",
    "MIME-Version: 1.0",
    'Content-Type: text/plain; charset="utf-8"',
  ];
  return `${headers.join("\r\n")}\r\n\r\n${o.original.replace(/\n/g, "\r\n")}`;
}

const RECEIPT = `---------- Forwarded message ---------
From: Corner Books <orders@cornerbooks.example>
Date: Sat, 3 Oct 2026 at 14:02
Subject: Your order #CB-1042
To: Pat <pat@example.org>

Thank you for your order #CB-1042.
1 x The Art of Baking   $24.00
Subtotal: $24.00
Tax: $1.98
Order total: $25.98
`;

async function connected() {
  const world = await newWorld();
  const connectionId = `c-${world.name}`;
  await saveConnection(env, connectionId, world.token, `key-${world.name}`);
  await updateMailbox(env.CONNECTIONS, connectionId, { allowedSenders: [ME], accountId: 101 });
  const { alias } = await mailboxOf(env.CONNECTIONS, connectionId);
  return { world, connectionId, address: `${alias}@intake.localhost` };
}

async function deliver(raw: string, to: string) {
  const setReject = vi.fn();
  const message = {
    from: ME,
    to,
    raw: new Response(raw).body!,
    rawSize: raw.length,
    headers: new Headers(),
    setReject,
    forward: vi.fn(),
    reply: vi.fn(),
  } as unknown as ForwardableEmailMessage;
  const ctx = createExecutionContext();
  await worker.email!(message, env, ctx);
  await waitOnExecutionContext(ctx);
  return setReject;
}

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
