// Receipt-email benchmark: median CPU per message of the email() steps over a realistic mix, as a ratio to
// postal-mime's parse of the same bytes in the same run (goal ≤ 1.5). Prints `email.cpu_vs_postal_mime_ratio`.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { unstable_startWorker } from "wrangler";

process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
const here = dirname(fileURLToPath(import.meta.url));
const MESSAGES = Number(process.env.EMAIL_BENCH_MESSAGES ?? 200);
const RUNS = Number(process.env.EMAIL_BENCH_RUNS ?? 7);

const worker = await unstable_startWorker({
  config: join(here, "wrangler.toml"),
  dev: { server: { hostname: "127.0.0.1", port: 0 }, inspector: false, logLevel: "warn" },
});
try {
  await worker.ready;
  await worker.fetch(`http://127.0.0.1/?messages=20&runs=1`); // warm-up: JIT and module init
  if (process.env.EMAIL_BENCH_PARTS) {
    const parts = await (await worker.fetch(`http://127.0.0.1/?parts=1&messages=${MESSAGES}`)).json();
    for (const [k, v] of Object.entries(parts)) console.log(`email.part.${k}_ms ${v.toFixed(3)}`);
  }
  const res = await worker.fetch(`http://127.0.0.1/?messages=${MESSAGES}&runs=${RUNS}`);
  const r = await res.json();
  console.log(`email.messages ${r.messages} (${(r.bytes / 1e6).toFixed(2)} MB; verdicts ${JSON.stringify(r.verdicts)})`);
  console.log(`email.ours_ms_per_message ${r.ours_ms.toFixed(3)} (median of ${RUNS} runs; parse + verify + unwrap + read + plan)`);
  console.log(`email.postal_mime_ms_per_message ${r.postal_ms.toFixed(3)} (median of ${RUNS} runs; PostalMime.parse of the same bytes)`);
  console.log(`email.cpu_vs_postal_mime_ratio ${(r.ours_ms / r.postal_ms).toFixed(2)}`);
} finally {
  await worker.dispose();
}
