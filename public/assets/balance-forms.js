// @ts-check
// The balances page's forms: each kind's settings read from its fields (a schedule's from the fields of the
// chosen loan, depreciation or growth), a source's settings put back into them for editing, and a
// refusal shown beneath the form that caused it, naming the field by its label, with focus moved there.
import { byId } from "./elements.js";
import { hourMinute } from "./format.js";
import { inWords } from "./words.js";

/** The form of each kind. */
export const FORMS = { simplefin: "simplefin-form", priced_holding: "priced-form", schedule: "schedule-form" };

/** @param {string} id */
const form = (id) => /** @type {HTMLFormElement} */ (byId(id));

/** The enabled fields of a form that name a setting (`data-field`). @param {HTMLFormElement} f */
function fields(f) {
  return /** @type {HTMLInputElement[]} */ ([...f.querySelectorAll("input[data-field]")]).filter((i) => !i.closest("fieldset:disabled"));
}

/** Shows the fields of the chosen schedule kind only; the others are disabled, so never sent nor required. */
export function showScheduleKind() {
  const kind = /** @type {HTMLSelectElement} */ (byId("schedule-kind")).value;
  for (const set of /** @type {NodeListOf<HTMLFieldSetElement>} */ (document.querySelectorAll("fieldset.schedule-kind"))) {
    set.hidden = set.dataset.kind !== kind;
    set.disabled = set.dataset.kind !== kind;
  }
}

/**
 * A decimal as a person types it, thousands grouped ("24,000.00", "24 000.00", "24'000.00"), as the API takes it
 * ("24000.00"): only separators that group threes before a decimal point go, so "24,5" stays what it was (and is refused,
 * naming the field) rather than being read as 245. @param {string} value
 */
export function ungrouped(value) {
  return /^[+-]?\d{1,3}([,'\s\u00a0\u202f]\d{3})+(\.\d+)?$/.test(value) ? value.replace(/[,'\s\u00a0\u202f]/g, "") : value;
}

/** A field's value as sent: trimmed, and a decimal field's grouped thousands taken out. @param {HTMLInputElement} input */
const valueOf = (input) => (input.inputMode === "decimal" ? ungrouped(input.value.trim()) : input.value.trim());

/** A schedule's settings from its fields: whole numbers where the schedule counts (a day, months). */
export function scheduleSettings() {
  /** @type {Record<string, unknown>} */
  const settings = { kind: /** @type {HTMLSelectElement} */ (byId("schedule-kind")).value };
  for (const input of fields(form("schedule-form"))) {
    const value = valueOf(input);
    settings[/** @type {string} */ (input.dataset.field)] =
      input.dataset.integer !== undefined && /^\d+$/.test(value) ? Number(value) : value;
  }
  return settings;
}

/** A priced holding's settings: the filled fields (an empty optional field is left out). */
export function pricedSettings() {
  /** @type {Record<string, string>} */
  const settings = {};
  for (const input of fields(form("priced-form")))
    if (input.value.trim()) settings[/** @type {string} */ (input.dataset.field)] = valueOf(input);
  return settings;
}

/** "HH:MM" for an <input type=time>. @param {number} h @param {number} m */
const hhmm = (h, m) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;

/** The reader's time of day ("HH:MM") of a minute of the UTC day, today. @param {number} atMinute */
function localTimeOf(atMinute) {
  const d = new Date();
  d.setUTCHours(Math.floor(atMinute / 60), atMinute % 60, 0, 0);
  return hhmm(d.getHours(), d.getMinutes());
}

/** Each form's "At" starts at the API's default slot (00:00 UTC) in the reader's time; a form's reset goes back to it. */
export function startSchedules() {
  for (const at of /** @type {NodeListOf<HTMLInputElement>} */ (document.querySelectorAll('input[data-schedule="at"]'))) {
    at.defaultValue = localTimeOf(0);
    at.value = at.defaultValue;
  }
}

/**
 * The schedule a form's "When it runs" says, as the API takes it: every N hours, or once a day at the minute of the
 * UTC day that the reader's time is today. @param {HTMLFormElement} f
 */
