// The Intake worker: HTTP (uploads, reports), email (receipts) and cron (balances, retries, notices) in one
// entry. Every request to the budgeting service goes through the Outbox Durable Object, except `GET /me`
// asked while a person waits to connect (connections/who-is.ts says why); what needs the person goes through the Notifier.
import { app } from "./http/app";
import { configOf } from "./config";
import { answerAfterReadingBody } from "./http/unread-body";
import { heldReceiptNotice } from "./notifications/news";
import { receiveReceipt } from "./mail/receive";
import { balanceSourcesOf, notifierOf, outboxOf } from "./storage";

export { Outbox } from "./outbox";
export { CredentialKeeper } from "./connections/keeper";
export { BalanceSources } from "./balance-sources/balance-sources";
export { Notifier } from "./notifications/notifier";

export default {
  // An answer given before the upload has arrived still reaches the client (see unread-body.ts).
  fetch: (request, env, ctx) => answerAfterReadingBody(request, ctx, (r) => Promise.resolve(app.fetch(r, env, ctx))),
  async scheduled(_controller, env, ctx) {
    // A misconfigured deployment stops here, naming the variable, before any object acts on it.
    configOf(env);
    // Retries of what waits, and probes of paused connections.
    ctx.waitUntil(outboxOf(env).tick());
    // Balance sources that are due (missed runs catch up once), and runs past their 90 days forgotten.
    ctx.waitUntil(balanceSourcesOf(env).tick());
    // What needs the person, told once; notices that wait, and the day's digests.
    ctx.waitUntil(notifierOf(env).tick());
  },
  async email(message, env, _ctx) {
    configOf(env);
    // A forwarded receipt: verified, unwrapped, read, delivered as one transaction, listed in the inbox.
    const received = await receiveReceipt(message, env);
    // One the person must act on (its amount, a review, a statement not imported) is told, not left to be found.
    const notices = received ? received.entries.flatMap((entry) => heldReceiptNotice(received.connectionId, entry) ?? []) : [];
    // The receipt is in the inbox whatever happens here: a notifier that cannot be reached does not bounce the mail.
    if (notices.length > 0)
      await notifierOf(env)
        .raise(notices)
        .catch(() => console.warn("notifications: a held receipt was not raised"));
  },
} satisfies ExportedHandler<Env>;
