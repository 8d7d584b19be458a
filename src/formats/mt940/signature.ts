// Whether a file's first bytes are MT940: its own module (with the field reader it asks, fields.ts), so the registry
// tells the format in the main module while the reader (adapter.ts) is the statement readers' lazy module
// (formats/statements.ts).
import { statementsOf } from "./fields";

/**
 * A statement's :20: (or its opening balance) and its :25:, at line starts as fields.ts reads them: after any line
 * end, an envelope or a control character.
 */
export function recognizesMt940(head: Uint8Array): boolean {
  const tags = new Set(
    statementsOf(new TextDecoder("latin1").decode(head.subarray(0, 4096)))
      .flat()
      .map((f) => f.tag),
  );
  return (tags.has("20") || tags.has("60F") || tags.has("60M")) && tags.has("25");
}
