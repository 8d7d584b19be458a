// The reading bench's files: for a seed, `perFamily` files of every layout family, each a CSV, an XLSX or a text PDF
// in one of the languages, with its truth. Deterministic: one seed, the same bytes and truth. Seed 1 is the one the
// bench was developed on; every other seed is held out (run.mjs says which is which).
import { prng } from "../csv/seeded-random.mjs";
import { csvBytes, delimiterFor } from "./csv.mjs";
import { LANGUAGES, decimalsOf } from "./languages.mjs";
import { layOut } from "./layout.mjs";
import { pdfBytes, pdfDraws } from "./pdf.mjs";
import { decimal, drawStatement, pick } from "./statement.mjs";
import { toTable } from "./table.mjs";
import { xlsxBytes } from "./xlsx.mjs";

export const DEV_SEED = 1;
export const HELD_OUT_SEEDS = [2, 3, 4];

/** The layout families: what each file's layout is sure to have (the rest of its traits are drawn). */
export const FAMILIES = [
  "signed", // one signed amount column
  "in-out", // money out and money in in two columns, the empty side blank, 0 or a dash
  "direction", // an unsigned amount with a direction word, in a column of its own or after it (D/C, S/H, 借/贷)
  "two-dates", // the transaction's day and the value/posting day, in either order
  "running-balance",
  "no-balance", // no running balance
  "account-sections", // a section per account
  "currency-sections", // a section per currency
  "totals", // totals lines after the rows
  "repeated-headers", // pages, each with its header again (and the balance carried)
  "multiline", // descriptions over several lines
  "footer-summary", // opening, totals and closing summarised after the rows
  "minor-units", // amounts in cents
];

export const FORMATS = ["csv", "xlsx", "pdf"];
export const CONTENT_TYPES = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

/** A file's traits: the family's own, the others drawn. */
function drawTraits(random, family, language) {
  const traits = {
    amounts: pick(random, ["signed", "signed", "in-out", "direction"]),
    emptySide: pick(random, ["blank", "zero", "dash"]),
    directionAs: pick(random, ["column", "suffix"]),
    negative: pick(random, ["minus", "minus", "minus", "trailing", "parens", "marks"]),
    dates: random() < 0.2 ? 2 : 1,
    valueFirst: random() < 0.5,
    balance: random() < 0.5,
    balances: random() < 0.4,
    datedBalances: random() < 0.5,
    totals: random() < 0.15,
    footer: random() < 0.15,
    repeatHeaders: false,
    multiline: random() < 0.15,
    minorUnits: false,
    sections: "one",
    newestFirst: random() < 0.2,
    rtlVisual: language.rtl && random() < 0.5,
    numberStyle: pick(random, language.numberStyles),
    dateStyle: pick(random, language.dateStyles),
  };
  const forced = {
    signed: { amounts: "signed" },
    "in-out": { amounts: "in-out" },
    direction: { amounts: "direction" },
    "two-dates": { dates: 2 },
    "running-balance": { balance: true },
    "no-balance": { balance: false },
    "account-sections": { sections: "account" },
    "currency-sections": { sections: "currency" },
    totals: { totals: true },
    "repeated-headers": { repeatHeaders: true },
    multiline: { multiline: true },
    "footer-summary": { footer: true },
    "minor-units": { minorUnits: true },
  }[family];
  return { ...traits, ...forced };
}

