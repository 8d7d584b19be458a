// One request's source-side work, run in Node under a heap limit by heap.mjs: the file (read from disk into a
// buffer outside the JS heap, as a request body's bytes are) handed to the adapter its first bytes choose as a
// stream of 64 KB pieces, each plan chunk of 1,000 items serialised as its RPC to the Outbox carries it, then
// dropped. For a mail: email()'s steps (parse, verify, unwrap, read, plan). Prints what it read.
// `make-mail <path> <bytes>` writes the bench's large forward (bench/email/mix.ts) for heap.mjs, unmeasured;
// `limit <path>` prints the byte limit of the format the file's first bytes choose (0 for one that streams).
import { readFileSync, writeFileSync } from "node:fs";
import { largeForward } from "../email/mix";
import { readHead, withHead } from "../../src/formats/bytes";
import { SAMPLE_BYTES } from "../../src/formats/csv";
import { receiptPlan } from "../../src/mail/reader/receipt-plan";
import { readReceipt } from "../../src/mail/reader/receipt";
import { parseMail, unwrapParsed } from "../../src/mail/reader/unwrap";
import { verifySender } from "../../src/mail/reader/verify";
import { adapterFor } from "../../src/formats/registry";
import { spreadsheetAsText, spreadsheetKind } from "../../src/formats/sheets";

/** As POST /imports (imports.ts CHUNK_ITEMS). */
const CHUNK_ITEMS = 1000;
/** Pieces of a request body as workerd hands them over. */
const PIECE_BYTES = 64 * 1024;
const FORWARDER = "pat@example.org";

function bodyOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + PIECE_BYTES));
      at += PIECE_BYTES;
    },
  });
}

async function importFile(bytes: Uint8Array): Promise<string> {
  const reader = bodyOf(bytes).getReader();
  const { head, done } = await readHead(reader, SAMPLE_BYTES);
  const adapter = await adapterFor(head);
  let items = 0;
  let serialised = 0;
  for await (const chunk of adapter.stream(withHead(head, reader, done), { accountId: 1, settings: {}, futureDates: true }, CHUNK_ITEMS)) {
    items += chunk.items.length;
    serialised += JSON.stringify([chunk.items, chunk.rows]).length;
  }
  return `${adapter.format} ${items} items, ${serialised} bytes sent`;
}

/** As a dry run (imports.ts): the file read whole and planned at once, its first rows shown. */
/** As a spreadsheet upload (uploads/container.ts): the workbook read whole into its sheet's text, then read as a file is. */
async function importSheet(bytes: Uint8Array): Promise<string> {
  const kind = spreadsheetKind(bytes.subarray(0, SAMPLE_BYTES));
  if (!kind) throw new Error("not a spreadsheet");
  const { text } = await spreadsheetAsText(bytes, kind);
  return `${kind}: ${await importFile(text)}`;
}

async function dryRun(bytes: Uint8Array): Promise<string> {
  const adapter = await adapterFor(bytes.subarray(0, SAMPLE_BYTES));
  const plan = adapter.plan(bytes, { accountId: 1, settings: {}, futureDates: true });
  return `${adapter.format} dry run: ${plan.items.length} items, ${JSON.stringify(plan.items.slice(0, 100)).length} bytes shown`;
}

async function readMail(bytes: Uint8Array): Promise<string> {
  const outer = await parseMail(bytes.buffer as ArrayBuffer);
  const sender = verifySender(outer.headers, [FORWARDER]);
  if (!sender.ok) return "unverified";
  const { original, how } = await unwrapParsed(outer);
  const forwardedAt = outer.headers.find((h) => h.key === "date")?.value ?? null;
  const reading = await readReceipt(original, {
    receivedAt: new Date(),
    forwarder: sender.value.sender,
    forwardedAt,
    reply: how === "reply",
  });
  if (reading.verdict === "purchase") receiptPlan({ purchase: reading, messageId: original.messageId, receivedAt: new Date() });
  return `mail ${reading.verdict} ${reading.verdict === "purchase" ? reading.total : ""}`;
}

const [kind, path, size] = process.argv.slice(2);
if (kind === "make-mail") writeFileSync(path!, largeForward(Number(size)).raw);
else if (kind === "limit")
  console.log((await adapterFor(new Uint8Array(readFileSync(path!)).subarray(0, SAMPLE_BYTES))).whole?.maxBytes ?? 0);
else {
  const bytes = new Uint8Array(readFileSync(path!));
  console.log(
    kind === "mail"
      ? await readMail(bytes)
      : kind === "dry"
        ? await dryRun(bytes)
        : kind === "sheet"
          ? await importSheet(bytes)
          : await importFile(bytes),
  );
}
