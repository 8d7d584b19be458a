// `npm start` fires the deployed Worker's cron locally, at the same minutes, through wrangler's /__scheduled.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cronsOf, everyMinutes, nextFire, startLocalCron } from "../../scripts/local-cron.mjs";

describe("the crons are read from wrangler.toml", () => {
  it("finds the deployment's every-5-minutes cron", () => {
    expect(cronsOf(readFileSync("wrangler.toml", "utf8"))).toEqual(["*/5 * * * *"]);
    expect(cronsOf('[triggers]\ncrons = ["*/15 * * * *", "0 3 * * *"]\n')).toEqual(["*/15 * * * *", "0 3 * * *"]);
  });
});

describe("a cron fires at the wall-clock minutes a deployment fires it", () => {
  it("reads every N minutes, and no other form", () => {
    expect([everyMinutes("*/5 * * * *"), everyMinutes("* * * * *"), everyMinutes("0 3 * * *")]).toEqual([5, 1, null]);
  });
  it("fires next at the next minute divisible by N", () => {
    const at = Date.parse("2026-11-23T20:17:42Z");
    expect(new Date(nextFire(at, 5)).toISOString()).toBe("2026-11-23T20:20:00.000Z");
    expect(new Date(nextFire(Date.parse("2026-11-23T20:20:00Z"), 5)).toISOString()).toBe("2026-11-23T20:25:00.000Z");
  });
  it("calls /__scheduled with the cron, then schedules the next run", async () => {
    const calls: string[] = [];
    const timers: { ms: number; fire: () => void }[] = [];
    const logged: string[] = [];
    const stop = startLocalCron({
      tomlPath: "wrangler.toml",
      url: "http://127.0.0.1:8787/__scheduled",
      log: (line: string) => logged.push(line),
      fetchImpl: async (url: string) => (calls.push(url), new Response(null, { status: 200 })),
      now: () => Date.parse("2026-11-23T20:17:42Z"),
      setTimer: (fire: () => void, ms: number) => (timers.push({ ms, fire }), 0),
    });
    expect(timers.map((t) => t.ms)).toEqual([138_000]);
    timers[0]!.fire();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual(["http://127.0.0.1:8787/__scheduled?cron=*%2F5%20*%20*%20*%20*"]);
    expect(timers).toHaveLength(2);
    expect(logged).toEqual(['[cron] "*/5 * * * *" runs every 5 minutes', "[cron] */5 * * * *: 200"]);
    stop();
  });
});
