// Dutch and German giro statements as banks print them: one booking over two to five lines (the counterparty, its
// IBAN, "Omschrijving:", "Betalingskenmerk:", "Mandat"), its amount on the first line or the last, its day on the
// first only (a booking day and a value day side by side, or joined by a slash); the old and new balance as opening
// and closing; page totals ("Transport", "Zwischensumme") and balances carried between pages ("Übertrag") that are
// no bookings. Drawn by pdf-lib, none copied from a bank's file.
import { type Drawing, money, type PdfLine, statementPdf } from "../../support/statement-pdf";

/** A booking: day and month, its first line's text, the lines under it, and cents (holder's: money in positive). */
type Booking = readonly [day: number, month: number, first: string, details: readonly string[], cents: number];

export interface Giro {
  name: string;
  title: string[];
  header: string[];
  /** How a booking's day is printed: "dd-mm", "dd-mm-yyyy", "dd.mm./dd.mm." (one item), "two" (two items). */
  dates: "dd-mm" | "dd-mm-yyyy" | "dd.mm./dd.mm." | "two";
  /** Money out and in in two columns (right edges), or one signed column. */
  columns: readonly [out: number, inn: number] | readonly [signed: number];
  amountOn: "first" | "last";
  opening: string;
  closing: string;
  /** The page's total of each column, at the foot of a page and the head of the next (two amounts). */
  pageTotal?: [foot: string, head: string];
  /** The balance carried from page to page (one amount). */
  carried?: [foot: string, head: string];
  bookings: readonly Booking[];
  /** Bookings on the first page. */
  split: number;
  /**
   * A look-alike of a booking after the last: a dated line without an amount (a notice), then a line specifying a
   * booking's amount again ("Entgelte laut Aufstellung 5,90"); no row of the statement.
   */
  notice?: [day: string, first: string, detail: string, cents: number];
}

const NL: readonly Booking[] = [
  [3, 2, "Albert Heijn 1403 AMSTERDAM", ["Betaalautomaat 14:32 pasnr. 012"], -2345],
  [5, 2, "Werkgever BV", ["NL91 ABNA 0417 1643 00", "Omschrijving: Salaris februari"], 285000],
  [
    7,
    2,
    "Vattenfall Klantenservice",
    ["NL12 INGB 0001 2345 67", "Omschrijving: Termijnbedrag februari", "Betalingskenmerk: 5000 1234 5678 9012"],
    -11800,
  ],
  [10, 2, "Woonstichting De Hoven", ["NL44 RABO 0300 0002 11", "Omschrijving: Huur februari 2025"], -98500],
  [14, 2, "Bol.com BV", ["NL33 INGB 0006 2733 68", "Omschrijving: Bestelling 4012345678"], -4999],
  [18, 2, "J. de Vries", ["NL20 ASNB 0707 0707 07", "Omschrijving: Terugbetaling etentje"], 3250],
  [21, 2, "Jumbo Utrecht", ["Betaalautomaat 18:05 pasnr. 012"], -6712],
  [
    25,
    2,
    "Zorgverzekeraar NV",
    ["NL55 ABNA 0123 4567 89", "Omschrijving: Premie maart", "Betalingskenmerk: 7711 2233 4455", "Machtiging: ZV-883311"],
    -14275,
  ],
  [28, 2, "Kosten Basispakket", [], -295],
];

const DE: readonly Booking[] = [
  [2, 1, "Lastschrift", ["STADTWERKE MUSTERSTADT", "Abschlag Strom Januar", "Mandat: SW-0042 Glaeubiger-ID: DE98ZZZ09999999999"], -8500],
  [3, 1, "Kartenzahlung", ["REWE Markt GmbH", "2025-01-02T18:04 Karte 1 Debitk.4711"], -3417],
  [6, 1, "Gutschrift", ["MUSTER GMBH", "Gehalt Januar 2025"], 312045],
  [8, 1, "Dauerauftrag", ["Hausverwaltung Schmidt", "DE02 1203 0000 0000 2020 51", "Miete Januar"], -95000],
  [13, 1, "Überweisung", ["Max Mustermann", "Anteil Geschenk"], -2500],
  [17, 1, "Gutschrift", ["Erika Musterfrau", "Rückzahlung Konzertkarten"], 4600],
  [22, 1, "Lastschrift", ["Telekom Deutschland GmbH", "Kundennummer 123456789", "Mandat: TK-7781"], -3995],
  [27, 1, "Kartenzahlung", ["dm-drogerie markt", "2025-01-26T11:20 Karte 1 Debitk.4711"], -1865],
  [31, 1, "Entgelt", ["Kontoführung Januar"], -590],
];

