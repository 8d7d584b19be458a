// Holding against real mail of ../shared/email-corpus (skipped when the corpus is absent): no message of the
// dev set that must yield nothing (delivery notices, an unpaid invoice, bank notices, review requests,
// phishing and spam in 8 languages) is held for an amount, and none of the forwarded bodies of
// crisp-oss/email-forward-parser (ordinary mail, no purchase) is either.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readReceipt } from "../../../../../src/mail/reader/receipt";
import { unwrap, unwrapText } from "../../../../../src/mail/reader/unwrap";

const CORPUS = join(process.cwd(), "..", "shared", "email-corpus");
const DEV = join(CORPUS, "receipts-dev");
const CRISP = join(CORPUS, "forwarded", "crisp-email-forward-parser");
const RECEIVED = new Date("2026-11-20T12:00:00Z");
const held = (verdict: string) => verdict === "needs_amount" || verdict === "needs_review";

describe.skipIf(!existsSync(join(DEV, "expected.json")))("no dev-corpus message that yields nothing is held", () => {
  it("holds none of the no_transaction messages", async () => {
    const truth = JSON.parse(readFileSync(join(DEV, "expected.json"), "utf8")) as Record<string, { expected?: string }>;
    const negatives = Object.entries(truth).filter(([file, want]) => !file.startsWith("_") && want.expected === "no_transaction");
    expect(negatives.length).toBeGreaterThan(20);
    const heldOnes: string[] = [];
    for (const [file] of negatives) {
      const { original } = await unwrap(readFileSync(join(DEV, file)));
      const reading = await readReceipt(original, { receivedAt: RECEIVED, forwarder: null });
      if (held(reading.verdict)) heldOnes.push(`${file}: ${reading.reason}`);
    }
    expect(heldOnes).toEqual([]);
  });
});

describe.skipIf(!existsSync(CRISP))("ordinary forwarded mail is not held", () => {
  it("holds none of the forward parser's bodies", async () => {
    const bodies = readdirSync(CRISP).filter((f) => f.endsWith("_body.txt"));
    expect(bodies.length).toBeGreaterThan(100);
    const heldOnes: string[] = [];
    for (const file of bodies) {
      const subjectFile = join(CRISP, file.replace("_body.txt", "_subject.txt"));
      const subject = existsSync(subjectFile) ? readFileSync(subjectFile, "utf8") : undefined;
      const body = readFileSync(join(CRISP, file), "utf8");
      const inner = unwrapText(body, subject);
      const message = {
        from: inner?.from ?? null,
        date: inner?.date ?? null,
        subject: inner?.subject ?? subject ?? null,
        messageId: null,
        text: inner?.text ?? body,
        html: null,
      };
      const reading = await readReceipt(message, { receivedAt: RECEIVED, forwarder: null });
      if (held(reading.verdict)) heldOnes.push(`${file}: ${reading.reason}`);
    }
    expect(heldOnes).toEqual([]);
  });
});
