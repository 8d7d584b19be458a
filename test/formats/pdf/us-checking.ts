// A US checking statement as banks print it: deposits, checks paid (several side by side on a line, a check number before or after the date), card and electronic withdrawals and fees each under its heading
// and above its own total, every amount unsigned, descriptions running onto the lines under them, over two pages.
// The summary's beginning and ending balances prove the reading. PDFs drawn by pdf-lib, none copied from a bank's file.
import { type Drawing, money, type PdfLine, statementPdf } from "../../support/statement-pdf";

/** A row: its day as printed (MM/DD), its text (a line more where it runs on), and cents (money out positive). */
type Tx = readonly [day: string, text: string, out: number, more?: string];
/** A check: its number as printed, its day, cents. */
type Check = readonly [number: string, day: string, out: number];

/** How one bank lays out the statement. */
export interface Bank {
  name: string;
  title: string[];
  /** Section titles, in the statement's order, with their totals' labels. */
  deposits: [title: string, total: string];
  checks: [title: string, total: string];
  card: [title: string, total: string];
  electronic: [title: string, total: string];
  fees: [title: string, total: string];
  summary: [opening: string, closing: string];
  /** Checks on one line, and each check's cells in order ("n" number, "d" day, "a" amount). */
  checksPerLine: number;
  checkCells: string;
  /** Where the amounts end; the description's x. */
  amountEnd: number;
  textX: number;
  /** How the statement prints a check's number, where it masks it (a statement shared or printed for another). */
  mask?: (number: string) => string;
}

export const CHASE_LIKE: Bank = {
  name: "a checking statement with one check a line (number, date paid, amount)",
  title: ["Example National Bank, N.A.", "January 1, 2025 through January 31, 2025", "Primary Account: 000000123456789"],
  deposits: ["DEPOSITS AND ADDITIONS", "Total Deposits and Additions"],
  checks: ["CHECKS PAID", "Total Checks Paid"],
  card: ["ATM & DEBIT CARD WITHDRAWALS", "Total ATM & Debit Card Withdrawals"],
  electronic: ["ELECTRONIC WITHDRAWALS", "Total Electronic Withdrawals"],
  fees: ["FEES", "Total Fees"],
  summary: ["Beginning Balance", "Ending Balance"],
  checksPerLine: 1,
  checkCells: "nda",
  amountEnd: 545,
  textX: 90,
};

export const THREE_A_LINE: Bank = {
  name: "a checking statement with three checks a line (date, number, amount)",
  title: ["Sample Savings & Trust", "Statement period: 01/01/2025 - 01/31/2025", "Account number: 4455 6677 8899"],
  deposits: ["Deposits and other additions", "Total deposits and other additions"],
  checks: ["Checks paid", "Total checks paid"],
  card: ["Card withdrawals", "Total card withdrawals"],
  electronic: ["Electronic withdrawals and other subtractions", "Total electronic withdrawals"],
  fees: ["Service fees", "Total service fees"],
  summary: ["Beginning balance on January 1, 2025", "Ending balance on January 31, 2025"],
  checksPerLine: 3,
  checkCells: "dna",
  amountEnd: 560,
  textX: 100,
};

export const TWO_A_LINE: Bank = {
  name: "a credit union's statement with two checks a line (number, date, amount)",
  title: ["Riverside Community Credit Union", "Statement Date 01/31/2025", "Member Number 778812"],
  deposits: ["Deposits", "Total Deposits"],
  checks: ["Checks Cleared", "Total Checks Cleared"],
  card: ["Debit Card Withdrawals", "Total Debit Card Withdrawals"],
  electronic: ["ACH Withdrawals", "Total ACH Withdrawals"],
  fees: ["Fees Charged", "Total Fees Charged"],
  summary: ["Previous Balance", "New Balance"],
  checksPerLine: 2,
  checkCells: "nda",
  amountEnd: 540,
  textX: 95,
};

const DEPOSITS: Tx[] = [
  ["01/03", "Payroll Deposit ACME CORP", -185000, "PPD ID: 9000123456"],
  ["01/17", "Payroll Deposit ACME CORP", -185000, "PPD ID: 9000123456"],
  ["01/22", "Mobile Check Deposit", -24050],
];
const CHECKS: Check[] = [
  ["1041", "01/07", 35000],
  ["1042", "01/09", 7525],
  ["1044*", "01/14", 120000],
  ["1045", "01/21", 4000],
  ["1046", "01/28", 15899],
];
const CARD: Tx[] = [
  ["01/02", "Card Purchase 01/01 Corner Grocery Springfield IL", 5467, "Card 1234"],
  ["01/05", "Card Purchase 01/04 Fuel Stop 22", 4210],
  ["01/08", "ATM Withdrawal 01/08 Main St Branch", 10000],
  ["01/12", "Card Purchase 01/11 Pharmacy Plus", 1899, "Card 1234"],
  ["01/19", "Card Purchase 01/18 Hardware Depot", 8725],
  ["01/26", "Card Purchase 01/25 Bakery & Co", 1250],
];
const ELECTRONIC: Tx[] = [
  ["01/15", "Online Payment 8812 To Landlord LLC", 150000, "Transaction#: 1122334455"],
  ["01/20", "City Power & Light Autopay", 9630],
];
const FEES: Tx[] = [["01/31", "Monthly Service Fee", 1200]];

/**
 * The statement over two pages (the card withdrawals go on on the second), with its summary's balances; `misprint`
 * cents more in its ending balance than its rows make.
 */
