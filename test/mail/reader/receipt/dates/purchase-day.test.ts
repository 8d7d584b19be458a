// The order date is the purchase day; a pickup, collection, delivery or show date printed beside it, before it,
// or after the day the mail was sent is not, in any language the receipt is written in. Without a date in the
// body, the header's instant is the person's day, in the zone of the address the mail ships or bills to when
// nothing better says the person's zone.
import { describe, expect, it } from "vitest";
import { readReceipt } from "../../../../../src/mail/reader/receipt";
import type { PersonZone } from "../../../../../src/mail/reader/receipt/dates/user-day";
import { mail, read, RECEIVED, textReceipt, USER } from "../fixtures";

describe("a pickup or delivery date beside the order date is not the purchase day", () => {
  it.each([
    ["en", "Pickup date: Oct 8, 2024\nOrder date: Oct 5, 2024\nOrder total: $18.20", "2024-10-05"],
    ["en, on one line", "Collection date: Oct 8, 2024 | Order date: Oct 5, 2024\nOrder total: £18.20", "2024-10-05"],
    ["de", "Datum der Abholung: 08.10.2024\nBestellt am 05.10.2024\nGesamtbetrag: 18,20 €", "2024-10-05"],
    ["fr", "Date de retrait : 08/10/2024\nDate de commande : 05/10/2024\nTotal TTC : 18,20 €", "2024-10-05"],
    ["es", "Fecha de recogida: 08/10/2024\nFecha del pedido: 05/10/2024\nImporte total: 18,20 €", "2024-10-05"],
    ["it", "Data di ritiro: 08/10/2024\nData ordine: 05/10/2024\nTotale: 18,20 €", "2024-10-05"],
    ["nl", "Datum afhalen: 08-10-2024\nBesteldatum: 05-10-2024\nTotaal: € 18,20", "2024-10-05"],
    ["pt", "Data de retirada: 08/10/2024\nData do pedido: 05/10/2024\nValor total: R$ 18,20", "2024-10-05"],
    ["ja", "お届け予定日：2024年10月8日\nご注文日：2024年10月5日\n合計金額：1,820円", "2024-10-05"],
  ])("%s", async (_lang, text, date) => {
    const r = await read(mail({ text: `Order #7781\n${text}` }));
    expect([r.verdict, r.date]).toEqual(["purchase", date]);
  });
});

