// The main module's budget with every channel in (gzip): what Cloudflare loads before any request is served.
// bench/bundle prints the figure against it; test/lazy-modules.node.test.ts fails past it.
export const MAIN_MODULE_TARGET_KIB = 250;
