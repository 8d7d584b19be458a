import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { BalanceSources } from "../../src/balance-sources/balance-sources";
import { DEFAULT_PREFERENCES, type Notice } from "../../src/notifications";
import { MAX_ATTEMPTS } from "../../src/notifications/deliver";
import type { JobReport, Outbox } from "../../src/outbox";
import { balanceSourcesOf, outboxOf } from "../../src/storage";
import { waitFor } from "../support/world";
import { connectWithAddress, notifier } from "./support";

const held = (connectionId: string, id = crypto.randomUUID()): Notice => ({
  id: `receipt:${connectionId}:${id}`,
  connectionId,
  kind: "receipt_held",
  title: "A receipt needs its amount",
  text: "“Your order” from shop@example.com reads as a purchase, but Intake could not find its total.",
  path: "/inbox",
});

const outbox = () => outboxOf(env);

describe("an event is told once, by e-mail through the send_email binding, to the connection's address", () => {
  it("sends one mail from intake@EMAIL_DOMAIN however often the event is raised", async () => {
    const t = await connectWithAddress();
    const notice = held(t.connectionId);
    expect(await notifier().raise([notice])).toBe(1);
    expect(await notifier().raise([notice])).toBe(0);
    const mails = await waitFor(t.mails, (m) => m.length > 0);
    await notifier().tick();
    expect(await t.mails()).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      from: `intake@${env.EMAIL_DOMAIN}`,
      to: t.email,
      subject: "A receipt needs its amount",
      headers: { "Auto-Submitted": "auto-generated" },
    });
    expect(mails[0]!.text).toContain("Hello Ana,");
    expect(mails[0]!.text).toContain("could not find its total");
    expect(mails[0]!.text).toContain("/inbox");
    expect(mails[0]!.text).toContain("“Household”");
  });

  it("links to the page at PUBLIC_URL from the first notice on, before any settings were saved", async () => {
    const t = await connectWithAddress();
    await notifier().raise([held(t.connectionId)]);
    const [mail] = await waitFor(t.mails, (m) => m.length > 0);
    expect(mail!.text).toContain(`\n\n${env.PUBLIC_URL}/inbox\n\n`);
    expect(mail!.text).toContain(`${env.PUBLIC_URL}/notifications`);
    expect(mail!.text).not.toMatch(/Intake's \w+ page/);
  });

  it("records a connection without a known address as such, and sends nothing", async () => {
    const t = await connectWithAddress();
    const nobody = `${t.connectionId}-without-record`;
    await notifier().raise([held(nobody)]);
    const [notice] = await waitFor(
      () => notifier().recent(nobody),
      (r) => r[0]?.email !== "pending",
    );
    expect(notice).toMatchObject({ email: "no_address", webhook: "off" });
  });
});

describe("each kind can be turned off, and e-mail as a whole", () => {
  it("tells nothing of a muted kind, and no mail when e-mail is off", async () => {
    const t = await connectWithAddress();
    await notifier().savePreferences(t.connectionId, { ...DEFAULT_PREFERENCES, muted: ["receipt_held"] });
    await notifier().raise([held(t.connectionId)]);
    await notifier().tick();
    expect((await notifier().recent(t.connectionId))[0]).toMatchObject({ email: "off", webhook: "off" });

    await notifier().savePreferences(t.connectionId, { ...DEFAULT_PREFERENCES, email: false });
    await notifier().raise([held(t.connectionId)]);
    await notifier().tick();
    expect((await notifier().recent(t.connectionId))[0]).toMatchObject({ email: "off" });
    expect(await t.mails()).toEqual([]);
  });
});