describe("a date the body writes after the day the mail was sent is not the purchase day", () => {
  // Sent on the evening of October 8 (UTC): the purchase was that day or before.
  const sent = "Tue, 8 Oct 2024 18:20:00 +0000";
  it.each([
    [
      "en, a pickup slot",
      "Thanks for your order at Green Leaf Bakery.\nCome by on October 9, 2024 between 17:00 and 17:30.",
      "Total: $6.50",
    ],
    ["de, a pickup sentence", "Du kannst deine Bestellung am 09.10.24 zwischen 18:00 und 18:30 Uhr abholen.", "Gesamtpreis: 4,50 €"],
    [
      "de, a date label over the pickup day",
      "Details zu deiner Bestellung\nDatum:\n09.10.24\nUhrzeit: 18:00 – 18:30",
      "Gesamtpreis:\n4,50 €",
    ],
    ["fr, a show", "Votre séance : 9 octobre 2024 à 20h30, salle 3", "Total TTC : 24,00 €"],
    ["es, a pickup written day first", "Recoge tu pedido el 09/10/2024 a partir de las 12:00", "Total: 12,00 €"],
    // 10:20 UTC is 19:20 in Tokyo, still the 8th where yen are paid.
    ["ja, a pickup time", "受取日時：2024年10月9日 18:00〜18:30", "合計金額：1,200円", "Tue, 8 Oct 2024 10:20:00 +0000"],
  ])("%s", async (_, head, totals, at = sent) => {
    const r = await read(mail({ date: at, text: textReceipt(totals, head) }));
    expect([r.verdict, r.date]).toEqual(["purchase", "2024-10-08"]);
    expect(r.how.date).toMatch(/^header; the body's 2024-10-09 is after the day the mail was sent: a pickup, delivery or event day/);
  });
  it("keeps a date on the mail's own day where the merchant's clock is, UTC or the currency's country, and only sets aside a later one", async () => {
    // 22:30 UTC on the 8th is 00:30 on the 9th in Berlin; 21:26 at −05:00 is 02:26 on the 9th in UTC.
    const berlin = await read(
      mail({ date: "Tue, 8 Oct 2024 22:30:00 +0000", text: textReceipt("Summe: 4,50 €", "Bon vom 09.10.2024 00:30") }),
    );
    expect(berlin.date).toBe("2024-10-09");
    const utc = await read(
      mail({ date: "Tue, 8 Oct 2024 21:26:00 -0500", text: textReceipt("Total: $9.00", "Order Date: Oct 09 2024 02:24 GMT") }),
    );
    expect(utc.date).toBe("2024-10-09");
    const later = await read(
      mail({ date: "Tue, 8 Oct 2024 12:00:00 +0000", text: textReceipt("Total: $9.00", "Your table: October 9, 2024 at 19:30") }),
    );
    expect(later.date).toBe("2024-10-08");
  });
});

describe("without the forward's offset or a zone you set, the day is in the zone of the address the mail ships or bills to", () => {
  const guessed: PersonZone = {
    name: "America/Chicago",
    source: "guessed from the budget's currency, usd",
    chosen: false,
    currency: "usd",
  };
  const dated = (date: string, text: string, zone: PersonZone | null = guessed) =>
    readReceipt(mail({ date, text }), { receivedAt: RECEIVED, forwarder: USER, zone });
  it.each([
    // 06:30 UTC on the 8th is 23:30 on the 7th in Oregon and British Columbia (01:30 on the 8th in Chicago).
    [
      "a US shipping address",
      "Shipping address\nJo Park\n12 Pine St\nPortland, OR 97205\nTotal: $40.00",
      "2024-10-07",
      "America/Los_Angeles",
      "OR",
    ],
    ["a Canadian one", "Ship to: Sam Lee, 88 Hastings St, Vancouver BC V6B 1A1\nTotal: $40.00", "2024-10-07", "America/Vancouver", "BC"],
  ])("%s", async (_, text, day, zone, region) => {
    const r = await dated("Tue, 8 Oct 2024 06:30:00 +0000", text);
    expect(r.date).toBe(day);
    expect(r.how.date).toContain(`the day in your time zone, ${zone} (the mail's `);
    expect(r.how.date).toContain(`: ${region})`);
    expect(r.confidence.date).toBeUndefined();
    // A zone the person set still comes first: 06:30 UTC is 02:30 on the 8th in New York.
    const chosen: PersonZone = { name: "America/New_York", source: "your mailbox setting", chosen: true };
    expect((await dated("Tue, 8 Oct 2024 06:30:00 +0000", text, chosen)).date).toBe("2024-10-08");
  });
  it("an Australian billing address, the zone ahead of UTC", async () => {
    // 17:00 UTC on the 7th is 01:00 on the 8th in Perth.
    const r = await dated("Mon, 7 Oct 2024 17:00:00 +0000", "Billing address\nAlex Tan\n4 Hay St\nPerth WA 6000\nTotal: A$40.00", null);
    expect([r.date, r.how.date]).toEqual([
      "2024-10-08",
      "header: the day in your time zone, Australia/Perth (the mail's billing address: WA); the header says 2024-10-07 (+00:00)",
    ]);
  });
  it("does not take the merchant's own address in a footer for yours: a day the guessed zone decided is unsure", async () => {
    const r = await dated("Tue, 8 Oct 2024 03:30:00 +0000", "Total: $40.00\n\nAcme Outfitters · 500 Main St · Boston, MA 02110");
    expect([r.date, r.how.date, r.confidence.date]).toEqual([
      "2024-10-07",
      "header: the day in your time zone, America/Chicago (guessed from the budget's currency, usd); the header says 2024-10-08 (+00:00)",
      "low",
    ]);
  });
});