export const RABO_LIKE: Giro = {
  name: "a Dutch rekeningafschrift (amount on the booking's first line, af and bij, Transport lines)",
  title: ["Rekeningafschrift", "Rekeningnummer NL45 RABO 0123 4567 89", "Periode 01-02-2025 t/m 28-02-2025"],
  header: ["Datum", "Omschrijving", "Bedrag af", "Bedrag bij"],
  dates: "dd-mm",
  columns: [450, 530],
  amountOn: "first",
  opening: "Saldo vorig afschrift",
  closing: "Saldo nieuw afschrift",
  pageTotal: ["Transport", "Transport"],
  bookings: NL,
  split: 5,
  notice: ["28-02", "Specificatie kosten februari", "Kosten Basispakket", 295],
};

export const ING_NL_LIKE: Giro = {
  name: "a Dutch afschrift (amount on the booking's last line, af and bij)",
  title: ["Af- en bijschrijvingen", "IBAN NL69 INGB 0123 4567 89", "Periode 01-02-2025 tot en met 28-02-2025"],
  header: ["Datum", "Naam / Omschrijving", "Af", "Bij"],
  dates: "dd-mm-yyyy",
  columns: [460, 540],
  amountOn: "last",
  opening: "Beginsaldo",
  closing: "Eindsaldo",
  pageTotal: ["Subtotaal", "Subtotaal vorige pagina"],
  bookings: NL,
  split: 4,
};

export const POSTBANK_LIKE: Giro = {
  name: "a German Kontoauszug (booking and value day joined by a slash, a signed amount on the first line, Übertrag)",
  title: ["Kontoauszug Januar 2025", "IBAN DE12 1001 0010 0123 4567 89", "Auszug vom 31.01.2025"],
  header: ["Buchung/Wert", "Vorgang/Buchungsinformation", "Soll/Haben EUR"],
  dates: "dd.mm./dd.mm.",
  columns: [540],
  amountOn: "first",
  opening: "Alter Kontostand",
  closing: "Neuer Kontostand",
  carried: ["Übertrag auf Blatt 2", "Übertrag von Blatt 1"],
  bookings: DE,
  split: 5,
  notice: ["31.01./31.01.", "Rechnungsabschluss zum 31.01.2025", "Entgelte laut Aufstellung", 590],
};

export const SPARKASSE_LIKE: Giro = {
  name: "a German Kontoauszug (booking and value day side by side, Soll and Haben, amount on the last line)",
  title: ["Sparkasse Musterstadt", "Kontoauszug 1/2025 vom 31.01.2025", "IBAN DE89 3705 0198 0000 1234 56"],
  header: ["Buchung", "Wert", "Vorgang", "Soll", "Haben"],
  dates: "two",
  columns: [460, 540],
  amountOn: "last",
  opening: "Alter Kontostand vom 31.12.2024",
  closing: "Neuer Kontostand vom 31.01.2025",
  pageTotal: ["Zwischensumme", "Übertrag Zwischensumme"],
  carried: ["Übertrag", "Übertrag"],
  bookings: DE,
  split: 4,
};

const DATE_X = 40;