describe("a daily digest instead of a mail per event", () => {
  it("keeps the day's notices for one mail at the digest hour", async () => {
    const t = await connectWithAddress();
    await notifier().savePreferences(t.connectionId, { ...DEFAULT_PREFERENCES, delivery: "daily" });
    await notifier().raise([held(t.connectionId, "a"), held(t.connectionId, "b")]);
    await notifier().tick();
    expect(await t.mails()).toEqual([]);
    expect((await notifier().recent(t.connectionId)).map((n) => n.email)).toEqual(["digest", "digest"]);
    // A day passes: the last digest was yesterday.
    await runInDurableObject(notifier(), (_n, state) => {
      state.storage.sql.exec(
        `UPDATE preferences SET last_digest_at = ? WHERE connection_id = ?`,
        Date.now() - 25 * 3600_000,
        t.connectionId,
      );
    });
    await notifier().tick();
    const mails = await t.mails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Intake: 2 things need you");
    expect(mails[0]!.text.match(/A receipt needs its amount/g)).toHaveLength(2);
    await notifier().tick();
    expect(await t.mails()).toHaveLength(1);
    expect((await notifier().recent(t.connectionId)).map((n) => n.email)).toEqual(["sent", "sent"]);
  });

  it("tells at once what waited when the person goes back to a mail per event", async () => {
    const t = await connectWithAddress();
    await notifier().savePreferences(t.connectionId, { ...DEFAULT_PREFERENCES, delivery: "daily" });
    await notifier().raise([held(t.connectionId)]);
    await notifier().savePreferences(t.connectionId, DEFAULT_PREFERENCES);
    await notifier().tick();
    expect(await t.mails()).toHaveLength(1);
  });
});

describe("a webhook, under the URL policy the balance sources fetch by", () => {
  it("posts each notice as JSON, with no secret in it", async () => {
    const t = await connectWithAddress();
    const saved = await notifier().savePreferences(t.connectionId, { ...DEFAULT_PREFERENCES, email: false, webhook_url: t.hookUrl() });
    expect(saved.ok).toBe(true);
    await notifier().raise([held(t.connectionId)]);
    const [hook] = await waitFor(t.hooks, (h) => h.length > 0);
    expect(hook!.content_type).toBe("application/json");
    const body = JSON.parse(hook!.body);
    expect(body).toMatchObject({ type: "intake.notice", kind: "receipt_held", title: "A receipt needs its amount" });
    expect(body.budget).toEqual({ connection_id: t.connectionId, name: "Household" });
    // Absolute from the first notice on: a receiver has no page to resolve a path against.
    expect(body.url).toBe(`${env.PUBLIC_URL}/inbox`);
    expect(hook!.body).not.toContain(t.world.token);
  });

  it.each([
    ["https://10.0.0.5/hook", "local or private"],
    ["http://hooks.example/x", "plain http"],
    ["https://169.254.169.254/latest", "local or private"],
    ["https://user:pass@hooks.example/x", "credentials"],
    ["ftp://hooks.example/x", "only https"],
  ])("refuses %s", async (url, why) => {
    const t = await connectWithAddress();
    const saved = await notifier().savePreferences(t.connectionId, { ...DEFAULT_PREFERENCES, webhook_url: url });
    expect(saved).toMatchObject({ ok: false });
    expect(saved.ok ? "" : saved.reason).toContain(why);
  });
});

describe("a channel that fails is tried again at the next tick, then given up and said so", () => {
  it("retries a webhook answering 500 up to the limit, and keeps the reason", async () => {
    const t = await connectWithAddress();
    await notifier().savePreferences(t.connectionId, { ...DEFAULT_PREFERENCES, email: false, webhook_url: t.hookUrl(500) });
    await notifier().raise([held(t.connectionId)]);
    await waitFor(t.hooks, (h) => h.length === 1);
    for (let i = 1; i < MAX_ATTEMPTS; i++) await notifier().tick();
    expect(await t.hooks()).toHaveLength(MAX_ATTEMPTS);
    const [notice] = await notifier().recent(t.connectionId);
    expect(notice).toMatchObject({ webhook: "gave_up" });
    expect(notice!.last_error).toMatch(/answered 500/);
    await notifier().tick();
    expect(await t.hooks()).toHaveLength(MAX_ATTEMPTS);
  });
});

