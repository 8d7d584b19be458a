// The pages a person uses (server-rendered shells that their scripts fill from the JSON API; the Receipts page's
// alert guide the server fills from the browser's session), and the scripts and styles they load, from the worker's
// static assets.
import type { Context } from "hono";
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
import { Room } from "./route";

/** A page: HTML for anyone (a page without a session says how to connect). */
const page = <P extends string>(path: P, summary: string) =>
  ({ method: "get", path, summary, access: "public", answers: { 200: "html" } }) as const;

export const site = new Room<{ Bindings: Env }>("/")
  .route(page("/", "The Import page: a bank export previewed and imported."), async (c) => c.html(<UploadPage dates={await datesOf(c)} />))
  .route(page("/history", "The History page: every import, receipt, tap and balance write."), async (c) =>
    c.html(<HistoryPage dates={await datesOf(c)} />),
  )
  .route(page("/history/{id}", "One job's report."), async (c) => c.html(<ReportPage id={c.req.param("id")} dates={await datesOf(c)} />))
  .route(page("/history/transaction/{id}", "Where a transaction came from."), async (c) =>
    c.html(<TransactionPage id={c.req.param("id")} dates={await datesOf(c)} />),
  )
  .route(page("/inbox", "The Receipts page: the receipts inbox and the alert guide."), async (c) =>
    c.html(<InboxPage alerts={await alertGuideOf(c)} dates={await datesOf(c)} />),
  )
  .route(page("/balances", "The Balances page: balance sources and SimpleFIN connections."), async (c) =>
    c.html(<BalancesPage dates={await datesOf(c)} />),
  )
  .route(page("/coverage", "The Accounts page: which days each account's imports cover, and whether the budget agrees."), async (c) =>
    c.html(<CoveragePage dates={await datesOf(c)} />),
  )
  // `/profiles` is the JSON API that this page's script calls.
  .route(page("/saved-profiles", "The Saved profiles page."), async (c) => c.html(<ProfilesPage dates={await datesOf(c)} />))
  // `/notifications/settings` is the JSON API that this page's script calls.
  .route(page("/notifications", "The Notifications page."), async (c) => c.html(<NotificationsPage dates={await datesOf(c)} />))
  .route(
    {
      method: "get",
      path: "/assets/{path}",
      summary: "The pages' scripts and styles (public/assets/).",
      access: "public",
      // The assets binding's own 404 (no body), not the JSON Error of the API's refusals.
      answers: { 200: "asset", 404: "no_asset" },
    },
    async (c) => {
      const asset = await c.env.ASSETS.fetch(c.req.raw);
      // A fetched response's headers are immutable: copy it so the security headers can be added.
      return new Response(asset.body, asset);
    },
  );

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
