// CAMT.052/053/054, versions 1 to 8, on the shared corpus's ISO 20022 test statements (skips when absent);
// the rules one by one are in adapter.node.test.ts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { camtAdapter } from "../../../src/formats/camt/adapter";
import { SourceInputError } from "../../../src/formats/errors";

const ROOT = join(__dirname, "../../../../shared/bank-corpus/samples/camt");
const files = existsSync(ROOT) ? readdirSync(ROOT).filter((f) => f.endsWith(".xml")) : [];

describe.skipIf(files.length === 0)("the corpus's CAMT statements, versions 1 to 8", () => {
  it("reads every one, or refuses it with a reason", () => {
    const outcomes: string[] = [];
    let read = 0;
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(join(ROOT, file)));
      expect(camtAdapter.recognizes(bytes.subarray(0, 65536)), file).toBe(true);
      try {
        let p = camtAdapter.plan(bytes, { accountId: 1, settings: {} });
        if (p.profile.accounts.length > 1) p = camtAdapter.plan(bytes, { accountId: 1, settings: { account: p.profile.accounts[0]! } });
        for (const i of p.items) {
          expect(i.item.date, file).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(i.item.amount, file).toMatch(/^-?\d+\.\d{4}$/);
        }
        const errors = p.rows.filter((r) => r.outcome === "error").map((r) => r.reason);
        outcomes.push(`${file}: ${p.items.length} items${errors.length ? `; ${errors.join("; ")}` : ""}`);
        read++;
      } catch (error) {
        if (!(error instanceof SourceInputError)) throw new Error(`${file}: ${String(error)}`);
        if (/choose one with file_account/.test(error.message)) {
          read++;
          continue;
        }
        outcomes.push(`${file}: refused: ${error.message}`);
      }
    }
    console.info(`CAMT corpus: ${read} of ${files.length} read\n${outcomes.join("\n")}`);
    expect(read).toBeGreaterThanOrEqual(files.length - 1);
  });
});
