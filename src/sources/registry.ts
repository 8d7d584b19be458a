// The source adapters, in the order they are asked: a format with a signature (XML, OFX headers, QIF's
// `!Type:`) before CSV, which recognises any delimited text. Adding a format is its folder and a line here.
import type { SourceAdapter } from "./contract";
import { camtAdapter } from "./camt/adapter";
import { csvAdapter } from "./csv/adapter";
import { mt940Adapter } from "./mt940/adapter";
import { ofxAdapter } from "./ofx/adapter";
import { qifAdapter } from "./qif/adapter";

const ADAPTERS: readonly SourceAdapter[] = [
  ofxAdapter as SourceAdapter,
  qifAdapter as SourceAdapter,
  mt940Adapter as SourceAdapter,
  camtAdapter as SourceAdapter,
  csvAdapter as SourceAdapter,
];

/** The adapter for an input, by its first bytes; CSV, the last, judges what no other claims. */
export function adapterFor(head: Uint8Array): SourceAdapter {
  return ADAPTERS.find((a) => a.recognizes(head)) ?? (csvAdapter as SourceAdapter);
}
