// A page's words as PDF.js would place them, written by a test line by line.
import type { Word } from "../../../src/formats/pdf/layout";

/** A page of lines from the top down, each its cells at x ("r": x is the right edge), in a 9-point font. */
export const page = (...lines: (readonly [string, number, "r"?][])[]): Word[] =>
  lines.flatMap((cells, i) =>
    cells.map(([text, x, align]) => {
      const width = text.length * 5;
      const left = align === "r" ? x - width : x;
      return { text, x: left, end: left + width, y: 800 - i * 12, size: 9 };
    }),
  );
