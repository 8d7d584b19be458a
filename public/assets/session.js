// @ts-check
// The API key of this browser tab, and calls to Intake's JSON API with it. The key lives in sessionStorage:
// it is gone when the tab closes and never reaches localStorage or a URL.
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
 * Resolves once the tab has a key: at once when it has one, else when the key form is sent.
 * @returns {Promise<void>}
 */
export function requireKey() {
  if (sessionStorage.getItem(KEY)) return Promise.resolve();
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
  requireKey().then(() => location.reload());
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
  headers.set("Authorization", `Bearer ${sessionStorage.getItem(KEY) ?? ""}`);
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
