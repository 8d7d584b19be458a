// The frame every page shares: navigation, the API key form, and the live region that announces what
// the page's script does. The pages are server-rendered; each loads one script module of its own.
import type { Child } from "hono/jsx";
import type { PageDates } from "./page-dates";

export interface LayoutProps {
  title: string;
  /** The script module under /assets/ that brings this page to life (none: a page of plain forms). */
  script?: string;
  /** Forms marked `data-confirm` ask their question before they are sent (public/assets/confirm.js). */
  confirms?: boolean;
  /** Which navigation entry is this page (`api`: none, the page the HTTP guide links). */
  current: "import" | "history" | "receipts" | "balances" | "accounts" | "profiles" | "notifications" | "connect" | "api";
  /** How the page writes dates: the budget's formats go onto the page for its script (public/assets/format.js). */
  dates: PageDates;
  children?: Child;
}

const NAV = [
  { id: "import", href: "/", label: "Import" },
  { id: "history", href: "/history", label: "History" },
  { id: "receipts", href: "/inbox", label: "Receipts" },
  { id: "balances", href: "/balances", label: "Balances" },
  { id: "accounts", href: "/coverage", label: "Accounts" },
  { id: "profiles", href: "/saved-profiles", label: "Saved profiles" },
  { id: "notifications", href: "/notifications", label: "Notifications" },
  { id: "connect", href: "/connect", label: "Connection" },
] as const;

export function Layout({ title, script, confirms, current, dates, children }: LayoutProps) {
  const { formats } = dates;
  return (
    <html lang="en" data-formats={formats ? JSON.stringify(formats) : undefined}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · Intake`}</title>
        <link rel="stylesheet" href="/assets/intake.css" />
        {/* No favicon to fetch: a browser's request for one would be a 404 in every log. */}
        <link rel="icon" href="data:," />
        {script ? <script type="module" src={`/assets/${script}.js`}></script> : null}
        {confirms ? <script type="module" src="/assets/confirm.js"></script> : null}
      </head>
      <body>
        <a class="skip" href="#main">
          Skip to content
        </a>
        <header class="top">
          <span class="brand">Intake</span>
          <nav aria-label="Pages">
            <ul>
              {NAV.map((n) => (
                <li>
                  <a href={n.href} aria-current={n.id === current ? "page" : undefined}>
                    {n.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {/* The budget the page acts for, named by the page's script (session.js): a switch when there are several. */}
          <div id="budget-bar" class="budget" hidden></div>
        </header>
        <main id="main" tabindex={-1}>
          {script ? <KeyForm /> : null}
          {children}
        </main>
        <div id="announce" class="visually-hidden" role="status" aria-live="polite"></div>
      </body>
    </html>
  );
}

/**
 * Without a browser session the page first offers to connect the budget (/connect makes a session: nothing more to
 * type, ever); an API key, which is for scripts, comes after, kept in this tab only.
 */
function KeyForm() {
  return (
    <form id="key-form" class="key-form" hidden>
      <h2>Connect your budget</h2>
      <p>
        Intake imports into your budget once this browser is connected to it: sign in to the budgeting service, or paste a developer access
        token, on the connection page.
      </p>
      <p>
        <a class="button primary" href="/connect">
          Connect your budget
        </a>
      </p>
      <h3>Or use an Intake API key</h3>
      <p class="hint">
        An API key is for scripts, and for a browser that should not stay connected: it is kept in this tab only (session storage) and sent
        only to Intake, in the Authorization header.
      </p>
      <label for="api-key">API key</label>
      <div class="row">
        <input id="api-key" type="password" autocomplete="off" required />
        <button type="submit">Use this key</button>
      </div>
      <p id="key-error" class="error" role="alert"></p>
    </form>
  );
}
