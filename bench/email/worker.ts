// Benchmark worker: the receipt steps of email() (parse, verify, unwrap, read, plan; no KV, no network) and
// postal-mime's parse alone, over the same messages, inside workerd. The CPU each request costs is read
// from outside (run.mjs, the workerd process's CPU time): workerd's own clock moves only at I/O, so the
// wall time reported here (each timed section between awaited timers) is for comparison only.
import PostalMime, { type Email } from "postal-mime";
import { readReceipt } from "../../src/mail/reader/receipt";
import { readMarkup } from "../../src/mail/reader/receipt/markup/markup";
import { receiptPlan } from "../../src/mail/reader/receipt-plan";
import type { MailMessage } from "../../src/mail/reader/message";
import { parseMail, unwrapParsed } from "../../src/mail/reader/unwrap";
import { htmlToText } from "../../src/mail/reader/html-text";
import { verifySender } from "../../src/mail/reader/verify";
import { pagesToRead, pdfText } from "../../src/mail/reader/pdf-text";
import { mailMix } from "./mix";
import { pdfInvoices } from "./pdfs";

const tick = () => new Promise<void>((r) => setTimeout(r, 0));

async function timed(fn: () => Promise<unknown>): Promise<number> {
  await tick();
  const t0 = performance.now();
  await fn();
  await tick();
  return performance.now() - t0;
}

const FORWARDER = "pat@example.org";

async function ours(raw: Uint8Array): Promise<{ verdict: string; total: string | null }> {
  const outer = await parseMail(raw);
  const sender = verifySender(outer.headers, [FORWARDER]);
  if (!sender.ok) return { verdict: "unverified", total: null };
  // As receive.ts: the forwarding client's Date (the person's offset) and whether the mail is a reply.
  const { original, how } = await unwrapParsed(outer);
  const forwardedAt = outer.headers.find((h) => h.key === "date")?.value ?? null;
  const reading = await readReceipt(original, {
    receivedAt: new Date(),
    forwarder: sender.value.sender,
    forwardedAt,
    reply: how === "reply",
  });
  if (reading.verdict === "purchase") receiptPlan({ purchase: reading, messageId: original.messageId, receivedAt: new Date() });
  return reading;
}

/** The mix and what each step starts from, made once by /prepare so that a timed request only runs its step. */
interface Prepared {
  kinds: string[];
  mails: Uint8Array[];
  parsed: Email[];
  originals: MailMessage[];
  /** PDF invoices for the PDF reading's own line: not part of the mix (a mix's mail with a total never reads its PDF). */
  pdfs: Uint8Array[];
}
let prepared: Prepared | null = null;

/** Each side, and each step of ours timed alone (where the time goes), over every message of the mix. */
const STEPS: Record<string, (p: Prepared) => Promise<unknown>> = {
  ours: async (p) => {
    for (const m of p.mails) await ours(m);
  },
  postal_mime: async (p) => {
    for (const m of p.mails) await PostalMime.parse(m);
  },
  parse: async (p) => {
    for (const m of p.mails) await parseMail(m);
  },
  unwrap: async (p) => {
    for (const e of p.parsed) await unwrapParsed(e);
  },
  // Every HTML body converted, whether or not the steps need it (they skip it when the text part has a total).
  html_to_text: async (p) => {
    for (const o of p.originals) if (o.html) htmlToText(o.html);
  },
  markup: async (p) => {
    for (const o of p.originals) if (o.html) readMarkup(o.html);
  },
  read: async (p) => {
    for (const o of p.originals) await readReceipt(o, { receivedAt: new Date(), forwarder: FORWARDER });
  },
  pdf: async (p) => {
    for (const pdf of p.pdfs) {
      const text = await pdfText(pdf);
      if (!text.ok) throw new Error(`a bench invoice was not read: ${text.reason.problem}`);
    }
  },
};

/** The pages pdfText reads of each bench PDF: the unit of the PDF line's CPU. */
let pdfPagesRead = 0;

async function prepare(n: number): Promise<Record<string, unknown>> {
  const mix = mailMix(n);
  const mails = mix.map((m) => m.raw);
  const parsed = await Promise.all(mails.map((m) => parseMail(m)));
  const originals = (await Promise.all(parsed.map((p) => unwrapParsed(p)))).map((u) => u.original);
  prepared = { kinds: mix.map((m) => m.kind), mails, parsed, originals, pdfs: [] };
  // What the steps read must stay what each message says: a faster reading that reads wrong is no result.
  const verdicts: Record<string, number> = {};
  const kinds: Record<string, { messages: number; bytes: number }> = {};
  const wrong: string[] = [];
  for (const [i, m] of mix.entries()) {
    const { verdict, total } = await ours(m.raw);
    verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
    const kind = (kinds[m.kind] ??= { messages: 0, bytes: 0 });
    kind.messages++;
    kind.bytes += m.raw.length;
    if (verdict !== m.expect.verdict || (m.expect.total !== null && total !== m.expect.total)) {
      wrong.push(`#${i} ${m.kind}: ${verdict} ${total}, expected ${m.expect.verdict} ${m.expect.total}`);
    }
  }
  return { messages: n, bytes: mails.reduce((s, m) => s + m.length, 0), verdicts, kinds, wrong };
}

/**
 * The PDF invoices, made with pdf-lib and not read: PDF.js is loaded by the first read (run.mjs measures it),
 * after the mix's samples, so that they run in the isolate a mail without a PDF to read runs in.
 */
async function preparePdfs(): Promise<Record<string, unknown>> {
  if (!prepared) throw new Error("prepare first");
  const pdfs = await pdfInvoices();
  pdfPagesRead = pdfs.reduce((s, p) => s + pagesToRead(p.pages).length, 0);
  prepared.pdfs = pdfs.map((p) => p.bytes);
  return { files: pdfs.length, pages_read: pdfPagesRead, bytes: pdfs.reduce((s, p) => s + p.bytes.length, 0) };
}

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/prepare") return Response.json(await prepare(Number(url.searchParams.get("messages") ?? 200)));
    if (url.pathname === "/prepare-pdfs") return Response.json(await preparePdfs());
    // No step: ours (what compare.mjs times, through paired.mjs's `/run?runs=`).
    const step = STEPS[url.searchParams.get("step") ?? "ours"];
    if (!step || !prepared) return new Response("prepare first, then ?step=" + Object.keys(STEPS).join("|"), { status: 400 });
    // ?kind=: the messages of one kind of the mix only.
    const kind = url.searchParams.get("kind");
    const all = prepared;
    // ?index=: one message alone (the per-message median).
    const index = url.searchParams.get("index");
    const only = <T>(xs: T[]) =>
      index !== null ? xs.slice(Number(index), Number(index) + 1) : kind === null ? xs : xs.filter((_, i) => all.kinds[i] === kind);
    const p: Prepared = {
      kinds: only(all.kinds),
      mails: only(all.mails),
      parsed: only(all.parsed),
      originals: only(all.originals),
      pdfs: all.pdfs,
    };
    const reps = Number(url.searchParams.get("reps") ?? url.searchParams.get("runs") ?? 1);
    const wall = await timed(async () => {
      for (let r = 0; r < reps; r++) await step(p);
    });
    // The PDF step's unit is a page read, the others' a message.
    const units = step === STEPS.pdf ? pdfPagesRead : p.mails.length;
    return Response.json({ wall_ms: wall, messages: units * reps });
  },
};
