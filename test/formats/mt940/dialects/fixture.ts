// A bank's MT940 export written as that bank documents its layout, with what the budget must receive from it.

export interface DialectFixture {
  bank: string;
  /** The class of layout it stands for, in a few words. */
  layout: string;
  /** The file as the bank writes it: text (UTF-8) or bytes in the bank's code page. */
  file: string | Uint8Array;
  /** The account as the file names it (`:25:`). */
  account: string;
  closing: { amount: string; date: string; currency: string };
  /** Every transaction, in file order, in the service's sign (positive is money out). */
  items: { date: string; amount: string; payee: string; notes?: string }[];
  /** What the statements' balances say of the reading (absent: every transaction adds up to them, "balanced"). */
  verification?: "balanced" | "partial" | "unbalanced" | "no_balances";
}

/** Text in a single-byte Windows code page, as exports that are not UTF-8 write it. */
export function inCodePage(text: string, label: "windows-1250" | "windows-1251"): Uint8Array {
  const decoder = new TextDecoder(label);
  const byteOf = new Map<string, number>();
  for (let b = 0x80; b <= 0xff; b++) byteOf.set(decoder.decode(Uint8Array.of(b)), b);
  return Uint8Array.from([...text], (c) => {
    const b = c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : byteOf.get(c);
    if (b === undefined) throw new Error(`${c} is not in ${label}`);
    return b;
  });
}

/** A field's text cut into lines of at most `width` characters, mid-word, as fixed-width writers cut it. */
export function cut(field: string, width = 65): string {
  const lines: string[] = [];
  for (let at = 0; at < field.length; at += width) lines.push(field.slice(at, at + width));
  return lines.join("\n");
}

/** German `?2x` purpose lines: the text cut into subfields of 27 characters, numbered from ?20. */
export function purposeLines(text: string): string {
  const lines: string[] = [];
  for (let at = 0; at < text.length; at += 27) lines.push(`?${20 + lines.length}${text.slice(at, at + 27)}`);
  return lines.join("");
}
