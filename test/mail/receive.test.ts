// The email() handler end to end: a receipt forwarded to a connection's address, verified, unwrapped,
// read and delivered as one transaction; everything else listed in the inbox with its reason.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { outboxOf } from "../../src/storage";
import { type InboxEntry, listReceipts } from "../../src/mail/inbox";
import { updateMailbox } from "../../src/mail/mailbox";
import { CF_PASS, connected, deliver, forward, ME, RECEIPT } from "../support/mail";
import { forwardedPictureReceipt } from "../support/picture-mails";
import { tunableOutbox } from "../support/outboxes";
import { waitFor, type World } from "../support/world";

const inbox = async (connectionId: string) => (await listReceipts(env.CONNECTIONS, connectionId, { limit: 10 })).receipts;

/**
 * Every job the entries queued has settled: what is in the budget then is all they made. (Not a pause: a pause
 * that is too short on a busy machine counts before a second transaction could land.)
 */
async function settledJobs(entries: InboxEntry[]): Promise<void> {
  for (const { job_id } of entries)
    if (job_id)
      await waitFor(
        () => outboxOf(env).report(job_id),
        (r) => r !== null && r.counts.pending === 0,
      );
}

/**
 * Nothing of the connection's mail can reach the budget: it queued no job (its work is done when `deliver` returns:
 * the email handler awaits it), and the budget holds nothing. (Not a pause, which proves only that nothing came yet.)
 */
async function nothingBooked(world: World, connectionId: string): Promise<void> {
  expect(await tunableOutbox().jobCount(connectionId)).toBe(0);
  expect(await world.transactions()).toEqual([]);
}

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
    await settledJobs(
      await waitFor(
        () => inbox(connectionId),
        (e) => e.length === 2,
      ),
    );
    expect((await world.transactions()).length).toBe(1);
  });
});

describe("two orders of one shop, total and day are two transactions: their order numbers tell them apart", () => {
  it("inserts the second although the service's payee/amount/date check takes it for the first", async () => {
    const { world, address } = await connected();
    await deliver(forward({ to: address, original: RECEIPT.replaceAll("CB-1042", "CB-7") }), address);
    await waitFor(
      () => world.transactions(),
      (t) => t.length === 1,
    );
    await deliver(forward({ to: address, original: RECEIPT.replaceAll("CB-1042", "CB-8") }), address);
    const landed = await waitFor(
      () => world.transactions(),
      (t) => t.length === 2,
    );
    expect(landed.map((t) => [t.payee, t.amount, t.date])).toEqual([
      ["Corner Books", "25.9800", "2026-10-03"],
      ["Corner Books", "25.9800", "2026-10-03"],
    ]);
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
    await settledJobs(entries);
    expect((await world.transactions()).map((t) => [t.payee, t.amount])).toEqual([["Corner Books", "25.9800"]]);
  });
});

