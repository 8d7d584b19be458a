// `:NS:`, a non-SWIFT field of the bank's own (Sberbank, Raiffeisen and other banks of Russia, Hungary and
// Switzerland): numbered lines (`2!n35x`, `01…` to `17…` or more) that hold what others write in `:86:` — the
// counterparty, its identifiers (INN, account, BIC), the purpose. Which number holds what differs by bank, so
// the lines are read by what they hold: identifiers are set aside, the first line that names someone is the
// counterparty, the others are the purpose.

/** A `:NS:` field's lines (empty numbered lines dropped), its counterparty and the lines besides it. */
export function nonSwiftParts(value: string): { lines: string[]; name: string | null; rest: string[] } {
  const texts: string[] = [];
  for (const line of value.split("\n")) {
    const [, , numbered] = /^(\d{2})(.*)$/.exec(line) ?? [];
    const text = (numbered ?? line).replace(/\s+/g, " ").trim();
    if (!text) continue;
    // An unnumbered line continues the one before it.
    if (numbered === undefined && texts.length > 0) texts[texts.length - 1] += ` ${text}`;
    else texts.push(text);
  }
  const at = texts.findIndex((t) => !isIdentifier(t));
  return { lines: texts, name: texts[at] ?? null, rest: texts.filter((_, i) => i !== at) };
}

/**
 * A tax number, account, IBAN or BIC, with or without its label (ИНН, КПП, БИК, INN, IBAN…): a number to keep in
 * the notes, never a name.
 */
export function isIdentifier(text: string): boolean {
  const bare = text.replace(/^(?:ИНН|КПП|БИК|ОГРН|Р\/С|К\/С|INN|KPP|BIK|IBAN|BIC|SWIFT|ACC)[.:\s]+/iu, "").trim();
  return NUMBER.test(bare) || /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(bare);
}

/**
 * Up to four letters, six or more digits, blanks, dots, slashes or dashes, then letters and digits. Written with
 * a letter after the run, not `[A-Z0-9]*`, whose digits the run also takes: a long number not followed by the end
 * was tried at every split of it, the square of its length (a `:NS:` line of 64 KB digits took seconds). And `{6}`
 * then `*`, not `{6,}`, which V8 matches keeping a place to return to per character: a stack overflow at 6 MB.
 */
const NUMBER = /^[A-Z]{0,4}[\d ./-]{6}[\d ./-]*(?:[A-Z][A-Z0-9]*)?$/;
