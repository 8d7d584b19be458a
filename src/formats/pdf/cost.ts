// What a PDF will cost to read, measured before PDF.js runs: PDF.js cannot be stopped inside a page, and in an isolate
// its CPU is everyone's. Every stream is inflated as it streams (never held whole) up to a byte budget, its content
// counted (content-cost.ts), and each stream's cost paid as often as the file refers to it: one small stream shared by
// 200 pages is read 200 times. Each bound is a limit the 422 names; bench/upload/pdf-bounds.mjs measures each against
// the isolate's 128 MB and its CPU. Streams PDF.js does not read for text (images) are skipped; an encrypted file's
// streams do not inflate and count nothing here.
import { fail, ok, type Result } from "../../result";
import { type ContentCost, ContentCounter } from "./content-cost";

const MIB = 1024 * 1024;

/**
 * What one PDF may cost, each bound measured against the isolate's 128 MB and a request's CPU (bench/upload/
 * pdf-bounds.mjs, docs/benchmarks.md); a statement of 500 pages of 45 rows is within each.
 */
export const PDF_BOUNDS = {
  /** Pages read: every one is, or the file is refused. PDF.js keeps each page it read (~0.14 MiB for 45 rows). */
  pages: 500,
  /** One stream inflated: PDF.js holds a content stream or font whole while it reads it. */
  streamBytes: 16 * MIB,
  /** Every stream inflated, each counted once. */
  decodedBytes: 64 * MIB,
  /** Operators run, each weighed 1 plus the graphics states saved around it, a save more (content-cost.ts). */
  work: 12_000_000,
  /** Bytes of text one page's content shows. */
  pageText: 256 * 1024,
  /** Bytes of text the whole file shows (the words of every page are held until the table is read). */
  text: 4 * MIB,
} as const;

export type PdfBound = keyof typeof PDF_BOUNDS;

/** A bound a PDF is over, and the limit in words for the 422. */
export interface CostRefusal {
  bound: PdfBound;
  problem: string;
}

/** What the file costs, counted as PDF.js would pay it. */
export interface PdfCost {
  decodedBytes: number;
  work: number;
  text: number;
  /** The most text one page's content shows. */
  pageText: number;
}

/** What each bound is, in words: "it <is over this>". */
export function overBound(bound: PdfBound): string {
  const limit = PDF_BOUNDS[bound];
  const mib = (n: number) => `${n / MIB} MB`;
  const words: Record<PdfBound, string> = {
    pages: `it has more than ${limit.toLocaleString("en")} pages, the most Intake reads from one PDF`,
    streamBytes: `one of its streams inflates to more than ${mib(limit)}, the most Intake reads of one`,
    decodedBytes: `its streams inflate to more than ${mib(limit)}, the most Intake reads from one PDF`,
    work: `drawing it takes more than ${limit.toLocaleString("en")} steps, the most Intake reads from one PDF`,
    pageText: `a page of it shows more than ${limit / 1024} KB of text, the most Intake reads from one page`,
    text: `it shows more than ${mib(limit)} of text, the most Intake reads from one PDF`,
  };
  return words[bound];
}

const refuse = (bound: PdfBound) => fail<CostRefusal>({ bound, problem: overBound(bound) });

/** One `N G obj << … >> stream` of the file: its dictionary and where its data lies. */
interface StreamObject {
  number: number;
  dictionary: string;
  data: Uint8Array;
}

/** How a stream matters to PDF.js's text: content it runs, a form it may run many times, data only, or nothing. */
type Role = "content" | "form" | "objects" | "data" | "skip";

/** The file's cost, or the first bound it is over. */
export async function pdfCost(bytes: Uint8Array): Promise<Result<PdfCost, CostRefusal>> {
  const source = new TextDecoder("latin1").decode(bytes);
  const references = new Map<number, number>();
  countReferences(source, references);
  let decodedBytes = 0;
  const contents: { number: number; cost: ContentCost; form: boolean }[] = [];
  for (const stream of streamObjects(source, bytes)) {
    const role = roleOf(stream.dictionary);
    if (role === "skip") continue;
    const counter = role === "content" || role === "form" ? new ContentCounter() : null;
    const kept: Uint8Array[] = [];
    const inflated = await decoded(stream, PDF_BOUNDS.streamBytes, (chunk) => {
      if (counter) counter.feed(chunk);
      else if (role === "objects") kept.push(chunk);
    });
    if (inflated === null) return refuse("streamBytes");
    decodedBytes += inflated;
    if (decodedBytes > PDF_BOUNDS.decodedBytes) return refuse("decodedBytes");
    if (role === "objects") countReferences(new TextDecoder("latin1").decode(await new Blob(kept).arrayBuffer()), references);
    if (counter) contents.push({ number: stream.number, cost: counter.end(), form: role === "form" });
  }
  return costOf(contents, references, decodedBytes);
}

