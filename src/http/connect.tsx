// /connect: connecting a budget (OAuth authorization code with PKCE, or a pasted developer token), the
// browser session that follows, API keys, disconnecting. The OAuth flow's state and code verifier ride in
// a sealed, HttpOnly cookie bound to the browser that started it; it is cleared by the callback. The state
// is also kept on Intake's side and consumed before the code is exchanged: a replayed callback (a reload,
// a back button, a leaked URL) never reaches the service, which revokes the whole grant when a code is
// used twice.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { csrf } from "hono/csrf";
import type * as z from "zod";
import { apiVersionOf } from "../budget-api";
import { configOf } from "../config";
import { type ConnectionTokens, DEFAULT_CONNECTION, KeptCredentials, loadConnection, vaultOf } from "../connections";
import { identityOf } from "../connections/deployment";
import { createApiKey, listApiKeys, revokeAllApiKeys, revokeApiKey } from "../connections/api-keys";
import { connect } from "../connections/connect";
import { exchangeCode, startAuthorization } from "../connections/oauth-client";
import { fromOwnPage } from "./auth";
import { mappedTwice } from "./taps";
import { leaveSession, openSession, readSession, SESSION_COOKIE, SESSION_TTL_SECONDS } from "../connections/sessions";
import { keeperOf, outboxOf } from "../storage";
import { importLearning } from "../lazy-modules";
import { deleteMailbox, type MatchMode, MAX_SENDERS, mailboxOf, rotateAddress, updateMailbox } from "../mail/mailbox";
import { accountForCard, cardMappedTwice, deleteTapSettings, MAX_CARDS, saveTapSettings, tapSettingsOf } from "../taps/settings";
import { readTap } from "../taps/tap";
import { categoryChoiceOf, deleteTransferSettings, saveTransferSettings, transferSettingsOf } from "../outbox/transfer-settings";
import { ConnectPage, type ConnectPageProps, type ConnectionView } from "./pages/connect";
import { pageDatesOf } from "./page-dates";
import { BudgetForm, CallbackQuery, KeyForm, MailboxForm, RevokeKeyForm, TapsForm, TokenForm, TransfersForm } from "./requests/connect";
import { type Refusal, Room } from "./route";

/** A sign-in at the service takes a minute or two; a flow older than this is started again. */
const FLOW_TTL_SECONDS = 10 * 60;
const FLOW_COOKIE = "__Host-intake_flow";
/** The additional data that binds a sealed flow to its use (a sealed token cannot pass for one). */
const FLOW_BINDING = "oauth-flow";
/** The news of a form's success rides to the page the redirect leads to; a minute is plenty for a redirect. */
const NOTICE_TTL_SECONDS = 60;
const NOTICE_COOKIE = "__Host-intake_notice";
const NOTICE_BINDING = "connect-notice";
/** The KV entry that says a started flow's state has not been used yet (storage-layout.md). */
const liveFlowKey = (state: string) => `oauth-flow:${state}`;

type Ctx = Context<{ Bindings: Env }>;

interface Flow {
  state: string;
  codeVerifier: string;
  redirectUri: string;
  startedAt: number;
}

const cookieOptions = { path: "/", secure: true, httpOnly: true, sameSite: "Lax" } as const;

// Forms post only from the deployment's own pages (a cross-site form cannot act with the session cookie): an Origin
// that is exactly the deployment's (scheme, host and port; never the request's Host) and a Sec-Fetch-Site, when sent,
// of "same-origin"; or that Sec-Fetch-Site alone for a request addressed to the deployment's origin itself (auth.ts's
// fromOwnPage, which both checks of hono's csrf ask, since either passing would do).
const fromOwnPages = csrf({
  origin: (_origin, c) => fromOwnPage(c.req.raw, configOf(c.env).publicOrigin),
  secFetchSite: (_site, c) => fromOwnPage(c.req.raw, configOf(c.env).publicOrigin),
});

/**
 * A form of the page (its fields, requests/connect.ts, read by its handler), for the browser's session only, run
 * behind fromOwnPages: a success is a redirect to the page with the news. What the form refuses the page says itself,
 * HTML of that status (`refused`: 403 when the session does not hold the budget the form names); a post from another
 * site is the one Error, 403.
 */
const form = <P extends string>(path: P, summary: string, fields: z.ZodObject, refused: Refusal[] = [403]) =>
  ({
    method: "post",
    path,
    summary,
    access: "session",
    body: { form: fields },
    answers: { 303: "redirect", ...(Object.fromEntries(refused.map((status) => [status, "html"])) as Partial<Record<Refusal, "html">>) },
    refusals: [403] as Refusal[],
  }) as const;

