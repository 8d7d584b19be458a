// How well the letters of a reading fit the languages of its alphabet, for the alphabets whose code pages read
// each other's bytes as letters too. Windows-1251, KOI8-R/U, IBM866 and ISO-8859-5 all put Cyrillic letters on
// most high bytes, in different orders: a file read in the wrong one is still Cyrillic, but its letters come in
// the wrong proportions (1251's "о", the commonest Russian letter, is KOI8-R's "Н"; its "а" KOI8-R's "ю"). In
// Russian, Ukrainian, Bulgarian and Serbian text о, а, е and и alone are a third of the letters. Greek text read
// as 1251 (or Cyrillic as 1253), Hebrew as KOI8-R, capital Greek as windows-1256's Arabic letters are the same
// kind of wrong reading.

/**
 * Letter frequencies in percent of the letters of general text, as commonly published (rounded); a letter
 * counts at its highest share in any language of the alphabet.
 */
const FREQUENCIES = {
  Russian:
    "о 10.97 е 8.45 а 8.01 и 7.35 н 6.7 т 6.26 с 5.47 р 4.73 в 4.54 л 4.4 к 3.49 м 3.21 д 2.98 п 2.81 у 2.62 я 2.01 " +
    "ы 1.9 ь 1.74 г 1.7 з 1.65 б 1.59 ч 1.44 й 1.21 х 0.97 ж 0.94 ш 0.73 ю 0.64 ц 0.48 щ 0.36 э 0.32 ф 0.26 ъ 0.04 ё 0.04",
  Ukrainian:
    "о 9.4 а 8.1 н 6.7 и 6.2 і 5.8 в 5.3 т 5.3 е 5 р 4.8 с 4.3 к 3.6 л 3.6 у 3.4 д 3.3 м 3.1 п 2.9 я 2.2 з 2.1 ь 1.6 " +
    "г 1.5 б 1.5 ч 1.4 х 1.1 й 1.1 ж 0.9 ц 0.8 ш 0.7 ю 0.7 ї 0.7 є 0.5 щ 0.4 ф 0.2 ґ 0.02",
  Bulgarian:
    "а 9 о 8.7 е 8.1 и 8 н 7.2 т 6.9 р 5.2 с 4.6 в 4.3 л 3.6 к 3.5 д 3.4 п 2.9 м 2.6 ъ 2.4 з 1.9 я 2 г 1.7 у 1.6 б 1.3 " +
    "ч 1.3 й 0.9 ц 0.9 ш 0.8 х 0.8 ж 0.7 щ 0.4 ф 0.3 ю 0.1",
  Serbian:
    "а 11.5 и 9.7 о 9.1 е 8.8 н 5.3 р 4.8 ј 4.7 с 4.6 т 4.4 у 4.3 к 3.7 в 3.5 д 3.4 м 3.1 л 3 п 2.9 з 1.7 г 1.6 б 1.4 " +
    "ч 1.1 ш 0.9 ћ 0.9 ц 0.8 ж 0.7 х 0.6 љ 0.5 њ 0.5 ф 0.2 ђ 0.2 џ 0.1",
  // σ and ς are one letter; accented vowels count as theirs (ά as α).
  Greek:
    "α 12 ο 9.8 ι 8.7 ε 8 τ 8 σ 7.3 ν 7 η 5 ρ 4.8 κ 4.1 π 4 υ 4 μ 3.3 λ 2.8 ω 1.9 γ 1.8 δ 1.6 θ 1.3 χ 1.2 φ 0.8 " +
    "β 0.7 ξ 0.4 ζ 0.4 ψ 0.1",
  // Final forms count as their letters (ם as מ).
  Hebrew:
    "י 11 ו 10.5 ה 8.8 ל 7.2 מ 6.5 א 6.3 ר 5.6 ת 5.5 ב 4.8 נ 4.5 ש 4.2 ע 3.3 ד 2.6 כ 2.5 ח 2.3 ק 2.2 פ 1.8 ס 1.5 " +
    "צ 1.2 ג 1.2 ז 0.8 ט 0.8",
  Arabic:
    "ا 12.4 ل 11 ي 7.5 م 6.4 و 6.4 ن 6 ر 4.8 ت 4.7 ب 4.1 ع 3.6 ة 3.4 د 3.3 ه 3 س 2.7 ف 2.7 ك 2.5 ق 2.4 أ 2 ح 2 ش 1.1 " +
    "ج 1.3 إ 1 ذ 1 ص 1 ى 0.9 خ 0.8 ط 0.8 ز 0.5 ث 0.5 ض 0.5 ئ 0.5 غ 0.4 ء 0.3 ظ 0.2 ؤ 0.2 آ 0.1",
};

