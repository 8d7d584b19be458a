// A statement laid out as a bank prints it, before any file format: its columns, and the blocks down the page
// (section titles, the header, rows, opening/closing and totals lines, summaries, page breaks). Each cell keeps its
// printed text and, for a spreadsheet that types its cells, the number or day behind it.
import { arabicDigits, digits, printDate, signed } from "./printing.mjs";
import { decimal } from "./statement.mjs";

/** Rows between page breaks of a file whose header repeats per page (a printed statement saved as a table). */
export const ROWS_PER_PAGE = 22;

/** The columns of a layout, in print order (before a right-to-left page mirrors them). */
function columnsOf(language, traits) {
  const w = language.words;
  const minor = traits.minorUnits ? ` (${w.minor})` : "";
  const dates = traits.dates === 2 ? (traits.valueFirst ? ["value", "date"] : ["date", "value"]) : ["date"];
  const amounts = {
    signed: ["amount"],
    "in-out": ["out", "in"],
    direction: traits.directionAs === "column" ? ["amount", "dir"] : ["amount"],
  }[traits.amounts];
  const roles = [...dates, "description", ...amounts, ...(traits.balance ? ["balance"] : [])];
  const titles = {
    date: w.date,
    value: w.valueDate,
    description: w.description,
    amount: w.amount + minor,
    out: w.out + minor,
    in: w.in + minor,
    dir: w.direction,
    balance: w.balance + minor,
  };
  return roles.map((role) => ({ role, title: titles[role], numeric: ["amount", "out", "in", "balance"].includes(role) }));
}

/** Prints a statement's numbers and days the way this file does. */
function printer(language, traits) {
  const marks = { out: language.words.dirOut, in: language.words.dirIn };
  const arabic = traits.numberStyle === "arabic";
  const options = { minorUnits: traits.minorUnits, grouped: !traits.minorUnits };
  const cell = (text, value) => ({ text, value });
  return {
    day: (iso) => ({
      text: arabic ? arabicDigits(printDate(iso, traits.dateStyle, language.months)) : printDate(iso, traits.dateStyle, language.months),
      day: iso,
    }),
    /** A signed sum (money in positive), in the file's negative style. */
    signed: (minor, decimals) =>
      cell(signed(minor, decimals, traits.numberStyle, traits.negative, marks, options), typed(minor, decimals, traits)),
    /** A sum without its sign. */
    plain: (minor, decimals) => cell(digits(minor, decimals, traits.numberStyle, options), typed(Math.abs(minor), decimals, traits)),
    /** A sum with its direction word after it ("12,50 S"). */
    marked: (minor, decimals) => cell(`${digits(minor, decimals, traits.numberStyle, options)} ${minor < 0 ? marks.out : marks.in}`),
    dir: (minor) => cell(minor < 0 ? marks.out : marks.in),
    empty: (decimals) =>
      traits.emptySide === "zero"
        ? cell(digits(0, decimals, traits.numberStyle, options), 0)
        : cell(traits.emptySide === "dash" ? "-" : ""),
  };
}

/** What a typed spreadsheet cell holds for a sum: the number as printed (minor units where the file prints them). */
const typed = (minor, decimals, traits) => (traits.minorUnits ? minor : Number(decimal(minor, decimals)));

/** The cells of one row's sum: printed sums are money in positive, so a row's (money out positive) is negated. */
function sumCells(columns, print, traits, printedMinor, decimals) {
  const cells = {};
  if (traits.amounts === "signed") cells.amount = print.signed(printedMinor, decimals);
  else if (traits.amounts === "in-out") {
    cells.out = printedMinor < 0 ? print.plain(printedMinor, decimals) : print.empty(decimals);
    cells.in = printedMinor >= 0 ? print.plain(printedMinor, decimals) : print.empty(decimals);
  } else if (traits.directionAs === "column") {
    cells.amount = print.plain(printedMinor, decimals);
    cells.dir = print.dir(printedMinor);
  } else cells.amount = print.marked(printedMinor, decimals);
  return cells;
}

const inOrder = (columns, byRole) => columns.map((c) => byRole[c.role] ?? { text: "" });

/**
 * An opening or closing line: its balance under the balance column, or where there is none under the sums as a
 * sum of its sign (a credit balance under money in, "1.234,56 H"), as statements without a running balance print it.
 */
