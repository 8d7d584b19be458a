// A column of debit/credit indicators: its values are nearly all indicator words, and at most four of them.
import { describe, expect, it } from "vitest";
import { INDICATOR_SHARE, indicatorValues, NAMED_INDICATOR_SHARE } from "../../../../src/formats/csv/words/columns";
import { indicatorDirection } from "../../../../src/formats/csv/words/sign-words";
import { seededRandom } from "../../../support/seeded-random";

/** The rule written plainly: the share of the non-empty values that are indicators, and the distinct ones. */
function indicatorsPlainly(values: readonly string[], share: number): string[] | null {
  const texts = values.map((v) => v.trim().toLowerCase()).filter((t) => t !== "");
  const hits = texts.filter((t) => indicatorDirection(t) !== null);
  const seen = [...new Set(hits)];
  return texts.length === 0 || hits.length < texts.length * share || seen.length > 4 ? null : seen;
}

describe("an indicator column holds indicators, and few kinds of them", () => {
  it("answers as the plain rule does, columns of text, of indicators and of both", () => {
    const random = seededRandom(53);
    const words = ["D", "C", "S", "H", "debit", "credit", "DR", "CR", "", " ", "Miete", "Shop", "12,00", "in", "out"];
    for (let n = 0; n < 400; n++) {
      const mostly = random();
      const values = Array.from({ length: 1 + Math.floor(random() * 120) }, () =>
        random() < mostly
          ? (["D", "C", "DR", "CR", ""][Math.floor(random() * 5)] ?? "")
          : (words[Math.floor(random() * words.length)] ?? ""),
      );
      for (const share of [INDICATOR_SHARE, NAMED_INDICATOR_SHARE]) {
        expect(indicatorValues(values, share), JSON.stringify(values)).toEqual(indicatorsPlainly(values, share));
      }
    }
  });
});
