// The Receipts page's notice of a forwarding confirmation, until it is used: open until a later mail that is
// not a confirmation arrives, for 7 days at most, the newest of each provider and forwarding address only.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../src/connections";
import { openConfirmations } from "../../src/mail/forwarding-notices";
import type { InboxEntry } from "../../src/mail/inbox";
import { mailboxOf, updateMailbox } from "../../src/mail/mailbox";
import { gmailEnglish } from "../support/forwarding-mails";
import { deliver, forward, ME, RECEIPT } from "../support/mail";
import { newWorld } from "../support/world";

const NOW = new Date("2026-10-10T12:00:00Z");
let n = 0;
const entry = (receivedAt: string, verdict: InboxEntry["verdict"], fields?: InboxEntry["fields"]): InboxEntry => ({
  id: `entry-${++n}`,
  received_at: receivedAt,
  from: null,
  subject: null,
  verdict,
  ...(fields ? { fields } : {}),
});
const gmail = (receivedAt: string, code: string, forwardedBy = "pat@example.org") =>
  entry(receivedAt, "forwarding_confirmation", { provider: "Gmail", code, link: null, forwarded_by: forwardedBy });

describe("a confirmation is open until a later mail that is not a confirmation arrives", () => {
  it("shows it while only confirmations came after it, and hides it once any other mail did", () => {
    const confirmation = gmail("2026-10-09T08:00:00Z", "111");
    expect(openConfirmations([confirmation], NOW).map((c) => c.code)).toEqual(["111"]);
    const later = entry("2026-10-09T09:00:00Z", "unverified");
    expect(openConfirmations([later, confirmation], NOW)).toEqual([]);
    // Mail before it says nothing about it.
    expect(openConfirmations([confirmation, entry("2026-10-01T09:00:00Z", "queued")], NOW)).toHaveLength(1);
  });
});

describe("a confirmation is open for 7 days at most", () => {
  it("hides one received more than 7 days ago", () => {
    expect(openConfirmations([gmail("2026-10-03T13:00:00Z", "222")], NOW)).toHaveLength(1);
    expect(openConfirmations([gmail("2026-10-03T11:00:00Z", "222")], NOW)).toEqual([]);
  });
});

describe("a newer confirmation of the same provider and forwarding address replaces an older one", () => {
  it("keeps the newest per forwarding address, and each address's own", () => {
    const open = openConfirmations(
      [gmail("2026-10-09T10:00:00Z", "333"), gmail("2026-10-09T09:00:00Z", "444", "kim@example.org"), gmail("2026-10-09T08:00:00Z", "555")],
      NOW,
    );
    expect(open.map((c) => [c.code, c.forwarded_by])).toEqual([
      ["333", "pat@example.org"],
      ["444", "kim@example.org"],
    ]);
  });
});

describe("GET /receipts names the open confirmations on its first page", () => {
  it("lists Gmail's until a forwarded receipt arrives", async () => {
    const world = await newWorld();
    const connectionId = `c-${world.name}`;
    await saveConnection(env, connectionId, world.token, `key-${world.name}`);
    await updateMailbox(env.CONNECTIONS, connectionId, { allowedSenders: [ME], accountId: 101 });
    const address = `${(await mailboxOf(env.CONNECTIONS, connectionId)).alias}@intake.localhost`;
    const open = async () => {
      const response = await SELF.fetch("https://intake.test/receipts", { headers: { Authorization: `Bearer key-${world.name}` } });
      return ((await response.json()) as { forwarding_confirmations: unknown[] }).forwarding_confirmations;
    };
    await deliver(gmailEnglish(address), address);
    expect(await open()).toMatchObject([{ provider: "Gmail", code: "123456789", forwarded_by: "pat@example.org" }]);
    await deliver(forward({ to: address, original: RECEIPT }), address);
    expect(await open()).toEqual([]);
  });
});
