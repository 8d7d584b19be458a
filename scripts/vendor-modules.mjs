// Puts the modules one channel needs now and then at src/vendor/, where wrangler uploads each as a module of
// its own (wrangler.toml: find_additional_modules, rules): the worker's main module carries none of them, and
// workerd loads one only when it is imported (src/lazy-modules.ts). The PDF reader (pdfjs-serverless's
// one-file build of PDF.js, 1.6 MB) reads a receipt's PDF; the PDF writer (pdf-lib's self-contained ESM
// build, 0.5 MB) draws the page attached to a receipt without a file of its own. wrangler runs this before
// every build ([build] command); the tests' global setup and the benches run it too. The copies are not
// committed (.gitignore): they are the installed packages' files, refreshed when those change.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const MODULES = [
  ["pdfjs-serverless/dist/index.mjs", "pdfjs-serverless.mjs"],
  ["pdf-lib/dist/pdf-lib.esm.min.js", "pdf-lib.mjs"],
];

for (const [file, name] of MODULES) {
  const from = join(root, "node_modules", file);
  const to = join(root, "src", "vendor", name);
  if (!existsSync(to) || !readFileSync(to).equals(readFileSync(from))) {
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
  }
}