describe("what the reader could not confirm is said in the inbox and in the receipt's report", () => {
  it("lists a total nothing else in the mail confirms as low confidence, and the report asks to check it", async () => {
    const { connectionId, address } = await connected();
    const original = RECEIPT.replace("Subtotal: $24.00\nTax: $1.98\n", "");
    await deliver(forward({ to: address, original }), address);
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({ verdict: "queued", fields: { total: "25.98" }, confidence: { total: "low" } });
    expect(entry?.how?.total).toMatch(/; unconfirmed: nothing else in the mail says this amount$/);
    const report = await waitFor(
      () => outboxOf(env).report(entry!.job_id!, { connectionId, items: true }),
      (r) => r !== null && r.counts.pending === 0,
    );
    expect(report?.items?.map((i) => i.review)).toEqual([
      "confidence low: nothing else in the mail confirms the total (the inbox says how each was read)",
    ]);
  });
  it("says nothing of a total the mail's own lines add up to", async () => {
    const { connectionId, address } = await connected();
    await deliver(forward({ to: address, original: RECEIPT }), address);
    const [entry] = await inbox(connectionId);
    expect(entry?.confidence).toBeUndefined();
    expect(entry?.how?.total).toMatch(/; confirmed by arithmetic: 24.00 \+ 1.98 = 25.98$/);
    const report = await waitFor(
      () => outboxOf(env).report(entry!.job_id!, { connectionId, items: true }),
      (r) => r !== null && r.counts.pending === 0,
    );
    expect(report?.items?.[0]?.review).toBeUndefined();
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

describe("the purchase day is in the person's time zone when the forward gives no offset", () => {
  it("reads a header in UTC in the zone set on the mailbox, and the inbox says which zone", async () => {
    const { connectionId, address } = await connected();
    await updateMailbox(env.CONNECTIONS, connectionId, { timeZone: "America/Los_Angeles" });
    // 04:10 UTC on the 3rd is 21:10 on the 2nd in California; the forward's own Date is in UTC.
    const original = RECEIPT.replace("Date: Sat, 3 Oct 2026 at 14:02", "Date: Sat, 3 Oct 2026 04:10:00 +0000");
    await deliver(forward({ to: address, original, date: "Sat, 3 Oct 2026 09:00:00 +0000" }), address);
    const [entry] = await inbox(connectionId);
    expect(entry?.fields?.date).toBe("2026-10-02");
    expect(entry?.how?.date).toBe(
      "header: the day in your time zone, America/Los_Angeles (your mailbox setting); the header says 2026-10-03 (+00:00)",
    );
  });
});

describe("a header in a charset no decoder knows is read as best it can be, never refused", () => {
  it("books a forwarded receipt whose sender and subject are encoded in an unknown charset", async () => {
    const { world, connectionId, address } = await connected();
    const word = (charset: string, text: string) => `=?${charset}?B?${btoa(String.fromCharCode(...new TextEncoder().encode(text)))}?=`;
    const raw = [
      `Authentication-Results: ${CF_PASS}`,
      `From: Pat <${ME}>`,
      `To: ${address}`,
      `Subject: Fwd: ${word("x-unknown", "Reçu Café Lumière")}`,
      "Message-ID: <fwd-charset@example.org>",
      "Date: Mon, 05 Oct 2026 10:00:00 +0000",
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="b"',
      "",
      "--b",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "",
      "--b",
      "Content-Type: message/rfc822",
      'Content-Disposition: attachment; filename="original.eml"',
      "",
      `From: ${word("unknown-8bit", "Café Lumière")} <bonjour@cafelumiere.example>`,
      `Subject: ${word("x-unknown", "Reçu Café Lumière")}`,
      "Date: Sat, 03 Oct 2026 12:00:00 +0200",
      "Message-ID: <recu-48@cafelumiere.example>",
      "Content-Type: text/plain; charset=unknown-8bit",
      "",
      "Merci de votre visite.",
      "Total payé : 4,50 €",
      "--b--",
      "",
    ].join("\r\n");
    const setReject = await deliver(raw, address);
    expect(setReject).not.toHaveBeenCalled();
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({
      verdict: "queued",
      subject: "Fwd: Reçu Café Lumière",
      fields: { merchant: "Café Lumière", total: "4.50", original_subject: "Reçu Café Lumière" },
    });
    const landed = await waitFor(
      () => world.transactions(),
      (t) => t.length > 0,
    );
    expect(landed.map((t) => t.payee)).toEqual(["Café Lumière"]);
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

describe("what is not a purchase inserts nothing and the inbox says why", () => {
  it("lists a forwarded callback scam as suspicious", async () => {
    const { world, connectionId, address } = await connected();
    const scam = `---------- Forwarded message ---------
From: Victor R. Ellsworth <v.ellsworth@campus.edu.ec>
Date: Mon, 27 Oct 2025 at 21:14
Subject: An order for $1,146.00 has been activated

PayPal
Total Amount Charged: $1,146.00
If this purchase was not made by you, call our Billing Support Line: (808) 216-3302
`;
    await deliver(forward({ to: address, original: scam, subject: "An order for $1,146.00 has been activated" }), address);
    const [entry] = await inbox(connectionId);
    expect(entry?.verdict).toBe("suspicious");
    expect(entry?.reason).toMatch(/^callback scam: /);
    expect(entry?.fields).toMatchObject({ original_from: "v.ellsworth@campus.edu.ec", total: "1146.00" });
    await nothingBooked(world, connectionId);
  });

  it("says that a reply quoting a receipt is not read", async () => {
    const { world, connectionId, address } = await connected();
    const raw = [
      `Authentication-Results: ${CF_PASS}`,
      `From: Pat <${ME}>`,
      `To: ${address}`,
      "Subject: Re: Your order #CB-1042",
      "Message-ID: <reply-1@example.org>",
      "Date: Mon, 05 Oct 2026 10:00:00 +0000",
      'Content-Type: text/plain; charset="utf-8"',
      "",
      "Could you send me the invoice as a PDF?",
      "",
      "On Sat, Oct 3, 2026 at 2:02 PM Corner Books <orders@cornerbooks.example> wrote:",
      "> Thank you for your order #CB-1042.",
      "> Total: $25.98",
    ].join("\r\n");
    await deliver(raw, address);
    const [entry] = await inbox(connectionId);
    expect(entry?.verdict).toBe("not_a_receipt");
    expect(entry?.reason).toBe("a reply: the mail it quotes is not read, only a forwarded one is (no total found)");
    await nothingBooked(world, connectionId);
  });

  it("lists a bill in a town hall's name from a stranger's domain as suspicious", async () => {
    const { world, connectionId, address } = await connected();
    const fake = `---------- Forwarded message ---------
From: Prefeitura Municipal <no-reply@notasdigitais-emissao.com.br>
Date: Tue, 29 Aug 2023 at 10:14
Subject: A nota fiscal do seu pedido foi emitida!

NF-e nº 000.481.220
Valor
R$ 3.557,99
`;
    await deliver(forward({ to: address, original: fake, subject: "A nota fiscal do seu pedido foi emitida!" }), address);
    const [entry] = await inbox(connectionId);
    expect([entry?.verdict, entry?.reason]).toEqual([
      "suspicious",
      'a bill in the name of an authority ("Prefeitura") from notasdigitais-emissao.com.br: authorities write from their government\'s domains',
    ]);
    await nothingBooked(world, connectionId);
  });

  it("keeps a booking paid at the property out, with the reason", async () => {
    const { world, connectionId, address } = await connected();
    const booking = `---------- Forwarded message ---------
From: Hotel Aurora <reservations@hotel-aurora.example>
Date: Sat, 3 Oct 2026 at 14:02
Subject: Your booking is confirmed

Total price: $412.00
You'll pay at the property when you arrive.
`;
    await deliver(forward({ to: address, original: booking, subject: "Your booking is confirmed" }), address);
    const [entry] = await inbox(connectionId);
    expect([entry?.verdict, entry?.reason]).toEqual(["not_a_receipt", 'not paid yet: to be paid later ("pay at the property")']);
    await nothingBooked(world, connectionId);
  });
});

describe("a purchase Intake cannot book alone is held in the inbox, and nothing is inserted", () => {
  it("holds a forwarded receipt that is a picture as needs_amount, with what was read", async () => {
    const { world, connectionId, address } = await connected();
    const raw = forwardedPictureReceipt(address, { messageId: "<fwd-1@example.org>" });
    await deliver(raw, address);
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({
      verdict: "needs_amount",
      fields: { merchant: "Bistro Lina", total: null, date: "2026-10-03", orderNumber: "BL-2291" },
      message_id: null,
    });
    expect(entry?.reason).toContain("a receipt file attached (receipt.png)");
    expect(entry?.job_id).toBeUndefined();
    expect(await world.transactions()).toEqual([]);
  });

  it("holds a purchase that names no business as needs_review, with its total", async () => {
    const { world, connectionId, address } = await connected();
    const original = `---------- Forwarded message ---------
From: store+55@shopifyemail.com
Date: Sat, 3 Oct 2026 at 14:02
Subject: Order #1042 confirmed
To: Pat <pat@example.org>

Thank you for your order #1042.
Order total: $12.50
`;
    await deliver(forward({ to: address, original }), address);
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({ verdict: "needs_review", fields: { merchant: null, total: "12.50", orderNumber: "1042" } });
    expect(await world.transactions()).toEqual([]);
  });
});

describe("a message over Email Routing's 25 MB is refused with the limit, and listed", () => {
  it("rejects it before reading it, says the limit, and inserts nothing", async () => {
    const { world, connectionId, address } = await connected();
    const setReject = await deliver(forward({ to: address, original: RECEIPT }), address, { rawSize: 26 * 1024 * 1024 });
    expect(setReject).toHaveBeenCalledWith("The message is 26.0 MB; Intake takes mail up to 25 MB.");
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({ verdict: "failed", reason: "the message is 26.0 MB; Intake takes mail up to 25 MB" });
    expect(await world.transactions()).toEqual([]);
  });
  it("reads a message of 25 MB exactly", async () => {
    const { connectionId, address } = await connected();
    const setReject = await deliver(forward({ to: address, original: RECEIPT }), address, { rawSize: 25 * 1024 * 1024 });
    expect(setReject).not.toHaveBeenCalled();
    expect((await inbox(connectionId))[0]).toMatchObject({ verdict: "queued" });
  });
});

describe("every mail that reaches email() ends in the inbox with a verdict", () => {
  it("lists a message nested 300 multiparts deep as unreadable, and inserts nothing", async () => {
    const { world, connectionId, address } = await connected();
    const depth = 300;
    const head = [`Authentication-Results: ${CF_PASS}`, `From: Pat <${ME}>`, `To: ${address}`, "Subject: Fwd: deep", "MIME-Version: 1.0"];
    const opening = Array.from({ length: depth }, (_, i) => `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}`).join("\r\n");
    const closing = Array.from({ length: depth }, (_, i) => `--b${depth - 1 - i}--`).join("\r\n");
    const raw = `${head.join("\r\n")}\r\n${opening}\r\nContent-Type: text/plain\r\n\r\nTotal: $12.00\r\n${closing}\r\n`;
    await deliver(raw, address);
    const [entry, ...more] = await inbox(connectionId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ verdict: "failed", reason: expect.stringMatching(/could not be read/) });
    expect(await world.transactions()).toEqual([]);
  });
});
