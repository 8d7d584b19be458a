// The one-page PDF drawn for a receipt without a file of its own: what was read, the mail's text cut to one
// page, and any character the standard fonts cannot encode replaced rather than thrown on.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { drawable, type ReceiptSummary, renderReceiptPdf } from "../../src/mail/receipt-pdf";

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join("");

/** The text the page draws: its content streams inflated, the hex strings of each `Tj` decoded (WinAnsi ≈ Latin-1). */
async function pageText(pdf: Uint8Array): Promise<string[]> {
  const raw = latin1(pdf);
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Uint8Array.from(match[1]!, (c) => c.charCodeAt(0));
    let content: string;
    try {
      content = latin1(
        new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"))).arrayBuffer()),
      );
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      lines.push(tj[1]!.replace(/../g, (h) => String.fromCharCode(parseInt(h, 16))));
  }
  return lines;
}

const receipt = (overrides: Partial<ReceiptSummary> = {}): ReceiptSummary => ({
  merchant: "Corner Books",
  date: "2026-10-03",
  total: "25.98",
  currency: "usd",
  orderNumber: "CB-1042",
  from: "orders@cornerbooks.example",
  subject: "Your order #CB-1042",
  text: "Thank you for your order #CB-1042.\n1 x The Art of Baking   $24.00\nOrder total: $25.98",
  ...overrides,
});

describe("the page shows what was read and the mail's text", () => {
  it("draws the merchant, date, total, order number, sender and the text on one page", async () => {
    const pdf = await renderReceiptPdf(receipt());
    expect(latin1(pdf.slice(0, 5))).toBe("%PDF-");
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Receipt: Corner Books");
    const text = await pageText(pdf);
    expect(text).toEqual(
      expect.arrayContaining([
        "Receipt from Corner Books",
        "Date: 2026-10-03",
        "Total: 25.98 USD",
        "Order number: CB-1042",
        "From: orders@cornerbooks.example",
        "1 x The Art of Baking $24.00",
      ]),
    );
  });

  it("leaves out what was not read and still draws a page", async () => {
    const pdf = await renderReceiptPdf(receipt({ merchant: null, orderNumber: null, currency: null, total: null, date: null }));
    const text = await pageText(pdf);
    expect(text[0]).toBe("Receipt");
    expect(text.some((t) => t.startsWith("Order number") || t.startsWith("Total"))).toBe(false);
  });
});

describe("a long mail is cut to fit one page, and says so", () => {
  it("keeps one page for a mail of 2,000 lines and a word longer than a line", async () => {
    const long = Array.from({ length: 2000 }, (_, i) => `Line ${i}: ${"item ".repeat(i % 40)}`).join("\n");
    const pdf = await renderReceiptPdf(receipt({ text: `https://track.example/${"x".repeat(600)}\n${long}` }));
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const text = await pageText(pdf);
    expect(text.at(-1)).toMatch(/mail continues; cut here to fit one page/);
    expect(text.some((t) => t.startsWith("https://track.example/xxx"))).toBe(true);
  });
});

describe("characters the standard fonts cannot encode are replaced, never thrown on", () => {
  it.each([
    ["Russian", "Спасибо за заказ! Итого: 1 250,00 ₽", /^\?+ \?\? \?+! \?+: 1 250,00 \?$/],
    ["Chinese", "订单总额 ¥128.00", /^\?{4} ¥128\.00$/],
    ["Polish and Hungarian", "Dziękujemy, łączna kwota: 49,99 zł · Köszönjük, ő", /^Dziekujemy, \?aczna kwota: 49,99 z\? · Köszönjük, o$/],
    ["emoji and Greek", "Thanks 🎉 Ευχαριστούμε €10", /^Thanks \? \?+ €10$/],
  ])("%s", async (_name, text, expected) => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(drawable(text, font)).toMatch(expected);
    const pdf = await renderReceiptPdf(receipt({ merchant: text, text }));
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
  });
});