export const connectRoutes = new Room<{ Bindings: Env }>("/connect")
  .route(
    {
      method: "get",
      path: "/connect",
      summary: "The Connection page: the budgets this browser connected, their keys and settings.",
      access: "public",
      answers: { 200: "html" },
    },
    async (c) => page(c, 200, await takeNotice(c)),
  )
  .route(
    {
      method: "get",
      path: "/connect/start",
      summary: "Signing in at the service (OAuth code with PKCE): a redirect there.",
      access: "public",
      // No OAuth client, or the service's sign-in out of reach: the page says so.
      answers: { 302: "redirect", 409: "html", 502: "html" },
    },
    async (c) => {
      const { oauth: config, publicOrigin } = configOf(c.env);
      if (!config) return page(c, 409, { notice: { kind: "error", text: "This deployment has no OAuth client configured." } });
      // The deployment's own address, as registered at the service: a request's Host header could name any other.
      const redirectUri = new URL("/connect/callback", publicOrigin).href;
      let start;
      try {
        start = await startAuthorization(config, redirectUri);
      } catch {
        return page(c, 502, {
          notice: { kind: "error", text: "The budgeting service's sign-in could not be reached. Try again shortly." },
        });
      }
      const flow: Flow = { state: start.state, codeVerifier: start.codeVerifier, redirectUri, startedAt: Date.now() };
      await c.env.CONNECTIONS.put(liveFlowKey(flow.state), "1", { expirationTtl: FLOW_TTL_SECONDS });
      setCookie(c, FLOW_COOKIE, await vaultOf(c.env).seal(flow, FLOW_BINDING), { ...cookieOptions, maxAge: FLOW_TTL_SECONDS });
      return c.redirect(start.url.href, 302);
    },
  )
  .route(
    {
      method: "get",
      path: "/connect/callback",
      summary: "The service's redirect back: connects the budget and sets the session cookie.",
      access: "public",
      query: CallbackQuery,
      // Every outcome, a refusal too, is a redirect to the page with the news.
      answers: { 303: "redirect" },
    },
    async (c) => {
      // Never logged, never echoed: the query string carries the authorization code. Every outcome ends in a
      // redirect to /connect, so a reload or the back button never brings the used code back.
      const sealed = getCookie(c, FLOW_COOKIE);
      deleteCookie(c, FLOW_COOKIE, cookieOptions);
      const flow = sealed
        ? await vaultOf(c.env)
            .open<Flow>(sealed, FLOW_BINDING)
            .catch(() => null)
        : null;
      const url = new URL(c.req.url);
      const again = "Nothing was stored; start again from this page.";
      if (!flow || Date.now() - flow.startedAt > FLOW_TTL_SECONDS * 1000) {
        return noticeAfter(c, { notice: { kind: "error", text: `This sign-in was already used or has expired. ${again}` } });
      }
      if (url.searchParams.get("state") !== flow.state) {
        return noticeAfter(c, {
          notice: { kind: "error", text: `This answer does not belong to the sign-in this browser started. ${again}` },
        });
      }
      // Consumed before anything else happens: whatever this callback turns out to be, its state is spent.
      if ((await c.env.CONNECTIONS.get(liveFlowKey(flow.state))) === null) {
        return noticeAfter(c, { notice: { kind: "error", text: `This sign-in was already used or has expired. ${again}` } });
      }
      await c.env.CONNECTIONS.delete(liveFlowKey(flow.state));
      const error = url.searchParams.get("error");
      if (error === "access_denied") {
        return noticeAfter(c, { notice: { kind: "error", text: "You chose not to connect. Nothing was stored." } });
      }
      if (error)
        return noticeAfter(c, {
          notice: { kind: "error", text: `The budgeting service ended the sign-in (${error.slice(0, 40)}). ${again}` },
        });
      const config = configOf(c.env).oauth;
      let tokens: ConnectionTokens;
      try {
        if (!config) throw new Error("no OAuth client");
        tokens = await exchangeCode(config, url, flow);
      } catch {
        return noticeAfter(c, { notice: { kind: "error", text: `The budgeting service did not accept this sign-in. ${again}` } });
      }
      return connected(c, await connect(c.env, "oauth", tokens), { always: true });
    },
  )
  .route(
    form("/connect/token", "Connects the budget a developer access token opens.", TokenForm, [400, 403, 502, 503]),
    fromOwnPages,
    async (c) => {
      const form = await c.req.parseBody();
      const token = typeof form.token === "string" ? form.token.trim() : "";
      if (!token) return page(c, 400, { notice: { kind: "error", text: "Paste the developer access token first." } });
      const version = form.api_version ?? "v2";
      if (version !== "v1" && version !== "v2") {
        return page(c, 400, { notice: { kind: "error", text: "Choose the interface: v2 (current) or v1 (legacy)." } });
      }
      return connected(c, await connect(c.env, "developer_token", { access_token: token }, version));
    },
  )
  .route(form("/connect/keys", "Makes an API key for the session's budget (shown once).", KeyForm), fromOwnPages, async (c) => {
    const { connectionId, label } = await sessionForm(c);
    if (!connectionId) return notYours(c);
    const made = await createApiKey(c.env.CONNECTIONS, connectionId, label.slice(0, 60) || "API key");
    // Shown once, on the page the redirect leads to; it travels there sealed (noticeAfter).
    return noticeAfter(c, { newKey: { key: made.key, label: made.entry.label } });
  })
  .route(form("/connect/keys/revoke", "Revokes an API key.", RevokeKeyForm, [403, 404]), fromOwnPages, async (c) => {
    const { connectionId, form } = await sessionForm(c);
    if (!connectionId) return notYours(c);
    const revoked = await revokeApiKey(c.env.CONNECTIONS, connectionId, String(form.key ?? ""));
    if (!revoked) return page(c, 404, { notice: { kind: "error", text: "No such key." } });
    return noticeAfter(c, { notice: { kind: "ok", text: "The key was revoked: it no longer works." } });
  })
  .route(form("/connect/mailbox", "Saves the receipt settings.", MailboxForm, [400, 403]), fromOwnPages, async (c) => {
    const { connectionId, form } = await sessionForm(c);
    if (!connectionId) return notYours(c);
    const senders = String(form.senders ?? "")
      .split(/[\s,;]+/)
      .filter(Boolean);
    if (senders.length > MAX_SENDERS || senders.some((s) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s))) {
      return page(c, 400, { notice: { kind: "error", text: `List up to ${MAX_SENDERS} email addresses, one per line.` } });
    }
    const account = String(form.account ?? "cash");
    const match = String(form.match ?? "off");
    await updateMailbox(c.env.CONNECTIONS, connectionId, {
      allowedSenders: senders,
      accountId: account === "cash" ? null : Number(account) || null,
      matchMode: (["off", "match_or_insert", "match_or_hold"].includes(match) ? match : "off") as MatchMode,
      // A checkbox left unticked is not sent: the form always carries the whole setting.
      attachReceipts: form.attach === "on",
    });
    return noticeAfter(c, { notice: { kind: "ok", text: "Receipt settings saved." } });
  })
  .route(form("/connect/taps", "Saves which account each card's taps go to.", TapsForm, [400, 403]), fromOwnPages, async (c) => {
    const { connectionId, form } = await sessionForm(c);
    if (!connectionId) return notYours(c);
    const accountOf = (value: unknown) => (String(value ?? "cash") === "cash" ? null : Number(value) || null);
    const cards = Array.from({ length: MAX_CARDS }, (_, i) => ({
      card: String(form[`card-${i}`] ?? "").slice(0, 60),
      accountId: accountOf(form[`card-account-${i}`]),
    }));
    const twice = cardMappedTwice(cards);
    if (twice) return page(c, 400, { notice: { kind: "error", text: mappedTwice(twice) } });
    await saveTapSettings(c.env.CONNECTIONS, connectionId, { accountId: accountOf(form.account), cards });
    return noticeAfter(c, { notice: { kind: "ok", text: "Tap settings saved." } });
  })
  .route(form("/connect/transfers", "Saves the transfers' category.", TransfersForm, [400, 403, 503]), fromOwnPages, async (c) => {
    const { connectionId, form } = await sessionForm(c);
    if (!connectionId) return notYours(c);
    const category = categoryChoiceOf(form.category);
    if (category === null) return page(c, 400, { notice: { kind: "error", text: "Choose a category for transfers from the list." } });
    if (typeof category === "number") {
      // Checked now, as PUT /transfers/settings does: a category the budget does not have would fail every grouping.
      const listed = await outboxOf(c.env).categoryList(connectionId);
      if (!listed.ok || !listed.categories.some((cat) => cat.id === category)) {
        const text = listed.ok
          ? `This budget has no category ${category}: choose a category for transfers from the list.`
          : "Intake could not read the budget's categories just now: try again in a minute.";
        return page(c, listed.ok ? 400 : 503, { notice: { kind: "error", text } });
      }
    }
    // A checkbox left unticked is not sent: the form always carries the whole setting.
    await saveTransferSettings(c.env.CONNECTIONS, connectionId, { category, oneSide: form.one_side === "on" });
    return noticeAfter(c, { notice: { kind: "ok", text: "Transfer settings saved." } });
  })
  .route(form("/connect/taps/test", "Says where a test tap would go (inserts nothing).", BudgetForm), fromOwnPages, async (c) => {
    const { connectionId } = await sessionForm(c);
    if (!connectionId) return notYours(c);
    const settings = await tapSettingsOf(c.env.CONNECTIONS, connectionId);
    const card = settings.cards[0]?.card ?? null;
    const reading = readTap({ merchant: "Test tap", amount: "1.00", ...(card ? { card } : {}) }, new Date());
    const accountId = reading.ok ? accountForCard(settings, reading.value.card) : null;
    const listed = await outboxOf(c.env).accountList(connectionId);
    const account = accountId === null ? "cash" : listed.ok ? listed.accounts.find((a) => a.id === accountId) : undefined;
    const where = account === "cash" ? "cash" : account ? account.display_name || account.name : null;
    const text = where
      ? `A tap of 1.00 on ${card ?? "a card not listed"} goes to ${where}: Intake is ready for your phone (this test inserted nothing).`
      : `A tap on ${card ?? "a card not listed"} names account ${accountId}, which this budget does not have: choose another account.`;
    return noticeAfter(c, { notice: { kind: where ? "ok" : "error", text } });
  })
  .route(form("/connect/mailbox/rotate", "Gives the budget a new receipt address.", BudgetForm), fromOwnPages, async (c) => {
    const { connectionId } = await sessionForm(c);
    if (!connectionId) return notYours(c);
    const mailbox = await rotateAddress(c.env.CONNECTIONS, connectionId);
    return noticeAfter(c, { notice: { kind: "ok", text: `Your new receipt address is ${mailbox.alias}@${configOf(c.env).emailDomain}.` } });
  })
  .route(
    form("/connect/disconnect", "Disconnects the budget: Intake's access revoked, its keys and settings deleted.", BudgetForm),
    fromOwnPages,
    async (c) => {
      const { connectionId, session } = await sessionForm(c);
      if (!connectionId || !session) return notYours(c);
      await keeperOf(c.env, connectionId).disconnect(connectionId);
      await revokeAllApiKeys(c.env.CONNECTIONS, connectionId);
      await deleteMailbox(c.env.CONNECTIONS, connectionId);
      await deleteTapSettings(c.env.CONNECTIONS, connectionId);
      await deleteTransferSettings(c.env.CONNECTIONS, connectionId);
      await (await importLearning()).forgetShopAnswers(c.env.CONNECTIONS, connectionId);
      await outboxOf(c.env).forgetHistory(connectionId);
      await leaveSession(c.env.CONNECTIONS, session, connectionId);
      const text =
        connectionId === DEFAULT_CONNECTION && configOf(c.env).deployment.token
          ? "Disconnected: Intake revoked the access you granted and deleted your keys. This budget is the deployment's own: its token (BUDGET_API_TOKEN) and key still work until the deployment removes them. Your import history stays."
          : "Disconnected: Intake revoked its access and deleted the tokens and keys. Your import history stays.";
      return noticeAfter(c, { notice: { kind: "ok", text } });
    },
  );