export function runScheduleOf(f) {
  const every = /** @type {HTMLSelectElement} */ (f.querySelector('[data-schedule="every"]')).value;
  if (every.startsWith("hours:")) return { every: "hours", hours: Number(every.slice("hours:".length)) };
  const at = /** @type {HTMLInputElement} */ (f.querySelector('[data-schedule="at"]'));
  const [h = 0, m = 0] = (at.value || at.defaultValue).split(":").map(Number);
  const local = new Date();
  local.setHours(h, m, 0, 0);
  return { every: "day", atMinute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/**
 * A source's schedule as the list says it: "Once a day at 1:00 AM" (the reader's clock), "Every 6 hours".
 * @param {{ every: string, atMinute?: number, hours?: number } | undefined} schedule
 */
export function scheduleInWords(schedule) {
  if (!schedule) return "";
  if (schedule.every === "hours") return schedule.hours === 1 ? "Every hour" : `Every ${schedule.hours} hours`;
  const d = new Date();
  d.setUTCHours(Math.floor((schedule.atMinute ?? 0) / 60), (schedule.atMinute ?? 0) % 60, 0, 0);
  return `Once a day at ${hourMinute(d)}`;
}

/**
 * Puts a source's settings into its kind's form for editing: the account stays (it is not editable).
 * @param {any} source
 */
export function fillForm(source) {
  const f = form(FORMS[/** @type {keyof FORMS} */ (source.kind)]);
  const s = source.settings ?? {};
  f.reset();
  /** @type {HTMLSelectElement} */ (f.querySelector("select.account-select")).value = String(source.manual_account_id);
  if (source.kind === "schedule") {
    /** @type {HTMLSelectElement} */ (byId("schedule-kind")).value = s.kind;
    showScheduleKind();
  }
  if (source.kind === "simplefin") {
    /** @type {HTMLSelectElement} */ (byId("simplefin-account")).value = JSON.stringify({ connection: s.connection, account: s.account });
    /** @type {HTMLInputElement} */ (byId("simplefin-transactions")).checked = s.transactions === true;
  }
  const schedule = source.schedule ?? { every: "day", atMinute: 0 };
  /** @type {HTMLSelectElement} */ (f.querySelector('[data-schedule="every"]')).value =
    schedule.every === "hours" ? `hours:${schedule.hours}` : "day";
  /** @type {HTMLInputElement} */ (f.querySelector('[data-schedule="at"]')).value = localTimeOf(schedule.atMinute ?? 0);
  for (const input of fields(f)) {
    const value = s[/** @type {string} */ (input.dataset.field)];
    input.value =
      value === undefined || value === null ? "" : input.dataset.field === "price_currency" ? String(value).toUpperCase() : String(value);
  }
}

/**
 * A refusal beneath its form, field names in the words of their labels; the field it names (else the
 * message) takes the focus, so keyboard and screen-reader users land where the problem is.
 * @param {HTMLFormElement} f @param {string} message
 */
export function showFormError(f, message) {
  const error = byId(`${f.id}-error`);
  let text = inWords(message).replace(/^settings:\s*/, "");
  /** @type {HTMLElement | null} */
  let named = null;
  for (const input of fields(f)) {
    input.removeAttribute("aria-invalid");
    const field = /** @type {string} */ (input.dataset.field);
    const pattern = new RegExp(`(?:settings\\.)?\\b${field}\\b:?`, "g");
    if (!pattern.test(text)) continue;
    const label = f.querySelector(`label[for="${input.id}"]`)?.textContent?.trim() ?? field;
    text = text.replace(pattern, `${label}:`).replace(/::/g, ":");
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", error.id);
    named ??= input;
  }
  error.textContent = text;
  (named ?? error).focus();
}

/** Clears a form's refusal and its marked fields. @param {HTMLFormElement} f */
export function clearFormError(f) {
  byId(`${f.id}-error`).textContent = "";
  for (const input of fields(f)) input.removeAttribute("aria-invalid");
}
