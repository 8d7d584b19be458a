// The pages (http/site.tsx), the Connection page's forms (http/connect.tsx) and the API's own description
// (http/openapi.tsx): HTML for a browser, forms that answer with a redirect to the page.
import * as z from "zod";
import type { ApiRoute } from "./route";

const page = (path: string, summary: string): ApiRoute => ({ method: "get", path, summary, access: "public", answers: { 200: "html" } });

/**
 * The Connection page's forms, as the browser sends them (application/x-www-form-urlencoded). They are read field by
 * field by the form's handler (connect.tsx), which answers a refusal on the page itself: described here for a reader.
 */
const on = z.literal("on").optional().describe("a ticked checkbox; left out when unticked");
const account = z.string().optional().describe('a manual account id, or "cash"');
const CardFields = Object.fromEntries(
  Array.from({ length: 10 }, (_, i) => [
    [`card-${i}`, z.string().max(60).optional()],
    [`card-account-${i}`, account],
  ]).flat(),
) as Record<string, z.ZodOptional<z.ZodString>>;

const form = (path: string, summary: string, fields: z.ZodObject, refusals: ApiRoute["refusals"] = [403]): ApiRoute => ({
  method: "post",
  path,
  summary,
  access: "session",
  // Every form but the token's names the session's budget it acts on.
  body: { form: path === "/connect/token" ? fields : fields.extend({ connection: z.string().describe("the budget's connection id") }) },
  answers: { 303: "redirect" },
  refusals,
});

export const pageRoutes: ApiRoute[] = [
  page("/", "The Import page: a bank export previewed and imported."),
  page("/history", "The History page: every import, receipt, tap and balance write."),
  page("/history/{id}", "One job's report."),
  page("/history/transaction/{id}", "Where a transaction came from."),
  page("/inbox", "The Receipts page: the receipts inbox and the alert guide."),
  page("/balances", "The Balances page: balance sources and SimpleFIN connections."),
  page("/coverage", "The Accounts page: which days each account's imports cover, and whether the budget agrees."),
  page("/saved-profiles", "The Saved profiles page."),
  page("/notifications", "The Notifications page."),
  {
    method: "get",
    path: "/assets/{path}",
    summary: "The pages' scripts and styles (public/assets/).",
    access: "public",
    answers: { 200: "asset" },
    refusals: [404],
  },
  page("/connect", "The Connection page: the budgets this browser connected, their keys and settings."),
  {
    method: "get",
    path: "/connect/start",
    summary: "Signing in at the service (OAuth code with PKCE): a redirect there.",
    access: "public",
    answers: { 302: "redirect" },
    refusals: [409, 502],
  },
  {
    method: "get",
    path: "/connect/callback",
    summary: "The service's redirect back: connects the budget and sets the session cookie.",
    access: "public",
    query: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
    answers: { 302: "redirect", 303: "redirect" },
    refusals: [400, 403, 502],
  },
  form(
    "/connect/token",
    "Connects the budget a developer access token opens.",
    z.object({ token: z.string(), api_version: z.enum(["v2", "v1"]).optional() }),
    [400, 403],
  ),
  form("/connect/keys", "Makes an API key for the session's budget (shown once).", z.object({ label: z.string().max(60).optional() })),
  form("/connect/keys/revoke", "Revokes an API key.", z.object({ key: z.string() }), [403, 404]),
  form(
    "/connect/mailbox",
    "Saves the receipt settings.",
    z.object({
      senders: z.string().optional().describe("up to 10 addresses, one per line"),
      account,
      match: z.enum(["off", "match_or_insert", "match_or_hold"]).optional(),
      attach: on,
    }),
    [400, 403],
  ),
  form("/connect/mailbox/rotate", "Gives the budget a new receipt address.", z.object({})),
  form("/connect/taps", "Saves which account each card's taps go to.", z.object({ account, ...CardFields }), [400, 403]),
  form("/connect/taps/test", "Says where a test tap would go (inserts nothing).", z.object({})),
  form(
    "/connect/transfers",
    "Saves the transfers' category.",
    z.object({ category: z.string().describe('a category id, "auto" or "none"'), one_side: on }),
    [400, 403, 503],
  ),
  form("/connect/disconnect", "Disconnects the budget: Intake's access revoked, its keys and settings deleted.", z.object({})),
];
