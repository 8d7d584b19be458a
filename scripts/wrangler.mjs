// `node scripts/wrangler.mjs <arguments>`: the project's wrangler, offline (scripts/offline-env.mjs), for the npm
// scripts that run it on this machine (`types`, `types:check`). Deploying is the one command that must reach the
// internet: `npm run deploy` runs wrangler itself.
import { spawn } from "node:child_process";
import { WRANGLER_CLI, offlineEnv, withoutProxyNotice } from "./offline-env.mjs";

const child = spawn(process.execPath, [WRANGLER_CLI, ...process.argv.slice(2)], {
  env: offlineEnv(),
  stdio: ["inherit", "pipe", "pipe"],
});
child.stdout.setEncoding("utf8").on("data", (c) => process.stdout.write(withoutProxyNotice(c)));
child.stderr.setEncoding("utf8").on("data", (c) => process.stderr.write(withoutProxyNotice(c)));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
