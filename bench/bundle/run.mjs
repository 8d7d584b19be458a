// Bundle benchmark: the worker as `wrangler deploy` would upload it (`--dry-run --outdir`), each module's size
// raw and gzip (zlib's default level: the figure wrangler prints, and what Cloudflare's size limit counts).
//
// esbuild, which wrangler bundles with, splits no dynamic import: a PDF reader imported by package name lands
// in the main module, printed again unminified (wrangler.toml does not minify), 1.15 times its own gzip size.
// So the reader, and the PDF writer (pdf-lib) too, are modules of their own (wrangler.toml's rules;
// scripts/vendor-modules.mjs puts the packages' files under src/vendor/), uploaded as they are and loaded by
// workerd on first use. This bench prints the main module and those modules apart, and checks that the lazy
// ones are the packages' own files and that the main module holds neither; the mail reader (the email()
// channel's MIME parser, HTML reading, Public Suffix List and receipt rules) is a module of its own too, and so are the
// statement readers (OFX, QIF, MT940, CAMT with its XML parser: their size and first import). It prints the
// startup CPU, and fails when the main module passes MAIN_MODULE_TARGET_KIB or its startup STARTUP_CPU_TARGET_MS.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { MAIN_MODULE_TARGET_KIB, STARTUP_CPU_TARGET_MS } from "./budget.mjs";
import { WRANGLER_CLI, offlineEnv } from "../../scripts/offline-env.mjs";
import { startupCpuMs } from "./startup.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const env = offlineEnv();

/** Every file under `dir`, relative to it. */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => statSync(f).isFile())
    .map((f) => relative(dir, f));

/** What importing a module first costs (reading, compiling and running its top level), in a fresh node process each run. */
function firstImportMs(file, runs = 5) {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  const times = Array.from({ length: runs }, () =>
    Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }).trim()),
  );
  return Math.min(...times);
}

const out = mkdtempSync(join(tmpdir(), "intake-bundle-"));
try {
  execFileSync(process.execPath, [WRANGLER_CLI, "deploy", "--dry-run", "--outdir", out], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const modules = filesUnder(out)
    .filter((f) => /\.(m?js|cjs)$/.test(f))
    .map((name) => {
      const bytes = readFileSync(join(out, name));
      return { name, bytes, gzip: gzipSync(bytes).length };
    });
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const reader = readFileSync(join(root, "node_modules", "pdfjs-serverless", "dist", "index.mjs"));
  const lazy = modules.find((m) => m.name === "vendor/pdfjs-serverless.mjs");
  const main = modules.find((m) => m.name === "index.js");
  if (!main) throw new Error(`no index.js among ${modules.map((m) => m.name).join(", ")}`);
  console.log(`bundle.main_module.gzip ${kib(main.gzip)} (${kib(main.bytes.length)} raw: index.js)`);
  const over = main.gzip > MAIN_MODULE_TARGET_KIB * 1024;
  console.log(`bundle.main_module_within_${MAIN_MODULE_TARGET_KIB}_kib ${over ? "no" : "yes"}`);
  if (over) process.exitCode = 1;
  console.log(
    lazy
      ? `bundle.pdf_reader_module.gzip ${kib(lazy.gzip)} (${kib(lazy.bytes.length)} raw: ${lazy.name}, loaded on the first PDF read)`
      : "bundle.pdf_reader_module none: the PDF reader is not a module of its own",
  );
  const total = modules.reduce((s, m) => s + m.gzip, 0);
  console.log(`bundle.upload.gzip ${kib(total)} (${modules.length} modules)`);
  console.log(`bundle.pdf_reader_own.gzip ${kib(gzipSync(reader).length)} (node_modules/pdfjs-serverless/dist/index.mjs)`);
  console.log(`bundle.pdf_reader_module_is_the_package_file ${lazy !== undefined && lazy.bytes.equals(reader) ? "yes" : "no"}`);
  // PDF.js exports GlobalWorkerOptions (its worker's settings): a main module that names it holds PDF.js.
  console.log(`bundle.main_module_holds_pdf_reader ${main.bytes.includes("GlobalWorkerOptions") ? "yes" : "no"}`);
  const writer = readFileSync(join(root, "node_modules", "pdf-lib", "dist", "pdf-lib.esm.min.js"));
  const writerModule = modules.find((m) => m.name === "vendor/pdf-lib.mjs");
  console.log(
    writerModule
      ? `bundle.pdf_writer_module.gzip ${kib(writerModule.gzip)} (${kib(writerModule.bytes.length)} raw, the package's file: ${writerModule.bytes.equals(writer) ? "yes" : "no"}; loaded on the first page drawn)`
      : "bundle.pdf_writer_module none: the PDF writer is not a module of its own",
  );
  // pdf-lib names its standard fonts' metrics module: a main module that holds it holds pdf-lib.
  console.log(`bundle.main_module_holds_pdf_writer ${main.bytes.includes("Helvetica-BoldOblique") ? "yes" : "no"}`);
  const mailReader = modules.find((m) => m.name === "vendor/mail-reader.mjs");
  console.log(
    mailReader
      ? `bundle.mail_reader_module.gzip ${kib(mailReader.gzip)} (${kib(mailReader.bytes.length)} raw, built from src/mail/reader/reader.ts; loaded on the first mail)`
      : "bundle.mail_reader_module none: the mail reader is not a module of its own",
  );
  // postal-mime's class is named in its build: a main module that names it holds the mail reader.
  console.log(`bundle.main_module_holds_mail_reader ${main.bytes.includes("PostalMime") ? "yes" : "no"}`);
  const statementReaders = modules.find((m) => m.name === "vendor/statement-readers.mjs");
  console.log(
    statementReaders
      ? `bundle.statement_readers_module.gzip ${kib(statementReaders.gzip)} (${kib(statementReaders.bytes.length)} raw, built from src/formats/statements.ts; loaded on the first statement)`
      : "bundle.statement_readers_module none: the statement readers are not a module of their own",
  );
  // fast-xml-parser's option names are kept by the minifier: a main module that names one holds the XML parser.
  console.log(`bundle.main_module_holds_statement_readers ${main.bytes.includes("ignoreAttributes") ? "yes" : "no"}`);
  if (statementReaders)
    console.log(
      `bundle.statement_readers_first_import_ms ${firstImportMs(join(out, statementReaders.name)).toFixed(1)} (node, a fresh process each: the least of 5 runs)`,
    );
  const startup = startupCpuMs({ root, env, dir: out, targetMs: STARTUP_CPU_TARGET_MS });
  console.log(
    `bundle.startup_cpu_ms ${startup.ms.toFixed(1)} (wrangler check startup, on this machine: the least of ${startup.runs} runs)`,
  );
  const slow = startup.ms > STARTUP_CPU_TARGET_MS;
  console.log(`bundle.startup_within_${STARTUP_CPU_TARGET_MS}_ms ${slow ? "no" : "yes"}`);
  if (slow) process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