/** The totals, each stream paid once per reference to it and each drawing (`Do`) paid at the dearest form's cost. */
function costOf(
  contents: { number: number; cost: ContentCost; form: boolean }[],
  references: Map<number, number>,
  decodedBytes: number,
): Result<PdfCost, CostRefusal> {
  const form = dearestForm(contents.filter((c) => c.form).map((c) => c.cost));
  const total: PdfCost = { decodedBytes, work: 0, text: 0, pageText: 0 };
  for (const { number, cost } of contents) {
    const times = Math.max(1, references.get(number) ?? 0);
    const pageText = cost.text + cost.draws * form.text;
    total.work += times * (cost.work + cost.draws * form.work);
    total.text += times * pageText;
    total.pageText = Math.max(total.pageText, pageText);
  }
  if (total.work > PDF_BOUNDS.work) return refuse("work");
  if (total.pageText > PDF_BOUNDS.pageText) return refuse("pageText");
  if (total.text > PDF_BOUNDS.text) return refuse("text");
  return ok(total);
}

/** What drawing one form may cost at most, forms drawing forms followed a few levels (a deeper nest only costs more). */
function dearestForm(forms: ContentCost[]): { work: number; text: number } {
  let dearest = { work: 0, text: 0 };
  for (let level = 0; level < 4 && forms.length > 0; level++) {
    const d = dearest;
    dearest = forms.reduce(
      (most, f) => ({ work: Math.max(most.work, f.work + f.draws * d.work), text: Math.max(most.text, f.text + f.draws * d.text) }),
      { work: 0, text: 0 },
    );
  }
  return dearest;
}

/** Adds each `N G R` of `text` to the count of references to object N. */
function countReferences(text: string, references: Map<number, number>): void {
  for (const match of text.matchAll(/(\d+)\s+\d+\s+R(?![A-Za-z])/g)) {
    const number = Number(match[1]);
    references.set(number, (references.get(number) ?? 0) + 1);
  }
}

/** Every stream object of the file, in order: its data by its direct /Length, else up to its `endstream`. */
function* streamObjects(source: string, bytes: Uint8Array): Generator<StreamObject> {
  const objects = /(\d+)\s+\d+\s+obj\b/g;
  for (let match = objects.exec(source); match; match = objects.exec(source)) {
    const from = match.index + match[0].length;
    const keyword = /\bstream(\r\n|\n|\r)|\bendobj\b/g;
    keyword.lastIndex = from;
    const found = keyword.exec(source);
    if (!found?.[0].startsWith("stream")) continue;
    const start = found.index + found[0].length;
    const dictionary = source.slice(from, found.index);
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    const declared = length ? start + Number(length[1]) : -1;
    const ending = declared >= start && source.startsWith("endstream", source.indexOf("e", declared)) ? declared : -1;
    const end = ending >= 0 ? ending : source.indexOf("endstream", start);
    if (end < 0) return;
    yield { number: Number(match[1]), dictionary, data: bytes.subarray(start, end) };
    objects.lastIndex = end;
  }
}

/** Images are drawn, never read for text; fonts and object streams are read; the rest is content PDF.js runs. */
function roleOf(dictionary: string): Role {
  if (/\/Subtype\s*\/Image\b|\/Type\s*\/(XRef|Metadata|EmbeddedFile)\b/.test(dictionary)) return "skip";
  if (/\/Type\s*\/ObjStm\b/.test(dictionary)) return "objects";
  if (/\/Subtype\s*\/Form\b/.test(dictionary)) return "form";
  if (/\/Subtype\s*\//.test(dictionary) || /\/Length[123]\b|\/N\s+\d/.test(dictionary)) return "data";
  return "content";
}

/** A stream's bytes as PDF.js decodes them, fed to `each` as they come; null past `max`. A broken stream counts what
 * inflated; a filter other than Flate counts its bytes as they are (PDF.js's other decoders are not measured). */
async function decoded(stream: StreamObject, max: number, each: (chunk: Uint8Array) => void): Promise<number | null> {
  const filter = /\/Filter\s*\[?\s*\/(\w+)/.exec(stream.dictionary)?.[1];
  if (filter !== "FlateDecode" && filter !== "Fl") {
    if (stream.data.length > max) return null;
    each(stream.data);
    return stream.data.length;
  }
  const inflate = new DecompressionStream("deflate");
  const writer = inflate.writable.getWriter();
  writer.write(stream.data).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = inflate.readable.getReader();
  let total = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      total += read.value.length;
      if (total > max) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      each(read.value);
    }
  } catch {
    // Cut or corrupt data: what inflated is what PDF.js will read of it.
  }
  return total;
}
