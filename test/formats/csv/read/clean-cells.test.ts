// A cell as the planner reads it is clean(cell), however its text was found clean or not (clean-cells.ts).
import { describe, expect, it } from "vitest";
import { CellReader, clean } from "../../../../src/formats/csv/read/clean-cells";
import { CsvTokenizer } from "../../../../src/formats/csv/read/structure";
import { seededRandom } from "../../../support/seeded-random";

/** Every field of every record of the pieces, as the reader gives it and as clean() gives it. */
function readBoth(pieces: string[]): { read: string[]; cleaned: string[] } {
  const cells = new CellReader();
  const read: string[] = [];
  const cleaned: string[] = [];
  const tokenizer = new CsvTokenizer(";", '"');
  pieces.forEach((piece, n) =>
    tokenizer.scan(piece, n === pieces.length - 1, (rec) => {
      for (let i = 0; i < rec.count; i++) {
        read.push(cells.field(rec, i));
        cleaned.push(clean(rec.field(i)));
      }
    }),
  );
  return { read, cleaned };
}

describe("a cell reads as clean(cell) wherever its tabs and double spaces are", () => {
  it("cleans a padded cell after clean ones of the same text, and a clean one after it", () => {
    const { read } = readBoth(["Shop;Memo one\nCafe;LASTSCHRIFT   REWE  MARKT\nBar;a\tb;Memo two\n"]);
    expect(read).toEqual(["Shop", "Memo one", "Cafe", "LASTSCHRIFT REWE MARKT", "Bar", "a b", "Memo two"]);
  });
  it("reads a quoted cell over two lines as one line", () => {
    expect(readBoth(['Shop;"two\nlines";x\n']).read).toEqual(["Shop", "two lines", "x"]);
  });
  it("agrees with clean() on 2,000 rows of random padding, in pieces cut anywhere", () => {
    const random = seededRandom(61);
    const words = ["REWE", "Markt", "GmbH", "Kartenzahlung", "12,50", "Ref"];
    const pad = () => [" ", "  ", "\t", "   ", " \t "][Math.floor(random() * 5)]!;
    const cell = () =>
      Array.from({ length: 1 + Math.floor(random() * 4) }, () => words[Math.floor(random() * words.length)]).join(
        random() < 0.2 ? pad() : " ",
      );
    let text = "";
    for (let r = 0; r < 2000; r++) text += [cell(), random() < 0.1 ? pad() + cell() : cell(), cell()].join(";") + "\n";
    const pieces: string[] = [];
    for (let at = 0; at < text.length;) {
      const to = Math.min(text.length, at + 1 + Math.floor(random() * 3000));
      pieces.push(text.slice(at, to));
      at = to;
    }
    const { read, cleaned } = readBoth(pieces);
    expect(read.length).toBe(6000);
    expect(read).toEqual(cleaned);
  });
});
