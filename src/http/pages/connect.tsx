// The connection page: connect a budget (OAuth, or a pasted developer token), see the connected budgets,
// make and revoke API keys for scripts (the deployment's own key named, never shown), disconnect. Plain forms, rendered on the server: no script needed.
import type { Child } from "hono/jsx";
import type { ApiKeyEntry } from "../../connections/api-keys";
import type { ConnectionIdentity } from "../../connections";
import { Layout } from "./layout";
import { type Dated, dayOn, type PageDates } from "./page-dates";
import { Taps, type TapsView } from "./taps";
import type { TransferCategoryChoice } from "../../outbox/transfer-settings";

export interface MailboxView {
  address: string;
  allowedSenders: string[];
  accountId: number | null;
  matchMode: "off" | "match_or_insert" | "match_or_hold";
  /** Whether the receipt itself is attached to its transaction. */
  attachReceipts: boolean;
  /** The accounts receipts may go to (id, name); empty when the list could not be read. */
  accounts: { id: number; name: string }[];
}

export interface ConnectionView {
  id: string;
  mailbox: MailboxView;
  identity: ConnectionIdentity | null;
  kind: "developer_token" | "oauth";
  /** The service's interface the connection speaks. */
  apiVersion: "v1" | "v2";
  needsAuthorization: boolean;
  keys: ApiKeyEntry[];
  /** The deployment's own connection with INTAKE_API_KEY set: that key works too, but only its configuration changes it. */
  deploymentKey: boolean;
  /** Which account each card's taps go to. */
  taps: TapsView;
  /** The category a transfer between the person's own accounts gets. */
  transfers: TransfersView;
}

export interface TransfersView {
  category: TransferCategoryChoice;
  /** Whether a side whose other account is not in the budget gets the category alone. */
  oneSide: boolean;
  /** The budget's categories to choose from; empty when the list could not be read. */
  categories: { id: number; name: string }[];
}

export interface ConnectPageProps {
  connections: ConnectionView[];
  oauth: boolean;
  /** This deployment's origin, for the address phones post taps to. */
  origin: string;
  notice?: { kind: "ok" | "error"; text: string } | undefined;
  /** A key just made: shown this once. */
  newKey?: { key: string; label: string } | undefined;
}

export function ConnectPage({ connections, oauth, origin, notice, newKey, dates }: ConnectPageProps & Dated) {
  return (
    <Layout dates={dates} title="Connection" current="connect" confirms>
      <h1>Your budget connection</h1>
      {notice ? (
        <p class={notice.kind === "ok" ? "notice ok" : "notice error"} role={notice.kind === "ok" ? "status" : "alert"}>
          {notice.text}
        </p>
      ) : null}
      {newKey ? (
        <div class="new-key" role="status">
          <h2>Your new API key “{newKey.label}”</h2>
          <p>Copy it now: Intake keeps only its fingerprint and cannot show it again.</p>
          <label for="new-key">API key</label>
          <input id="new-key" type="text" readonly value={newKey.key} />
        </div>
      ) : null}
      {connections.map((c) => (
        <Connection c={c} origin={origin} dates={dates} />
      ))}
      <section aria-labelledby="connect-h" class="step">
        <h2 id="connect-h">{connections.length > 0 ? "Connect another budget" : "Connect your budget"}</h2>
        {oauth ? (
          <p>
            <a class="button primary" href="/connect/start">
              Sign in at the budgeting service
            </a>
          </p>
        ) : (
          <p class="hint">This deployment has no OAuth client configured: paste a developer access token instead.</p>
        )}
        <form method="post" action="/connect/token">
          <h3>Or paste a developer access token</h3>
          <p class="hint" id="token-hint">
            Made in the service's developer portal. Intake checks whose budget it opens, then keeps it encrypted.
          </p>
          <fieldset>
            <legend>The token is for</legend>
            <label>
              <input type="radio" name="api_version" value="v2" checked /> the service as it is today (choose this unless you know why not)
            </label>
            <label>
              <input type="radio" name="api_version" value="v1" /> the service's older interface, which your other tools may still use: no
              balance history, and receipts are not added to the bank's transactions
            </label>
          </fieldset>
          <label for="token">Developer access token</label>
          <div class="row">
            <input id="token" name="token" type="password" autocomplete="off" required aria-describedby="token-hint" />
            <button type="submit">Connect with this token</button>
          </div>
        </form>
      </section>
    </Layout>
  );
}

