// @ts-check
// The balances page's forms, one per balance-source kind (drawn from the kind's description: `data-kind` on the
// form, `data-field` on what fills a setting, `data-fields` on a choice that sets several, `data-variants` on the
// choice of a variant whose fieldset alone is sent): a kind's settings read from its fields, a source's settings put
// back into them for editing, and a refusal shown beneath the form that caused it, naming the field by its label,
// with focus moved there. No kind is named here.
import { byId } from "./elements.js";
import { hourMinute } from "./format.js";
import { inWords } from "./words.js";
/** @import { BalanceSource } from "./answers" */

/** Every kind's form, by kind. */
export const sourceForms = () => /** @type {HTMLFormElement[]} */ ([...document.querySelectorAll("form[data-kind]")]);

/** The form of a kind. @param {string} kind */
export const formOf = (kind) => /** @type {HTMLFormElement} */ (document.querySelector(`form[data-kind="${CSS.escape(kind)}"]`));

/** The enabled inputs of a form that type a setting (`data-field`; checkboxes apart). @param {HTMLFormElement} f */
function fields(f) {
  return /** @type {HTMLInputElement[]} */ ([...f.querySelectorAll("input[data-field]:not([type=checkbox])")]).filter(
    (i) => !i.closest("fieldset:disabled"),
  );
}

/** Shows the fields of a form's chosen variant only; the others are disabled, so never sent nor required. @param {HTMLFormElement} f */
export function showVariants(f) {
  for (const choice of /** @type {NodeListOf<HTMLSelectElement>} */ (f.querySelectorAll("select[data-variants]"))) {
    for (const set of /** @type {NodeListOf<HTMLFieldSetElement>} */ (f.querySelectorAll("fieldset.variant"))) {
      set.hidden = set.dataset.variant !== choice.value;
      set.disabled = set.dataset.variant !== choice.value;
    }
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

/**
 * A kind's settings from its form: its choices, its checkboxes, and its filled inputs (an empty optional one is left
 * out), whole numbers where the kind counts (a day, months). @param {HTMLFormElement} f
 */
export function settingsOf(f) {
  /** @type {Record<string, unknown>} */
  const settings = {};
  for (const choice of /** @type {NodeListOf<HTMLSelectElement>} */ (f.querySelectorAll("select[data-field]")))
    settings[/** @type {string} */ (choice.dataset.field)] = choice.value;
  for (const choice of /** @type {NodeListOf<HTMLSelectElement>} */ (f.querySelectorAll("select[data-fields]")))
    if (choice.value) Object.assign(settings, JSON.parse(choice.value));
  for (const check of /** @type {NodeListOf<HTMLInputElement>} */ (f.querySelectorAll("input[data-field][type=checkbox]")))
    settings[/** @type {string} */ (check.dataset.field)] = check.checked;
  for (const input of fields(f)) {
    const value = valueOf(input);
    if (!value) continue;
    settings[/** @type {string} */ (input.dataset.field)] =
      input.dataset.integer !== undefined && /^\d+$/.test(value) ? Number(value) : value;
  }
  return settings;
}

/** Whether a form has a field for a setting. @param {HTMLFormElement} f @param {string} key */
export function keyShown(f, key) {
  if (f.querySelector(`[data-field="${CSS.escape(key)}"]`)) return true;
  const choices = /** @type {NodeListOf<HTMLSelectElement>} */ (f.querySelectorAll("select[data-fields]"));
  return [...choices].some((c) => (c.dataset.fields ?? "").split(" ").includes(key));
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
 * @param {BalanceSource} source
 */
export function fillForm(source) {
  const f = formOf(source.kind);
  const s = /** @type {Record<string, unknown>} */ (source.settings);
  f.reset();
  /** @type {HTMLSelectElement} */ (f.querySelector("select.account-select")).value = String(source.manual_account_id);
  for (const choice of /** @type {NodeListOf<HTMLSelectElement>} */ (f.querySelectorAll("select[data-field]")))
    choice.value = String(s[/** @type {string} */ (choice.dataset.field)] ?? "");
  showVariants(f);
  for (const choice of /** @type {NodeListOf<HTMLSelectElement>} */ (f.querySelectorAll("select[data-fields]"))) {
    const keys = (choice.dataset.fields ?? "").split(" ");
    choice.value = JSON.stringify(Object.fromEntries(keys.map((k) => [k, s[k]])));
  }
  for (const check of /** @type {NodeListOf<HTMLInputElement>} */ (f.querySelectorAll("input[data-field][type=checkbox]")))
    check.checked = s[/** @type {string} */ (check.dataset.field)] === true;
  const schedule = source.schedule ?? { every: "day", atMinute: 0 };
  /** @type {HTMLSelectElement} */ (f.querySelector('[data-schedule="every"]')).value =
    schedule.every === "hours" ? `hours:${schedule.hours}` : "day";
  /** @type {HTMLInputElement} */ (f.querySelector('[data-schedule="at"]')).value = localTimeOf(
    schedule.every === "day" ? (schedule.atMinute ?? 0) : 0,
  );
  for (const input of fields(f)) {
    const value = s[/** @type {string} */ (input.dataset.field)];
    input.value =
      value === undefined || value === null ? "" : input.dataset.currency !== undefined ? String(value).toUpperCase() : String(value);
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
