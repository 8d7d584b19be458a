// The deployed Worker's cron, run by `npm start`: `wrangler dev` does not fire scheduled events by itself,
// so this asks it to (`--test-scheduled` serves /__scheduled) on the schedule wrangler.toml declares, at the
// same wall-clock minutes a deployment would, so the local stack drains, retries and probes as it will.
import { readFileSync } from "node:fs";

/** The `[triggers] crons` of a wrangler.toml. */
export function cronsOf(toml) {
  const list = /^\s*crons\s*=\s*\[([^\]]*)\]/m.exec(toml)?.[1] ?? "";
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

/** Minutes between runs of a cron of the form "*\/N * * * *" (every N minutes), else null: other forms are not run locally. */
export function everyMinutes(cron) {
  const m = /^\*\/(\d{1,2}) \* \* \* \*$/.exec(cron.trim()) ?? (cron.trim() === "* * * * *" ? [null, "1"] : null);
  const n = m ? Number(m[1]) : NaN;
  return n >= 1 && n <= 59 ? n : null;
}

/** The next wall-clock time after `now` (ms) at which a cron of every `n` minutes fires (minute % n === 0). */
export function nextFire(now, n) {
  const minute = Math.floor(now / 60_000);
  return (minute + (n - ((minute % 60) % n))) * 60_000;
}

/**
 * Fires every cron of `tomlPath` at its times through `url` (the pipeline's /__scheduled), until stopped.
 * Returns the stop function; `log` says what it fires and what it cannot.
 * @param {{ tomlPath: string, url: string, log?: (line: string) => void, fetchImpl?: (url: string) => Promise<Response>,
 *   now?: () => number, setTimer?: (fire: () => void, ms: number) => unknown }} options
 */
export function startLocalCron({ tomlPath, url, log = console.log, fetchImpl = fetch, now = Date.now, setTimer = setTimeout }) {
  const timers = [];
  for (const cron of cronsOf(readFileSync(tomlPath, "utf8"))) {
    const n = everyMinutes(cron);
    if (n === null) {
      log(`[cron] "${cron}" is not run locally (only "*/N * * * *"); fire it with: curl "${url}?cron=${encodeURIComponent(cron)}"`);
      continue;
    }
    const fire = () => {
      fetchImpl(`${url}?cron=${encodeURIComponent(cron)}`).then(
        (r) => log(`[cron] ${cron}: ${r.status}`),
        (e) => log(`[cron] ${cron}: not reached (${e.message})`),
      );
      schedule();
    };
    const schedule = () => {
      const at = now();
      timers.push(setTimer(fire, nextFire(at, n) - at));
    };
    log(`[cron] "${cron}" runs every ${n} minutes`);
    schedule();
  }
  return () => timers.forEach((t) => clearTimeout(/** @type {any} */ (t)));
}
