// The pages a person uses (server-rendered shells that their scripts fill from the JSON API), and the
// scripts and styles they load, from the worker's static assets.
import { Hono } from "hono";
import { BalancesPage } from "./pages/balances";
import { HistoryPage } from "./pages/history";
import { InboxPage } from "./pages/inbox";
import { NotificationsPage } from "./pages/notifications";
import { ProfilesPage } from "./pages/profiles";
import { ReportPage } from "./pages/report";
import { TransactionPage } from "./pages/transaction";
import { UploadPage } from "./pages/upload";

export const site = new Hono<{ Bindings: Env }>()
  .get("/", (c) => c.html(<UploadPage />))
  .get("/history", (c) => c.html(<HistoryPage />))
  .get("/history/:id", (c) => c.html(<ReportPage id={c.req.param("id")} />))
  .get("/history/transaction/:id", (c) => c.html(<TransactionPage id={c.req.param("id")} />))
  .get("/inbox", (c) => c.html(<InboxPage />))
  .get("/balances", (c) => c.html(<BalancesPage />))
  // `/profiles` is the JSON API that this page's script calls.
  .get("/saved-profiles", (c) => c.html(<ProfilesPage />))
  // `/notifications/settings` is the JSON API that this page's script calls.
  .get("/notifications", (c) => c.html(<NotificationsPage />))
  .get("/assets/*", async (c) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    // A fetched response's headers are immutable: copy it so the security headers can be added.
    return new Response(asset.body, asset);
  });