/** `dates`: the days of the budget the session acts for (page-dates.ts). */
function Connection({ c, origin, dates }: { c: ConnectionView; origin: string; dates: PageDates }) {
  const who = c.identity ? `${c.identity.budget_name} (${c.identity.email})` : c.id;
  return (
    <section class="step connection" aria-label={`Connection ${who}`}>
      <h2>{c.identity?.budget_name ?? c.id}</h2>
      <p class="hint">
        {c.identity ? `Connected by ${c.identity.name}, ${c.identity.email}. ` : ""}
        {c.kind === "oauth" ? "Signed in with OAuth." : "With a developer access token."}
        {c.apiVersion === "v1" ? " Through the service's older interface (v1)." : ""}
      </p>
      {c.needsAuthorization ? (
        <p class="notice error" role="alert">
          The service no longer accepts this connection's credential: imports wait. <a href="/connect/start">Reconnect</a> to let them
          finish.
        </p>
      ) : null}
      <nav class="groups" aria-label={`Settings of ${c.identity?.budget_name ?? c.id}`}>
        <ul>
          {GROUPS.map(([slug, title]) => (
            <li>
              <a href={`#${slug}-${c.id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Group c={c} slug="keys">
        {c.keys.length === 0 && !c.deploymentKey ? <p class="hint">No keys yet.</p> : null}
        <ul class="keys">
          {/* Named, never shown: a secret appears in no page. No revoke button: only the configuration can remove it. */}
          {c.deploymentKey ? (
            <li class="deployment-key">
              <span>
                <strong>The deployment's key</strong> (set where Intake is deployed): change or remove it there.
              </span>
            </li>
          ) : null}
          {c.keys.map((k) => (
            <li>
              <span>
                <strong>{k.label}</strong> · made {dayOn(dates, k.created_at)} ·{" "}
                {k.last_used_at ? `last used ${dayOn(dates, k.last_used_at)}` : "never used"}
              </span>
              <form
                method="post"
                action="/connect/keys/revoke"
                data-confirm={`Revoke the key ${k.label}? Scripts that use it stop working.`}
              >
                <input type="hidden" name="connection" value={c.id} />
                <input type="hidden" name="key" value={k.id} />
                <button type="submit" class="danger" aria-label={`Revoke the key ${k.label}`}>
                  Revoke
                </button>
              </form>
            </li>
          ))}
        </ul>
        <form method="post" action="/connect/keys">
          <input type="hidden" name="connection" value={c.id} />
          <label for={`label-${c.id}`}>Label of a new key</label>
          <div class="row">
            <input id={`label-${c.id}`} name="label" type="text" maxlength={60} required placeholder="e.g. laptop script" />
            <button type="submit">Make a key</button>
          </div>
        </form>
      </Group>
      <Group c={c} slug="receipts">
        <Mailbox c={c} />
      </Group>
      <Group c={c} slug="taps">
        <Taps c={c} origin={origin} />
      </Group>
      <Group c={c} slug="transfers">
        <Transfers c={c} />
      </Group>
      <Group c={c} slug="disconnect">
        <p>Intake gives up its access to this budget, deletes its tokens and keys, and stops importing into it; what it imported stays.</p>
        <form
          method="post"
          action="/connect/disconnect"
          data-confirm="Disconnect this budget? Intake gives up its access, deletes its tokens and keys, and stops importing into it."
        >
          <input type="hidden" name="connection" value={c.id} />
          <p>
            <button type="submit" class="danger">
              Disconnect this budget
            </button>
          </p>
        </form>
      </Group>
    </section>
  );
}

/** The settings of a connection, each a group of its own that the page's list of groups links to. */
const GROUPS = [
  ["keys", "API keys for scripts"],
  ["receipts", "Receipts by email"],
  ["taps", "Taps from your phone"],
  ["transfers", "Transfers between your accounts"],
  ["disconnect", "Disconnect"],
] as const;

function Group({ c, slug, children }: { c: ConnectionView; slug: (typeof GROUPS)[number][0]; children: Child }) {
  const title = GROUPS.find(([s]) => s === slug)?.[1] ?? slug;
  return (
    <section class="group" id={`${slug}-${c.id}`} aria-labelledby={`${slug}-${c.id}-h`}>
      <h3 id={`${slug}-${c.id}-h`}>{title}</h3>
      {children}
    </section>
  );
}

function Mailbox({ c }: { c: ConnectionView }) {
  const m = c.mailbox;
  return (
    <>
      <p>
        Forward store receipts to <strong class="address">{m.address}</strong>: each becomes one transaction. Only mail from the addresses
        below is accepted, and only when their mail server's signature checks out.
      </p>
      <form method="post" action="/connect/mailbox">
        <input type="hidden" name="connection" value={c.id} />
        <label for={`senders-${c.id}`}>Your sender addresses (one per line)</label>
        <textarea id={`senders-${c.id}`} name="senders" rows={3}>
          {m.allowedSenders.join("\n")}
        </textarea>
        <label for={`receipt-account-${c.id}`}>Receipts go to</label>
        <select id={`receipt-account-${c.id}`} name="account">
          <option value="cash" selected={m.accountId === null}>
            Cash (no account)
          </option>
          {m.accounts.map((a) => (
            <option value={String(a.id)} selected={a.id === m.accountId}>
              {a.name}
            </option>
          ))}
        </select>
        <label for={`match-${c.id}`}>When the bank export brings the same purchase</label>
        <select id={`match-${c.id}`} name="match">
          <option value="match_or_insert" selected={m.matchMode === "match_or_insert"}>
            add the receipt to the bank's transaction if it is there; else insert it now (the bank's row takes it over later)
          </option>
          <option value="off" selected={m.matchMode === "off"}>
            insert the receipt now without looking (the bank's row takes it over later)
          </option>
          <option value="match_or_hold" selected={m.matchMode === "match_or_hold"}>
            add the receipt's details to the bank's transaction; hold it if none within 7 days
          </option>
        </select>
        {c.apiVersion === "v1" ? (
          <p class="hint">
            This connection uses the service's older interface (v1), which cannot update a transaction: receipts are inserted as they come
            (held, for you to insert from the inbox, when they would wait for the bank's transaction), and the bank's row of a receipt's
            payment is not inserted a second time.
          </p>
        ) : null}
        <label>
          <input type="checkbox" name="attach" value="on" checked={m.attachReceipts} /> Attach the receipt to its transaction (the mail's
          PDF or photo, else a one-page PDF of the mail)
        </label>
        {c.apiVersion === "v1" ? (
          <p class="hint">The service's older interface (v1) cannot attach files: receipts go without them.</p>
        ) : null}
        <p>
          <button type="submit">Save receipt settings</button>
        </p>
      </form>
      <form
        method="post"
        action="/connect/mailbox/rotate"
        data-confirm={`Get a new receipt address? Mail to ${m.address} stops being accepted: update where you forward receipts from.`}
      >
        <input type="hidden" name="connection" value={c.id} />
        <button type="submit" class="secondary">
          Give me a new address (the old one stops working)
        </button>
      </form>
    </>
  );
}

function Transfers({ c }: { c: ConnectionView }) {
  const t = c.transfers;
  const picked = typeof t.category === "number" ? t.category : null;
  return (
    <>
      <p>
        A payment from one of your accounts to another (the card paid from checking, savings topped up) is one movement: Intake groups its
        two sides into one transaction, in the category you choose here.
      </p>
      {c.apiVersion === "v1" ? (
        <p class="hint">
          This connection uses the service's older interface (v1), which has no transaction groups and cannot update a transaction:
          transfers are neither paired nor given this category (its specification shows no update of a transaction), so these settings wait
          for a v2 connection.
        </p>
      ) : null}
      <form method="post" action="/connect/transfers">
        <input type="hidden" name="connection" value={c.id} />
        <label for={`transfer-category-${c.id}`}>Category of a transfer</label>
        <select id={`transfer-category-${c.id}`} name="category">
          <option value="auto" selected={t.category === "auto"}>
            choose for me: the category left out of totals that is named for transfers, else the only one left out
          </option>
          <option value="none" selected={t.category === "none"}>
            none: leave the category as it is
          </option>
          {picked !== null && !t.categories.some((k) => k.id === picked) ? (
            <option value={String(picked)} selected>
              category {picked} (no longer in your budget: none is given)
            </option>
          ) : null}
          {t.categories.map((k) => (
            <option value={String(k.id)} selected={k.id === picked}>
              {k.name}
            </option>
          ))}
        </select>
        <label>
          <input type="checkbox" name="one_side" value="on" checked={t.oneSide} /> Also when the other account is not in this budget: a row
          that says it is a move between your own accounts ("internal transfer", "autopay", "Umbuchung"…) and names none of this budget's
          accounts gets this category and a note naming the other account (nothing is grouped)
        </label>
        <p>
          <button type="submit">Save transfer settings</button>
        </p>
      </form>
    </>
  );
}
