// @ts-check
// Who the pages act for: the session cookie of a connected browser, else an API key kept in this tab
// (sessionStorage: gone when the tab closes, never in localStorage or a URL); and calls to the JSON API.
import { byId, h } from "./elements.js";
import { usePersonFormats } from "./format.js";

const KEY = "intake-api-key";

/** What a call to the API answered instead of success: its status and the message to show. */
export class ApiError extends Error {
  /** @param {number} status @param {string} message @param {Record<string, unknown>} [details] */
  constructor(status, message, details = {}) {
    super(message);
    this.status = status;
    this.details = details;
  }
}

/**
 * Resolves once the tab can call the API: at once with a key or a session cookie, else when the key form is sent.
 * @returns {Promise<void>}
 */
export async function requireKey() {
  if (await hasAccess()) return;
  return askForKey();
}

/**
 * Whether the page may call the API: a key in this tab, or a browser that connected its budget (a session
 * cookie). Names the budget the page acts for in the header on the way.
 */
export async function hasAccess() {
  const key = sessionStorage.getItem(KEY);
  const headers = new Headers({ Accept: "application/json" });
  if (key) headers.set("Authorization", `Bearer ${key}`);
  const answer = await fetch("/session", { headers }).catch(() => null);
  // A key the API refuses is asked for again by the first call that uses it (keyRefused).
  if (!answer?.ok) return key !== null;
  const said = await answer.json().catch(() => null);
  // Before the page writes a date: in the formats of the budget it acts for (a key's budget is known only now).
  usePersonFormats(said?.formats);
  showBudget(said);
  return true;
}

/**
 * The budget this page acts for, in the header: its name, or a switch when this browser connected several
 * (the choice holds for every page of the session, and the page reloads for it).
 * @param {{ connection_id: string, budget: { name: string }, connections: { id: string, budget_name: string, email: string | null }[] } | null} answer
 */
function showBudget(answer) {
  const bar = document.getElementById("budget-bar");
  if (!bar || !answer?.budget) return;
  const choices = answer.connections ?? [];
  if (choices.length > 1) {
    const names = choices.map((c) => c.budget_name);
    // Two budgets may share a name: then who connected each tells them apart.
    const label = (/** @type {{ budget_name: string, email: string | null }} */ c) =>
      names.filter((n) => n === c.budget_name).length > 1 && c.email ? `${c.budget_name} (${c.email})` : c.budget_name;
    const select = /** @type {HTMLSelectElement} */ (
      h(
        "select",
        { id: "budget-switch" },
        ...choices.map((c) => h("option", { value: c.id, text: label(c), selected: c.id === answer.connection_id })),
      )
    );
    select.addEventListener("change", async () => {
      await api("/session/current", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ connection_id: select.value }),
      });
      location.reload();
    });
    bar.replaceChildren(h("label", { for: "budget-switch", text: "Budget" }), select);
  } else {
    bar.replaceChildren(h("span", { text: "Budget: " }), h("strong", { id: "budget-name", text: answer.budget.name }));
  }
  bar.hidden = false;
}

/** @returns {Promise<void>} */
function askForKey() {
  const form = /** @type {HTMLFormElement} */ (byId("key-form"));
  const input = /** @type {HTMLInputElement} */ (byId("api-key"));
  form.hidden = false;
  input.focus();
  return new Promise((resolve) => {
    form.addEventListener("submit", function once(event) {
      event.preventDefault();
      if (!input.value.trim()) return;
      sessionStorage.setItem(KEY, input.value.trim());
      input.value = "";
      form.hidden = true;
      form.removeEventListener("submit", once);
      hasAccess().finally(resolve);
    });
  });
}

/** A key the API refused is forgotten, and the form asks again. @param {string} message */
function keyRefused(message) {
  sessionStorage.removeItem(KEY);
  byId("key-error").textContent = message;
  askForKey().then(() => location.reload());
}

/**
 * Calls the API with the tab's key and answers its JSON. A refusal becomes an ApiError with the API's own
 * message; an answer that is not JSON (a proxy's error page) says its status and the start of its text.
 * A dropped connection rejects with the browser's TypeError: callers that poll retry on it.
 * @param {string} path
 * @param {RequestInit} [init]
 * @returns {Promise<any>}
 */
export async function api(path, init = {}) {
  const headers = new Headers(init.headers);
  const key = sessionStorage.getItem(KEY);
  // Without a key the session cookie (same origin, sent by the browser) says who the request is for.
  if (key) headers.set("Authorization", `Bearer ${key}`);
  headers.set("Accept", "application/json");
  const response = await fetch(path, { ...init, headers });
  return answerOf(response.status, response.statusText, await response.text());
}

/**
 * As `api` for a POST whose body is worth watching on its way (a file of megabytes): `onSent(sent, total)` is called
 * as its bytes leave. XMLHttpRequest, since fetch says nothing of an upload's progress.
 * @param {string} path
 * @param {FormData} body
 * @param {(sent: number, total: number) => void} onSent
 * @returns {Promise<any>}
 */
export function apiSending(path, body, onSent) {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    const key = sessionStorage.getItem(KEY);
    if (key) request.setRequestHeader("Authorization", `Bearer ${key}`);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => event.lengthComputable && onSent(event.loaded, event.total);
    request.onload = () => {
      try {
        resolve(answerOf(request.status, request.statusText, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    // As fetch does for a dropped connection: callers tell it from the API's refusals.
    request.onerror = () => reject(new TypeError("the connection to Intake was lost"));
    request.send(body);
  });
}

/**
 * The JSON of an answer, or its refusal as an ApiError (a 401 asks for the key again).
 * @param {number} status @param {string} statusText @param {string} text
 */
function answerOf(status, statusText, text) {
  let body;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (body === undefined || status < 200 || status >= 300) {
    const error = body?.error;
    const message =
      typeof error?.message === "string"
        ? error.message
        : `Intake answered ${status} ${statusText}${text ? `: ${text.slice(0, 200)}` : ""}`.trim();
    if (status === 401) keyRefused(message);
    throw new ApiError(status, message, error ?? {});
  }
  return body;
}
