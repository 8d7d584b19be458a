// What a channel needs now and then is a module of its own (src/lazy-modules.ts), so the main module, which Cloudflare
// loads before any request is served, stays within its budget: checked on the worker as `wrangler deploy` uploads it.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { MAIN_MODULE_TARGET_KIB } from "../bench/bundle/budget.mjs";
import { WRANGLER_CLI, offlineEnv } from "../scripts/offline-env.mjs";

const ROOT = resolve(__dirname, "..");
const out = mkdtempSync(join(tmpdir(), "intake-lazy-modules-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The worker as `wrangler deploy --dry-run` writes it: the main module and the modules beside it. */
function deployedWorker(): { main: Buffer; lazy: (name: string) => boolean } {
  execFileSync(process.execPath, [WRANGLER_CLI, "deploy", "--dry-run", "--outdir", out], { cwd: ROOT, env: offlineEnv(), stdio: "ignore" });
  return { main: readFileSync(join(out, "index.js")), lazy: (name) => existsSync(join(out, "vendor", name)) };
}

describe("the main module stays within its budget, each reader a module of its own", () => {
  it(`is at most ${MAIN_MODULE_TARGET_KIB} KiB gzip, with the CSV, statement, sheet, mail and PDF readers and the API document beside it`, () => {
    const { main, lazy } = deployedWorker();
    expect(gzipSync(main).length).toBeLessThanOrEqual(MAIN_MODULE_TARGET_KIB * 1024);
    for (const name of [
      "csv-reader.mjs",
      "statement-readers.mjs",
      "sheet-reader.mjs",
      "mail-reader.mjs",
      "pdfjs-serverless.mjs",
      "pdf-lib.mjs",
      "api-document.mjs",
      "learning.mjs",
      "file-sections.mjs",
    ])
      expect(lazy(name), name).toBe(true);
    // The CSV reader's refusal of a table without a date or amount, and PDF.js's worker settings: neither is in it.
    expect(main.includes("name it in the overrides")).toBe(false);
    expect(main.includes("GlobalWorkerOptions")).toBe(false);
    // The API document and its answers' schemas (http/api/): loaded on the first GET /openapi.json or /api. The routes'
    // declarations (http/route.ts) are the main module's: each is served with its handler.
    expect(main.includes("Every refusal: a 4xx the request can fix")).toBe(false);
    expect(main.includes("A dry run: what the file would become")).toBe(false);
    // The statement readers (OFX, QIF, MT940, CAMT) and the XML parser CAMT reads with: loaded on the first statement.
    expect(main.includes("no <OFX> element")).toBe(false);
    expect(main.includes("ignoreAttributes")).toBe(false);
    expect(main.includes("payments booked as one entry")).toBe(false);
    // The learning room (src/learning/): loaded on the first import that learns.
    expect(main.includes("renamed transactions of this shop")).toBe(false);
  }, 180_000);
});
