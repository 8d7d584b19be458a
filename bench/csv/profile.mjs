// A CPU profile of the 100,000-row CSV plan inside workerd (V8's sampling profiler, through wrangler's inspector
// proxy), or with CSV_PROFILE_HEAP=1 a sampling heap profile of what each function allocates, garbage included.
//
//   node bench/csv/profile.mjs > out.cpuprofile        (open it in DevTools' Performance panel)
//
// CSV_PROFILE_RUNS plans are sampled (default 30) after 12 unsampled ones; CSV_PROFILE_INSPECTOR_PORT is the proxy's port.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startBenchWorker } from "../bench-worker.mjs";
import { connectInspector } from "../inspector.mjs";

const RUNS = Number(process.env.CSV_PROFILE_RUNS ?? 30);
/** The inspector proxy's port: fixed, since its address must be asked for before the socket is opened. */
const INSPECTOR_PORT = Number(process.env.CSV_PROFILE_INSPECTOR_PORT ?? 9334);

const worker = await startBenchWorker(join(dirname(fileURLToPath(import.meta.url)), "wrangler.toml"), { inspectorPort: INSPECTOR_PORT });
try {
  await worker.get(`/prepare?subject=csv&side=ours&rows=${process.env.CSV_BENCH_ROWS ?? 100_000}`);
  const { send, close } = await connectInspector(INSPECTOR_PORT);
  await worker.get("/run?runs=12");
  if (process.env.CSV_PROFILE_HEAP) {
    await send("HeapProfiler.enable");
    await send("HeapProfiler.startSampling", {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    await worker.get(`/run?runs=${RUNS}`);
    process.stdout.write(JSON.stringify((await send("HeapProfiler.stopSampling")).result.profile));
  } else {
    await send("Profiler.enable");
    await send("Profiler.setSamplingInterval", { interval: 100 });
    await send("Profiler.start");
    await worker.get(`/run?runs=${RUNS}`);
    process.stdout.write(JSON.stringify((await send("Profiler.stop")).result.profile));
  }
  close();
} finally {
  await worker.dispose();
}
