// One alert that reached the mailbox both ways (the filter's copy, the person's forward) is booked under one id; alerts
// that came one way keep their own.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { alertFingerprint, externalIdAcrossRoutes } from "../../src/mail/alert-routes";
import type { CardAlert } from "../../src/mail/reader/alert";

const ALERT: CardAlert = {
  kind: "purchase",
  issuer: "Chase",
  card: "Chase Freedom (...4321)",
  last4: "4321",
  merchant: "CORNER BOOKS",
  descriptor: null,
  amount: "25.98",
  currency: "usd",
  original: null,
  date: "2026-11-17",
  minute: "14:01",
  reference: null,
  reason: null,
  how: {},
};
const SENDER = "no.reply.alerts@chase.com";

describe("the second way of one alert takes the first way's id", () => {
  it("either order", async () => {
    for (const [first, second] of [
      ["filter", "forward"],
      ["forward", "filter"],
    ] as const) {
      const connection = `c-${crypto.randomUUID()}`;
      const print = alertFingerprint(ALERT, SENDER);
      expect(await externalIdAcrossRoutes(env.CONNECTIONS, connection, print, first, "tap:a:1")).toBe("tap:a:1");
      expect(await externalIdAcrossRoutes(env.CONNECTIONS, connection, print, second, "tap:a:2")).toBe("tap:a:1");
    }
  });
  it("keeps two alerts of one way apart (two coffees, two mails), and another payment's fingerprint apart", async () => {
    const connection = `c-${crypto.randomUUID()}`;
    const print = alertFingerprint(ALERT, SENDER);
    expect(await externalIdAcrossRoutes(env.CONNECTIONS, connection, print, "filter", "tap:a:1")).toBe("tap:a:1");
    expect(await externalIdAcrossRoutes(env.CONNECTIONS, connection, print, "filter", "tap:a:2")).toBe("tap:a:2");
    for (const other of [{ minute: "14:09" }, { amount: "25.99" }, { last4: "9999" }, { merchant: "CORNER DELI" }]) {
      expect(alertFingerprint({ ...ALERT, ...other }, SENDER)).not.toBe(print);
    }
    expect(alertFingerprint(ALERT, "alerts@other-bank.com")).not.toBe(print);
  });
});
