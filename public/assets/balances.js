// @ts-check
// Balance sources: the list with each source's last run and state, "run now" (saying which source ran and
// how), its runs, edit, delete; the SimpleFIN claim and connections; and a form for each kind, named as GET /kinds
// says (no kind is named here). Every change is sent to /balance-sources and the list redrawn; what deletes or
// disconnects asks first.
// Its table shows each row's key columns on a narrow screen and opens the others beneath it.
import "./data-table.js";
import { announce, byId, h } from "./elements.js";
import {
  clearFormError,
  fillForm,
  formOf,
  keyShown,
  runScheduleOf,
  scheduleInWords,
  settingsOf,
  showFormError,
  showVariants,
  sourceForms,
  startSchedules,
} from "./balance-forms.js";
import { api, ApiError, requireKey } from "./session.js";
import { displayMoney, displayTime, inWords, plural } from "./words.js";
/** @import { Accounts, BalanceSource, BalanceSources, Kinds, Run, Runs, SimplefinConnection } from "./answers" */

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
/** What started a run, in words. */
const TRIGGERS = { schedule: "scheduled", now: "run now", added: "when added", changed: "after saving" };

/** @type {Map<number, string>} manual account id → its name */
let accountNames = new Map();
/** The sources as last listed, by id (an edit starts from one). @type {Map<string, BalanceSource>} */
let sources = new Map();
/** The source each form is editing, by form id (none: the form adds). @type {Map<string, string>} */
const editing = new Map();
/** The source the last Add made: shown once the list is drawn again. @type {string | null} */
let lastAdded = null;
/** The source whose runs are listed, if any: redrawn when that source runs or is saved. @type {string | null} */
let runsShownFor = null;

await requireKey();
/** Each balance-source kind's form as GET /kinds describes it: its title, its variants' words. @type {Kinds["sources"]} */
const kindForms = /** @type {Partial<Kinds>} */ (await api("/kinds").catch(() => ({}))).sources ?? {};
startSchedules();
await loadAccounts();
await load();
// The claim form is there when a kind reads through a claimed SimpleFIN connection.
if (document.getElementById("claim-form")) submitWith("claim-form", claim);
for (const f of sourceForms()) {
  const kind = /** @type {string} */ (f.dataset.kind);
  submitWith(f.id, (data) => save(kind, data, settingsOf(f)));
  f.querySelector("select[data-variants]")?.addEventListener("change", () => showVariants(f));
  f.querySelector(".cancel-edit")?.addEventListener("click", () => stopEditing(f.id));
}

async function loadAccounts() {
  try {
    /** @type {Accounts} */
    const answer = await api("/accounts");
    accountNames = new Map(answer.accounts.map((a) => [a.id, `${a.name} (${a.currency.toUpperCase()})`]));
    for (const select of document.querySelectorAll("select.account-select")) {
      select.replaceChildren(...answer.accounts.map((a) => h("option", { value: String(a.id), text: accountNames.get(a.id) })));
    }
  } catch (error) {
    byId("balances-error").textContent = error instanceof ApiError ? inWords(error.message) : "Your accounts could not be loaded.";
  }
}

async function load() {
  /** @type {BalanceSources} */
  let answer;
  try {
    answer = await api("/balance-sources");
  } catch (error) {
    byId("balances-summary").textContent = error instanceof ApiError ? inWords(error.message) : "The balance sources could not be loaded.";
    return;
  }
  sources = new Map(answer.sources.map((s) => [s.id, s]));
  byId("balances-table")
    .querySelector("tbody")
    ?.replaceChildren(...answer.sources.map(row));
  const attention = answer.sources.filter((s) => s.state === "attention" || s.state === "stale").length;
  byId("balances-summary").textContent =
    answer.sources.length === 0
      ? "No balance sources yet."
      : `${plural(answer.sources.length, "source")}${attention ? `, ${attention} stale or needing attention` : ""}.`;
  showConnections(answer.simplefin);
}

/** A source as a person names it: its account and its kind ("Car (EUR) · Schedule (depreciation)"). @param {BalanceSource} s */
function sourceName(s) {
  const form = kindForms[s.kind];
  const kind = form?.title ?? s.kind;
  // A kind of variants names the source's own: "Schedule (depreciation)".
  const variants = form?.fields.find((f) => f.type === "variants");
  const word = variants?.variants.find((v) => v.value === /** @type {Record<string, unknown>} */ (s.settings)[variants.field])?.word;
  const detail = variants ? ` (${word ?? "?"})` : "";
  return `${accountNames.get(s.manual_account_id) ?? `Account ${s.manual_account_id}`} · ${kind}${detail}`;
}

