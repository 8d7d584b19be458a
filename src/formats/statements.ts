// The statement readers as a module of their own (src/lazy-modules.ts, built by scripts/vendor-modules.mjs): OFX/QFX,
// QIF, MT940 and CAMT with its XML parser are some 90 KiB of the worker's code that most uploads (CSV, a spreadsheet,
// a PDF) never run, so the main module carries only their signatures (each format's signature.ts, asked by
// registry.ts) and loads the readers on the first statement.
import { camtAdapter } from "./camt/adapter";
import type { SourceAdapter } from "./contract";
import { mt940Adapter } from "./mt940/adapter";
import { ofxAdapter } from "./ofx/adapter";
import { qifAdapter } from "./qif/adapter";

export { camtAdapter, mt940Adapter, ofxAdapter, qifAdapter };

/** The statement readers in the registry's order (registry.ts `STATEMENT_FORMATS`). */
export const STATEMENT_ADAPTERS: readonly SourceAdapter[] = [ofxAdapter, qifAdapter, mt940Adapter, camtAdapter];