/** Letters of the alphabets (Russian's 33, Greek's 24…): a letter as common as the average one has log share 0. */
const ALPHABET_SIZE = { Cyrillic: 33, Greek: 24, Hebrew: 22, Arabic: 28 } as const;
/** Fit per doubling of a letter's share over the average: three doublings (8×) is the most one letter counts. */
const BITS_PER_UNIT = 3;

function table(languages: readonly (keyof typeof FREQUENCIES)[]): Map<string, number> {
  const shares = new Map<string, number>();
  for (const lang of languages) {
    const parts = FREQUENCIES[lang].split(" ");
    for (let i = 0; i + 1 < parts.length; i += 2) {
      // "о 10.97": a letter, then its share; the loop stops before a letter without one.
      const letter = parts[i] ?? "";
      shares.set(letter, Math.max(shares.get(letter) ?? 0, Number(parts[i + 1]) / 100));
    }
  }
  return shares;
}

const SHARES: Readonly<Record<keyof typeof ALPHABET_SIZE, Map<string, number>>> = {
  Cyrillic: table(["Russian", "Ukrainian", "Bulgarian", "Serbian"]),
  Greek: table(["Greek"]),
  Hebrew: table(["Hebrew"]),
  Arabic: table(["Arabic"]),
};
/** Hebrew's final forms, as the letters they end a word with; Greek's final sigma likewise. */
const FINAL_FORMS: Readonly<Record<string, string>> = { ך: "כ", ם: "מ", ן: "נ", ף: "פ", ץ: "צ", ς: "σ" };
/** A letter no table lists (Macedonian ѓ, a Cyrillic letter of Central Asia): rarer than the rarest listed. */
const UNLISTED = 0.0002;

type Alphabet = keyof typeof ALPHABET_SIZE;

/** The log of a share over the average share, in units of BITS_PER_UNIT, within -1 and 1. */
const logFit = (share: number, alphabet: Alphabet) => Math.max(-1, Math.min(1, Math.log2(share * ALPHABET_SIZE[alphabet]) / BITS_PER_UNIT));

/**
 * What a right reading's letters fit on average (Russian's, Greek's): taken off every letter's fit, so that a
 * right reading scores about as a family without letter counts (Hebrew, Thai) does, and a wrong one less.
 */
const expected = (shares: Map<string, number>, alphabet: Alphabet) =>
  [...shares.values()].reduce((sum, p) => sum + p * logFit(p, alphabet), 0);
const EXPECTED: Readonly<Record<Alphabet, number>> = {
  Cyrillic: expected(table(["Russian"]), "Cyrillic"),
  Greek: expected(SHARES.Greek, "Greek"),
  Hebrew: expected(SHARES.Hebrew, "Hebrew"),
  Arabic: expected(SHARES.Arabic, "Arabic"),
};

/**
 * How well one letter fits its alphabet's languages, beside a right reading's average letter: about -1 for a
 * letter far rarer than an average one (a wrong reading's), up to about 0.8 for one 8× as common (о, α).
 */
export function letterFit(ch: string, alphabet: Alphabet): number {
  const lower = ch.toLowerCase();
  const base = lower.normalize("NFD").charAt(0);
  const shares = SHARES[alphabet];
  // The Cyrillic table lists й and ё themselves, and the Arabic one أ and إ, which NFD would split.
  const share = shares.get(lower) ?? shares.get(FINAL_FORMS[base] ?? base) ?? UNLISTED;
  return logFit(share, alphabet) - EXPECTED[alphabet];
}
