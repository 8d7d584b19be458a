// Which file a receipt's transaction gets: the mail's own PDF or photo when it carries one the service takes,
// else the page drawn from what was read.
import { describe, expect, it } from "vitest";
import { type AttachedFile, fileForReceipt, receiptFile } from "../../src/mail/receipt-file";

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);
const file = (name: string | null, type: string, size: number, inline = false): AttachedFile => ({
  name,
  type,
  bytes: bytes(size),
  inline,
});

describe("the mail's own PDF wins over its images", () => {
  it.each([
    [
      "an invoice beside a photo",
      [file("photo.jpg", "image/jpeg", 300_000), file("Rechnung 2026-118.pdf", "application/pdf", 40_000)],
      "Rechnung 2026-118.pdf",
    ],
    ["a PDF sent as octet-stream with its name", [file("facture.PDF", "application/octet-stream", 5_000)], "facture.PDF"],
    ["a PDF with an old type", [file("ricevuta.pdf", "application/x-pdf", 5_000)], "ricevuta.pdf"],
  ])("%s", (_name, files, expected) => {
    expect(receiptFile(files)).toMatchObject({ name: expected, type: "application/pdf" });
  });
});

describe("a photographed receipt is attached; the mail's decoration is not", () => {
  it("takes the largest attached image, with the service's name for its type", () => {
    const chosen = receiptFile([
      file("IMG_0042.HEIC", "image/heic", 900_000),
      file("small.png", "image/png", 60_000),
      file(null, "image/jpg", 2_000_000),
    ]);
    expect(chosen).toMatchObject({ name: "receipt.jpg", type: "image/jpeg" });
    expect(chosen?.bytes.byteLength).toBe(2_000_000);
  });

  it("skips an inline logo, a tracking pixel, and types the service does not take", () => {
    expect(
      receiptFile([
        file("logo.png", "image/png", 80_000, true),
        file("pixel.gif", "image/gif", 43),
        file("spacer.png", "image/png", 900),
        file("order.zip", "application/zip", 50_000),
        file("bon.txt", "text/plain", 500),
      ]),
    ).toBeNull();
  });

  it("skips a file over the service's 10 MB and an empty one", () => {
    expect(receiptFile([file("scan.pdf", "application/pdf", 10 * 1024 * 1024 + 1), file("empty.pdf", "application/pdf", 0)])).toBeNull();
  });
});

describe("without a file of its own the receipt is drawn on one page", () => {
  it("names the page after the merchant and the day", async () => {
    const drawn = await fileForReceipt([file("logo.png", "image/png", 80_000, true)], {
      merchant: "Café Müller & Söhne",
      date: "2026-10-03",
      total: "12.50",
      currency: "eur",
      orderNumber: null,
      from: "kasse@cafe-mueller.example",
      subject: "Ihr Beleg",
      text: "Vielen Dank für Ihren Besuch!\nSumme EUR 12,50",
    });
    expect(drawn).toMatchObject({ name: "receipt-cafe-muller-sohne-2026-10-03.pdf", type: "application/pdf" });
    expect(new TextDecoder().decode(drawn.bytes.slice(0, 5))).toBe("%PDF-");
  });
});
