// An IBAN as banks write it (ISO 13616): two letters, two check digits, then 11 to 30 letters and digits, often in
// groups of four. Its check digits decide whether a run of that shape is one: a creditor identifier ("DE98ZZZ0…") or
// a reference of the same look fails them.

/** An IBAN as written, perhaps in groups: test each match with `validIban` after taking out its spaces. */
export const IBAN_AS_WRITTEN = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}(?![\p{L}\p{N}])/gu;

/** ISO 13616's check: the number with its first four characters moved to the end, letters as 10–35, is 1 mod 97. */
export function validIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const c of moved) {
    const value = c >= "A" ? c.charCodeAt(0) - 55 : Number(c);
    rest = (rest * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return rest === 1;
}

/**
 * The valid IBANs a line writes, without their spaces, in order. A run may carry the words after it ("… 30 00 BIC
 * COBADEFF", "… EUR"): its groups are dropped from the end until the check digits hold.
 */
export function ibansIn(line: string): string[] {
  return [...line.matchAll(IBAN_AS_WRITTEN)].flatMap((m) => {
    const groups = m[0].split(" ");
    for (let end = groups.length; end > 0; end--) {
      const iban = groups.slice(0, end).join("");
      if (validIban(iban)) return [iban];
    }
    return [];
  });
}
