// A burst of taps against a running Intake and its sandbox (npm start): TAPS phone taps POSTed to /taps, CONCURRENCY at a
// time, under the sandbox world's rate limit (RATE_LIMIT requests per RATE_WINDOW_MS, set for the run). Prints the
// requests the burst cost the service (counters: all, list reads, inserts, 429s), per tap, and how long from the first
// tap's 202 until the last was booked, in the limit's windows; checks that every tap is booked once (its external_id in
// the world exactly once). Counts, not timings, are the result: the windows say how many of the quota the burst spent.
//   INTAKE_URL (http://127.0.0.1:8787), SANDBOX_URL (http://127.0.0.1:8788), INTAKE_API_KEY (dev-intake-key),
//   TAPS (1000), CONCURRENCY (6), RATE_LIMIT (100), RATE_WINDOW_MS (60000), TIMEOUT_S (1800).
const INTAKE = (process.env.INTAKE_URL ?? "http://127.0.0.1:8787").replace(/\/+$/, "");
const SANDBOX = (process.env.SANDBOX_URL ?? "http://127.0.0.1:8788").replace(/\/+$/, "");
const KEY = process.env.INTAKE_API_KEY ?? "dev-intake-key";
const TAPS = Number(process.env.TAPS ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 6);
const LIMIT = Number(process.env.RATE_LIMIT ?? 100);
const WINDOW_MS = Number(process.env.RATE_WINDOW_MS ?? 60_000);
const TIMEOUT_MS = Number(process.env.TIMEOUT_S ?? 1800) * 1000;
const WORLD = `${SANDBOX}/__sandbox/worlds/default`;

const admin = async (method, path, body) => {
  const response = await fetch(`${WORLD}${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

const run = Date.now().toString(36);
const today = new Date().toISOString().slice(0, 10);
/** Tap i: its own shop, amount and minute; the phone's id makes its external_id (taps/tap.ts). */
const tapOf = (i) => ({
  merchant: `Burst ${run} shop ${i}`,
  amount: `${(i % 90) + 1}.${String(i % 100).padStart(2, "0")}`,
  currency: "USD",
  time: `${today}T${String(Math.floor(i / 60) % 24).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}:00`,
  id: `bench-${run}-${i}`,
});

await admin("PUT", "/config", { rateLimit: { limit: LIMIT, windowMs: WINDOW_MS } });
const before = await admin("GET", "/counters");
const started = Date.now();
const externalIds = new Map();
let next = 0;
let refused = 0;
async function sender() {
  for (let i = next++; i < TAPS; i = next++) {
    const response = await fetch(`${INTAKE}/taps`, {
      method: "POST",
      headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify(tapOf(i)),
    });
    if (response.status !== 202) {
      refused++;
      console.error(`tap ${i}: ${response.status} ${(await response.text()).slice(0, 200)}`);
      continue;
    }
    externalIds.set(i, (await response.json()).external_id);
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, sender));
const answered = Date.now();

const wanted = new Set(externalIds.values());
let booked = new Map();
for (;;) {
  const { transactions } = await admin("GET", "/transactions");
  booked = new Map();
  for (const t of transactions) if (wanted.has(t.external_id)) booked.set(t.external_id, (booked.get(t.external_id) ?? 0) + 1);
  if (booked.size === wanted.size || Date.now() - started > TIMEOUT_MS) break;
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const done = Date.now();
const after = await admin("GET", "/counters");
const spent = (key) => after[key] - before[key];
const twice = [...booked.values()].filter((n) => n > 1).length;
const s = (ms) => (ms / 1000).toFixed(1);

console.log(`taps: ${TAPS} (${refused} refused), ${CONCURRENCY} at a time, limit ${LIMIT} per ${WINDOW_MS} ms`);
console.log(`answered_202_in_s: ${s(answered - started)}`);
console.log(`booked: ${booked.size}/${wanted.size}, booked_twice: ${twice}`);
console.log(
  `service_requests: ${spent("requests")} (list_reads ${spent("listReads")}, inserts ${spent("insertRequests")}, 429s ${spent("rateLimited")})`,
);
console.log(`requests_per_tap: ${(spent("requests") / TAPS).toFixed(3)}`);
console.log(`last_booked_after_s: ${s(done - started)} (${((done - started) / WINDOW_MS).toFixed(2)} windows of the limit)`);
await admin("PUT", "/config", { rateLimit: { limit: 100, windowMs: 60_000 } });
process.exit(booked.size === wanted.size && twice === 0 && refused === 0 ? 0 : 1);
