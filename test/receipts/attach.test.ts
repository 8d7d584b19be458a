// The receipt itself in the budget, end to end: a forwarded receipt becomes one transaction with the receipt
// attached (a page drawn from the mail when it has no file of its own), once, and not when the mailbox says no.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ATTACHMENT_MARKER } from "../../src/outbox/attachment-delivery";
import { type InboxEntry, listReceipts } from "../../src/receipts/inbox";
import { updateMailbox } from "../../src/receipts/mailbox";
import { CF_PASS, connected, deliver, forward, ME, RECEIPT } from "../support/mail";
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
  const { outboxOf } = await import("../../src/channel");
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
    const [tx] = await waitFor(
      () => transactions(world),
      (t) => t.length === 1,
    );
    await new Promise((r) => setTimeout(r, 1000));
    expect((await transactions(world))[0]!.files).toEqual([]);
    expect(tx!.payee).toBe("Corner Books");
  });
});