/** The statement, `misprint` cents off in its new balance; the rows it holds as [ISO day, money out]. */
export async function giroStatement(g: Giro, misprint = 0, drawing: Drawing = {}) {
  const opening = 123456;
  const style = "de" as const;
  const year = 2025;
  const two = (n: number) => String(n).padStart(2, "0");
  const textX = g.dates === "two" ? 140 : g.dates === "dd.mm./dd.mm." ? 115 : g.dates === "dd-mm-yyyy" ? 105 : 80;
  const signedColumn = g.columns.length === 1;
  const amountCells = (cents: number): PdfLine => {
    if (g.columns.length === 1) return [[`${cents < 0 ? "-" : "+"} ${money(Math.abs(cents), style)}`, g.columns[0], "r"]];
    return [[money(Math.abs(cents), style), cents < 0 ? g.columns[0] : g.columns[1], "r"]];
  };
  const dayCells = (d: number, m: number): PdfLine => {
    if (g.dates === "dd-mm") return [[`${two(d)}-${two(m)}`, DATE_X]];
    if (g.dates === "dd-mm-yyyy") return [[`${two(d)}-${two(m)}-${year}`, DATE_X]];
    if (g.dates === "dd.mm./dd.mm.") return [[`${two(d)}.${two(m)}./${two(d)}.${two(m)}.`, DATE_X]];
    return [
      [`${two(d)}.${two(m)}.${year}`, DATE_X],
      [`${two(d)}.${two(m)}.${year}`, 90],
    ];
  };
  const booking = ([d, m, first, details, cents]: Booking): PdfLine[] => {
    const lines: PdfLine[] = [[...dayCells(d, m), [first, textX]], ...details.map((t): PdfLine => [[t, textX]])];
    const at = g.amountOn === "first" ? 0 : lines.length - 1;
    lines[at] = [...(lines[at] as PdfLine), ...amountCells(cents)];
    return lines;
  };
  const balance = (label: string, cents: number): PdfLine => [
    [label, textX],
    [signedColumn ? `${cents < 0 ? "-" : "+"} ${money(Math.abs(cents), style)}` : money(cents, style), g.columns.at(-1) as number, "r"],
  ];
  const sums = (list: readonly Booking[]): PdfLine =>
    g.columns.length === 1
      ? []
      : [
          [money(-list.filter((b) => b[4] < 0).reduce((s, b) => s + b[4], 0), style), g.columns[0], "r"],
          [
            money(
              list.filter((b) => b[4] > 0).reduce((s, b) => s + b[4], 0),
              style,
            ),
            g.columns[1],
            "r",
          ],
        ];
  const first = g.bookings.slice(0, g.split);
  const second = g.bookings.slice(g.split);
  const carried = opening + first.reduce((s, b) => s + b[4], 0);
  const closing = carried + second.reduce((s, b) => s + b[4], 0) + misprint;
  const header: PdfLine = g.header.map((h, i): PdfLine[number] => {
    const right = g.header.length - i <= g.columns.length;
    return right
      ? [h, g.columns[i - (g.header.length - g.columns.length)] as number, "r"]
      : [h, i === 0 ? DATE_X : i === 1 && g.dates === "two" ? 90 : textX];
  });
  const pageOne: PdfLine[] = [
    ...g.title.map((t): PdfLine => [[t, DATE_X]]),
    [["Blatt 1 / Pagina 1", 480]],
    [],
    header,
    balance(g.opening, opening),
    ...first.flatMap(booking),
    ...(g.pageTotal ? [[[g.pageTotal[0], textX], ...sums(first)] as PdfLine] : []),
    ...(g.carried ? [balance(g.carried[0], carried)] : []),
  ];
  const pageTwo: PdfLine[] = [
    ...g.title.slice(0, 2).map((t): PdfLine => [[t, DATE_X]]),
    [["Blatt 2 / Pagina 2", 480]],
    [],
    header,
    ...(g.carried ? [balance(g.carried[1], carried)] : []),
    ...(g.pageTotal ? [[[g.pageTotal[1], textX], ...sums(first)] as PdfLine] : []),
    ...second.flatMap(booking),
    ...(g.notice
      ? [
          [
            [g.notice[0], DATE_X],
            [g.notice[1], textX],
          ] as PdfLine,
          [
            [g.notice[2], textX],
            [money(g.notice[3], style), g.columns.at(-1) as number, "r"],
          ] as PdfLine,
        ]
      : []),
    ...(g.pageTotal ? [[[g.pageTotal[0], textX], ...sums(g.bookings)] as PdfLine] : []),
    [],
    balance(g.closing, closing),
  ];
  const want = g.bookings.map(([d, m, , , cents]) => [`${year}-${two(m)}-${two(d)}`, (-cents / 100).toFixed(2)]);
  return { pdf: await statementPdf([pageOne, pageTwo], drawing), want, opening, closing };
}
