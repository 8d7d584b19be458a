// A provider's forwarding confirmation: recognised only when Cloudflare authenticated the provider's own domain,
// its code, its link (on the provider's domain only) and the forwarding address read in any language.
import { describe, expect, it } from "vitest";
import { forwardingConfirmation } from "../../../src/mail/reader/forwarding";
import { parseMail } from "../../../src/mail/reader/mail-parser";
import {
  BOOKING_RECEIPT,
  gmailEnglish,
  gmailGerman,
  gmailSpanishHtml,
  gmxMail,
  icloudHtml,
  outlookCom,
  providerMail,
  yahooMail,
} from "../../support/forwarding-mails";
import { CF_PASS, forward } from "../../support/mail";

const TO = "r-k3y9@intake.localhost";
const read = async (raw: string) => forwardingConfirmation(await parseMail(raw), TO);

describe("each provider's confirmation gives its code, its link and the forwarding address", () => {
  it("reads Gmail's in English", async () => {
    expect(await read(gmailEnglish(TO))).toEqual({
      provider: "Gmail",
      code: "123456789",
      link: "https://mail-settings.google.com/mail/vf-%5BANGjdJ8xQ2%5D-Tk4sY2zL9wQ",
      forwarded_by: "pat@example.org",
    });
  });
  it("reads Gmail's in German and in Spanish HTML, the help page's link left out", async () => {
    expect(await read(gmailGerman(TO))).toEqual({
      provider: "Gmail",
      code: "987654321",
      link: "https://mail-settings.google.com/mail/vf-%5BANGjdJ9pQ1%5D-Zr2uX4mM7aB",
      forwarded_by: "kim.weber@example.de",
    });
    expect(await read(gmailSpanishHtml(TO))).toEqual({
      provider: "Gmail",
      code: "555123777",
      link: "https://mail-settings.google.com/mail/vf-%5BANGjdJ7zz%5D-Qw8?hl=es&x=1",
      forwarded_by: "ana.lopez@example.es",
    });
  });
  it("reads iCloud's HTML-only mail: its code in the body, the person's address, not a no-reply", async () => {
    expect(await read(icloudHtml(TO))).toEqual({
      provider: "iCloud Mail",
      code: "604218",
      link: "https://www.icloud.com/mail/forwarding/verify?t=8d1c",
      forwarded_by: "lee.chen@icloud.com",
    });
  });
  it("reads Outlook.com's, Yahoo's and GMX's", async () => {
    expect(await read(outlookCom(TO))).toEqual({
      provider: "Outlook.com",
      code: "482913",
      link: "https://account.live.com/forwarding/confirm?code=482913&mkt=en-US",
      forwarded_by: "pat.lee@outlook.com",
    });
    expect(await read(yahooMail(TO))).toEqual({
      provider: "Yahoo Mail",
      code: null,
      link: "https://login.yahoo.com/account/verify-forwarding?token=Zm9yd2FyZC10ZXN0",
      forwarded_by: "sam.rivera@yahoo.com",
    });
    expect(await read(gmxMail(TO))).toEqual({
      provider: "GMX",
      code: null,
      link: "https://forwarding.gmx.com/confirm?id=4f2a91c0d3",
      forwarded_by: "jo.berg@gmx.net",
    });
  });
});

describe("only a mail Cloudflare authenticated for the provider's own domain is a confirmation", () => {
  it("refuses Gmail's words when DMARC failed for google.com", async () => {
    const spoofed = gmailEnglish(TO).replace(
      /^Authentication-Results: .*$/m,
      "Authentication-Results: mx.cloudflare.net; dkim=pass header.d=evil.example; spf=pass smtp.mailfrom=x@evil.example; dmarc=fail header.from=google.com",
    );
    expect(await read(spoofed)).toBeNull();
  });
  it("refuses a pass written below Cloudflare's, an SPF pass alone, and a look-alike domain", async () => {
    const mail = gmailEnglish(TO);
    const forgedBelow = mail.replace(/^(Authentication-Results: .*)$/m, "Authentication-Results: mx.cloudflare.net; dmarc=none\r\n$1");
    const spfOnly = mail.replace(
      /^Authentication-Results: .*$/m,
      "Authentication-Results: mx.cloudflare.net; spf=pass smtp.mailfrom=forwarding-noreply@google.com",
    );
    const lookAlike = providerMail({
      to: TO,
      from: "Gmail Team <forwarding-noreply@google.com.evil.example>",
      subject: "(#123456789) Gmail Forwarding Confirmation - Receive Mail from pat@example.org",
      text: "Confirmation code: 123456789\nhttps://mail-settings.google.com/mail/vf-abc\n",
    });
    for (const raw of [forgedBelow, spfOnly, lookAlike]) expect(await read(raw)).toBeNull();
  });
  it("leaves the provider's other mail and a person's forwarded booking alone", async () => {
    const playReceipt = providerMail({
      to: TO,
      from: "Google Play <googleplay-noreply@google.com>",
      subject: "Your Google Play Order Receipt",
      text: "Order code: 3301-2290-1177\nTotal: $4.99\n",
    });
    expect(await read(playReceipt)).toBeNull();
    expect(await read(forward({ to: TO, original: BOOKING_RECEIPT, authResults: [CF_PASS] }))).toBeNull();
  });
});

describe("a link is shown only on https and on the provider's own domain", () => {
  it("keeps the code and drops a link to another host or over http", async () => {
    for (const link of ["https://mail-settings.google.com.evil.example/mail/vf-abc", "http://mail-settings.google.com/mail/vf-abc"]) {
      expect(await read(gmailEnglish(TO, link))).toMatchObject({ provider: "Gmail", code: "123456789", link: null });
    }
  });
});
