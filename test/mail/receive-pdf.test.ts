// The email() handler with a receipt whose total is only in its PDF invoice: forwarded inline (the PDF rides
// on the forward, as Gmail and Apple Mail send it) or as an attachment (the PDF inside the original).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { listReceipts } from "../../src/mail/inbox";
import { CF_PASS, connected, deliver, ME } from "../support/mail";
import { base64Lines, encryptedPdf, scannedPdf, textPdf } from "../support/pdf";
import { waitFor } from "../support/world";

const inbox = async (connectionId: string) => (await listReceipts(env.CONNECTIONS, connectionId, { limit: 10 })).receipts;

const ORIGINAL_TEXT = `---------- Forwarded message ---------
From: Nordlicht Hosting <billing@nordlicht-hosting.example>
Date: Thu, 1 Oct 2026 at 08:00
Subject: Ihre Rechnung RE-88123
To: Pat <pat@example.org>

Guten Tag,

Ihre Rechnung RE-88123 liegt als PDF bei. Der Betrag wurde von Ihrer Kreditkarte abgebucht.

Ihr Nordlicht-Team`;

/** A forward with a text part and a PDF, as mail clients send a forwarded mail with its attachment. */
function forwardWithPdf(to: string, pdf: Uint8Array, filename: string, type = "application/pdf", text = ORIGINAL_TEXT): string {
  return [
    `Authentication-Results: ${CF_PASS}`,
    `From: Pat <${ME}>`,
    `To: ${to}`,
    "Subject: Fwd: Ihre Rechnung RE-88123",
    `Message-ID: <${crypto.randomUUID()}@example.org>`,
    "Date: Mon, 05 Oct 2026 10:00:00 +0000",
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="mix"',
    "",
    "--mix",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    text,
    "--mix",
    `Content-Type: ${type}; name="${filename}"`,
    `Content-Disposition: attachment; filename="${filename}"`,
    "Content-Transfer-Encoding: base64",
    "",
    base64Lines(pdf),
    "--mix--",
    "",
  ].join("\r\n");
}

describe("a forwarded receipt whose total is only in its PDF invoice", () => {
  it("is queued with the PDF's total, and said so in how", async () => {
    const { world, connectionId, address } = await connected();
    const invoice = await textPdf([
      [
        "Nordlicht Hosting GmbH",
        "Rechnung RE-88123",
        "Webhosting Business, 12 Monate\t100,00 €",
        "MwSt. 19 %\t19,00 €",
        "Rechnungsbetrag\t119,00 €",
      ],
    ]);
    // Sent as application/octet-stream, as some mailers do: its name says it is a PDF.
    await deliver(forwardWithPdf(address, invoice, "RE-88123.pdf", "application/octet-stream"), address);
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({ verdict: "queued", fields: { merchant: "Nordlicht Hosting", total: "119.00", currency: "eur" } });
    expect(entry?.how?.total).toMatch(/^pdf: the PDF "RE-88123.pdf" \(1 page\), label: "Rechnungsbetrag"/);
    const landed = await waitFor(
      () => world.transactions(),
      (t) => t.length > 0,
    );
    expect(landed.map((t) => [t.payee, t.amount])).toEqual([["Nordlicht Hosting", "119.0000"]]);
    // The invoice itself is attached to the transaction, as the service's PDF type, once.
    const withFiles = await waitFor(
      async () => (await world.transactions()) as ((typeof landed)[number] & { files?: { name: string; type: string }[] })[],
      (t) => (t[0]?.files ?? []).length > 0,
    );
    expect(withFiles[0]!.files).toEqual([expect.objectContaining({ name: "RE-88123.pdf", type: "application/pdf" })]);
  });

  it("is not a transaction when the PDF is a scan, and the inbox says why", async () => {
    const { connectionId, address } = await connected();
    await deliver(forwardWithPdf(address, await scannedPdf(), "scan.pdf"), address);
    const [entry] = await inbox(connectionId);
    expect(entry?.verdict).toBe("not_a_receipt");
    expect(entry?.reason).toBe('no total found (the PDF "scan.pdf": it has no text (a scanned image?): nothing to read the total from)');
  });
});

describe("a forwarded receipt whose amount is only in a PDF that needs a password", () => {
  it("waits for its amount, then Add books it with the PDF itself attached", async () => {
    const { world, connectionId, address } = await connected();
    const locked = encryptedPdf();
    const text = ORIGINAL_TEXT.replace("liegt als PDF bei.", "liegt als PDF bei; es öffnet sich mit Ihrer Kundennummer als Passwort.");
    await deliver(forwardWithPdf(address, locked, "Rechnung_RE-88123.pdf", "application/pdf", text), address);
    const [held] = await inbox(connectionId);
    expect(held?.verdict).toBe("needs_amount");
    expect(held?.reason).toContain("a PDF that needs a password holds the amount (Rechnung_RE-88123.pdf)");
    const added = await SELF.fetch(`https://intake.test/receipts/${held!.id}/add`, {
      method: "POST",
      headers: { Authorization: `Bearer key-${world.name}`, "Content-Type": "application/json" },
      body: JSON.stringify({ amount: "119.00" }),
    });
    expect(added.status).toBe(200);
    const withFiles = await waitFor(
      async () => (await world.transactions()) as { payee: string; amount: string; files?: { name: string; type: string }[] }[],
      (t) => (t[0]?.files ?? []).length > 0,
    );
    expect(withFiles.map((t) => [t.payee, t.amount])).toEqual([["Nordlicht Hosting", "119.0000"]]);
    expect(withFiles[0]!.files).toEqual([expect.objectContaining({ name: "Rechnung_RE-88123.pdf", type: "application/pdf" })]);
  });
});
