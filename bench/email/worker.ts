// Benchmark worker: the receipt steps of email() (parse, verify, unwrap, read, plan; no KV, no network) and
// postal-mime's parse alone, over the same messages, inside workerd. Clocks advance only at I/O in workerd,
// so each timed section is bracketed by an awaited timer.
import PostalMime from "postal-mime";
import { readReceipt } from "../../src/sources/email/receipt";
import { receiptPlan } from "../../src/sources/email/receipt-plan";
import { parseMail, unwrapParsed } from "../../src/sources/email/unwrap";
import { htmlToText } from "../../src/sources/email/html-text";
import { verifySender } from "../../src/sources/email/verify";
import { mailMix } from "./mix";

const tick = () => new Promise<void>((r) => setTimeout(r, 0));

async function timed(fn: () => Promise<unknown>): Promise<number> {
  await tick();
  const t0 = performance.now();
  await fn();
  await tick();
  return performance.now() - t0;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function ours(raw: Uint8Array): Promise<string> {
  const outer = await parseMail(raw);
  const sender = verifySender(outer.headers, outer.from?.address ?? null, ["pat@example.org"]);
  if (!sender.ok) return "unverified";
  const { original } = await unwrapParsed(outer);
  const reading = await readReceipt(original, { receivedAt: new Date(), forwarder: sender.sender });
  if (reading.verdict === "purchase") receiptPlan({ purchase: reading, messageId: original.messageId, receivedAt: new Date() });
  return reading.verdict;
}

/** Where the time goes: each step over every message, timed alone (EMAIL_BENCH_PARTS=1). */
async function parts(mails: Uint8Array[]): Promise<Record<string, number>> {
  const parsed = await Promise.all(mails.map((m) => parseMail(m)));
  const unwrapped = await Promise.all(parsed.map((p) => unwrapParsed(p)));
  const steps: Record<string, () => Promise<unknown>> = {
    parse: async () => {
      for (const m of mails) await parseMail(m);
    },
    unwrap: async () => {
      for (const p of parsed) await unwrapParsed(p);
    },
    html_to_text: async () => {
      for (const u of unwrapped) if (u.original.html) await htmlToText(u.original.html);
    },
    read: async () => {
      for (const u of unwrapped) await readReceipt(u.original, { receivedAt: new Date(), forwarder: "pat@example.org" });
    },
  };
  const out: Record<string, number> = {};
  for (const [name, fn] of Object.entries(steps)) out[name] = (await timed(fn)) / mails.length;
  return out;
}

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.searchParams.has("parts")) return Response.json(await parts(mailMix(Number(url.searchParams.get("messages") ?? 200))));
    const n = Number(url.searchParams.get("messages") ?? 200);
    const runs = Number(url.searchParams.get("runs") ?? 5);
    const mails = mailMix(n);
    const verdicts: Record<string, number> = {};
    for (const m of mails) {
      const v = await ours(m);
      verdicts[v] = (verdicts[v] ?? 0) + 1;
    }
    // Per run: every message through each side, the sides alternating; the per-message time is a run's total / n.
    const samples = { ours: [] as number[], postal: [] as number[] };
    for (let r = 0; r < runs; r++) {
      const order: ("ours" | "postal")[] = r % 2 === 0 ? ["ours", "postal"] : ["postal", "ours"];
      for (const side of order) {
        const ms = await timed(async () => {
          for (const m of mails) await (side === "ours" ? ours(m) : PostalMime.parse(m));
        });
        samples[side].push(ms / n);
      }
    }
    const bytes = mails.reduce((s, m) => s + m.length, 0);
    return Response.json({ messages: n, bytes, verdicts, ours_ms: median(samples.ours), postal_ms: median(samples.postal), samples });
  },
};