/** The truth of one file: its rows in the order they happened, money out positive, and its sections' balances. */
function truthOf(statement, traits, meta) {
  const sections = statement.sections.map((s) => ({
    account: s.account,
    currency: s.currency,
    opening: decimal(s.opening, s.decimals),
    closing: decimal(s.closing, s.decimals),
    total_out: decimal(s.totalOut, s.decimals),
    total_in: decimal(s.totalIn, s.decimals),
  }));
  const transactions = statement.sections.flatMap((s, section) =>
    s.rows.map((row) => ({
      date: row.date,
      ...(traits.dates === 2 ? { other_date: row.valueDate } : {}),
      amount: decimal(row.amount, s.decimals),
      payee: row.payee,
      currency: s.currency,
      section,
      ...(traits.balance ? { balance: decimal(row.balance, s.decimals) } : {}),
    })),
  );
  const printed = {
    running_balance: traits.balance,
    opening_closing: traits.balances || traits.footer,
    totals: traits.totals || traits.footer,
  };
  return { ...meta, sign: "amount: money out positive", period: statement.period, traits, printed, sections, transactions };
}

async function bytesOf(format, doc, random, traits, language, decimals, period) {
  const printedOn = new Date(`${period.to}T12:00:00Z`);
  if (format === "pdf") return pdfBytes(doc, { title: language.words.title, printedOn });
  const table = toTable(doc, { multilineAs: pick(random, ["cell", "rows"]) });
  if (format === "csv")
    return csvBytes(table, { delimiter: delimiterFor(traits.numberStyle, random() < 0.15), bom: random() < 0.3, crlf: random() < 0.5 });
  const sheetName = language.words.title.replace(/[\\/?*[\]:]/g, " ").slice(0, 31);
  return xlsxBytes(table, { traits, typed: random() < 0.5, decimals, sheetName, printedOn });
}

/**
 * The files of `seed`: `perFamily` of each family, languages in a seeded order so that each seed has every
 * language, formats turning so that each family has every format; PDFs only in the languages a font on this
 * machine draws (no CJK or Thai: pdf.mjs). `families` and `languageCodes` draw a seed of only those (a seed of
 * its own: its files are not the whole seed's files of that family).
 */
/** @param {number} seed @param {{ perFamily?: number; families?: string[]; languageCodes?: string[] | null }} [options] */
export async function generate(seed, { perFamily = 8, families = FAMILIES, languageCodes = null } = {}) {
  const random = prng(seed * 7919 + 17);
  const languages = [...LANGUAGES]
    .map((l) => [random(), l])
    .sort((a, b) => a[0] - b[0])
    .map(([, l]) => l)
    .filter((l) => !languageCodes || languageCodes.includes(l.code));
  const drawable = languages.filter((l) => pdfDraws(l));
  const turns = [0, 0];
  const files = [];
  // A seed drawn apart names its files apart: they are not the whole seed's.
  const drawnApart = families !== FAMILIES || languageCodes !== null;
  const count = perFamily * families.length;
  for (let i = 0; i < count; i++) {
    const familyIndex = i % families.length;
    const family = families[familyIndex];
    const format = FORMATS[(Math.floor(i / FAMILIES.length) + familyIndex) % FORMATS.length];
    // PDFs take the languages a font here draws in turn, the other files every language in turn.
    const pool = format === "pdf" ? drawable : languages;
    const language = pool[turns[format === "pdf" ? 0 : 1]++ % pool.length];
    const traits = drawTraits(random, family, language);
    // Cents of a currency that has none are no cents: such a file is of the language's account in dollars.
    const currency = traits.minorUnits && decimalsOf(language.currency) === 0 ? "USD" : language.currency;
    const rowsPerSection = traits.repeatHeaders ? [60, 100] : traits.sections === "one" ? [6, 20] : [3, 9];
    const statement = drawStatement(random, language, { sections: traits.sections, rowsPerSection, multiline: traits.multiline, currency });
    const doc = layOut(statement, language, traits);
    const bytes = await bytesOf(format, doc, random, traits, language, decimalsOf(currency), statement.period);
    const name = `statement-${seed}${drawnApart ? "x" : ""}-${String(i + 1).padStart(3, "0")}.${format}`;
    const meta = { file: name, format, family, language: language.code, script: language.script, seed };
    files.push({ name, contentType: CONTENT_TYPES[format], bytes, truth: truthOf(statement, traits, meta) });
  }
  return files;
}
