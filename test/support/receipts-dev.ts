// The development set of real receipt mails (../shared/email-corpus/receipts-dev: 40 messages with
// hand-checked truth in expected.json), read on the host by the global setup and handed to the workers
// tests, which cannot read files. Null where the folder is absent (CI machines without ../shared).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface ReceiptTruth {
  expected: "transaction" | "no_transaction";
  kind: string;
  payee: string | null;
  amount: string | null;
  currency: string | null;
  date: string | null;
  order_id: string | null;
  notes?: string;
}

export interface ReceiptsDev {
  /** Relative path ("receipts/….eml") → the message's bytes in base64 (some are 8-bit, not UTF-8). */
  messages: Record<string, string>;
  truth: Record<string, ReceiptTruth>;
}

const DIR = join(process.cwd(), "..", "shared", "email-corpus", "receipts-dev");

export function readReceiptsDev(): ReceiptsDev | null {
  if (!existsSync(join(DIR, "expected.json"))) return null;
  const all = JSON.parse(readFileSync(join(DIR, "expected.json"), "utf8")) as Record<string, unknown>;
  const truth = Object.fromEntries(Object.entries(all).filter(([key]) => !key.startsWith("_"))) as Record<string, ReceiptTruth>;
  const messages: Record<string, string> = {};
  for (const folder of readdirSync(DIR, { withFileTypes: true }).filter((d) => d.isDirectory()))
    for (const file of readdirSync(join(DIR, folder.name)).filter((f) => f.endsWith(".eml")))
      messages[`${folder.name}/${file}`] = readFileSync(join(DIR, folder.name, file)).toString("base64");
  return { messages, truth };
}
