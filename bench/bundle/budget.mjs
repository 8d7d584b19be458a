// The main module's budget with every channel in (gzip): what Cloudflare loads before any request is served.
// bench/bundle prints the figure against it; test/lazy-modules.node.test.ts fails past it.
export const MAIN_MODULE_TARGET_KIB = 250;
// The CPU the worker's startup may take (its main module's top level, as `wrangler check startup` profiles it):
// what Cloudflare's startup limit counts. bench/bundle prints the figure against it and fails past it.
export const STARTUP_CPU_TARGET_MS = 40;
