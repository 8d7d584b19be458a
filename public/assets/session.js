// @ts-check
// Who the pages act for: the session cookie of a connected browser, else an API key kept in this tab
// (sessionStorage: gone when the tab closes, never in localStorage or a URL); and calls to the JSON API.
import { byId } from "./elements.js";

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

/** Whether the page may call the API: a key in this tab, or a browser that connected its budget (a session cookie). */
export async function hasAccess() {
  if (sessionStorage.getItem(KEY)) return true;
  const session = await fetch("/session", { headers: { Accept: "application/json" } }).catch(() => null);
  return session?.ok === true;
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
      resolve();
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
  const text = await response.text();
  let body;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (body === undefined || !response.ok) {
    const error = body?.error;
    const message =
      typeof error?.message === "string"
        ? error.message
        : `Intake answered ${response.status} ${response.statusText}${text ? `: ${text.slice(0, 200)}` : ""}`.trim();
    if (response.status === 401) keyRefused(message);
    throw new ApiError(response.status, message, error ?? {});
  }
  return body;
}
