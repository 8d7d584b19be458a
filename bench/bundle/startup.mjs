// The startup CPU of the worker (`wrangler check startup`, a local profile of its main module's top level): the
// samples that were not idle. A machine shared with other work stretches a run (the profiler counts a descheduled
// thread as busy), never shortens one, so the figure is the least of a few runs, stopping at the first within target.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** One profile's busy milliseconds. */
function profiledMs(root, env, outfile) {
  const wrangler = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
  execFileSync(process.execPath, [wrangler, "check", "startup", "--outfile", outfile], { cwd: root, env, stdio: "ignore" });
  const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(outfile, "utf8"));
  const idle = new Set(nodes.filter((n) => n.callFrame.functionName === "(idle)").map((n) => n.id));
  return samples.reduce((ms, id, i) => (idle.has(id) ? ms : ms + timeDeltas[i] / 1000), 0);
}

/** The least startup CPU of up to `runs` profiles (`dir` holds them), and how many were taken. */
export function startupCpuMs({ root, env, dir, targetMs, runs = 5 }) {
  let least = Infinity;
  let taken = 0;
  while (taken < runs && least > targetMs) {
    least = Math.min(least, profiledMs(root, env, join(dir, `startup-${taken}.cpuprofile`)));
    taken++;
  }
  return { ms: least, runs: taken };
}
