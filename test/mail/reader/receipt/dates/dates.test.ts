// The purchase date: the order date in the body, else the original's Date header, else the time of receipt
// (a malformed or missing Date header is normal). Received 2024-10-09 in these fixtures.
import { describe, expect, it } from "vitest";
import { readReceipt } from "../../../../../src/mail/reader/receipt";
import { unwrap } from "../../../../../src/mail/reader/unwrap";
import type { PersonZone } from "../../../../../src/mail/reader/receipt/dates/user-day";
import { mail, read, RECEIVED, textReceipt, USER } from "../fixtures";

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

describe("the order date in the languages added last, weeks before the mail; their due and delivery dates are not it", () => {
  it.each([
    ["cs", "Datum objednávky: 20. 9. 2024"],
    ["sk", "Dátum objednávky: 20. 9. 2024"],
    ["tr", "Sipariş tarihi: 20.09.2024"],
    ["hu", "Rendelés dátuma: 2024.09.20."],
    ["hu, spaced", "Számla kelte: 2024. 09. 20."],
    ["fi", "Tilauspäivä: 20.9.2024"],
    ["ru", "Дата заказа: 20.09.2024"],
    ["uk", "Дата замовлення: 20.09.2024"],
    ["el", "Ημερομηνία παραγγελίας: 20/09/2024"],
    ["he", "תאריך הזמנה: 20/09/2024"],
    ["id", "Tanggal pesanan: 20/09/2024"],
    ["zh", "下单时间：2024-09-20 14:22"],
    ["ko", "주문일시: 2024.09.20 14:22"],
  ])("%s", async (_, line) => {
    const r = await dated(line);
    expect([r.date, r.how.date]).toEqual(["2024-09-20", "label"]);
  });
  it.each([
    ["cs", "Datum splatnosti: 20.09.2024"],
    ["ro", "Data scadenței: 20.09.2024"],
  ])("is not a due date under a word other languages use for any date: %s", async (_, line) => {
    const r = await dated(line);
    expect([r.date, r.how.date]).toEqual(["2024-10-08", "header"]);
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

describe("a date written in the body without a label, in the week before the mail, wins over the header", () => {
  // Sent 00:47 UTC on the 8th: the merchant's server wrote UTC, the purchase was on the 7th where it was made.
  const sent = "8 Oct 2024 00:47:33 +0000";
  it.each([
    ["an in-store receipt's timestamp", "Store #3788 Shoreline, WA\nOctober 7, 2024 • 04:47 PM • Transaction ID: 7810", "Total: $22.32"],
    ["a German till receipt", "Filiale 0815 Berlin-Mitte\n07.10.2024 16:47 Uhr · Bon-Nr. 4711", "Summe: 22,32 €"],
    ["a Spanish ride", "Viaje del 7 de octubre de 2024, 16:47", "Total: 22,32 €"],
    ["a French ticket, day first near the mail", "Magasin 42 — le 07/10/2024 à 16:47", "Total TTC : 22,32 €"],
  ])("%s", async (_, head, totals) => {
    const r = await read(mail({ date: sent, text: textReceipt(totals, head) }));
    expect(r.date).toBe("2024-10-07");
    expect(r.how.date).toMatch(/^body/);
  });
  it("is not a date far before the mail, after it, or one that names a delivery or renewal", async () => {
    for (const head of [
      "Member since March 3, 2019",
      "Your show: October 20, 2024 at 8 PM",
      "Arriving October 9, 2024",
      "Valid until October 8, 2024",
    ]) {
      const r = await read(mail({ date: sent, text: textReceipt("Total: $22.32", head) }));
      expect([r.date, r.how.date], head).toEqual(["2024-10-08", "header"]);
    }
  });
});

describe("the header's instant is the user's day: read in the UTC offset of the forwarding client's Date", () => {
  const dated = (date: string | null, forwardedAt: string | null, receivedAt = RECEIVED) =>
    readReceipt(mail({ date, text: textReceipt("Total: $70.00") }), { receivedAt, forwarder: USER, forwardedAt });
  it.each([
    // 19:10 in California is 03:10 UTC the next day.
    ["−08:00", "Tue, 8 Oct 2024 03:10:00 +0000", "Mon, 7 Oct 2024 19:30:00 -0800", "2024-10-07"],
    // 01:30 in Tokyo is 16:30 UTC the day before.
    ["+09:00", "Mon, 7 Oct 2024 16:30:00 +0000", "Tue, 8 Oct 2024 09:00:00 +0900", "2024-10-08"],
    // 01:30 in India is 20:00 UTC the day before; a half-hour offset is kept.
    ["+05:30", "Mon, 7 Oct 2024 20:00:00 GMT", "Tue, 8 Oct 2024 10:00:00 +0530", "2024-10-08"],
    // A merchant in New York, a user in Berlin: 21:00 −05:00 is 03:00 the next day in Berlin.
    ["+01:00 from −05:00", "Mon, 7 Oct 2024 21:00:00 -0500", "Tue, 8 Oct 2024 08:00:00 +0100", "2024-10-08"],
  ])("%s", async (_, header, forwardedAt, day) => {
    const r = await dated(header, forwardedAt);
    expect(r.date).toBe(day);
    expect(r.how.date).toMatch(/^header: the day in the forwarder's UTC offset/);
  });
  it("keeps the header's own day when the forward has no offset to give (+0000, -0000, none)", async () => {
    for (const forwardedAt of ["Tue, 8 Oct 2024 03:30:00 +0000", "Tue, 8 Oct 2024 03:30:00 -0000", null]) {
      const r = await dated("Mon, 7 Oct 2024 19:10:00 -0800", forwardedAt);
      expect([r.date, r.how.date], String(forwardedAt)).toEqual(["2024-10-07", "header"]);
    }
  });
  it("reads an inline forward's header without an offset as written: the forwarding client wrote it in the user's time", async () => {
    for (const header of [
      "Sat, Oct 3, 2026 at 11:02 PM",
      "Saturday, October 3, 2026 11:02 PM",
      "On Saturday, October 3rd, 2026 at 11:02 PM",
    ]) {
      const r = await dated(header, "Sun, 4 Oct 2026 09:00:00 +0900", new Date("2026-10-04T01:00:00Z"));
      expect([r.date, r.how.date], header).toEqual(["2026-10-03", "header"]);
    }
  });
  it("takes the day of receipt in the user's offset when there is no date at all, and says so", async () => {
    const r = await dated(null, "Wed, 9 Oct 2024 19:00:00 -0700", new Date("2024-10-10T02:00:00Z"));
    expect([r.date, r.how.date]).toEqual(["2024-10-09", "received: no order date in the body, no Date header"]);
  });
  it("keeps the header's own day when its zone name only looks like one it knows (a Kelvin sign for the K of KST)", async () => {
    const r = await dated("Tue, 8 Oct 2024 03:40:00 \u212AST", "Mon, 7 Oct 2024 21:00:00 -0700");
    expect([r.date, r.how.date]).toEqual(["2024-10-08", "header"]);
  });
  it("reads an attached original's header in the offset of the forward around it", async () => {
    const raw = [
      "From: Pat <pat@example.org>",
      "Date: Mon, 7 Oct 2024 19:40:00 -0800",
      "Subject: Fwd: Your receipt",
      'Content-Type: multipart/mixed; boundary="b"',
      "",
      "--b",
      "Content-Type: text/plain",
      "",
      "See attached.",
      "--b",
      "Content-Type: message/rfc822",
      "",
      "From: Bean Barn <receipts@beanbarn.example>",
      "Date: Tue, 8 Oct 2024 03:10:00 +0000",
      "Subject: Your receipt",
      "Content-Type: text/plain",
      "",
      "Thanks for visiting Bean Barn.",
      "Total: $7.45",
      "--b--",
      "",
    ].join("\r\n");
    const { original } = await unwrap(raw);
    const r = await readReceipt(original, { receivedAt: RECEIVED, forwarder: USER, forwardedAt: "Mon, 7 Oct 2024 19:40:00 -0800" });
    expect([r.total, r.date]).toEqual(["7.45", "2024-10-07"]);
  });
});

describe("without the forward's offset, the day is in the person's time zone: the one they set, or one guessed from the budget", () => {
  const guessed: PersonZone = {
    name: "America/Chicago",
    source: "guessed from the budget's currency, usd",
    chosen: false,
    currency: "usd",
  };
  const chosen: PersonZone = { name: "Europe/Berlin", source: "your mailbox setting", chosen: true };
  const dated = (date: string, total: string, zone: PersonZone, forwardedAt: string | null = "Tue, 8 Oct 2024 03:30:00 +0000") =>
    readReceipt(mail({ date, text: textReceipt(`Total: ${total}`) }), { receivedAt: RECEIVED, forwarder: USER, forwardedAt, zone });

  it("reads a header in UTC in the guessed zone, and says which", async () => {
    // 03:40 UTC on the 8th is 22:40 on the 7th in Chicago.
    const r = await dated("Tue, 8 Oct 2024 03:40:00 +0000", "$37.53", guessed);
    expect([r.date, r.how.date]).toEqual([
      "2024-10-07",
      "header: the day in your time zone, America/Chicago (guessed from the budget's currency, usd); the header says 2024-10-08 (+00:00)",
    ]);
  });
  it("keeps a header written in its own offset when the zone is only a guess", async () => {
    const r = await dated("Mon, 7 Oct 2024 23:40:00 -0400", "$37.53", guessed);
    expect([r.date, r.how.date]).toEqual(["2024-10-07", "header"]);
  });
  it("keeps a receipt in another currency than the guess's on its header's day", async () => {
    const r = await dated("Tue, 8 Oct 2024 00:40:00 +0000", "£35.99", guessed);
    expect([r.date, r.how.date]).toEqual(["2024-10-08", "header"]);
  });
  it("reads every header in a zone the person set", async () => {
    // 23:40 in New York is 05:40 the next morning in Berlin.
    const r = await dated("Mon, 7 Oct 2024 23:40:00 -0400", "$37.53", chosen);
    expect([r.date, r.how.date]).toEqual([
      "2024-10-08",
      "header: the day in your time zone, Europe/Berlin (your mailbox setting); the header says 2024-10-07 (−04:00)",
    ]);
  });
  it("prefers the forward's own offset to any zone", async () => {
    const r = await dated("Tue, 8 Oct 2024 03:40:00 +0000", "$37.53", chosen, "Mon, 7 Oct 2024 21:00:00 -0700");
    expect(r.date).toBe("2024-10-07");
    expect(r.how.date).toMatch(/^header: the day in the forwarder's UTC offset \(−07:00\)/);
  });
  it("keeps the date the receipt states", async () => {
    const r = await readReceipt(
      mail({ date: "Tue, 8 Oct 2024 03:40:00 +0000", text: textReceipt("Total: $37.53", "Order date: October 8, 2024") }),
      {
        receivedAt: RECEIVED,
        forwarder: USER,
        zone: guessed,
      },
    );
    expect([r.date, r.how.date]).toEqual(["2024-10-08", "label"]);
  });
});

describe("a stay's arrival and a folio's dated rows are not the day it was paid", () => {
  it.each([
    [
      "de, Anreise and dated rows",
      "Anreise: 05.10.2024   Abreise: 08.10.2024\n05.10.2024  Logis Doppelzimmer  180,00 EUR\n07.10.2024  Minibar  14,50 EUR\nBezahlt Visa ****3318 am 08.10.2024  194,50 EUR",
    ],
    [
      "en, check-in and dated rows",
      "Check-in: 05/10/2024  Check-out: 08/10/2024\n05/10/2024  Room 212  £120.00\n06/10/2024  Breakfast  £14.50\nPaid by Mastercard on 08/10/2024  £134.50",
    ],
  ])("%s", async (_, folio) => {
    const r = await read(mail({ date: "Tue, 8 Oct 2024 10:15:00 +0200", text: textReceipt(folio, "Your invoice, room 212") }));
    expect(r.date).toBe("2024-10-08");
  });
});