/** @param {BalanceSource} s */
function row(s) {
  const run = s.last_run;
  const lastRun = run
    ? `${displayTime(run.at)}: ${OUTCOMES[run.outcome]}${run.value ? ` · ${displayMoney(run.value, s.currency)}` : ""}`
    : "—";
  const name = sourceName(s);
  return h(
    "tr",
    { class: s.state, "data-source": s.id },
    h("td", { "data-label": "Account", text: accountNames.get(s.manual_account_id) ?? `Account ${s.manual_account_id}` }),
    h(
      "td",
      { "data-label": "Source" },
      name.slice(name.indexOf(" · ") + 3) + (s.history === "unsupported" ? " (history not served)" : ""),
      h("span", {
        class: "why schedule",
        text: `${scheduleInWords(s.schedule)}${s.next_run_at ? `; next ${displayTime(s.next_run_at)}` : ""}`,
      }),
    ),
    h("td", { "data-label": "Last run", text: lastRun }),
    h(
      "td",
      { "data-label": "State" },
      h("strong", { text: STATES[s.state] }),
      s.state_reason ? h("span", { class: "why", text: inWords(s.state_reason) }) : null,
    ),
    h(
      "td",
      { class: "actions" },
      h("button", { type: "button", onclick: () => runNow(s), text: "Run now", "aria-label": `Run now: ${name}` }),
      h("button", { type: "button", class: "secondary", onclick: () => showRuns(s), text: "Runs", "aria-label": `Runs of ${name}` }),
      h("button", { type: "button", class: "secondary", onclick: () => startEditing(s), text: "Edit", "aria-label": `Edit ${name}` }),
      h("button", { type: "button", class: "danger", onclick: () => remove(s), text: "Delete", "aria-label": `Delete ${name}` }),
    ),
  );
}

/** Runs one source and says, where the person looks, which one ran and what it did. @param {BalanceSource} s */
async function runNow(s) {
  const shown = byId("run-result");
  shown.hidden = false;
  shown.textContent = `Running ${sourceName(s)}…`;
  try {
    /** @type {Run} */
    const run = await api(`/balance-sources/${encodeURIComponent(s.id)}/run`, { method: "POST" });
    const value = run.value ? ` · ${displayMoney(run.value, s.currency)}` : "";
    shown.textContent = `Ran ${sourceName(s)}: ${OUTCOMES[run.outcome]}${value}${run.reason ? ` (${inWords(run.reason)})` : ""}.`;
    await load();
    await redrawRuns(s.id);
  } catch (error) {
    shown.textContent = `${sourceName(s)} did not run: ${error instanceof ApiError ? inWords(error.message) : "Intake could not be reached."}`;
  }
  announce(shown.textContent ?? "");
}

/** Lists a source's runs, newest first, and moves focus to them. @param {BalanceSource} s */
async function showRuns(s) {
  await listRuns(s);
  byId("runs-section").hidden = false;
  byId("runs-title").focus();
}

/** The runs listed again when they are this source's (after it ran or was saved), focus left where it is. @param {string} id */
async function redrawRuns(id) {
  const s = sources.get(id);
  if (runsShownFor === id && s) await listRuns(s);
}

/** @param {BalanceSource} s */
async function listRuns(s) {
  /** @type {Runs} */
  const { runs } = await api(`/balance-sources/${encodeURIComponent(s.id)}/runs`);
  runsShownFor = s.id;
  byId("runs-title").textContent = `Runs of ${sourceName(s)}`;
  byId("runs-list").replaceChildren(
    ...runs.map((r) => {
      const trigger = TRIGGERS[r.trigger];
      const value = r.value ? ` ${displayMoney(r.value, s.currency)}` : "";
      const asOf = r.as_of ? ` as of ${displayTime(r.as_of)}` : "";
      return h("li", {
        text: `${displayTime(r.at)} (${trigger}): ${OUTCOMES[r.outcome]}${value}${asOf}${r.reason ? `: ${inWords(r.reason)}` : ""}; ${plural(r.requests, "request")}`,
      });
    }),
  );
}

