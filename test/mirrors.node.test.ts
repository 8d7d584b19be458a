// Tests mirror src/: a module's rules are pinned in the test at its own path (`src/a/b.ts` → `test/a/b.test.ts`,
// `b.node.test.ts`, or a folder `test/a/b/`), so whoever changes a module finds its rules beside where it lives.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "..");
const SRC = join(ROOT, "src");
const TEST = join(ROOT, "test");
/** Rooms every module of which has its test: the Outbox, the formats and the matching. */
const EVERY_MODULE = ["outbox", "formats", "matching"];
const SHARE = 0.6;

/** Every module of src/ (its generated vendor/ modules aside), as paths relative to src/. */
function modules(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "vendor" && dir === SRC ? [] : modules(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [relative(SRC, path)] : [];
  });
}

/** Whether a test stands at the module's mirrored path. */
function mirrored(module: string): boolean {
  const base = join(TEST, module.replace(/\.tsx?$/, ""));
  const folder = existsSync(base) && statSync(base).isDirectory() && readdirSync(base).some((f) => /\.test\.tsx?$/.test(f));
  if (folder) return true;
  const dir = join(base, "..");
  const stem = base.slice(dir.length + 1);
  return existsSync(dir) && readdirSync(dir).some((f) => f.startsWith(`${stem}.`) && /\.test\.tsx?$/.test(f) && f.split(".")[0] === stem);
}

describe("tests mirror src/", () => {
  const all = modules();

  it("every module of the Outbox, the formats and the matching has a test at its own path", () => {
    const missing = all.filter((m) => EVERY_MODULE.some((room) => m.startsWith(`${room}/`)) && !mirrored(m));
    expect(missing).toEqual([]);
  });

  it(`at least ${SHARE * 100}% of src/'s modules have one`, () => {
    const share = all.filter(mirrored).length / all.length;
    expect(share).toBeGreaterThanOrEqual(SHARE);
  });
});
