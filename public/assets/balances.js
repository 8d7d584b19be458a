// @ts-check
// Balance sources: the list with each source's last run and state, "run now", its runs, delete; the
// SimpleFIN claim; and a form for each kind. Every change is sent to /balance-sources and the list redrawn.
import { announce, byId, h } from "./elements.js";
import { api, ApiError, requireKey } from "./session.js";
import { inWords, plural } from "./words.js";

/** What a run did, in words. */
const OUTCOMES = { written: "written", unchanged: "unchanged (nothing sent)", stale: "stale: not written", failed: "failed" };
/** How a source stands, in words. */
const STATES = {
  new: "not run yet",
  ok: "current",
  stale: "stale",
  attention: "needs your attention",
  failing: "failing, tried again next run",
};
const KINDS = { simplefin: "SimpleFIN", priced_holding: "Priced holding", schedule: "Schedule" };

/** @type {Map<number, string>} manual account id → its name */
let accountNames = new Map();

await requireKey();
await loadAccounts();
await load();
byId("claim-form").addEventListener("submit", (e) => submit(e, claim));
byId("simplefin-form").addEventListener("submit", (e) => submit(e, addSimplefin));
byId("priced-form").addEventListener("submit", (e) => submit(e, addPriced));
byId("schedule-form").addEventListener("submit", (e) => submit(e, addSchedule));

async function loadAccounts() {
  try {
    const answer = await api("/accounts");
    accountNames = new Map(answer.accounts.map((/** @type {any} */ a) => [a.id, `${a.name} (${a.currency.toUpperCase()})`]));
    for (const select of document.querySelectorAll("select.account-select")) {
      select.replaceChildren(
        ...answer.accounts.map((/** @type {any} */ a) => h("option", { value: String(a.id), text: accountNames.get(a.id) })),
      );
    }
  } catch (error) {
    byId("balances-error").textContent = error instanceof ApiError ? error.message : "Your accounts could not be loaded.";
  }
}

async function load() {
  let answer;
  try {
    answer = await api("/balance-sources");
  } catch (error) {
    byId("balances-summary").textContent = error instanceof ApiError ? error.message : "The balance sources could not be loaded.";
    return;
  }
  byId("balances-table")
    .querySelector("tbody")
    ?.replaceChildren(...answer.sources.map(row));
  const attention = answer.sources.filter((/** @type {any} */ s) => s.state === "attention" || s.state === "stale").length;
  byId("balances-summary").textContent =
    answer.sources.length === 0
      ? "No balance sources yet."
      : `${plural(answer.sources.length, "source")}${attention ? `, ${attention} stale or needing attention` : ""}.`;
  const options = answer.simplefin.flatMap((/** @type {any} */ c) =>
    c.accounts.map((/** @type {any} */ a) =>
      h("option", {
        value: JSON.stringify({ connection: c.id, account: a.id }),
        text: `${c.label}: ${a.name} (${a.currency.toUpperCase()})`,
      }),
    ),
  );
  byId("simplefin-account").replaceChildren(...options);
}

/** @param {any} s */
function row(s) {
  const run = s.last_run;
  const lastRun = run
    ? h(
        "span",
        {},
        `${new Date(run.at).toLocaleString("en-GB")}: ${OUTCOMES[/** @type {keyof OUTCOMES} */ (run.outcome)]}`,
        run.value ? ` · ${run.value} ${s.currency.toUpperCase()}` : "",
      )
    : "—";
  return h(
    "tr",
    { class: s.state },
    h("td", { text: accountNames.get(s.manual_account_id) ?? `#${s.manual_account_id}` }),
    h("td", { text: KINDS[/** @type {keyof KINDS} */ (s.kind)] + (s.history === "unsupported" ? " (history not served)" : "") }),
    h("td", {}, lastRun),
    h(
      "td",
      {},
      h("strong", { text: STATES[/** @type {keyof STATES} */ (s.state)] }),
      s.state_reason ? h("span", { class: "why", text: inWords(s.state_reason) }) : null,
    ),
    h(
      "td",
      {},
      h("button", { type: "button", onclick: () => runNow(s.id), text: "Run now" }),
      h("button", { type: "button", class: "secondary", onclick: () => showRuns(s.id), text: "Runs" }),
      h("button", { type: "button", class: "secondary", onclick: () => remove(s.id), text: "Delete" }),
    ),
  );
}

