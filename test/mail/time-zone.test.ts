// The person's time zone for a receipt's day: the one set on the mailbox, else one guessed from the budget's
// primary currency (GET /me), else none.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONNECTION } from "../../src/connections";
import type { MailboxSettings } from "../../src/mail/mailbox";
import { isTimeZone, personZone } from "../../src/mail/time-zone";

const mailbox = (timeZone?: string): MailboxSettings => ({
  alias: "r-test",
  allowedSenders: [],
  accountId: null,
  matchMode: "off",
  ...(timeZone ? { timeZone } : {}),
});

describe("the zone set on the mailbox is the person's, whatever the budget", () => {
  it("is chosen, and says where it comes from", async () => {
    expect(await personZone(env, DEFAULT_CONNECTION, mailbox("Asia/Tokyo"))).toEqual({
      name: "Asia/Tokyo",
      source: "your mailbox setting",
      chosen: true,
    });
  });
});

describe("without one, the zone is guessed from the budget's primary currency", () => {
  it("takes US dollars as Central time, where the country's population centres", async () => {
    // The deployment's budget (the sandbox's) keeps its books in usd.
    expect(await personZone(env, DEFAULT_CONNECTION, mailbox())).toEqual({
      name: "America/Chicago",
      source: "guessed from the budget's currency, usd",
      chosen: false,
      currency: "usd",
    });
  });
  it("has none for a budget whose currency is not known", async () => {
    expect(await personZone(env, "c-never-connected", mailbox())).toBeNull();
  });
});

describe("a zone is an IANA name the runtime knows", () => {
  it.each([
    ["America/Chicago", true],
    ["Europe/Berlin", true],
    ["Mars/Olympus_Mons", false],
    ["", false],
  ])("%s", (name, known) => {
    expect(isTimeZone(name)).toBe(known);
  });
});
