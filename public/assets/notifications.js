// @ts-check
// Notifications: the connection's choices (e-mail at once or a daily digest, a webhook, each kind on or off),
// saved with PUT /notifications/settings; a test through every channel that is on; the latest notices.
import { announce, byId, h } from "./elements.js";
import { api, ApiError, requireKey } from "./session.js";
import { displayTime, inWords } from "./words.js";
/** @import { NotificationSettings, NotificationsSaved, TestNotice } from "./answers" */

const form = /** @type {HTMLFormElement} */ (byId("notification-settings"));
const input = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (byId(id));

/** How a channel fared, in words. */
const CHANNEL_WORDS = /** @type {Record<string, string>} */ ({
  pending: "waiting to be sent",
  sent: "sent",
  digest: "waiting for the daily digest",
  off: "off",
  no_address: "no e-mail address known",
  gave_up: "could not be sent",
});

await requireKey();
await load();

async function load() {
  /** @type {NotificationSettings} */
  let answer;
  try {
    answer = await api("/notifications/settings");
  } catch (error) {
    byId("notifications-summary").textContent = error instanceof ApiError ? inWords(error.message) : "The settings could not be loaded.";
    return;
  }
  show(answer.settings, answer.email_address);
  showRecent(answer.recent);
  form.hidden = false;
}

/** @param {NotificationSettings["settings"]} settings @param {string | null} address */
function show(settings, address) {
  byId("email-address").textContent = address ?? "no address known";
  input("email-on").checked = settings.email;
  input("email-on").disabled = address === null;
  input(settings.delivery === "daily" ? "delivery-daily" : "delivery-single").checked = true;
  /** @type {HTMLSelectElement} */ (byId("digest-hour")).value = String(settings.digest_hour);
  input("webhook-url").value = settings.webhook_url ?? "";
  for (const box of form.querySelectorAll("input[data-kind]")) {
    const kind = /** @type {HTMLInputElement} */ (box);
    kind.checked = !settings.muted.some((muted) => muted === kind.dataset.kind);
  }
  byId("notifications-summary").textContent =
    address === null
      ? "The budgeting service has not told Intake an e-mail address for this budget: connect it at Connection to be told by e-mail, or give a webhook."
      : `Notices go to ${address}${settings.delivery === "daily" ? " in one daily digest" : ", one per event"}.`;
}

/** @param {NotificationSettings["recent"]} notices */
function showRecent(notices) {
  const list = byId("recent-list");
  if (notices.length === 0) {
    list.replaceChildren(h("li", { class: "hint", text: "Nothing to tell yet." }));
    return;
  }
  list.replaceChildren(
    ...notices.map((n) =>
      h(
        "li",
        {},
        h("a", { href: n.path, text: n.title }),
        h("span", {
          class: "hint",
          text: ` · ${displayTime(n.raised_at)} · e-mail ${CHANNEL_WORDS[n.email] ?? n.email}, webhook ${CHANNEL_WORDS[n.webhook] ?? n.webhook}${
            n.last_error ? ` (${n.last_error})` : ""
          }`,
        }),
      ),
    ),
  );
}

function chosen() {
  const muted = [...form.querySelectorAll("input[data-kind]")]
    .map((box) => /** @type {HTMLInputElement} */ (box))
    .filter((box) => !box.checked)
    .map((box) => box.dataset.kind);
  const webhook = input("webhook-url").value.trim();
  return {
    email: input("email-on").checked,
    delivery: input("delivery-daily").checked ? "daily" : "single",
    digest_hour: Number(/** @type {HTMLSelectElement} */ (byId("digest-hour")).value),
    webhook_url: webhook === "" ? null : webhook,
    muted,
  };
}

/** A refusal next to the form, with focus moved to it; a success in the status line. @param {unknown} error @param {string} fallback */
function refused(error, fallback) {
  const line = byId("settings-error");
  line.textContent = error instanceof ApiError ? inWords(error.message) : fallback;
  line.focus();
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  byId("settings-error").textContent = "";
  try {
    /** @type {NotificationsSaved} */
    const answer = await api("/notifications/settings", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(chosen()),
    });
    show(answer.settings, answer.budget.email);
    byId("settings-status").textContent = "Saved.";
    announce("Notification settings saved.");
  } catch (error) {
    refused(error, "The settings could not be saved.");
  }
});

byId("send-test").addEventListener("click", async () => {
  byId("settings-error").textContent = "";
  try {
    /** @type {TestNotice} */
    const { notice } = await api("/notifications/test", { method: "POST" });
    const words = `Test: e-mail ${CHANNEL_WORDS[notice.email] ?? notice.email}, webhook ${CHANNEL_WORDS[notice.webhook] ?? notice.webhook}.`;
    byId("settings-status").textContent = notice.last_error ? `${words} ${notice.last_error}` : words;
    announce(words);
    /** @type {NotificationSettings} */
    const answer = await api("/notifications/settings");
    showRecent(answer.recent);
  } catch (error) {
    refused(error, "The test could not be sent.");
  }
});
