// The addresses a connection's alerts came from: one entry per address, counted, latest first, at most 20, gone
// with the connection.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { alertSendersOf, MAX_ALERT_SENDERS, noteAlertSender } from "../../src/mail/alert-senders";
import { ORIGIN, post, sessionOf } from "../support/browser";
import { newWorld } from "../support/world";

let n = 0;
const connection = () => `c-alerts-${++n}`;
const at = (iso: string) => new Date(iso);

describe("an address is one entry, counted, with when it was first and last seen", () => {
  it("counts each alert, keeps the first day, moves the last, and the lowercase address", async () => {
    const id = connection();
    await noteAlertSender(env.CONNECTIONS, id, { address: "Alerts@Monzo.com", issuer: "Monzo", at: at("2026-10-01T08:00:00Z") });
    await noteAlertSender(env.CONNECTIONS, id, { address: "alerts@monzo.com", issuer: null, at: at("2026-10-03T09:30:00Z") });
    expect(await alertSendersOf(env.CONNECTIONS, id)).toEqual([
      {
        address: "alerts@monzo.com",
        // An alert that names no issuer does not forget the one an earlier alert named.
        issuer: "Monzo",
        count: 2,
        first_seen: "2026-10-01T08:00:00.000Z",
        last_seen: "2026-10-03T09:30:00.000Z",
      },
    ]);
  });

  it("knows nothing of a connection that had no alert", async () => {
    expect(await alertSendersOf(env.CONNECTIONS, connection())).toEqual([]);
  });
});

describe("the addresses are listed most recently seen first", () => {
  it("puts the sender of the latest alert at the top", async () => {
    const id = connection();
    await noteAlertSender(env.CONNECTIONS, id, { address: "alerts@monzo.com", issuer: "Monzo", at: at("2026-10-01T08:00:00Z") });
    await noteAlertSender(env.CONNECTIONS, id, { address: "alerts@chase.com", issuer: "Chase", at: at("2026-10-02T08:00:00Z") });
    await noteAlertSender(env.CONNECTIONS, id, { address: "alerts@monzo.com", issuer: "Monzo", at: at("2026-10-03T08:00:00Z") });
    expect((await alertSendersOf(env.CONNECTIONS, id)).map((s) => s.address)).toEqual(["alerts@monzo.com", "alerts@chase.com"]);
  });
});

describe("at most 20 addresses are kept: the one seen longest ago goes", () => {
  it("drops the oldest when a 21st address comes", async () => {
    const id = connection();
    for (let i = 0; i <= MAX_ALERT_SENDERS; i++) {
      const day = String(i + 1).padStart(2, "0");
      await noteAlertSender(env.CONNECTIONS, id, { address: `alerts@bank-${i}.example`, issuer: null, at: at(`2026-10-${day}T08:00:00Z`) });
    }
    const senders = await alertSendersOf(env.CONNECTIONS, id);
    expect(senders).toHaveLength(MAX_ALERT_SENDERS);
    expect(senders[0]?.address).toBe(`alerts@bank-${MAX_ALERT_SENDERS}.example`);
    expect(senders.map((s) => s.address)).not.toContain("alerts@bank-0.example");
  });
});

describe("disconnecting deletes the addresses with the rest of the mailbox", () => {
  it("leaves no alert-senders key behind", async () => {
    const world = await newWorld();
    const cookie = sessionOf(await post("/connect/token", { token: world.token }));
    const session = (await (await SELF.fetch(`${ORIGIN}/session`, { headers: { Cookie: cookie } })).json()) as { connection_id: string };
    const id = session.connection_id;
    await noteAlertSender(env.CONNECTIONS, id, { address: "alerts@monzo.com", issuer: "Monzo", at: at("2026-10-01T08:00:00Z") });
    expect(await alertSendersOf(env.CONNECTIONS, id)).toHaveLength(1);
    expect((await post("/connect/disconnect", { connection: id }, cookie)).status).toBe(200);
    expect(await env.CONNECTIONS.get(`alert-senders:${id}`)).toBeNull();
  });
});
