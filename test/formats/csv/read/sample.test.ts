// What detection reads: every cell past 256 characters cut to its first 256, everything else as it is.
import { describe, expect, it } from "vitest";
import { forDetection } from "../../../../src/formats/csv/read/sample";
import { seededRandom } from "../../../support/seeded-random";

/** The rule written plainly: a run without a delimiter, quote or line break is kept to 256 characters. */
const cutPlainly = (text: string): string => text.replace(/[^,;\t|"\r\n]{257,}/g, (run) => run.slice(0, 256));

describe("a cell longer than detection reads is cut, the rest kept", () => {
  it("cuts every run past 256 characters, whatever ends it", () => {
    const random = seededRandom(52);
    const ends = [",", ";", "\t", "|", '"', "\r", "\n"];
    for (let n = 0; n < 200; n++) {
      let text = "";
      for (let cell = 0; cell < 6; cell++) {
        const length = random() < 0.3 ? 250 + Math.floor(random() * 20) : Math.floor(random() * 40);
        text += "x".repeat(length) + (ends[Math.floor(random() * ends.length)] ?? ",");
      }
      expect(forDetection(text)).toBe(cutPlainly(text));
    }
  });

  it("gives back the text itself when no cell is too long", () => {
    const text = `Date;Payee;Amount\n${"01.02.2024;Shop;-1,00\n".repeat(100)}${"y".repeat(256)};1,00\n`;
    expect(forDetection(text)).toBe(text);
    expect(forDetection(`${"y".repeat(257)}`)).toBe("y".repeat(256));
  });
});
