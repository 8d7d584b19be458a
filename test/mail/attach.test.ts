// The receipt itself in the budget, end to end: a forwarded receipt becomes one transaction with the receipt
// attached (a page drawn from the mail when it has no file of its own), once, and not when the mailbox says no.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ATTACHMENT_MARKER } from "../../src/outbox/kinds/attachment";
import { type InboxEntry, listReceipts } from "../../src/mail/inbox";
import { updateMailbox } from "../../src/mail/mailbox";
import { CF_PASS, connected, deliver, forward, ME, RECEIPT } from "../support/mail";
import { forwardedPictureReceipt } from "../support/picture-mails";
import { tunableOutbox } from "../support/outboxes";
import { waitFor, type World } from "../support/world";

interface FileObject {
  id: number;
  name: string;
  type: string;
  notes: string | null;
}
type Transaction = Awaited<ReturnType<World["transactions"]>>[number] & { files: FileObject[] };

const inbox = async (connectionId: string) => (await listReceipts(env.CONNECTIONS, connectionId, { limit: 10 })).receipts;
const transactions = async (world: World) => (await world.transactions()) as Transaction[];

/** A forward whose original is attached as a message, with an HTML body only (as many shops send). */
function htmlOnlyReceipt(to: string): string {
  return [
    `Authentication-Results: ${CF_PASS}`,
    `From: Pat <${ME}>`,
    `To: ${to}`,
    "Subject: Fwd: Votre commande",
    `Message-ID: <${crypto.randomUUID()}@example.org>`,
    "Date: Mon, 05 Oct 2026 10:00:00 +0000",
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="fwd"',
    "",
    "--fwd",
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Here is the receipt.",
    "--fwd",
    "Content-Type: message/rfc822",
    "",
    "From: Librairie du Port <commandes@librairieduport.example>",
    "To: Pat <pat@example.org>",
    "Subject: Votre commande LP-5521",
    "Date: Sat, 03 Oct 2026 14:02:00 +0200",
    "Message-ID: <lp-5521@librairieduport.example>",
    "MIME-Version: 1.0",
    "Content-Type: text/html; charset=utf-8",
    "",
    "<html><body><h1>Merci pour votre commande LP-5521</h1>",
    "<table><tr><td>1 x Le Petit Prince</td><td>12,90 €</td></tr>",
    "<tr><td><b>Total TTC</b></td><td><b>12,90 €</b></td></tr></table>",
    "<p>Payé par carte Visa •••• 4242.</p></body></html>",
    "--fwd--",
    "",
  ].join("\r\n");
}

async function attachmentSettled(connectionId: string, entry: InboxEntry) {
  const { outboxOf } = await import("../../src/storage");
  return waitFor(
    async () => (await outboxOf(env).report(entry.attachment_job_id!, { connectionId, items: true }))!,
    (r) => r.counts.pending === 0,
  );
}