describe("the cron asks the Outbox: paused connections and imports with failed rows", () => {
  it("tells a paused connection once while it stays paused, and again when it pauses anew", async () => {
    const t = await connectWithAddress();
    const pause = (level: number) =>
      runInDurableObject(outbox(), (_o: Outbox, state) => {
        state.storage.sql.exec(`INSERT OR REPLACE INTO connections (id, needs_auth) VALUES (?, ?)`, t.connectionId, level);
      });
    const reconnects = async () => (await t.mails()).filter((m) => m.subject === "Reconnect your budget to Intake");
    await pause(2);
    await notifier().tick();
    await notifier().tick();
    expect(await reconnects()).toHaveLength(1);
    expect((await reconnects())[0]!.text).toContain("refused Intake's access to your budget “Household” twice");
    expect((await reconnects())[0]!.text).toContain(`\n\n${env.PUBLIC_URL}/connect\n\n`);
    await pause(0);
    await notifier().tick();
    await pause(2);
    await notifier().tick();
    expect(await reconnects()).toHaveLength(2);
    await pause(0);
  });

  it.each([
    ["a day that is no day, into Sandbox Bank Checking", 101, "2026-13-45", "into “Sandbox Bank Checking”"],
    ["an account the budget does not have", 987_654_321, "2026-11-02", "into account 987654321"],
  ])("tells an import that ended with rows the service refused, once: %s", async (_case, accountId, date, into) => {
    const t = await connectWithAddress();
    const items = [1, 2].map((i) => ({
      row: i + 1,
      item: { date, amount: "-12.50", payee: `Shop ${i}`, external_id: `n-${t.world.name}-${i}` },
    }));
    const report = await outbox().enqueue(
      { connectionId: t.connectionId, channel: "csv", manualAccountId: accountId, fileName: "october.csv" },
      items as never,
    );
    await waitFor(
      () => outbox().report(report.id) as Promise<JobReport>,
      (r) => r.counts.pending === 0 && r.status !== "running" && r.status !== "queued",
    );
    await notifier().tick();
    await notifier().tick();
    const mails = (await t.mails()).filter((m) => m.subject.startsWith("An import ended"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("An import ended with 2 rows not imported");
    expect(mails[0]!.text).toContain(`2 rows of 2 of october.csv were not imported ${into}`);
    expect(mails[0]!.text).toContain(`\n\n${env.PUBLIC_URL}/history/${report.id}\n\n`);
  });
});

describe("the cron asks the balance sources: one that needs the person, or went stale", () => {
  it("tells a source in trouble once, by the state it is in", async () => {
    const t = await connectWithAddress();
    const made = await t.call("POST", "/balance-sources", {
      kind: "schedule",
      manual_account_id: 102,
      settings: { kind: "loan", principal: "20000", annualRate: "6", payment: "500", paymentDay: 15, start: "2026-10-10" },
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const setState = (state: string, reason: string | null) =>
      runInDurableObject(balanceSourcesOf(env), (_b: BalanceSources, s) => {
        s.storage.sql.exec(`UPDATE sources SET state = ?, state_reason = ? WHERE id = ?`, state, reason, id);
      });
    await setState("attention", "the Bridge refused the access (403): claim a new setup token");
    await notifier().tick();
    await notifier().tick();
    await setState("stale", "the price has not changed for 5 runs");
    await notifier().tick();
    await setState("ok", null);
    await notifier().tick();
    const subjects = (await t.mails()).map((m) => m.subject);
    expect(subjects).toEqual(["A balance source needs you", "A balance source went stale"]);
    for (const mail of await t.mails()) {
      expect(mail.text).toContain("The schedule balance source of “Sandbox Bank Credit Card”");
      expect(mail.text).toContain(`\n\n${env.PUBLIC_URL}/balances\n\n`);
    }
    expect((await t.mails())[0]!.text).toContain("claim a new setup token");
  });
});
