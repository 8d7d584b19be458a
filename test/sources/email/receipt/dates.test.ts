// The purchase date: the order date in the body, else the original's Date header, else the time of receipt
// (a malformed or missing Date header is normal). Received 2024-10-09 in these fixtures.
import { describe, expect, it } from "vitest";
import { mail, read, textReceipt } from "./fixtures";

const dated = (line: string, extra: Partial<Parameters<typeof mail>[0]> = {}) =>
  read(mail({ text: textReceipt("Total: €70.00", `Thanks for your order!\n${line}`), ...extra }));

describe("the order date in the body comes first", () => {
  it.each([
    ["Order date: October 7, 2024", "2024-10-07"],
    ["Placed on Monday, 7 October 2024", "2024-10-07"],
    ["Bestelldatum: 07.10.2024", "2024-10-07"],
    ["Bestellt am 7. Oktober 2024", "2024-10-07"],
    ["Date de commande : 7 octobre 2024", "2024-10-07"],
    ["Data ordine: 07/10/2024", "2024-10-07"],
    ["Fecha del pedido: 7 de octubre de 2024", "2024-10-07"],
    ["Besteldatum: 7 oktober 2024", "2024-10-07"],
    ["Orderdatum: 2024-10-07", "2024-10-07"],
    ["Data zamówienia: 7 października 2024", "2024-10-07"],
    ["Order date\n2024-10-07", "2024-10-07"],
  ])("%s", async (line, date) => {
    const r = await dated(line);
    expect([r.date, r.how.date]).toEqual([date, "label"]);
  });
  it("is not a delivery, due or renewal date", async () => {
    for (const line of [
      "Estimated delivery: October 12, 2024",
      "Lieferdatum: 12.10.2024",
      "Next billing date: November 7, 2024",
      "Date de livraison prévue : 12 octobre 2024",
    ]) {
      const r = await dated(line);
      expect([r.date, r.how.date], line).toEqual(["2024-10-08", "header"]);
    }
  });
  it("adds the year the body leaves out, and says so", async () => {
    const r = await dated("Placed on Oct 7");
    expect([r.date, r.how.date]).toEqual(["2024-10-07", "label: the body gives no year: 2024 taken, the last such day before receipt"]);
  });
});

describe("day and month: the reading near the original's date, else the merchant's convention, said as unsure", () => {
  it("reads 10/07/2024 as October 7 when the mail is from October 8", async () => {
    const r = await dated("Order date: 10/07/2024");
    expect(r.date).toBe("2024-10-07");
    expect(r.how.date).toContain("within a week");
  });
  it("reads a far ambiguous date month-first for US dollars, day-first otherwise, and says it is not sure", async () => {
    const us = await read(mail({ text: textReceipt("Total: $70.00", "Order date: 03/04/2024") }));
    expect([us.date, us.how.date]).toEqual(["2024-03-04", "label: day and month could be either: read month first (US dollars), not sure"]);
    const eu = await read(mail({ text: textReceipt("Total: £70.00", "Order date: 03/04/2024") }));
    expect([eu.date, eu.how.date]).toEqual([
      "2024-04-03",
      "label: day and month could be either: read day first (not a US receipt), not sure",
    ]);
  });
  it("reads day first without doubt after a label of a day-first language or in a dotted date", async () => {
    for (const line of ["Bestelldatum: 03.04.2024", "Data ordine: 03/04/2024", "Fecha del pedido: 03-04-2024", "Order date: 03.04.2024"]) {
      const r = await read(mail({ text: textReceipt("Total: $70.00", line) }));
      expect([r.date, r.how.date], line).toEqual(["2024-04-03", "label"]);
    }
  });
});

describe("then the original's Date header, as written there", () => {
  it("reads the header's own calendar day, not UTC's", async () => {
    const r = await read(mail({ date: "Mon, 7 Oct 2024 23:30:00 -0700", text: textReceipt("Total: €70.00") }));
    expect([r.date, r.how.date]).toEqual(["2024-10-07", "header"]);
  });
  it("reads headers rebuilt by a forward without weekday, with a two-digit year, or in ISO", async () => {
    for (const [date, expected] of [
      ["7 Oct 2024 10:00", "2024-10-07"],
      ["Mon, 07 Oct 24 10:00:00 GMT", "2024-10-07"],
      ["2024-10-07T10:00:00Z", "2024-10-07"],
      ["Monday, October 7, 2024 at 10:00 AM", "2024-10-07"],
    ]) {
      expect((await read(mail({ date, text: textReceipt("Total: €70.00") }))).date, date).toBe(expected);
    }
  });
});

describe("else the time of receipt: a malformed or missing Date header is normal", () => {
  it("uses the receipt time and says why", async () => {
    const missing = await read(mail({ date: null, text: textReceipt("Total: €70.00") }));
    expect([missing.date, missing.how.date]).toEqual(["2024-10-09", "received: no order date in the body, no Date header"]);
    const malformed = await read(mail({ date: "not a date", text: textReceipt("Total: €70.00") }));
    expect(malformed.date).toBe("2024-10-09");
    expect(malformed.how.date).toMatch(/^received: no order date in the body, Date header unreadable/);
    const future = await read(mail({ date: "Tue, 1 Jan 2030 10:00:00 +0000", text: textReceipt("Total: €70.00") }));
    expect(future.date).toBe("2024-10-09");
    const epoch = await read(mail({ date: "Thu, 1 Jan 1970 00:00:00 +0000", text: textReceipt("Total: €70.00") }));
    expect(epoch.date).toBe("2024-10-09");
  });
});
