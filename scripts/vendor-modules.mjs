// Puts the PDF reader (pdfjs-serverless's one-file build of PDF.js) at src/vendor/pdfjs-serverless.mjs, where
// wrangler uploads it as a module of its own (wrangler.toml: find_additional_modules, rules): the worker's
// main module then carries none of its 1.6 MB, and workerd loads it only when a PDF is read. wrangler runs
// this before every build ([build] command); the tests' global setup and the benches run it too. The copy is
// not committed (.gitignore): it is the installed package's file, refreshed when that changes.
import { copyFileSync, mkdirSync, readFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const from = join(root, "node_modules", "pdfjs-serverless", "dist", "index.mjs");
const to = join(root, "src", "vendor", "pdfjs-serverless.mjs");

if (!existsSync(to) || !readFileSync(to).equals(readFileSync(from))) {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}