describe("an HTML-only receipt becomes one transaction with a drawn PDF attached", () => {
  it("attaches a one-page PDF named after the merchant, marked as Intake's", async () => {
    const { world, connectionId, address } = await connected();
    await deliver(htmlOnlyReceipt(address), address);
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({ verdict: "queued" });
    expect(entry!.attachment_job_id).toBeDefined();
    await attachmentSettled(connectionId, entry!);
    const [tx] = await transactions(world);
    expect(tx?.amount).toBe("12.9000");
    expect(tx?.files).toHaveLength(1);
    expect(tx!.files[0]).toMatchObject({ type: "application/pdf", name: expect.stringMatching(/^receipt-.*2026-10-03\.pdf$/) });
    expect(tx!.files[0]!.notes).toContain(ATTACHMENT_MARKER);
    // The bytes the service keeps are a PDF.
    const link = await fetch(`${env.BUDGET_API_URL}/transactions/attachments/${tx!.files[0]!.id}`, {
      headers: { Authorization: `Bearer ${world.token}` },
    });
    const { url } = (await link.json()) as { url: string };
    expect(new TextDecoder().decode((await (await fetch(url)).arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });
});

describe("the same receipt forwarded again adds nothing", () => {
  it("keeps one transaction with one file, and says the file was already there", async () => {
    const { world, connectionId, address } = await connected();
    await deliver(forward({ to: address, original: RECEIPT }), address);
    const [first] = await inbox(connectionId);
    await attachmentSettled(connectionId, first!);
    await deliver(forward({ to: address, original: RECEIPT }), address);
    const entries = await inbox(connectionId);
    expect(entries).toHaveLength(2);
    const second = await attachmentSettled(
      connectionId,
      entries.find((e) => e.id !== first!.id)!,
    );
    expect(second.items![0]!.outcome).toBe("duplicate");
    const all = await transactions(world);
    expect(all).toHaveLength(1);
    expect(all[0]!.files).toHaveLength(1);
    // The inbox says so, newest first.
    const listed = await SELF.fetch("https://intake.test/receipts", { headers: { Authorization: `Bearer key-${world.name}` } });
    const { receipts } = (await listed.json()) as { receipts: { attachment?: { outcome: string } }[] };
    expect(receipts.map((r) => r.attachment?.outcome)).toEqual(["already_attached", "attached"]);
  });
});

describe("the mailbox setting turns attaching off", () => {
  it("inserts the transaction without a file and makes no attachment job", async () => {
    const { world, connectionId, address } = await connected();
    await updateMailbox(env.CONNECTIONS, connectionId, { attachReceipts: false });
    await deliver(forward({ to: address, original: RECEIPT }), address);
    const [entry] = await inbox(connectionId);
    expect(entry?.verdict).toBe("queued");
    expect(entry?.attachment_job_id).toBeUndefined();
    // The mail's work is done when `deliver` returns, an attachment job included (receive.ts queues it there): the
    // receipt's own job is the connection's only one, and once it has settled nothing more reaches the budget.
    expect(await tunableOutbox().jobCount(connectionId)).toBe(1);
    await waitFor(
      () => tunableOutbox().workLeft(connectionId),
      (left) => left === 0,
    );
    expect((await transactions(world)).map((tx) => [tx.payee, tx.files])).toEqual([["Corner Books", []]]);
  });
});

describe("a held photo receipt is attached once the person adds its amount", () => {
  it("holds it as needs_amount, then Add books one transaction with the photo itself attached", async () => {
    const { world, connectionId, address } = await connected();
    // A phone photo: a PNG of 30 KB (smaller images are a mail's decoration, not a receipt).
    const photo = new Uint8Array(30 * 1024).map((_, i) => (i * 131 + 7) % 251);
    photo.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const base64 = btoa(String.fromCharCode(...photo)).replace(/.{76}/g, "$&\r\n");
    const raw = forwardedPictureReceipt(address, { base64 });
    await deliver(raw, address);
    const [held] = await inbox(connectionId);
    expect(held?.verdict).toBe("needs_amount");
    expect(await world.transactions()).toEqual([]);

    const added = await SELF.fetch(`https://intake.test/receipts/${held!.id}/add`, {
      method: "POST",
      headers: { Authorization: `Bearer key-${world.name}`, "Content-Type": "application/json" },
      body: JSON.stringify({ amount: "18.40" }),
    });
    expect(added.status).toBe(200);
    const [booked] = await inbox(connectionId);
    expect(booked).toMatchObject({ verdict: "queued", attachment_job_id: expect.any(String) });
    await attachmentSettled(connectionId, booked!);
    const [tx, ...more] = await transactions(world);
    expect(more).toEqual([]);
    expect(tx).toMatchObject({ amount: "18.4000", payee: "Bistro Lina" });
    expect(tx!.files).toEqual([expect.objectContaining({ type: "image/png", name: "receipt.png" })]);
    const link = await fetch(`${env.BUDGET_API_URL}/transactions/attachments/${tx!.files[0]!.id}`, {
      headers: { Authorization: `Bearer ${world.token}` },
    });
    const { url } = (await link.json()) as { url: string };
    expect(new Uint8Array(await (await fetch(url)).arrayBuffer())).toEqual(photo);
  });
});
