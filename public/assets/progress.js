// @ts-check
// Watching an import: its state in words, a bar and the counts, polled until the job settles. A dropped
// connection or a proxy's error page does not stop the watch: it says so and tries again, backing off.
import { announce, byId, h } from "./elements.js";
import { count } from "./format.js";
import { api, ApiError } from "./session.js";
import { countLabels, isActive, NO_KINDS, percentSettled, stateInWords } from "./words.js";
/** @import { Report } from "./answers" */

/** Polls a second apart while the job moves; after a failed poll, waits longer each time, up to this. */
const POLL_MS = 1000;
const MAX_BACKOFF_MS = 15_000;

/**
 * @param {string} id
 * @param {{ onReport?: (report: Report) => void, onSettled?: (report: Report) => void, pollMs?: number, kinds?: import("./words.js").KindTable }} [options]
 */
export async function watchImport(id, options = {}) {
  let failures = 0;
  let lastStatus = "";
  for (;;) {
    /** @type {Report} */
    let report;
    try {
      report = await api(`/imports/${encodeURIComponent(id)}`);
    } catch (error) {
      // A refusal that will not change (the import is gone, the key was refused) ends the watch.
      if (error instanceof ApiError && error.status < 500 && error.status !== 429) {
        byId("poll-note").textContent = `Could not read the import's progress: ${error.message}`;
        return;
      }
      failures++;
      const wait = Math.min(POLL_MS * 2 ** failures, MAX_BACKOFF_MS);
      const why = error instanceof ApiError ? error.message : "the connection to Intake was lost";
      const note = `Could not update the progress (${why}); trying again in ${Math.round(wait / 1000)} s. The import goes on meanwhile.`;
      byId("poll-note").textContent = note;
      if (failures === 1) announce(note);
      await sleep(wait);
      continue;
    }
    if (failures > 0) byId("poll-note").textContent = "Connected again.";
    failures = 0;
    showProgress(report, options.kinds);
    options.onReport?.(report);
    if (report.status !== lastStatus) announce(stateInWords(report, options.kinds));
    lastStatus = report.status;
    if (!isActive(report.status)) {
      options.onSettled?.(report);
      return report;
    }
    await sleep(options.pollMs ?? POLL_MS);
  }
}

/** @param {Report} report @param {import("./words.js").KindTable} [kinds] the kinds' words (GET /kinds) */
export function showProgress(report, kinds = NO_KINDS) {
  byId("state").textContent = stateInWords(report, kinds);
  const bar = /** @type {HTMLProgressElement | null} */ (document.getElementById("bar"));
  if (bar) bar.value = percentSettled(report.counts);
  byId("counts").replaceChildren(
    ...countLabels(report, kinds).map(([key, label]) =>
      h("div", {}, h("dt", { text: label }), h("dd", { "data-count": key, text: count(report.counts[key] ?? 0) })),
    ),
  );
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
