// The pages a person uses (server-rendered shells that their scripts fill from the JSON API; the Receipts page's
// alert guide the server fills from the browser's session), and the scripts and styles they load, from the worker's
// static assets.
import { type Context, Hono } from "hono";
import { configOf } from "../config";
import { alertSendersOf } from "../mail/alert-senders";
import { mailboxOf } from "../mail/mailbox";
import { sessionConnection } from "./auth";
import type { AlertGuideProps } from "./pages/alert-guide";
import { BalancesPage } from "./pages/balances";
import { CoveragePage } from "./pages/coverage";
import { HistoryPage } from "./pages/history";
import { InboxPage } from "./pages/inbox";
import { NotificationsPage } from "./pages/notifications";
import { ProfilesPage } from "./pages/profiles";
import { pageDatesOf } from "./page-dates";
import type { PageDates } from "./pages/page-dates";
import { ReportPage } from "./pages/report";
import { TransactionPage } from "./pages/transaction";
import { UploadPage } from "./pages/upload";

export const site = new Hono<{ Bindings: Env }>()
  .get("/", async (c) => c.html(<UploadPage dates={await datesOf(c)} />))
  .get("/history", async (c) => c.html(<HistoryPage dates={await datesOf(c)} />))
  .get("/history/:id", async (c) => c.html(<ReportPage id={c.req.param("id")} dates={await datesOf(c)} />))
  .get("/history/transaction/:id", async (c) => c.html(<TransactionPage id={c.req.param("id")} dates={await datesOf(c)} />))
  .get("/inbox", async (c) => c.html(<InboxPage alerts={await alertGuideOf(c)} dates={await datesOf(c)} />))
  .get("/balances", async (c) => c.html(<BalancesPage dates={await datesOf(c)} />))
  .get("/coverage", async (c) => c.html(<CoveragePage dates={await datesOf(c)} />))
  // `/profiles` is the JSON API that this page's script calls.
  .get("/saved-profiles", async (c) => c.html(<ProfilesPage dates={await datesOf(c)} />))
  // `/notifications/settings` is the JSON API that this page's script calls.
  .get("/notifications", async (c) => c.html(<NotificationsPage dates={await datesOf(c)} />))
  .get("/assets/*", async (c) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    // A fetched response's headers are immutable: copy it so the security headers can be added.
    return new Response(asset.body, asset);
  });

type SiteContext = Context<{ Bindings: Env }>;

/** A page's dates: the budget's the browser's session acts for, else the reader's locale (page-dates.ts). */
async function datesOf(c: SiteContext): Promise<PageDates> {
  return pageDatesOf(c, await sessionConnection(c));
}

/** What the Receipts page's alert guide shows of the session's connection: its address, and where its alerts came from. */
async function alertGuideOf(c: SiteContext): Promise<AlertGuideProps> {
  const connectionId = await sessionConnection(c);
  if (!connectionId) return { mailbox: null };
  const [mailbox, senders] = await Promise.all([
    mailboxOf(c.env.CONNECTIONS, connectionId),
    alertSendersOf(c.env.CONNECTIONS, connectionId),
  ]);
  return { mailbox: { address: `${mailbox.alias}@${configOf(c.env).emailDomain}`, senders } };
}
