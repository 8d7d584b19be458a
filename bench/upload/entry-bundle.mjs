// A bench's entry bundled for Node as the isolate would run it (the vendored readers made first): its own temporary
// folder, which the caller removes, and the bundle's path in it.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";

/** `entry`: a TypeScript file beside the bench, bundled to `<name>.mjs` in a new folder named for `name`. */
export async function entryBundle(here, entry, name) {
  execFileSync(process.execPath, [join(here, "..", "..", "scripts", "vendor-modules.mjs")]);
  const work = mkdtempSync(join(tmpdir(), `intake-${name}-`));
  const bundle = join(work, `${name}-entry.mjs`);
  await build({
    entryPoints: [join(here, entry)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    outfile: bundle,
    // The lazy modules' table (src/lazy-modules.ts) names every one, the API document's Durable Object types too.
    external: ["cloudflare:*"],
    logLevel: "error",
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  return { work, bundle };
}
