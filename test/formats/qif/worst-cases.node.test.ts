// No QIF file stalls the deployment: at the format's byte limit, the worst shapes of a file (one huge line, a
// million split, section, end or blank lines, a run of blanks) cost a few typical files of the same size.
import { beforeAll, describe, expect, it } from "vitest";
import { qifAdapter } from "../../../src/formats/qif/adapter";
import { costRatio, typicalCost } from "../../support/read-cost";
import { typicalQif, worstQif } from "../../support/worst-inputs";

const enc = (s: string) => new TextEncoder().encode(s);
const read = (bytes: Uint8Array) => qifAdapter.plan(bytes, { accountId: 1, settings: {} });
/** The byte limit of a QIF file. */
const SIZE = qifAdapter.whole?.maxBytes ?? 0;
/** A few typical files (the goal is 3, bench/upload prints it); a reader of the square of a shape is hundreds. */
const BOUND = 10;

describe("a file at the byte limit costs at most a few typical files of its size, whatever its shape", () => {
  let typicalMs = 0;
  beforeAll(() => {
    expect(SIZE).toBeGreaterThan(1024 * 1024);
    typicalMs = typicalCost(read, enc(typicalQif(SIZE)));
  }, 60_000);

  it.each(Object.entries(worstQif(SIZE)))(
    "%s",
    (_, make) => {
      const worst = enc(make());
      expect(worst.length).toBeLessThanOrEqual(SIZE);
      expect(costRatio(read, typicalMs, worst, BOUND)).toBeLessThanOrEqual(BOUND);
    },
    60_000,
  );
});
