// The payment's day in the person's zone, and its time when the alert writes one: the alert's own date,
// else the Date header in the forwarder's offset or the person's zone. A date after the mail is no payment's.
import { describe, expect, it } from "vitest";
import { alertMail, read } from "./fixtures";

const chase = (text: string, date = "Wed, 20 Nov 2024 14:33:00 +0000") =>
  alertMail({ fromName: "Chase", fromAddress: "no.reply.alerts@chase.com", subject: "Transaction alert", text, date });

describe("a date the alert writes, with its time", () => {
  it("a labelled date and time", () => {
    expect(read(chase("A $5.00 transaction with STARBUCKS on your card ending 1234.\nDate: Nov 18, 2024 at 9:41 PM ET"))).toMatchObject({
      date: "2024-11-18",
      minute: "21:41",
    });
  });
  it("a date within the sentence, day first in a day-first country", () => {
    const mail = alertMail({
      fromAddress: "noreply@email.barclays.co.uk",
      subject: "Card payment",
      text: "You paid £4.20 at PRET on 03/11/2024 at 08:15 with card ending 5566.",
    });
    expect(read(mail, { receivedAt: new Date("2024-11-04T10:00:00Z") })).toMatchObject({ date: "2024-11-03", minute: "08:15" });
  });
});

describe("else the Date header, as the person lived it", () => {
  it("in the forwarding client's offset", () => {
    const mail = chase("A $5.00 transaction with STARBUCKS on your card ending 1234.", "Wed, 20 Nov 2024 02:30:00 +0000");
    expect(read(mail, { forwardedAt: "Tue, 19 Nov 2024 22:00:00 -0500" })).toMatchObject({ date: "2024-11-19", minute: null });
  });
  it("in the person's chosen zone", () => {
    const mail = chase("A $5.00 transaction with STARBUCKS on your card ending 1234.", "Wed, 20 Nov 2024 02:30:00 +0000");
    expect(read(mail, { zone: { name: "America/Los_Angeles", source: "your mailbox setting", chosen: true } })?.date).toBe("2024-11-19");
  });
  it("a date after the mail was sent is not the payment's", () => {
    const mail = chase("A $5.00 transaction with STARBUCKS on your card ending 1234.\nTransaction date: 11/25/2024");
    expect(read(mail)?.date).toBe("2024-11-20");
  });
});
