// Adds to package-lock.json the platform packages (optional dependencies for other operating
// systems) that the registry this project installs from does not serve, so that `npm ci` — which
// requires every optional dependency in the lock — works here and on any other machine.
// Run it after `npm install` changes the lock: `node scripts/lock-platforms.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const PLATFORMS = [
  [/darwin/, "darwin"],
  [/win32|windows/, "win32"],
  [/linux/, "linux"],
  [/freebsd/, "freebsd"],
];
const CPUS = [
  [/arm64|aarch64/, "arm64"],
  [/x64|amd64|-64$/, "x64"],
  [/ia32|x86/, "ia32"],
];

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    // Resolved like node does: next to the package, then up the tree.
    const candidates = [];
    for (let dir = path; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
      candidates.push(`${dir ? `${dir}/` : ""}node_modules/${name}`);
      if (!dir) break;
    }
    if (candidates.some((c) => packages[c])) continue;
    const os = PLATFORMS.find(([re]) => re.test(name))?.[1];
    const cpu = CPUS.find(([re]) => re.test(name))?.[1];
    if (!os || !cpu || !/^\d[\w.+-]*$/.test(range)) continue; // only exact platform pins are filled in
    packages[candidates.at(-1)] = {
      version: range,
      cpu: [cpu],
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [os],
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1)));
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platforms: ${added} platform package(s) added`);
