// Receipts of merchants, countries and languages the reader was not written against (unseen/: one mail a file,
// as the merchant writes it). Each reading is compared with what it must be; the misses are printed with what
// differed, and the share read exactly may not fall below the floor. Separately, none may be imported wrong:
// a held mail is a miss the person sees, a wrong amount or merchant booked silently is not.
import { describe, expect, it } from "vitest";
import type { ReceiptReading } from "../../../../src/mail/reader/receipt";
import { mail, read, type UnseenMail } from "./fixtures";

const FIXTURES = import.meta.glob<{ default: UnseenMail }>("./unseen/*.ts", { eager: true });
/** The share of unseen/ read exactly: raise it as the reader learns, never lower it. */
const FLOOR = 1;

function differences(want: UnseenMail["want"], r: ReceiptReading): string[] {
  if (want.verdict !== "purchase")
    return r.verdict === want.verdict ? [] : [`verdict ${r.verdict} (${r.reason ?? ""}), not ${want.verdict}`];
  const out: string[] = [];
  if (r.verdict !== "purchase") out.push(`verdict ${r.verdict} (${r.reason ?? ""})`);
  if (!want.merchant.some((m) => m.toLowerCase() === (r.merchant ?? "").toLowerCase()))
    out.push(`merchant ${JSON.stringify(r.merchant)} (${r.how.merchant ?? ""}), not ${want.merchant.join(" | ")}`);
  if (r.total !== want.total) out.push(`total ${r.total} (${r.how.total ?? ""}), not ${want.total}`);
  if (r.currency !== want.currency) out.push(`currency ${r.currency} (${r.how.currency ?? ""}), not ${want.currency}`);
  if (r.date !== want.date) out.push(`date ${r.date} (${r.how.date ?? ""}), not ${want.date}`);
  return out;
}

/** Booked although wrong: a purchase read from what is none, or a purchase with a wrong amount, currency or merchant. */
function importedWrong(want: UnseenMail["want"], r: ReceiptReading, diffs: readonly string[]): boolean {
  if (r.verdict !== "purchase") return false;
  if (want.verdict !== "purchase") return true;
  return diffs.some((d) => /^(total|currency|merchant) /.test(d));
}

describe("unseen merchants", () => {
  it("reads their receipts", async () => {
    const entries = Object.entries(FIXTURES).sort(([a], [b]) => a.localeCompare(b));
    expect(entries.length).toBeGreaterThanOrEqual(15);
    const misses: string[] = [];
    const wrong: string[] = [];
    for (const [file, { default: fixture }] of entries) {
      const { want, from } = fixture;
      const message = mail({
        fromName: from.name,
        fromAddress: from.address,
        date: fixture.date,
        subject: fixture.subject,
        text: fixture.text ?? "",
        html: fixture.html ?? null,
      });
      const r = await read(message);
      const diffs = differences(want, r);
      if (diffs.length === 0) continue;
      misses.push(`${file.replace("./unseen/", "")} — ${fixture.name}\n    ${diffs.join("\n    ")}`);
      if (importedWrong(want, r, diffs)) wrong.push(file);
    }
    const share = (entries.length - misses.length) / entries.length;
    if (misses.length > 0) console.log(`unseen: ${entries.length - misses.length}/${entries.length} exact\n  ${misses.join("\n  ")}`);
    if (wrong.length > 0) console.log(`unseen: imported wrong: ${wrong.join(", ")}`);
    expect(share).toBeGreaterThanOrEqual(FLOOR);
  });
});
