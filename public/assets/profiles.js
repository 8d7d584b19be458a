// @ts-check
// Saved profiles: each bank export's saved decisions, with a name to give or change, and a way to forget
// them (the next upload of that bank is then detected afresh).
import { announce, byId, h } from "./elements.js";
import { api, ApiError, requireKey } from "./session.js";
import { displayTime, inWords, plural } from "./words.js";
/** @import { ProfileName, Profiles } from "./answers" */

await requireKey();
await load();

async function load() {
  /** @type {Profiles} */
  let answer;
  try {
    answer = await api("/profiles");
  } catch (error) {
    byId("profiles-summary").textContent = error instanceof ApiError ? inWords(error.message) : "The saved profiles could not be loaded.";
    return;
  }
  const profiles = answer.profiles;
  byId("profiles-summary").textContent =
    profiles.length === 0 ? "No saved profiles yet: each import saves one." : `${plural(profiles.length, "saved profile")}.`;
  byId("profile-list").replaceChildren(...profiles.map(entry));
}

/** @param {Profiles["profiles"][number]} p */
function entry(p) {
  const inputId = `name-${p.id}`;
  const input = /** @type {HTMLInputElement} */ (
    h("input", { id: inputId, type: "text", maxlength: "80", value: p.name ?? "", placeholder: p.file_name ?? "" })
  );
  const title = p.name || p.file_name || "Unnamed profile";
  const heading = h("h2", { text: title });
  const status = h("p", { class: "hint", role: "status" });
  const rename = async (/** @type {Event} */ event) => {
    event.preventDefault();
    try {
      /** @type {ProfileName} */
      const answer = await api(`/profiles/${encodeURIComponent(p.id)}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: input.value }),
      });
      heading.textContent = answer.name || p.file_name || "Unnamed profile";
      status.textContent = "Name saved.";
    } catch (error) {
      status.textContent = error instanceof ApiError ? inWords(error.message) : "The name could not be saved.";
    }
  };
  const forget = async () => {
    if (!confirm(`Forget the saved decisions for “${title}”? The next upload of this bank is detected afresh.`)) return;
    try {
      await api(`/profiles/${encodeURIComponent(p.id)}`, { method: "DELETE" });
      announce(`Forgot “${title}”.`);
      await load();
      byId("main").focus();
    } catch (error) {
      status.textContent = error instanceof ApiError ? inWords(error.message) : "The profile could not be deleted.";
    }
  };
  const profile = p.profile;
  return h(
    "li",
    {},
    heading,
    h(
      "p",
      { class: "hint" },
      `Saved ${p.saved_at ? displayTime(p.saved_at) : ""}${p.file_name ? ` from ${p.file_name}` : ""}. `,
      `Dates ${profile.dateFormat}, decimal ${profile.decimalSeparator === "," ? "comma" : "point"}, columns: ${(profile.headers ?? []).join(", ") || `${profile.columnCount} without a header`}.`,
    ),
    h(
      "form",
      { onsubmit: rename },
      h("label", { for: inputId, text: "Name" }),
      h("div", { class: "row" }, input, h("button", { type: "submit", text: "Save name" })),
    ),
    h("p", {}, h("button", { type: "button", class: "danger", onclick: forget, text: "Forget this bank's saved decisions" })),
    status,
  );
}
