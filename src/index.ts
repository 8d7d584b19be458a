// The Intake worker: HTTP (uploads, reports), email (receipts) and cron (balances, retries) in one
// entry; every side effect goes through the Outbox Durable Object.
import { app } from "./http/app";
import { balanceSourcesOf } from "./balance-sources";
import { answerAfterReadingBody } from "./http/unread-body";
import { OUTBOX_NAME } from "./outbox";
import { receiveReceipt } from "./receipts/receive";

export { Outbox } from "./outbox";
export { CredentialKeeper } from "./connections/keeper";
export { BalanceSources } from "./balance-sources/balance-sources";

export default {
  // An answer given before the upload has arrived still reaches the client (see unread-body.ts).
  fetch: (request, env, ctx) => answerAfterReadingBody(request, ctx, (r) => Promise.resolve(app.fetch(r, env, ctx))),
  async scheduled(_controller, env, ctx) {
    // Retries of what waits, and probes of paused connections.
    ctx.waitUntil(env.OUTBOX.get(env.OUTBOX.idFromName(OUTBOX_NAME)).tick());
    // Balance sources that are due (missed runs catch up once), and runs past their 90 days forgotten.
    ctx.waitUntil(balanceSourcesOf(env).tick());
  },
  async email(message, env, _ctx) {
    // A forwarded receipt: verified, unwrapped, read, delivered as one transaction, listed in the inbox.
    await receiveReceipt(message, env);
  },
} satisfies ExportedHandler<Env>;
