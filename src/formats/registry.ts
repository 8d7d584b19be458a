// The source adapters, in the order they are asked: a format with a signature (XML, OFX headers, QIF's
// `!Type:`) before CSV, which recognises any delimited text. Adding a format is its folder and a line here: the
// routes and the pages (GET /kinds names it) follow. Every adapter's items pass the same plausibility rule
// (plausible.ts) on their way out, applied when it is asked for, so a line added to the table is checked as well.
import type { SourceAdapter, SourceOptions } from "./contract";
import { camtAdapter } from "./camt/adapter";
import { csvAdapter } from "./csv/adapter";
import { SAMPLE_BYTES } from "./csv";
import { mt940Adapter } from "./mt940/adapter";
import { ofxAdapter } from "./ofx/adapter";
import { latestDate, plausibleOnly } from "./plausible";
import { fitsWhole } from "./statement-chunks";
import { qifAdapter } from "./qif/adapter";

/** The formats, CSV last. */
export const FORMATS: SourceAdapter[] = [ofxAdapter, qifAdapter, mt940Adapter, camtAdapter, csvAdapter];

/**
 * How much of an input is read before its adapter is chosen: every signature lies within its first bytes, and
 * CSV, which has none, detects its delimiter, header and formats from this much.
 */
export const HEAD_BYTES = SAMPLE_BYTES;

/** The adapter for an input, by its first bytes, its plans checked (`plausible`). */
export function adapterFor(head: Uint8Array): SourceAdapter {
  return plausible(recognize(head));
}

/** The registry's adapter for an input, as listed; CSV, the last, judges what no other claims. */
export function recognize(head: Uint8Array): SourceAdapter {
  return FORMATS.find((a) => a.recognizes(head)) ?? csvAdapter;
}

/** How the pages name each format, by the name plans and reports carry ("csv": "CSV"). */
export function formatNames(): Record<string, string> {
  return Object.fromEntries(FORMATS.map((a) => [a.format, a.name]));
}

/** The adapter with implausible items (absurd amounts, dates) turned into row errors in every plan it gives. */
export function plausible<Settings, Profile>(adapter: SourceAdapter<Settings, Profile>): SourceAdapter<Settings, Profile> {
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