function balanceLine(columns, print, traits, label, minor, decimals, day) {
  const hasBalance = columns.some((c) => c.role === "balance");
  const byRole = {
    description: { text: label },
    ...(hasBalance ? { balance: print.signed(minor, decimals) } : sumCells(columns, print, traits, minor, decimals)),
  };
  if (day) byRole.date = print.day(day);
  return { kind: "line", cells: inOrder(columns, byRole) };
}

function totalLines(columns, print, traits, words, section) {
  const { decimals } = section;
  if (traits.amounts === "signed")
    return [
      {
        kind: "line",
        cells: inOrder(columns, { description: { text: words.total }, amount: print.signed(section.totalIn - section.totalOut, decimals) }),
      },
    ];
  if (traits.amounts === "in-out")
    return [
      {
        kind: "line",
        cells: inOrder(columns, {
          description: { text: words.total },
          out: print.plain(section.totalOut, decimals),
          in: print.plain(section.totalIn, decimals),
        }),
      },
    ];
  return [-section.totalOut, section.totalIn].map((minor) => ({
    kind: "line",
    cells: inOrder(columns, { description: { text: words.total }, ...sumCells(columns, print, traits, minor, decimals) }),
  }));
}

function summary(print, traits, words, section) {
  const { decimals } = section;
  const value = (minor) => print.signed(minor, decimals);
  return [
    [words.opening, value(section.opening)],
    [words.out, print.plain(section.totalOut, decimals)],
    [words.in, print.plain(section.totalIn, decimals)],
    [words.closing, value(section.closing)],
  ].map(([label, cell]) => ({ kind: "text", label, cell }));
}

/** The blocks of one section: its title, header, opening line, rows (page breaks between), totals, closing. */
function sectionBlocks(statement, section, index, context) {
  const { columns, print, traits, words } = context;
  const blocks = [];
  const many = statement.sections.length > 1;
  if (many)
    blocks.push({
      kind: "section",
      text: traits.sections === "currency" ? `${words.currency}: ${section.currency}` : `${words.account} ${section.account}`,
    });
  if (many || index === 0) blocks.push({ kind: "header" });
  if (traits.balances)
    blocks.push(
      balanceLine(
        columns,
        print,
        traits,
        words.opening,
        section.opening,
        section.decimals,
        traits.datedBalances ? statement.period.from : undefined,
      ),
    );
  const rows = traits.newestFirst ? [...section.rows].reverse() : section.rows;
  rows.forEach((row, i) => {
    if (traits.repeatHeaders && i > 0 && i % ROWS_PER_PAGE === 0)
      blocks.push({ kind: "break", carried: traits.balance ? print.signed(rows[i - 1].balance, section.decimals) : undefined });
    const byRole = {
      date: print.day(row.date),
      value: print.day(row.valueDate),
      description: { text: row.payee },
      ...sumCells(columns, print, traits, -row.amount, section.decimals),
    };
    if (traits.balance) byRole.balance = print.signed(row.balance, section.decimals);
    blocks.push({ kind: "row", cells: inOrder(columns, byRole), more: row.more });
  });
  if (traits.totals) blocks.push(...totalLines(columns, print, traits, words, section));
  if (traits.balances)
    blocks.push(
      balanceLine(
        columns,
        print,
        traits,
        words.closing,
        section.closing,
        section.decimals,
        traits.datedBalances ? statement.period.to : undefined,
      ),
    );
  if (traits.footer) blocks.push(...summary(print, traits, words, section));
  return blocks;
}

/** The statement as its bank lays it out: `traits` say which layout (generate.mjs draws them). */
export function layOut(statement, language, traits) {
  const words = language.words;
  const columns = columnsOf(language, traits);
  const print = printer(language, traits);
  const first = statement.sections[0];
  const preamble = [
    [words.title, ""],
    [words.account, first.account],
    [words.currency, first.currency],
    ["", `${print.day(statement.period.from).text} – ${print.day(statement.period.to).text}`],
  ];
  const context = { columns, print, traits, words };
  const blocks = statement.sections.flatMap((section, i) => sectionBlocks(statement, section, i, context));
  return { rtl: language.rtl, words, columns, preamble, blocks, traits };
}
