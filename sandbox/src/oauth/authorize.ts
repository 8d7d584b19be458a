// GET and POST /oauth/authorize. GET checks the client and its registered redirect_uri (exact, or a loopback
// one on any port, RFC 8252 §7.3; if either is wrong: an error page, never a redirect), then the request
// (errors go back to the client with its state), and shows the sign-in page; the form posts the user, then
// the budget and Allow or Deny.
import { type Context, Hono } from "hono";
import type { HtmlEscapedString } from "hono/utils/html";
import { z } from "zod";
import { type Client, getClient, isRegisteredRedirect } from "./clients";
import { createCode } from "./codes";
import { consentPage, errorPage, PAGE_HEADERS, signInPage } from "./consent-page";
import { issuerOf, type OAuthEnv } from "./context";
import { bump } from "./counters";
import { getUser, listUsers } from "./directory";
import { RepeatedParameter, singleValued } from "./params";
import { createPending, deletePending, getPending, setPendingUser } from "./pending";
import { S256_CHALLENGE } from "./pkce";

const PKCE_REQUIRED = "PKCE is required: code_challenge must be the 43-character base64url S256 challenge";

const authorizationRequest = z.object({
  response_type: z.literal("code", "response_type must be code"),
  code_challenge: z.string(PKCE_REQUIRED).regex(S256_CHALLENGE, PKCE_REQUIRED),
  code_challenge_method: z.literal("S256", "code_challenge_method must be S256"),
  state: z.string().optional(),
});

const decisionForm = z.discriminatedUnion("step", [
  z.object({ step: z.literal("sign-in"), user_id: z.coerce.number().int().optional() }),
  z.object({ step: z.literal("consent"), decision: z.enum(["allow", "deny"]), account_id: z.coerce.number().int().optional() }),
]);

type Page = HtmlEscapedString | Promise<HtmlEscapedString>;
const page = (c: Context<OAuthEnv>, body: Page, status: 200 | 400 = 200) => c.html(body, status, PAGE_HEADERS);

/** The redirect back to the client: its registered URI (query kept) plus the answer, state and iss (RFC 9207). */
function backTo(redirectUri: string, issuer: string, answer: Record<string, string | null | undefined>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(answer)) if (value != null) url.searchParams.append(key, value);
  url.searchParams.append("iss", issuer);
  return url.href;
}

export const authorize = new Hono<OAuthEnv>()
  .get("/oauth/authorize", (c) => {
    const db = c.env.db;
    const query = new URL(c.req.url).searchParams;
    const [clientId, redirectUri] = [query.getAll("client_id"), query.getAll("redirect_uri")];
    const client = clientId.length === 1 ? getClient(db, clientId[0]!) : undefined;
    if (!client) return page(c, errorPage("Unknown application", "client_id is missing, repeated or not registered."), 400);
    if (redirectUri.length !== 1 || !isRegisteredRedirect(client, redirectUri[0]!)) {
      return page(c, errorPage("Unregistered redirect_uri", `redirect_uri must be exactly one registered for ${client.client_name}.`), 400);
    }
    const back = (error: string, description: string) =>
      c.redirect(backTo(redirectUri[0]!, issuerOf(c.req.url), { error, error_description: description, state: query.get("state") }), 302);

    let params: Record<string, string>;
    try {
      params = singleValued(query);
    } catch (e) {
      if (e instanceof RepeatedParameter) return back("invalid_request", e.message);
      throw e;
    }
    const parsed = authorizationRequest.safeParse(params);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const unsupported = issue.path[0] === "response_type" && params.response_type !== undefined;
      return back(unsupported ? "unsupported_response_type" : "invalid_request", issue.message);
    }
    // `scope` is ignored on purpose: the client always gets its registered scopes.
    const requestId = createPending(db, { client_id: client.client_id, redirect_uri: redirectUri[0]!, ...parsed.data });
    return page(c, signInPage({ requestId, client, users: listUsers(db) }));
  })
  .post("/oauth/authorize", async (c) => {
    const db = c.env.db;
    let form: Record<string, string>;
    try {
      form = singleValued(new URLSearchParams(await c.req.text()));
    } catch {
      return page(c, errorPage("Bad request", "A field of the form is repeated."), 400);
    }
    const pending = form.request_id === undefined ? undefined : getPending(db, form.request_id);
    const client: Client | undefined = pending && getClient(db, pending.client_id);
    if (!pending || !client) {
      return page(
        c,
        errorPage("This sign-in has expired", "It was already answered or is too old: start again from the application."),
        400,
      );
    }
    const parsed = decisionForm.safeParse(form);
    if (!parsed.success) return page(c, errorPage("Bad request", "The form is incomplete: start again from the application."), 400);
    const users = () => listUsers(db);
    const step = parsed.data;

    if (step.step === "sign-in") {
      const user = step.user_id === undefined ? undefined : getUser(db, step.user_id);
      if (!user) return page(c, signInPage({ requestId: pending.id, client, users: users(), error: "Choose one of the users." }), 400);
      setPendingUser(db, pending.id, user.id);
      return page(c, consentPage({ requestId: pending.id, client, user, redirectUri: pending.redirect_uri }));
    }

    const user = pending.user_id === null ? undefined : getUser(db, pending.user_id);
    if (!user) return page(c, signInPage({ requestId: pending.id, client, users: users(), error: "Sign in first." }), 400);
    const back = (answer: Record<string, string>) =>
      c.redirect(backTo(pending.redirect_uri, issuerOf(c.req.url), { ...answer, state: pending.state }), 303);
    if (step.decision === "deny") {
      deletePending(db, pending.id);
      bump(db, client.client_id, "denials");
      return back({ error: "access_denied", error_description: "The user denied the request" });
    }
    const budget = user.budgets.find((b) => b.account_id === step.account_id);
    if (!budget) {
      const error = "Choose one of your budget accounts.";
      return page(c, consentPage({ requestId: pending.id, client, user, redirectUri: pending.redirect_uri, error }), 400);
    }
    // Removed before the code is made (an await), so one request yields at most one code.
    deletePending(db, pending.id);
    const code = await createCode(db, client, pending, user.id, budget);
    bump(db, client.client_id, "authorizations");
    return back({ code });
  });
