// The Notifier Durable Object (SQLite), one for the deployment: it tells each connection's person what needs
// them (a budget to reconnect, a balance source in trouble, an import's failed rows, a held receipt) by
// e-mail through the `send_email` binding and by webhook, once per event. The cron asks the Outbox and the
// balance sources what needs the person; the email handler raises held receipts as they arrive.
import { DurableObject } from "cloudflare:workers";
import { configOf, RETENTION_MS } from "../config";
import { identityOf } from "../connections/deployment";
import { fail, ok, type Result } from "../result";
import type { UrlPolicy } from "../web/source-url";
import { deliverDigests, deliverOne, deliverPending, type Teller } from "./deliver";
import { type Answered, askBalanceSources, askOutbox } from "./gather";
import type { MailContent, Recipient } from "./message";
import type { LastingNotice, Notice } from "./notice";
import { Preferences } from "./preferences";
import { type StoredNotice, NotifierStore } from "./store";
import { checkWebhookUrl, postWebhook } from "./webhook";

/** The settings page lists this many of the latest notices. */
const RECENT_LISTED = 20;

/** What the settings page shows of one notice. */
export interface NoticeView {
  id: string;
  kind: StoredNotice["kind"];
  title: string;
  path: string;
  raised_at: string;
  email: StoredNotice["email"];
  webhook: StoredNotice["webhook"];
  last_error: string | null;
}

export class Notifier extends DurableObject<Env> {
  readonly #store: NotifierStore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#store = new NotifierStore(ctx.storage);
  }

  /** Events as they happen (a held receipt): told at once, or never again if raised before. */
  async raise(notices: Notice[]): Promise<number> {
    const now = Date.now();
    const fresh = notices.filter((n) => this.#store.insert(n, now)).length;
    if (fresh > 0) await this.ctx.storage.setAlarm(now);
    return fresh;
  }

  /** From the cron: ask what needs the person, tell what is new or waits, send the digests that are due. */
  async tick(): Promise<void> {
    const now = Date.now();
    // Kept as long as the reports they point to.
    this.#store.purge(now - RETENTION_MS);
    const isNews = (notice: Notice | LastingNotice) =>
      "key" in notice ? !this.#store.isLasting(notice.key) : this.#store.get(notice.id) === null;
    for (const ask of [() => askOutbox(this.env, now, isNews), () => askBalanceSources(this.env, isNews)]) {
      // One owner that cannot answer does not keep the other's news, nor ends its own lasting states.
      const answered = await ask().catch((error: unknown) => {
        console.warn("notifications: an owner did not answer", error instanceof Error ? error.name : typeof error);
        return null;
      });
      if (answered) this.#take(answered, now);
    }
    await deliverPending(this.#teller(), now);
    await deliverDigests(this.#teller(), now);
  }

  override async alarm(): Promise<void> {
    await deliverPending(this.#teller(), Date.now());
  }

  preferences(connectionId: string): Preferences {
    return this.#store.preferences(connectionId).preferences;
  }

  /** Saves the connection's choices; a webhook URL the policy refuses is not saved, and says why. */
  savePreferences(connectionId: string, wanted: Preferences): Result<Preferences> {
    const parsed = Preferences.safeParse(wanted);
    if (!parsed.success) return fail("these settings are not understood");
    const preferences = { ...parsed.data, muted: [...new Set(parsed.data.muted)] };
    if (preferences.webhook_url !== null) {
      const url = checkWebhookUrl(preferences.webhook_url, this.#policy());
      if (!url.ok) return url;
      preferences.webhook_url = url.value;
    }
    this.#store.savePreferences(connectionId, preferences);
    if (preferences.delivery === "single") this.#store.undoDigest(connectionId);
    // A digest chosen now is first sent at the next digest hour, not at the next tick.
    else this.#store.noteDigest(connectionId, Date.now(), true);
    return ok(preferences);
  }

  recent(connectionId: string): NoticeView[] {
    return this.#store.recent(connectionId, RECENT_LISTED).map((n) => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      path: n.path,
      raised_at: new Date(n.raisedAt).toISOString(),
      email: n.email,
      webhook: n.webhook,
      last_error: n.lastError,
    }));
  }

  /** Does the connection's address or webhook hear from Intake? One test notice, through every channel that is on. */
  async sendTest(connectionId: string): Promise<NoticeView> {
    const now = Date.now();
    const id = `test:${connectionId}:${now}`;
    this.#store.insert(
      {
        id,
        connectionId,
        kind: "test",
        title: "Intake can reach you",
        text: "This is the test you asked for on the Notifications page: Intake tells you here when something needs you.",
        path: "/notifications",
      },
      now,
    );
    const { preferences } = this.#store.preferences(connectionId);
    const test = this.#store.get(id);
    if (!test) throw new Error(`the test notice ${id} was not stored`);
    // At once, whatever the digest chosen: it asks whether the channels work.
    await deliverOne(this.#teller(), test, now, { ...preferences, delivery: "single" });
    const sent = this.recent(connectionId).find((n) => n.id === id);
    if (!sent) throw new Error(`the test notice ${id} is not among the recent ones`);
    return sent;
  }

  #take(answered: Answered, now: number): void {
    for (const notice of answered.notices) this.#store.insert(notice, now);
    if (!answered.lasting) return;
    const { prefix, states } = answered.lasting;
    for (const { key, ...state } of states) {
      if (this.#store.isLasting(key)) continue;
      const id = `${key}:${now}`;
      this.#store.insert({ id, ...state }, now);
      this.#store.beginLasting(key, id);
    }
    this.#store.endLastingExcept(prefix, new Set(states.map((s) => s.key)));
  }

  #teller(): Teller {
    return {
      store: this.#store,
      // PUBLIC_URL: where people reach this deployment, known from the first notice on.
      origin: configOf(this.env).publicOrigin,
      recipientOf: (connectionId) => this.#recipientOf(connectionId),
      mail: (to, content) => this.#mail(to, content),
      post: (url, body) => postWebhook(url, body, this.#policy()),
    };
  }

  async #recipientOf(connectionId: string): Promise<Recipient | null> {
    const identity = await identityOf(this.env, connectionId);
    return identity?.email ? { email: identity.email, name: identity.name, budgetName: identity.budget_name } : null;
  }

  async #mail(to: Recipient, content: MailContent): Promise<Result<null>> {
    try {
      await this.env.NOTIFY_EMAIL.send({
        from: { email: `intake@${configOf(this.env).emailDomain}`, name: "Intake" },
        to: to.email,
        subject: content.subject,
        text: content.text,
        // RFC 3834: an automatic message, which vacation responders and mailing lists leave alone.
        headers: { "Auto-Submitted": "auto-generated" },
      });
      return ok(null);
    } catch (error) {
      return fail(`the mail could not be sent: ${error instanceof Error ? error.message : "no reason given"}`);
    }
  }

  #policy(): UrlPolicy {
    return { localDevelopment: configOf(this.env).localDevelopment };
  }
}
