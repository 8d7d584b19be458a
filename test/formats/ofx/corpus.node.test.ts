// Every OFX/QFX sample of the shared bank corpus: read without a crash, and every statement that is not an
// investment or a sign-on reply gives items with dates and amounts (skips when ../shared is absent).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SourceInputError } from "../../../src/formats/errors";
import { ofxAdapter } from "../../../src/formats/ofx/adapter";

const ROOT = join(__dirname, "../../../../shared/bank-corpus/samples");
const files = existsSync(ROOT)
  ? readdirSync(ROOT, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.(ofx|qfx)$/i.test(f))
      .map((f) => join(ROOT, f))
  : [];

describe.skipIf(files.length === 0)("the corpus's OFX and QFX files", () => {
  it("reads each one or refuses it with a clear message, never crashing", () => {
    let read = 0;
    const refused: string[] = [];
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(file));
      expect(ofxAdapter.recognizes(bytes.subarray(0, 65536)), file).toBe(true);
      try {
        let plans = [ofxAdapter.plan(bytes, { accountId: 1, settings: {} })];
        if (plans[0]!.profile.accounts.length > 1)
          plans = plans[0]!.profile.accounts.map((a) => ofxAdapter.plan(bytes, { accountId: 1, settings: { account: a.id } }));
        for (const plan of plans) {
          for (const i of plan.items) {
            expect(i.item.date, file).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            expect(i.item.amount, file).toMatch(/^-?\d+\.\d{4}$/);
          }
        }
        read++;
      } catch (error) {
        if (!(error instanceof SourceInputError)) throw new Error(`${file}: ${String(error)}`);
        if (/choose one with file_account/.test(error.message)) {
          // Several accounts: each one reads when named.
          const ids = /\(([^)]*)\): choose/.exec(error.message)![1]!.split(", ");
          for (const id of ids) expect(ofxAdapter.plan(bytes, { accountId: 1, settings: { account: id } }).profile.account, file).toBe(id);
          read++;
          continue;
        }
        // The only refusals: an investment statement, or a file with no statement at all (sign-on replies, transfers, empty).
        expect(error.message, file).toMatch(/investment statement|holds no bank or credit-card statement/);
        refused.push(`${file.split("/").pop()}: ${error.message}`);
      }
    }
    console.info(`OFX corpus: ${read} read, ${refused.length} refused with a reason\n${refused.join("\n")}`);
    expect(read).toBeGreaterThanOrEqual(15);
  });
});
