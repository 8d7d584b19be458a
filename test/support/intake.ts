// A connection of its own for one test (a fresh sandbox world and an API key), and the calls a page
// makes through the worker with that key.
import { env, SELF } from "cloudflare:test";
import { saveConnection } from "../../src/connections";
import type { JobReport } from "../../src/outbox";
import { checkedAnswer } from "./answers";
import { FullBudgetApi } from "./full-budget-api";
import { newWorld } from "./world";

export const SEED_ACCOUNTS = { checking: 101, creditCard: 102 } as const;

export async function connectIntake() {
  const world = await newWorld();
  const apiKey = `key-${world.name}`;
  await saveConnection(env, `c-${world.name}`, world.token, apiKey);
  const auth = { Authorization: `Bearer ${apiKey}` };
  // Every answer is read against its route's schema on the way (answers.ts).
  const call = async (method: string, path: string, body?: unknown) =>
    checkedAnswer(
      method,
      `https://intake.test${path}`,
      await SELF.fetch(`https://intake.test${path}`, {
        method,
        headers: body === undefined ? auth : { ...auth, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  /** POST /imports: a CSV by default; statements go as any upload does (the format is read from the bytes). */
  const upload = async (body: string | Uint8Array, query = "", contentType = "text/csv") =>
    checkedAnswer(
      "POST",
      `https://intake.test/imports${query}`,
      await SELF.fetch(`https://intake.test/imports${query}`, { method: "POST", headers: { ...auth, "Content-Type": contentType }, body }),
    );
  /** A job's report as the page reads it (`/imports/{id}`, or a path an answer gave). */
  const report = async (path: string) => (await (await call("GET", path)).json()) as JobReport;
  const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
  return { world, auth, call, upload, report, api };
}
