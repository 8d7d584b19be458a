// The registry's adapter for an input at once, as the upload route reaches it after loading the CSV reader: tests
// plan the source's CSV adapter (not the built module the worker loads), every plan checked (`plausible`).
import type { SourceAdapter } from "../../src/formats/contract";
import { csvAdapter } from "../../src/formats/csv/adapter";
import { plausible, recognize } from "../../src/formats/registry";
import { STATEMENT_ADAPTERS } from "../../src/formats/statements";

const ADAPTERS = [...STATEMENT_ADAPTERS, csvAdapter];

export function adapterFor(head: Uint8Array): SourceAdapter {
  const format = recognize(head).format;
  const adapter = ADAPTERS.find((a) => a.format === format);
  if (!adapter) throw new Error(`no adapter in the tests for ${format}`);
  return plausible(adapter);
}
