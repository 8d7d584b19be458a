// The pages a person uses (server-rendered shells that their scripts fill from the JSON API; the Receipts page's
// alert guide the server fills from the browser's session), and the scripts and styles they load, from the worker's
// static assets.
import { type Context, Hono } from "hono";
import { configOf } from "../config";
import { alertSendersOf } from "../receipts/alert-senders";
import { mailboxOf } from "../receipts/mailbox";
import { sessionConnection } from "./auth";
import type { AlertGuideProps } from "./pages/alert-guide";
import { BalancesPage } from "./pages/balances";
import { CoveragePage } from "./pages/coverage";
import { HistoryPage } from "./pages/history";
import { InboxPage } from "./pages/inbox";
import { NotificationsPage } from "./pages/notifications";
import { ProfilesPage } from "./pages/profiles";
import { readerLocale } from "./pages/reader-locale";
import { ReportPage } from "./pages/report";
import { TransactionPage } from "./pages/transaction";
import { UploadPage } from "./pages/upload";

export const site = new Hono<{ Bindings: Env }>()
  .get("/", (c) => c.html(<UploadPage />))
  .get("/history", (c) => c.html(<HistoryPage />))
  .get("/history/:id", (c) => c.html(<ReportPage id={c.req.param("id")} />))
  .get("/history/transaction/:id", (c) => c.html(<TransactionPage id={c.req.param("id")} />))
  .get("/inbox", async (c) => c.html(<InboxPage alerts={await alertGuideOf(c)} />))
  .get("/balances", (c) => c.html(<BalancesPage />))
  .get("/coverage", (c) => c.html(<CoveragePage />))
  // `/profiles` is the JSON API that this page's script calls.
  .get("/saved-profiles", (c) => c.html(<ProfilesPage />))
  // `/notifications/settings` is the JSON API that this page's script calls.
  .get("/notifications", (c) => c.html(<NotificationsPage />))
  .get("/assets/*", async (c) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    // A fetched response's headers are immutable: copy it so the security headers can be added.
    return new Response(asset.body, asset);
  });

/** What the Receipts page's alert guide shows of the session's connection: its address, and where its alerts came from. */
async function alertGuideOf(c: Context<{ Bindings: Env }>): Promise<AlertGuideProps> {
  const locale = readerLocale(c.req.header("Accept-Language"));
  const connectionId = await sessionConnection(c);
  if (!connectionId) return { mailbox: null, locale };
  const [mailbox, senders] = await Promise.all([
    mailboxOf(c.env.CONNECTIONS, connectionId),
    alertSendersOf(c.env.CONNECTIONS, connectionId),
  ]);
  return { mailbox: { address: `${mailbox.alias}@${configOf(c.env).emailDomain}`, senders }, locale };
}
