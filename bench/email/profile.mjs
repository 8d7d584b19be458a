// A CPU profile of one step of bench/email inside workerd (V8's sampling profiler, through wrangler's
// inspector proxy): where the time goes in the runtime the goal is measured in, not in Node.
//
//   node bench/email/profile.mjs [step] [kind] > out.cpuprofile
//
// step: a step of worker.ts (ours, postal_mime, parse, unwrap, read, markup, html_to_text; default ours);
// kind: one kind of the mix only (gmail_forward, outlook_html_only…; default every message). The profile is
// Chrome's .cpuprofile JSON (open it in DevTools' Performance panel). EMAIL_PROFILE_REPS passes are sampled
// (default 20) after two unsampled ones; EMAIL_PROFILE_INTERVAL_US is the sampling interval (default 100).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startBenchWorker } from "../bench-worker.mjs";
import { connectInspector } from "../inspector.mjs";

const [step = "ours", kind] = process.argv.slice(2);
const REPS = Number(process.env.EMAIL_PROFILE_REPS ?? 20);
const INTERVAL_US = Number(process.env.EMAIL_PROFILE_INTERVAL_US ?? 100);
/** The inspector proxy's port: fixed, since its address must be asked for before the socket is opened. */
const INSPECTOR_PORT = Number(process.env.EMAIL_PROFILE_INSPECTOR_PORT ?? 9333);

const worker = await startBenchWorker(join(dirname(fileURLToPath(import.meta.url)), "wrangler.toml"), { inspectorPort: INSPECTOR_PORT });
const { get } = worker;
try {
  await get("/prepare?messages=200");
  const { send, close } = await connectInspector(INSPECTOR_PORT);
  const query = `step=${step}${kind ? `&kind=${kind}` : ""}`;
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: INTERVAL_US });
  await get(`/run?${query}&reps=2`);
  await send("Profiler.start");
  await get(`/run?${query}&reps=${REPS}`);
  const { result } = await send("Profiler.stop");
  process.stdout.write(JSON.stringify(result.profile));
  close();
} finally {
  await worker.dispose();
}
