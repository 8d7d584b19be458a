// The docs are a map, and true: the architecture map stays short, and every file it or a comment in src/
// names exists (a comment that names a deleted file sends its reader nowhere).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "..");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "vendor" || name === "node_modules" ? [] : filesUnder(path);
    return [path];
  });
}

/** `a/{b,c}/d` as `a/b/d` and `a/c/d`. */
function expanded(path: string): string[] {
  const m = /\{([^}]*)\}/.exec(path);
  if (!m) return [path];
  return m[1]!.split(",").flatMap((part) => expanded(path.replace(m[0], part)));
}

/** Every file of src/, walked once for the rules below. */
const SRC_FILES = filesUnder(join(ROOT, "src"));

describe("docs/architecture.md is a map", () => {
  const text = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");

  it("stays within 300 lines", () => {
    expect(text.split("\n").length).toBeLessThanOrEqual(300);
  });

  it("names only paths that exist (from the root, src/ or test/)", () => {
    const named = [...text.matchAll(/`([\w.{},/-]+\/[\w.{},/-]*)`/g)].map((m) => m[1]!);
    const missing = named
      .flatMap(expanded)
      .filter((path) => !/[<>]/.test(path))
      .filter((path) => !["", "src", "test"].some((base) => existsSync(join(ROOT, base, path.replace(/^\//, "")))));
    expect(missing).toEqual([]);
  });
});

describe("comments in src/ name files that exist", () => {
  const sources = SRC_FILES.filter((file) => /\.tsx?$/.test(file));
  const known = new Set(SRC_FILES.map((file) => basename(file)));
  // Built into src/vendor/ (git-ignored), and a package's own module a comment explains.
  for (const built of ["mail-reader.mjs", "pdfjs-serverless.mjs", "pdf-lib.mjs"]) known.add(built);
  for (const extra of ["public", "sandbox", "scripts", "bench", "test", "node_modules/postal-mime/src"]) {
    for (const file of filesUnder(join(ROOT, extra))) known.add(basename(file));
  }

  it("every `name.ts` a comment mentions is a file of the project", () => {
    const missing: string[] = [];
    for (const file of sources) {
      const comments = readFileSync(file, "utf8").match(/\/\/.*$|\/\*[\s\S]*?\*\//gm) ?? [];
      for (const comment of comments) {
        // Lower-case file names only: "PDF.js" is a library's name.
        for (const m of comment.matchAll(/(?<![\w./-])([a-z][\w.-]*\.(?:ts|tsx|mjs|js))\b/g)) {
          if (!known.has(m[1]!)) missing.push(`${file.slice(ROOT.length + 1)}: ${m[1]}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  /** The shared data beside the project (its spec/): a comment may name its files; absent, they are not looked for. */
  const SHARED = resolve(ROOT, "../shared");

  /** Each `a/b.ts` a comment of `file` names that is no file from the root, src/, test/, ../shared or a folder of `file`'s. */
  function missingPaths(file: string, text: string): string[] {
    const bases = [ROOT, join(ROOT, "src"), join(ROOT, "test"), SHARED];
    for (let dir = dirname(file); dir.startsWith(join(ROOT, "src")); dir = dirname(dir)) bases.push(dir);
    const comments = text.match(/\/\/.*$|\/\*[\s\S]*?\*\//gm) ?? [];
    return comments
      .flatMap((comment) => [...comment.matchAll(/(?<![\w./-])((?:[\w.-]+\/)+[a-z][\w.-]*\.(?:ts|tsx|mjs|js|md))\b/g)].map((m) => m[1]!))
      .filter((path) => !(path.startsWith("spec/") && !existsSync(SHARED)))
      .filter((path) => !bases.some((base) => existsSync(join(base, path))));
  }

  it("finds a path that moved, and reads one from the module's own part", () => {
    // The rule's own check: comments written before the matching left the Outbox's folder.
    const at = join(ROOT, "src/outbox/rpc/plans.ts");
    const before = "// takes over (matching/reconcile.ts, outbox/matching/receipt-match.ts); see kinds/claim.ts and plan.ts.";
    expect(missingPaths(at, before)).toEqual(["matching/reconcile.ts", "outbox/matching/receipt-match.ts"]);
  });

  it("every path a comment names (`outbox/kinds/claim.ts`, `kinds/claim.ts` within outbox/) is where it says", () => {
    const missing = sources.flatMap((file) =>
      missingPaths(file, readFileSync(file, "utf8")).map((path) => `${file.slice(ROOT.length + 1)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("a module's opening comment says why, briefly", () => {
  // Longer explanations belong in docs/architecture.md (the map) or in the tests that pin the behaviour.
  const LONGEST_HEADER = 7;

  it(`is at most ${LONGEST_HEADER} lines`, () => {
    const long = SRC_FILES.filter((file) => /\.tsx?$/.test(file))
      .map((file) => {
        const lines = readFileSync(file, "utf8").split("\n");
        const header = lines.findIndex((line) => !line.startsWith("//"));
        return { file: file.slice(ROOT.length + 1), lines: header === -1 ? lines.length : header };
      })
      .filter(({ lines }) => lines > LONGEST_HEADER);
    expect(long).toEqual([]);
  });
});

describe("the docs' links lead somewhere", () => {
  const DOCS = [join(ROOT, "README.md"), ...filesUnder(join(ROOT, "docs")).filter((file) => file.endsWith(".md"))];

  /** The anchors a Markdown file offers: GitHub's slug of each heading, and every `<a id>`. */
  function anchorsOf(file: string): Set<string> {
    const text = readFileSync(file, "utf8");
    const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
      m[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, "")
        .replace(/ /g, "-"),
    );
    const ids = [...text.matchAll(/<a id="([^"]+)">/g)].map((m) => m[1]!);
    return new Set([...headings, ...ids]);
  }

  it("every relative link names a file that exists, and an anchor that file has", () => {
    const broken: string[] = [];
    for (const file of DOCS) {
      const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const link = m[1]!;
        if (/^[a-z]+:/.test(link)) continue;
        const [path, anchor] = link.split("#") as [string, string | undefined];
        const target = path ? resolve(file, "..", path) : file;
        if (!existsSync(target)) broken.push(`${file.slice(ROOT.length + 1)}: ${link}`);
        else if (anchor && target.endsWith(".md") && !anchorsOf(target).has(anchor)) {
          broken.push(`${file.slice(ROOT.length + 1)}: ${link} (no such anchor)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