/** @param {BalanceSource} s */
async function remove(s) {
  if (!confirm(`Delete the balance source ${sourceName(s)}? Its runs are forgotten; the account and its balances stay.`)) return;
  try {
    await api(`/balance-sources/${encodeURIComponent(s.id)}`, { method: "DELETE" });
    announce(`Deleted ${sourceName(s)}.`);
    await load();
  } catch (error) {
    byId("balances-error").textContent = error instanceof ApiError ? inWords(error.message) : "Intake could not be reached.";
  }
}

/** The claimed SimpleFIN connections, each with its accounts and a Disconnect; and the accounts to map. @param {SimplefinConnection[]} connections */
function showConnections(connections) {
  document.getElementById("simplefin-list")?.replaceChildren(
    ...connections.map((c) =>
      h(
        "li",
        {},
        h("span", {
          text: `${c.label}: ${c.accounts.map((a) => `${a.name} (${a.currency.toUpperCase()})`).join(", ")}`,
        }),
        h("button", {
          type: "button",
          class: "danger",
          onclick: () => disconnect(c),
          text: "Disconnect",
          "aria-label": `Disconnect ${c.label}`,
        }),
      ),
    ),
  );
  for (const choice of document.querySelectorAll("select.connection-account")) {
    choice.replaceChildren(
      ...connections.flatMap((c) =>
        c.accounts.map((a) =>
          h("option", {
            value: JSON.stringify({ connection: c.id, account: a.id }),
            text: `${c.label}: ${a.name} (${a.currency.toUpperCase()})`,
          }),
        ),
      ),
    );
  }
}

/** @param {SimplefinConnection} c */
async function disconnect(c) {
  if (!confirm(`Disconnect ${c.label}? Intake forgets its access to the Bridge; a new setup token is needed to connect it again.`)) return;
  try {
    await api(`/balance-sources/simplefin/${encodeURIComponent(c.id)}`, { method: "DELETE" });
    announce(`Disconnected ${c.label}.`);
    await load();
  } catch (error) {
    showFormError(
      /** @type {HTMLFormElement} */ (byId("claim-form")),
      error instanceof ApiError ? error.message : "Intake could not be reached.",
    );
  }
}

/** Opens a source's form filled with its settings; saving it changes that source. @param {BalanceSource} s */
function startEditing(s) {
  const f = formOf(s.kind);
  const id = f.id;
  editing.set(id, s.id);
  fillForm(s);
  clearFormError(f);
  /** @type {HTMLDetailsElement} */ (f.closest("details")).open = true;
  /** @type {HTMLSelectElement} */ (f.querySelector("select.account-select")).disabled = true;
  /** @type {HTMLButtonElement} */ (f.querySelector("button[type=submit]")).textContent = `Save changes to ${sourceName(s)}`;
  /** @type {HTMLButtonElement} */ (f.querySelector(".cancel-edit")).hidden = false;
  /** @type {HTMLElement} */ (f.querySelector("select:not(:disabled), input:not(:disabled)")).focus();
}

/** @param {string} id */
function stopEditing(id) {
  const f = /** @type {HTMLFormElement} */ (byId(id));
  editing.delete(id);
  f.reset();
  showVariants(f);
  /** @type {HTMLSelectElement} */ (f.querySelector("select.account-select")).disabled = false;
  const submit = /** @type {HTMLButtonElement} */ (f.querySelector("button[type=submit]"));
  submit.textContent = submit.dataset.add ?? "Add";
  /** @type {HTMLButtonElement} */ (f.querySelector(".cancel-edit")).hidden = true;
}

/**
 * Sends a form through `send`, then redraws; a refusal is shown beneath that form, with focus moved to it.
 * @param {string} id @param {(data: FormData) => Promise<string>} send
 */
function submitWith(id, send) {
  const f = /** @type {HTMLFormElement} */ (byId(id));
  f.addEventListener("submit", async (event) => {
    event.preventDefault();
    clearFormError(f);
    try {
      const adding = id !== "claim-form" && !editing.has(id);
      const done = await send(new FormData(f));
      if (adding) resetForm(f);
      announce(done);
      await load();
      if (adding && lastAdded) showAdded(f, lastAdded);
    } catch (error) {
      showFormError(f, error instanceof ApiError ? error.message : "Intake could not be reached.");
    }
  });
}

