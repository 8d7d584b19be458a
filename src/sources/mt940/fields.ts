// MT940 as statements of tagged fields: a field starts with `:tag:` at the start of a line and runs until
// the next one (multi-line `:86:` and supplementary `:61:` lines included); `:20:` starts a statement.
// SWIFT envelopes (`{1:…}{2:…}{4:` and `-}`) and blank lines between statements are skipped.

export interface Mt940Field {
  tag: string;
  value: string;
  /** 1-based line where the field starts. */
  line: number;
}

export function statementsOf(text: string): Mt940Field[][] {
  const statements: Mt940Field[][] = [];
  let current: Mt940Field[] | null = null;
  let field: Mt940Field | null = null;
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const line = raw.replace(/^\{[1-5]:[^}]*\}+/, "").replace(/^\{4:\s*$/, "");
    const m = /^:(\d{2}[A-Z]?):(.*)$/.exec(line);
    if (m) {
      field = { tag: m[1]!, value: m[2]!, line: index + 1 };
      if (m[1] === "20" || !current) {
        current = [];
        statements.push(current);
      }
      current.push(field);
    } else if (field && line.trim() !== "" && !/^-\}?\s*$/.test(line)) {
      field.value += `\n${line}`;
    }
  });
  return statements;
}
