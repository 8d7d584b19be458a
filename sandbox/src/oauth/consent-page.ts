// The sign-in and consent pages: plain server-rendered HTML, real forms with labels, no scripts, so
// they work with a keyboard and in any test that can POST a form. Every value is escaped by `html`.
import { html } from "hono/html";
import type { Client } from "./clients";
import type { User } from "./directory";

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}
fieldset{margin:1rem 0;padding:.5rem 1rem}label{margin-left:.4rem}button{font:inherit;padding:.4rem 1.2rem;margin-right:.5rem}
.error{color:#9b1c1c;font-weight:600}small{color:#555}`;

/** Headers of every page: never cached, never framed, the authorization request never leaked as a referrer. */
export const PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

const layout = (title: string, body: unknown) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Budget sandbox</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;

const errorLine = (error?: string) => (error ? html`<p class="error" role="alert">${error}</p>` : "");

export function signInPage(p: { requestId: string; client: Client; users: User[]; error?: string }) {
  const only = p.users.length === 1;
  return layout(
    "Sign in",
    html`<h1>Sign in to the budgeting service</h1>
      <p><strong>${p.client.client_name}</strong> asks to connect to one of your budgets.</p>
      <p><small>This is the local sandbox: there are no passwords. Choose who you are.</small></p>
      ${errorLine(p.error)}
      <form method="post" action="/oauth/authorize">
        <input type="hidden" name="request_id" value="${p.requestId}" />
        <input type="hidden" name="step" value="sign-in" />
        <fieldset>
          <legend>User</legend>
          ${p.users.map(
            (u) =>
              html`<div>
                <input type="radio" id="user-${u.id}" name="user_id" value="${u.id}" required ${only ? "checked" : ""} />
                <label for="user-${u.id}">${u.name} <small>${u.email}</small></label>
              </div>`,
          )}
        </fieldset>
        <button type="submit">Continue</button>
      </form>`,
  );
}

/**
 * What each scope lets the application do, as the person reads it. The sandbox does not narrow a token by its
 * scopes: every access token works on the chosen budget, which the page says first.
 */
const SCOPE_WORDS: Record<string, string> = {
  "me:read": "see your name and e-mail address;",
  offline_access: "stay connected while you are away: it keeps its access until you disconnect it, without asking you again;",
};

const scopeInWords = (scope: string) => SCOPE_WORDS[scope] ?? "a permission the sandbox does not describe;";

export function consentPage(p: { requestId: string; client: Client; user: User; redirectUri: string; error?: string }) {
  const only = p.user.budgets.length === 1;
  return layout(
    "Allow access",
    html`<h1>Allow ${p.client.client_name} to use your budget?</h1>
      <p>Signed in as <strong>${p.user.name}</strong> <small>${p.user.email}</small>.</p>
      <p>${p.client.client_name} will be able to:</p>
      <ul class="scopes">
        <li>read and change the budget you choose below: its transactions, accounts and balances;</li>
        ${p.client.scopes.map(
          (s) =>
            html`<li>
              ${scopeInWords(s)} <small><code>${s}</code></small>
            </li>`,
        )}
      </ul>
      <p>You will return to <code>${new URL(p.redirectUri).origin}</code>.</p>
      ${errorLine(p.error)}
      <form method="post" action="/oauth/authorize">
        <input type="hidden" name="request_id" value="${p.requestId}" />
        <input type="hidden" name="step" value="consent" />
        <fieldset>
          <legend>Budget account</legend>
          ${p.user.budgets.length === 0 ? html`<p>You have no budget account.</p>` : ""}
          ${p.user.budgets.map(
            (b) =>
              html`<div>
                <input
                  type="radio"
                  id="budget-${b.account_id}"
                  name="account_id"
                  value="${b.account_id}"
                  required
                  ${only ? "checked" : ""}
                />
                <label for="budget-${b.account_id}">${b.name} <small>account ${b.account_id}</small></label>
              </div>`,
          )}
        </fieldset>
        <button type="submit" name="decision" value="allow">Allow</button>
        <button type="submit" name="decision" value="deny" formnovalidate>Deny</button>
      </form>`,
  );
}

/** For requests that cannot be answered by a redirect (unknown client, unregistered redirect_uri, stale form). */
export const errorPage = (title: string, message: string) =>
  layout(
    title,
    html`<h1>${title}</h1>
      <p role="alert">${message}</p>
      <p><small>Nothing was sent back to the application.</small></p>`,
  );