/**
 * After a connect: the session cookie, paused imports resumed, and a redirect to the page with the news (a
 * reload then repeats nothing). A refused connect from a form is answered in place; from the OAuth callback
 * (`always`) it redirects too.
 */
async function connected(c: Ctx, outcome: Awaited<ReturnType<typeof connect>>, options: { always?: boolean } = {}): Promise<Response> {
  if (!outcome.ok) {
    const notice = { kind: "error", text: outcome.reason.message } as const;
    return options.always ? noticeAfter(c, { notice }) : page(c, outcome.reason.status, { notice });
  }
  const { connectionId, identity } = outcome.value;
  const token = await openSession(c.env.CONNECTIONS, connectionId, getCookie(c, SESSION_COOKIE) ?? null);
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_SECONDS });
  // A reconnect lets the imports that waited for it go on (best effort: the cron probes them too).
  c.executionCtx.waitUntil(
    outboxOf(c.env)
      .resumeConnection(connectionId)
      .catch(() => false),
  );
  const text = `Connected to ${identity.budget_name} as ${identity.email}.`;
  return noticeAfter(c, { notice: { kind: "ok", text } });
}

/** What a form's success says, carried to the page the redirect leads to (post/redirect/get). */
type Notice = Pick<ConnectPageProps, "notice" | "newKey">;