export async function usChecking(b: Bank, misprint = 0, drawing: Drawing = {}) {
  const opening = 250000;
  const all = [...DEPOSITS, ...CHECKS.map(([n, d, a]): Tx => [d, n, a]), ...CARD, ...ELECTRONIC, ...FEES];
  const closing = opening - all.reduce((s, t) => s + t[2], 0) + misprint;
  const sum = (txs: readonly { 2: number }[]) => Math.abs(txs.reduce((s, t) => s + t[2], 0));
  const amount = (cents: number, first = false) => `${first ? "$" : ""}${money(Math.abs(cents))}`;
  const figure = (label: string, cents: number, x = b.textX): PdfLine => [
    [label, x],
    [amount(cents, true), b.amountEnd, "r"],
  ];
  const header: PdfLine = [
    ["DATE", 50],
    ["DESCRIPTION", b.textX],
    ["AMOUNT", b.amountEnd, "r"],
  ];
  const rows = (txs: readonly Tx[]): PdfLine[] =>
    txs.flatMap(([day, text, out, more], i): PdfLine[] => [
      [
        [day, 50],
        [text, b.textX],
        [amount(out, i === 0), b.amountEnd, "r"],
      ],
      ...(more ? [[[more, b.textX]] as PdfLine] : []),
    ]);
  const section = (title: string, total: string, txs: readonly Tx[]): PdfLine[] => [
    [[title, 50]],
    header,
    ...rows(txs),
    figure(total, sum(txs)),
    [],
  ];
  // Checks side by side: each check's cells in the bank's order, a group every 170 points.
  const width = 490 / b.checksPerLine;
  const checkLines: PdfLine[] = [];
  for (let i = 0; i < CHECKS.length; i += b.checksPerLine) {
    const line = CHECKS.slice(i, i + b.checksPerLine).flatMap(([printed, d, a], k) => {
      const n = b.mask ? b.mask(printed) : printed;
      const end = b.amountEnd - (b.checksPerLine - 1 - k) * width;
      const cells = { n: [n, end - 150] as const, d: [d, end - 100] as const, a: [amount(a, i + k === 0), end, "r"] as const };
      const order = b.checkCells === "dna" ? { d: [d, end - 150] as const, n: [n, end - 100] as const } : {};
      return [...b.checkCells].map((c) => ({ ...cells, ...order })[c as "n" | "d" | "a"]);
    });
    checkLines.push(line);
  }
  const checkHeader: PdfLine = Array.from({ length: b.checksPerLine }, (_, k) => {
    const end = b.amountEnd - (b.checksPerLine - 1 - k) * width;
    return [
      [b.checkCells === "dna" ? "DATE" : "CHECK NO.", end - 150],
      [b.checkCells === "dna" ? "CHECK NO." : "DATE PAID", end - 100],
      ["AMOUNT", end, "r"],
    ] as const;
  }).flat();
  const pageHead = (n: number): PdfLine[] => [...b.title.map((t): PdfLine => [[t, 50]]), [[`Page ${n} of 2`, 480]], []];
  const summaryLabel = (t: [string, string]) => t[0].replace(/^Total /i, "");
  const first: PdfLine[] = [
    ...pageHead(1),
    [["SUMMARY", 50]],
    figure(b.summary[0], opening, 50),
    figure(summaryLabel(b.deposits), sum(DEPOSITS), 50),
    figure(summaryLabel(b.checks), -sum(CHECKS.map(([, , a]) => [0, 0, a] as const)), 50),
    figure(summaryLabel(b.card), -sum(CARD), 50),
    figure(summaryLabel(b.electronic), -sum(ELECTRONIC), 50),
    figure(summaryLabel(b.fees), -sum(FEES), 50),
    figure(b.summary[1], closing, 50),
    [],
    ...section(b.deposits[0], b.deposits[1], DEPOSITS),
    [[b.checks[0], 50]],
    checkHeader,
    ...checkLines,
    figure(b.checks[1], sum(CHECKS.map(([, , a]) => [0, 0, a] as const))),
    [],
    [[b.card[0], 50]],
    header,
    ...rows(CARD.slice(0, 3)),
  ];
  const second: PdfLine[] = [
    ...pageHead(2),
    [[`${b.card[0]} (continued)`, 50]],
    header,
    ...rows(CARD.slice(3)),
    figure(b.card[1], sum(CARD)),
    [],
    ...section(b.electronic[0], b.electronic[1], ELECTRONIC),
    ...section(b.fees[0], b.fees[1], FEES),
    // A look-alike of the rows: each day's ending balance, day and amount side by side; no row of the statement.
    [["DAILY ENDING BALANCE", 50]],
    [
      ["01/02", 50],
      [money(opening - 5467), 200, "r"],
      ["01/03", 260],
      [money(opening - 5467 + 185000), 410, "r"],
    ],
  ];
  const want = [
    ...DEPOSITS.map(([d, , o]) => [d, o]),
    ...CHECKS.map(([, d, o]) => [d, o]),
    ...CARD.map(([d, , o]) => [d, o]),
    ...ELECTRONIC.map(([d, , o]) => [d, o]),
    ...FEES.map(([d, , o]) => [d, o]),
  ].map(([d, o]) => [`2025-${String(d).replace("/", "-")}`, ((o as number) / 100).toFixed(2)]);
  return { pdf: await statementPdf([first, second], drawing), want, opening, closing };
}
