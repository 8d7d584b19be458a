// The formats, in the order they are asked: a format with a signature (XML, OFX headers, QIF's `!Type:`) before CSV,
// which recognises any delimited text. Each is told by its first bytes here and its reader is reached through it;
// the CSV reader, a third of the worker's code, is a module of its own loaded on the first delimited text. Adding a
// format is its folder and a line here: the routes and the pages (GET /kinds names it) follow. Every adapter's items
// pass the same plausibility rule (plausible.ts) on their way out, so a line added to the table is checked as well.
import type { AnyProfile, SourceAdapter, SourceOptions } from "./contract";
import { camtAdapter } from "./camt/adapter";
import { SAMPLE_BYTES } from "./csv/read/sample";
import { importCsvReader } from "../lazy-modules";
import { mt940Adapter } from "./mt940/adapter";
import { ofxAdapter } from "./ofx/adapter";
import { latestDate, plausibleOnly } from "./plausible";
import { fitsWhole } from "./statement-chunks";
import { qifAdapter } from "./qif/adapter";

/** A format as the registry lists it: told by its first bytes, its adapter reached when a file of it comes. */
export interface RegisteredFormat {
  /** Named in plans and reports: "csv", "ofx"… */
  readonly format: string;
  /** How the pages name it: "CSV", "OFX"… */
  readonly name: string;
  recognizes(head: Uint8Array): boolean;
  adapter(): Promise<SourceAdapter>;
}

/** A format whose adapter is in the main module. */
export function registered(adapter: SourceAdapter): RegisteredFormat {
  return { format: adapter.format, name: adapter.name, recognizes: (head) => adapter.recognizes(head), adapter: async () => adapter };
}

/** CSV has no signature: it reads what no other format claims, with the reader loaded on first use. */
export const CSV_FORMAT: RegisteredFormat = {
  format: "csv",
  name: "CSV",
  recognizes: () => true,
  adapter: async () => (await importCsvReader()).csvAdapter,
};

/** The formats with a signature, whose adapters are in the main module: a statement is small code and read whole. */
export const STATEMENT_ADAPTERS: readonly SourceAdapter[] = [ofxAdapter, qifAdapter, mt940Adapter, camtAdapter];

/** The formats, CSV last. */
export const FORMATS: RegisteredFormat[] = STATEMENT_ADAPTERS.map(registered).concat(CSV_FORMAT);

/**
 * How much of an input is read before its adapter is chosen: every signature lies within its first bytes, and
 * CSV, which has none, detects its delimiter, header and formats from this much.
 */
export const HEAD_BYTES = SAMPLE_BYTES;

/** The format of an input, by its first bytes, as listed; CSV, the last, judges what no other claims. */
export function recognize(head: Uint8Array): RegisteredFormat {
  return FORMATS.find((f) => f.recognizes(head)) ?? CSV_FORMAT;
}

/** The adapter for an input, by its first bytes, its plans checked (`plausible`). */
export async function adapterFor(head: Uint8Array): Promise<SourceAdapter> {
  return plausible(await recognize(head).adapter());
}

/** How the pages name each format, by the name plans and reports carry ("csv": "CSV"). */
export function formatNames(): Record<string, string> {
  return Object.fromEntries(FORMATS.map((f) => [f.format, f.name]));
}

/** The adapter with implausible items (absurd amounts, dates) turned into row errors in every plan it gives. */
export function plausible<Settings, Profile extends AnyProfile>(
  adapter: SourceAdapter<Settings, Profile>,
): SourceAdapter<Settings, Profile> {
  const latest = (options: SourceOptions<Settings> | undefined) => latestDate(new Date(), options?.futureDates);
  // A statement is refused past its limits on every path, not only when streamed (readWhole): dry runs, mapped imports.
  const fits = (bytes: Uint8Array) => adapter.whole && fitsWhole(bytes, adapter.whole);
  const planAccounts = adapter.planAccounts?.bind(adapter);
  return {
    ...adapter,
    plan: (bytes, options) => {
      fits(bytes);
      return plausibleOnly(adapter.plan(bytes, options), latest(options));
    },
    stream: async function* (input, options, chunkSize) {
      for await (const chunk of adapter.stream(input, options, chunkSize)) yield plausibleOnly(chunk, latest(options));
    },
    ...(planAccounts
      ? {
          planAccounts: (bytes, each) => {
            fits(bytes);
            return planAccounts(bytes, each).map((plan, i) => plausibleOnly(plan, latest(each[i])));
          },
        }
      : {}),
  };
}