/**
 * Redirects to /connect with the news in a short-lived cookie, sealed: a new API key rides in it once, and
 * a URL never carries it. The page reads and clears it.
 */
async function noticeAfter(c: Ctx, notice: Notice): Promise<Response> {
  setCookie(c, NOTICE_COOKIE, await vaultOf(c.env).seal(notice, NOTICE_BINDING), { ...cookieOptions, maxAge: NOTICE_TTL_SECONDS });
  return c.redirect("/connect", 303);
}

async function takeNotice(c: Ctx): Promise<Notice> {
  const sealed = getCookie(c, NOTICE_COOKIE);
  if (!sealed) return {};
  deleteCookie(c, NOTICE_COOKIE, cookieOptions);
  return vaultOf(c.env)
    .open<Notice>(sealed, NOTICE_BINDING)
    .catch(() => ({}));
}

/** The connection a form names, if this browser's session holds it. */
async function sessionForm(c: Ctx) {
  const form = await c.req.parseBody();
  const session = getCookie(c, SESSION_COOKIE) ?? null;
  const record = session ? await readSession(c.env.CONNECTIONS, session) : null;
  const wanted = String(form.connection ?? "");
  const connectionId = record?.connections.includes(wanted) ? wanted : null;
  return { connectionId, session, form, label: String(form.label ?? "").trim() };
}

