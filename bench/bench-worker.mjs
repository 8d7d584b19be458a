// A bench's worker, started in workerd by wrangler on a free loopback port (nothing leaves 127.0.0.1), and
// asked for JSON.
import { readdirSync, readFileSync } from "node:fs";
import { unstable_startWorker } from "wrangler";

process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";

/**
 * Starts the worker of `config` (a wrangler.toml) and waits until it is ready. `inspectorPort`: wrangler's
 * inspector proxy on that port (for profiles), none without it.
 */
export async function startBenchWorker(config, { inspectorPort } = {}) {
  const before = new Set(workerdChildren());
  const worker = await unstable_startWorker({
    config,
    dev: {
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: inspectorPort === undefined ? false : { port: inspectorPort, hostname: "127.0.0.1" },
      logLevel: "warn",
      // A source file saved during a run must not reload the worker between a side's prepare and its runs.
      watch: false,
      // State in memory: two workers of one config run at once (paired.mjs), and must not share a database.
      persist: false,
    },
  });
  await worker.ready;
  // The workerd processes this start made (wrangler's proxy and the worker's runtime, which may start after
  // `ready`): theirs is this worker's CPU. Found after a first request, before another worker is started
  // (paired.mjs runs two at once).
  await (await worker.fetch("http://127.0.0.1/")).arrayBuffer();
  const own = workerdChildren().filter((pid) => !before.has(pid));
  const threadCpuMs = () => new Map(own.flatMap((pid) => [...processThreadsCpuMs(pid)].map(([tid, ms]) => [`${pid}/${tid}`, ms])));
  return {
    /**
     * CPU time in ms that each thread of this worker's workerd processes has used (the JavaScript thread, V8's
     * collector and compiler threads), by "pid/tid", read from /proc in nanoseconds. Unlike the worker's clock
     * (which moves only at I/O) or wall time, it does not count other programs' work on a busy machine. Empty
     * where /proc is not there.
     */
    threadCpuMs,
    /** GET `path` of the worker, its JSON answer; a non-2xx answer throws with its text. */
    async get(path) {
      const res = await worker.fetch(`http://127.0.0.1${path}`);
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    dispose: () => worker.dispose(),
  };
}

/** The workerd processes that are children of this process. */
function workerdChildren() {
  const pids = [];
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (comm === "workerd" && parent === process.pid) pids.push(Number(entry));
    } catch {
      // a process that ended while we looked
    }
  }
  return pids;
}

/** A process's on-CPU time per thread (schedstat's first field, in ns), in ms. */
function processThreadsCpuMs(pid) {
  const threads = new Map();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      threads.set(task, Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]) / 1e6);
    } catch {
      // a thread that ended while we looked
    }
  }
  return threads;
}
