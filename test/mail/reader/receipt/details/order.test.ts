// The order number after its label (any language), and item lines above the totals (best effort).
import { describe, expect, it } from "vitest";
import { itemsIn, orderNumberIn } from "../../../../../src/mail/reader/receipt/details/order";

describe("the order number follows an order, invoice or receipt label", () => {
  it.each([
    ["Order #112-3344556-7788990", "112-3344556-7788990"],
    ["Order number: A-1001", "A-1001"],
    ["Invoice No. INV/2024/0042", "INV/2024/0042"],
    ["Bestellnummer: 302-1234567", "302-1234567"],
    ["N° de commande : 4711", "4711"],
    ["Numero ordine: IT-55", "IT-55"],
    ["Número de pedido: 9000123", "9000123"],
    ["Bestelnummer 7788", "7788"],
    ["Numer zamówienia: PL/123", "PL/123"],
  ])("%s", (line, number) => {
    expect(orderNumberIn(null, ["Thanks!", line])).toBe(number);
  });
  it.each([
    ["Order #NW-20931", "NW-20931"],
    ["Order number: N12345", "N12345"],
    ["Order No: 12345", "12345"],
    ["Order No 98765", "98765"],
    ["Bestellung Nr. NR-4711", "NR-4711"],
    ["Rechnung Nr: NO-2024-17", "NO-2024-17"],
    ["Commande nº N-77", "N-77"],
    ["Invoice #No-3301", "No-3301"],
  ])("an N that begins the reference is kept: %s", (line, number) => {
    expect(orderNumberIn(null, ["Thanks!", line])).toBe(number);
  });
  it("reads it from the subject, and takes no word or date for a number", () => {
    expect(orderNumberIn("Your order #B-2002 is confirmed", ["Thanks for your order"])).toBe("B-2002");
    expect(orderNumberIn(null, ["Order confirmed", "Order date: 07/10/2024", "Receipt 2024-10-07"])).toBe(null);
  });
});

describe("items are the priced lines above the totals", () => {
  it("takes description and quantity, not the totals or the lines after them", () => {
    const lines = [
      "Item\tQty\tTotal",
      "Trail mug\t2\t$40.00",
      "Camp kettle × 1 — $25.00",
      "Subtotal\t$65.00",
      "Order total\t$70.00",
      "Visa ending 4242\t$70.00",
    ];
    expect(itemsIn(lines, 4)).toEqual(["Trail mug 2", "Camp kettle × 1"]);
  });
});

describe("a labelled field written under every item (a label, a colon, its amount) is not an item", () => {
  it.each([
    [
      [
        "COOKIE HOLIDAY RINK KIT",
        "Qty: 1",
        "Return value: $12.99",
        "PAPER TOWELS 6 ROLLS",
        "Qty: 1",
        "Return value: $3.49",
        "Subtotal $16.48",
      ],
      [],
    ],
    [
      ["Kaffee Crema 2x\t5,80 €", "Sie sparen: 0,60 €", "Croissant\t1,20 €", "Sie sparen: 0,20 €", "Summe 7,00 €"],
      ["Kaffee Crema 2x", "Croissant"],
    ],
  ])("%j", (lines, items) => {
    expect(itemsIn(lines, lines.length - 1)).toEqual(items);
  });
  it("a field written once may be the item itself (a hotel's room)", () => {
    expect(itemsIn(["Room: $200.00", "Taxes: $24.00", "Total: $224.00"], 2)).toEqual(["Room"]);
  });
});