const notYours = (c: Ctx) => page(c, 403, { notice: { kind: "error", text: "This browser is not signed in to that connection." } });

async function page(c: Ctx, status: number, props: Partial<ConnectPageProps>, sessionToken?: string): Promise<Response> {
  const token = sessionToken ?? getCookie(c, SESSION_COOKIE);
  const record = token ? await readSession(c.env.CONNECTIONS, token) : null;
  const connections: ConnectionView[] = [];
  const credentials = new KeptCredentials(c.env);
  for (const id of record?.connections ?? []) {
    const stored = await loadConnection(c.env, id);
    // `default` works on the deployment's secret without a record (connections/deployment.ts).
    if (!stored && id !== DEFAULT_CONNECTION) continue;
    const mailbox = await mailboxOf(c.env.CONNECTIONS, id);
    const listed = await outboxOf(c.env).accountList(id);
    const categories = await outboxOf(c.env).categoryList(id);
    connections.push({
      id,
      mailbox: {
        address: `${mailbox.alias}@${configOf(c.env).emailDomain}`,
        allowedSenders: mailbox.allowedSenders,
        accountId: mailbox.accountId,
        matchMode: mailbox.matchMode,
        attachReceipts: mailbox.attachReceipts !== false,
        accounts: listed.ok
          ? listed.accounts.filter((a) => a.status !== "closed").map((a) => ({ id: a.id, name: a.display_name || a.name }))
          : [],
      },
      identity: await identityOf(c.env, id),
      kind: stored?.kind ?? "developer_token",
      apiVersion: stored ? apiVersionOf(stored.api_version) : await credentials.apiVersion(id),
      needsAuthorization: (await credentials.needsAuthorization(id)) || (await outboxOf(c.env).isPaused(id)),
      keys: await listApiKeys(c.env.CONNECTIONS, id),
      deploymentKey: id === DEFAULT_CONNECTION && configOf(c.env).deployment.apiKey !== null,
      taps: await tapSettingsOf(c.env.CONNECTIONS, id),
      transfers: {
        ...(await transferSettingsOf(c.env.CONNECTIONS, id)),
        categories: categories.ok ? categories.categories.map((k) => ({ id: k.id, name: k.name })) : [],
      },
    });
  }
  c.status(status as 200);
  const origin = configOf(c.env).publicOrigin;
  // The days of the budget the session acts for (its first connection, auth.ts).
  const dates = await pageDatesOf(c, record?.connections[0] ?? null);
  return c.html(<ConnectPage connections={connections} oauth={configOf(c.env).oauth !== null} origin={origin} dates={dates} {...props} />);
}
