// The worst-case reads of run.mjs (UPLOAD_BENCH=worst): each format's worst shapes of a file (test/support/
// worst-inputs.ts, the cases the tests bound) and a typical file of the same size, read here one at a time so
// that run.mjs can weigh each reading by the CPU workerd spent on it.
//   GET /worst/cases?format=mt940                the format's cases and the size they are made at
//   GET /worst/prepare?format=mt940&case=<name>  make the case's bytes ("typical": the typical file) and keep them
//   GET /worst/read                               read the bytes kept as an upload of the format is read
import { camtAdapter } from "../../src/formats/camt/adapter";
import type { SourceAdapter } from "../../src/formats/contract";
import { streamCsvPlan } from "../../src/formats/csv";
import { SourceInputError } from "../../src/formats/errors";
import { mt940Adapter } from "../../src/formats/mt940/adapter";
import { ofxAdapter } from "../../src/formats/ofx/adapter";
import { qifAdapter } from "../../src/formats/qif/adapter";
import * as inputs from "../../test/support/worst-inputs";

/**
 * CSV streams up to 100 MB; its cases are made at 4 MB, past sixty of the 64 KB pieces it is read in, as its test
 * makes them. A record longer than MAX_RECORD_CHARS (4 MiB) or wider than MAX_RECORD_CELLS (16,384 cells, structure.ts) is refused, so the cases of one huge
 * line, cell or row are refusals here, read up to the limit.
 */
const CSV_BYTES = 4 * 1024 * 1024;

const FORMATS: Record<
  string,
  { bytes: number; typical: (n: number) => string; worst: (n: number) => inputs.WorstCases; adapter?: SourceAdapter }
> = {
  csv: { bytes: CSV_BYTES, typical: inputs.typicalCsv, worst: inputs.worstCsv },
  ofx: { bytes: ofxAdapter.whole?.maxBytes ?? 0, typical: inputs.typicalOfx, worst: inputs.worstOfx, adapter: ofxAdapter as SourceAdapter },
  qif: { bytes: qifAdapter.whole?.maxBytes ?? 0, typical: inputs.typicalQif, worst: inputs.worstQif, adapter: qifAdapter as SourceAdapter },
  camt: {
    bytes: camtAdapter.whole?.maxBytes ?? 0,
    typical: inputs.typicalCamt,
    worst: inputs.worstCamt,
    adapter: camtAdapter as SourceAdapter,
  },
  mt940: {
    bytes: mt940Adapter.whole?.maxBytes ?? 0,
    typical: inputs.typicalMt940,
    worst: inputs.worstMt940,
    adapter: mt940Adapter as SourceAdapter,
  },
};

let kept: { format: string; bytes: Uint8Array } | null = null;

const formatOf = (url: URL) => {
  const name = url.searchParams.get("format") ?? "";
  const format = FORMATS[name];
  if (!format) throw new Error(`no format ${name}`);
  return { name, format };
};

async function read(format: string, bytes: Uint8Array): Promise<string> {
  const adapter = FORMATS[format]?.adapter;
  try {
    if (adapter) return `${adapter.plan(bytes, { accountId: 1, settings: {} }).items.length} items`;
    let items = 0;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (let at = 0; at < bytes.length; at += 64 * 1024) c.enqueue(bytes.subarray(at, at + 64 * 1024));
        c.close();
      },
    });
    for await (const chunk of streamCsvPlan(body, { accountId: 1 }, 1000)) items += chunk.items.length;
    return `${items} items`;
  } catch (e) {
    // A refusal is the answer a user gets: its reading counts like any other.
    if (e instanceof SourceInputError) return "refused";
    throw e;
  }
}

/** The answer to a /worst/… request. */
export async function worst(url: URL): Promise<unknown> {
  if (url.pathname === "/worst/cases") {
    const { format } = formatOf(url);
    return { bytes: format.bytes, cases: Object.keys(format.worst(1024)) };
  }
  if (url.pathname === "/worst/prepare") {
    const { name, format } = formatOf(url);
    const which = url.searchParams.get("case") ?? "typical";
    const make = which === "typical" ? () => format.typical(format.bytes) : format.worst(format.bytes)[which];
    if (!make) throw new Error(`no case ${which}`);
    kept = null;
    kept = { format: name, bytes: new TextEncoder().encode(make()) };
    return { bytes: kept.bytes.length };
  }
  if (url.pathname === "/worst/read") {
    if (!kept) throw new Error("nothing prepared");
    return { read: await read(kept.format, kept.bytes) };
  }
  throw new Error(`no route ${url.pathname}`);
}