/**
 * After Add, the page shows what was added: the form folds away and the new source's row is brought into view and
 * focused (an empty form left open read as if nothing had happened). @param {HTMLFormElement} f @param {string} sourceId
 */
function showAdded(f, sourceId) {
  const details = f.closest("details");
  if (details) details.open = false;
  const row = /** @type {HTMLElement | null} */ (document.querySelector(`#balances-table tbody tr[data-source="${CSS.escape(sourceId)}"]`));
  if (!row) return;
  for (const other of document.querySelectorAll("#balances-table tbody tr[aria-current]")) other.removeAttribute("aria-current");
  row.setAttribute("aria-current", "true");
  row.tabIndex = -1;
  row.scrollIntoView({ block: "center" });
  row.focus();
}

/** An added source's form starts empty again (its account and kind stay chosen). @param {HTMLFormElement} f */
function resetForm(f) {
  for (const input of /** @type {NodeListOf<HTMLInputElement>} */ (f.querySelectorAll("input:not([data-schedule])"))) input.value = "";
}

/** @param {FormData} data */
async function claim(data) {
  /** @type {SimplefinConnection} */
  const answer = await post("/balance-sources/simplefin", { setup_token: data.get("setup_token"), label: data.get("label") || undefined });
  /** @type {HTMLFormElement} */ (byId("claim-form")).reset();
  const accounts = answer.accounts.map((a) => `${a.name} (${a.currency.toUpperCase()})`).join(", ");
  const done = byId("claim-done");
  done.hidden = false;
  done.textContent = `Claimed ${answer.label}: ${plural(answer.accounts.length, "account")}${accounts ? ` (${accounts})` : ""}. Choose one below and the manual account it keeps current.`;
  return done.textContent;
}

/**
 * Adds a source, or saves the one its form is editing (the kind and the account stay).
 * @param {string} kind @param {FormData} data @param {Record<string, unknown>} settings
 */
async function save(kind, data, settings) {
  const f = formOf(kind);
  const formId = f.id;
  const id = editing.get(formId);
  if (id) {
    const before = sources.get(id);
    // Settings the form does not show (how soon a source is stale) stay as they were, unless the kind's form
    // replaces them all (a schedule's variant brings its own).
    const kept = kindForms[kind]?.replacesSettings
      ? {}
      : Object.fromEntries(Object.entries(before?.settings ?? {}).filter(([k]) => !keyShown(f, k)));
    /** @type {BalanceSource} */
    const changed = await api(`/balance-sources/${encodeURIComponent(id)}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ settings: { ...kept, ...settings }, schedule: runScheduleOf(/** @type {HTMLFormElement} */ (byId(formId))) }),
    });
    stopEditing(formId);
    return savedInWords(before, changed);
  }
  const schedule = runScheduleOf(/** @type {HTMLFormElement} */ (byId(formId)));
  /** @type {BalanceSource} */
  const source = await post("/balance-sources", { kind, manual_account_id: Number(data.get("manual_account_id")), settings, schedule });
  lastAdded = source.id;
  return `Added ${sourceName(source)}; first run: ${source.last_run ? OUTCOMES[source.last_run.outcome] : "not run"}.`;
}

/**
 * Says on the page that a source was saved, and what its new settings read now (the run they started) or, when only
 * its schedule changed, when it runs next; the runs listed are redrawn. @param {BalanceSource | undefined} before @param {BalanceSource} changed
 */
function savedInWords(before, changed) {
  const run = changed.last_run;
  const ranNow = run && run.trigger === "changed" && run.at !== before?.last_run?.at;
  const value = ranNow && run.value ? ` · ${displayMoney(run.value, changed.currency)}` : "";
  const what = ranNow
    ? `read now: ${OUTCOMES[run.outcome]}${value}${run.reason ? ` (${inWords(run.reason)})` : ""}`
    : `runs ${scheduleInWords(changed.schedule).replace(/^\w/, (c) => c.toLowerCase())}; next run ${displayTime(changed.next_run_at)}`;
  const shown = byId("run-result");
  shown.hidden = false;
  shown.textContent = `Saved ${sourceName(changed)}: ${what}.`;
  sources.set(changed.id, changed);
  void redrawRuns(changed.id);
  return shown.textContent;
}

/** @param {string} path @param {unknown} body */
function post(path, body) {
  return api(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}