/** @param {string} id */
async function runNow(id) {
  try {
    const run = await api(`/balance-sources/${encodeURIComponent(id)}/run`, { method: "POST" });
    announce(`Ran: ${OUTCOMES[/** @type {keyof OUTCOMES} */ (run.outcome)]}${run.reason ? ` (${inWords(run.reason)})` : ""}.`);
    await load();
  } catch (error) {
    announce(error instanceof ApiError ? inWords(error.message) : "The run was not accepted.");
  }
}

/** @param {string} id */
async function showRuns(id) {
  const { runs } = await api(`/balance-sources/${encodeURIComponent(id)}/runs`);
  byId("runs-list").replaceChildren(
    ...runs.map((/** @type {any} */ r) =>
      h("li", {
        text: `${new Date(r.at).toLocaleString("en-GB")} (${r.trigger}): ${OUTCOMES[/** @type {keyof OUTCOMES} */ (r.outcome)]}${r.value ? ` ${r.value}` : ""}${r.as_of ? ` as of ${r.as_of}` : ""}${r.reason ? `: ${inWords(r.reason)}` : ""}; ${plural(r.requests, "request")}`,
      }),
    ),
  );
  byId("runs-section").hidden = false;
  byId("runs-title").focus?.();
}

/** @param {string} id */
async function remove(id) {
  await api(`/balance-sources/${encodeURIComponent(id)}`, { method: "DELETE" });
  announce("Deleted.");
  await load();
}

/**
 * Sends a form through `send`, then redraws; a refusal is shown in the page's alert.
 * @param {SubmitEvent} event @param {(data: FormData) => Promise<string>} send
 */
async function submit(event, send) {
  event.preventDefault();
  const form = /** @type {HTMLFormElement} */ (event.target);
  byId("balances-error").textContent = "";
  try {
    announce(await send(new FormData(form)));
    await load();
  } catch (error) {
    byId("balances-error").textContent = error instanceof ApiError ? inWords(error.message) : "Intake could not be reached.";
  }
}

/** @param {FormData} data */
async function claim(data) {
  const answer = await post("/balance-sources/simplefin", { setup_token: data.get("setup_token"), label: data.get("label") || undefined });
  /** @type {HTMLFormElement} */ (byId("claim-form")).reset();
  return `Claimed: ${plural(answer.accounts.length, "account")} to map.`;
}

/** @param {FormData} data */
async function addSimplefin(data) {
  return create("simplefin", data, JSON.parse(String(data.get("simplefin"))));
}

/** @param {FormData} data */
async function addPriced(data) {
  const settings = Object.fromEntries(
    ["quantity", "price_url", "price_path", "price_currency", "currency_path", "fx_url", "fx_path"]
      .filter((k) => data.get(k))
      .map((k) => [k, String(data.get(k))]),
  );
  return create("priced_holding", data, settings);
}

/** @param {FormData} data */
async function addSchedule(data) {
  let settings;
  try {
    settings = JSON.parse(String(data.get("settings")));
  } catch {
    throw new ApiError(400, "The schedule is not valid JSON.");
  }
  return create("schedule", data, settings);
}

/** @param {string} kind @param {FormData} data @param {unknown} settings */
async function create(kind, data, settings) {
  const source = await post("/balance-sources", { kind, manual_account_id: Number(data.get("manual_account_id")), settings });
  return `Added; first run: ${OUTCOMES[/** @type {keyof OUTCOMES} */ (source.last_run?.outcome)] ?? "not run"}.`;
}

/** @param {string} path @param {unknown} body */
function post(path, body) {
  return api(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}
