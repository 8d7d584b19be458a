// @ts-check
// Building DOM nodes from data without innerHTML: text is always text, never markup (a payee named
// "<img onerror=…>" stays a payee), and no inline handler is needed under the Content-Security-Policy.

/**
 * @param {string} tag
 * @param {Record<string, unknown>} [props] `class`, `text`, `on<event>` listeners, anything else an attribute
 * @param {...(Node | string | null | undefined | false)} children
 * @returns {HTMLElement}
 */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "text") el.textContent = String(value);
    else if (name === "class") el.className = String(value);
    else if (name.startsWith("on") && typeof value === "function") el.addEventListener(name.slice(2), /** @type {EventListener} */ (value));
    else if (name in el && typeof value !== "string") /** @type {any} */ (el)[name] = value;
    else el.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) el.append(child);
  return el;
}

/** @param {string} id */
export function byId(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el;
}

/** Tells screen-reader users what just changed (the page's one live region). @param {string} text */
export function announce(text) {
  const region = byId("announce");
  region.textContent = "";
  // A new node in a cleared region is announced even when the text repeats.
  requestAnimationFrame(() => (region.textContent = text));
}
