// The email() handler and a provider's forwarding confirmation: listed with its code and link before the sender
// check, never booked; one that only claims to be a confirmation stays unverified and shows neither.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { openConfirmations } from "../../src/mail/forwarding-notices";
import { listReceipts } from "../../src/mail/inbox";
import { BOOKING_RECEIPT, GMAIL_LINK, gmailEnglish, outlookCom } from "../support/forwarding-mails";
import { connected, deliver, forward } from "../support/mail";

const inbox = async (connectionId: string) => (await listReceipts(env.CONNECTIONS, connectionId, { limit: 10 })).receipts;

describe("a provider's confirmation is listed with its code and link, and never booked", () => {
  it("records Gmail's from forwarding-noreply@google.com, not one of the sender addresses", async () => {
    const { world, connectionId, address } = await connected();
    await deliver(gmailEnglish(address), address);
    await deliver(outlookCom(address), address);
    const [outlook, gmail] = await inbox(connectionId);
    expect(gmail).toMatchObject({
      from: "forwarding-noreply@google.com",
      verdict: "forwarding_confirmation",
      fields: { provider: "Gmail", code: "123456789", link: GMAIL_LINK, forwarded_by: "pat@example.org" },
    });
    expect(outlook).toMatchObject({ verdict: "forwarding_confirmation", fields: { provider: "Outlook.com", code: "482913" } });
    for (const entry of [gmail, outlook]) expect(entry?.job_id).toBeUndefined();
    expect(await world.transactions()).toEqual([]);
  });
});

describe("a mail that only claims to be a confirmation gets no special treatment", () => {
  it("lists a spoofed Gmail confirmation as unverified, with no code and no link", async () => {
    const { connectionId, address } = await connected();
    const spoofed = gmailEnglish(address).replace(
      /^Authentication-Results: .*$/m,
      "Authentication-Results: mx.cloudflare.net; dkim=pass header.d=evil.example; spf=pass smtp.mailfrom=x@evil.example; dmarc=fail header.from=google.com",
    );
    await deliver(spoofed, address);
    const [entry] = await inbox(connectionId);
    expect(entry?.verdict).toBe("unverified");
    // Its subject is listed as any mail's; no code or link is read from it, and the page shows no notice.
    expect(entry?.fields).toBeUndefined();
    expect(JSON.stringify(entry)).not.toMatch(/mail-settings/);
    expect(openConfirmations([entry!], new Date())).toEqual([]);
  });
});

describe("a receipt that names a confirmation code is a receipt", () => {
  it("books a forwarded booking whose code is its own", async () => {
    const { connectionId, address } = await connected();
    await deliver(forward({ to: address, original: BOOKING_RECEIPT, subject: "Your booking is confirmed" }), address);
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({ verdict: "queued", fields: { total: "218.40" } });
  });
});
