// Inputs at a format's byte limit in the shapes that make a reader slow when one of its steps is not linear (one
// huge line or field, a million tiny records, deep nesting, long runs of delimiters or quotes), and a typical file
// of the same size to weigh them against. Used by the tests of each format and by bench/upload (`worst`).

/** A text of `bytes` bytes at most: `head`, then `unit` repeated, then `tail`. */
export function filled(bytes: number, head: string, unit: string, tail = ""): string {
  const room = bytes - utf8Length(head) - utf8Length(tail);
  return `${head}${unit.repeat(Math.max(0, Math.floor(room / utf8Length(unit))))}${tail}`;
}

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

/** Records written by `record(k)` until `bytes` would be passed (or `cap` records written), between head and tail. */
function records(bytes: number, head: string, record: (k: number) => string, tail: string, cap = Infinity): string {
  const parts = [head];
  let size = utf8Length(head) + utf8Length(tail);
  for (let k = 0; k < cap; k++) {
    const r = record(k);
    size += r.length;
    if (size > bytes) break;
    parts.push(r);
  }
  parts.push(tail);
  return parts.join("");
}

/** The most transactions a statement holds (statement-chunks.ts): a typical file of the limit's size has them. */
const TRANSACTIONS = 50_000;

const day = (k: number) => new Date(Date.UTC(2024, 0, 1) + Math.floor(k / 40) * 86_400_000).toISOString().slice(0, 10);
const PURPOSES = ["Kartenzahlung REWE Markt 4711", "Miete Wohnung 3 OG links", "Abschlag Strom Kunde 8812", "Gehalt Oktober"];
const purpose = (k: number) => `${PURPOSES[k % PURPOSES.length]} Ref ${k}`;

/** Worst cases by name, each a text of at most `bytes` bytes. */
export type WorstCases = Record<string, () => string>;

// MT940: a statement's fields, then the worst cases of its lines, fields and envelopes.
const MT940_HEAD = ":20:STMT\n:25:DE12120300001234567890\n:28C:1/1\n:60F:C240101EUR1000,00\n";
const MT940_TAIL = ":62F:C240131EUR1000,00\n-\n";
const MT940_TRANSACTION = ":61:2401020102D1,00NTRFNONREF\n";

export function typicalMt940(bytes: number): string {
  return records(
    bytes,
    MT940_HEAD,
    (k) =>
      `:61:${day(k).slice(2).replace(/-/g, "")}${k % 3 ? "D" : "C"}${k % 500},${String(k % 100).padStart(2, "0")}NTRFNONREF//${k}\n` +
      `:86:166?00GUTSCHRIFT?20${purpose(k).slice(0, 27)}?21SVWZ+${k}?32Stadtwerke Musterstadt\n`,
    MT940_TAIL,
    TRANSACTIONS,
  );
}

export function worstMt940(bytes: number): WorstCases {
  const head = `${MT940_HEAD}${MT940_TRANSACTION}`;
  const field =
    (tag: string, unit: string, start = "", end = "") =>
    () =>
      filled(bytes, `${head}:${tag}:${start}`, unit, `${end}\n${MT940_TAIL}`);
  return {
    "one :86: line of words": field("86", "Miete fuer Wohnung "),
    "one :86: line of one letter": field("86", "a"),
    "one :86: of slashes after a key": field("86", "/", "/NAME/x", "y"),
    "one :86: of tiny subfields": field("86", "?20a", "166?00X"),
    "one :86: of tax numbers cut short": field("86", "ООО ИНН 12345 "),
    "one :86: of card terminals": field("86", "01.01.24/12:34,", "BEA "),
    "one :86: of labels": field("86", "NAAM: ", "SEPA "),
    "one :86: of a million lines": field("86", "a\n"),
    "one :86: of blanks": field("86", " ", "x"),
    "one :61: line": field("61", "A", "2401020102D1,00NTRF"),
    "one :61: of slashes": field("61", "//", "2401020102D1,00NTRF"),
    "one :NS: of digits": field("NS", "1", "01", "x"),
    "a million tiny statements": () => filled(bytes, "", ":20:1\n:25:1\n"),
    "a million line ends": () => filled(bytes, head, "@@", MT940_TAIL),
    "a million envelope ends": () => filled(bytes, head, "-}", MT940_TAIL),
    "nested envelope blocks": () => filled(bytes, `{1:F01}{2:I940}${head}`, "{3:{", MT940_TAIL),
  };
}

// OFX (1.x SGML, the dialect whose leaves have no end tags): transactions in a list, then the worst cases of tags.
const OFX_HEAD =
  "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR\n" +
  "<BANKACCTFROM><BANKID>12030000<ACCTID>1234567890<ACCTTYPE>CHECKING</BANKACCTFROM>\n<BANKTRANLIST>\n";
const OFX_TAIL = "</BANKTRANLIST>\n<LEDGERBAL><BALAMT>1000.00<DTASOF>20241231</LEDGERBAL>\n</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n";
const OFX_TRANSACTION = "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240102<TRNAMT>-1.00<FITID>1<NAME>";

export function typicalOfx(bytes: number): string {
  return records(
    bytes,
    OFX_HEAD,
    (k) =>
      `<STMTTRN>\n<TRNTYPE>${k % 3 ? "DEBIT" : "CREDIT"}\n<DTPOSTED>${day(k).replace(/-/g, "")}120000[+1:CET]\n<TRNAMT>${k % 3 ? "-" : ""}${k % 500}.${String(k % 100).padStart(2, "0")}\n` +
      `<FITID>${2020000000 + k}\n<NAME>Stadtwerke Musterstadt\n<MEMO>${purpose(k)}\n</STMTTRN>\n`,
    OFX_TAIL,
    TRANSACTIONS,
  );
}

export function worstOfx(bytes: number): WorstCases {
  const value = (unit: string) => () => filled(bytes, `${OFX_HEAD}${OFX_TRANSACTION}`, unit, `\n</STMTTRN>\n${OFX_TAIL}`);
  return {
    "one value of words": value("Stadtwerke Musterstadt "),
    "one value of character references": value("&amp;&#x20AC;&unknown;"),
    "one value of ampersands": value("&"),
    "one line of a million empty leaves": () => filled(bytes, OFX_HEAD, "<MEMO></MEMO>", OFX_TAIL),
    "a million tiny leaves": () => filled(bytes, `${OFX_HEAD}${OFX_TRANSACTION}x\n`, "<A>1", `</STMTTRN>\n${OFX_TAIL}`),
    "a million end tags of nothing open": () => filled(bytes, OFX_HEAD, "</STMTTRN>", OFX_TAIL),
    "a run of tags never closed with >": () => filled(bytes, OFX_HEAD, "<A"),
    "a run of <": () => filled(bytes, OFX_HEAD, "<"),
    "CDATA never closed": () => filled(bytes, `${OFX_HEAD}${OFX_TRANSACTION}x\n`, "<A><![CDATA[</A>"),
    "nesting at the deepest": () => filled(bytes, OFX_HEAD, "<A>\n"),
    "header lines before the OFX element": () => filled(bytes, "", "A:A:", `<!${OFX_HEAD}${OFX_TAIL}`),
  };
}

// QIF: a bank section's records, then the worst cases of its lines.
export function typicalQif(bytes: number): string {
  return records(
    bytes,
    "!Type:Bank\n",
    (k) => {
      const [y = "", m = "", d = ""] = day(k).split("-");
      return `D${Number(m)}/${Number(d)}'${y.slice(2)}\nT${k % 3 ? "-" : ""}${k % 500}.${String(k % 100).padStart(2, "0")}\nPStadtwerke Musterstadt\nM${purpose(k)}\nLHousehold\n^\n`;
    },
    "",
    TRANSACTIONS,
  );
}

export function worstQif(bytes: number): WorstCases {
  const head = "!Type:Bank\nD1/2'24\nT-1.00\n";
  return {
    "one memo line of words": () => filled(bytes, `${head}M`, "Miete fuer Wohnung ", "\n^\n"),
    "one amount of digits": () => filled(bytes, "!Type:Bank\nD1/2'24\nT", "1", "x\n^\n"),
    "one amount of separators": () => filled(bytes, "!Type:Bank\nD1/2'24\nT1", ",", "x\n^\n"),
    "one date of blanks": () => filled(bytes, "!Type:Bank\nD1/2", " ", "'24\nT-1.00\n^\n"),
    "a million split lines": () => filled(bytes, head, "S\n", "^\n"),
    "a million end-of-record lines": () => filled(bytes, head, "^\n"),
    "a million section lines": () => filled(bytes, head, "!Type:Bank\n"),
    "a section line of blanks": () => filled(bytes, "!Type:", " ", "\u2028\n"),
    "a million blank lines": () => filled(bytes, head, "\r\n", "^\n"),
    "one line of trailing blanks": () => filled(bytes, `${head}Mx`, " ", "x\n^\n"),
  };
}

// CAMT.053: entries of a statement, then the worst cases of XML.
const CAMT_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>\n' +
  "<GrpHdr><MsgId>M1</MsgId><CreDtTm>2025-01-01T06:00:00</CreDtTm></GrpHdr>\n<Stmt><Id>1</Id><Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>\n";
const CAMT_TAIL = "</Stmt></BkToCstmrStmt></Document>\n";

const camtEntry = (k: number, purposeText: string) =>
  `<Ntry><NtryRef>${k}</NtryRef><Amt Ccy="EUR">${k % 500}.${String(k % 100).padStart(2, "0")}</Amt><CdtDbtInd>${k % 3 ? "DBIT" : "CRDT"}</CdtDbtInd>` +
  `<Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${day(k)}</Dt></BookgDt><ValDt><Dt>${day(k)}</Dt></ValDt><AcctSvcrRef>A${k}</AcctSvcrRef>\n` +
  `<NtryDtls><TxDtls><RltdPties><Cdtr><Pty><Nm>Stadtwerke Musterstadt</Nm></Pty></Cdtr></RltdPties>` +
  `<RmtInf><Ustrd>${purposeText}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n`;

export function typicalCamt(bytes: number): string {
  // The limit's bytes in the most transactions a statement holds: purposes of a typical length, padded.
  const padding = Math.max(0, Math.floor(bytes / TRANSACTIONS) - camtEntry(0, "").length - 40);
  return records(bytes, CAMT_HEAD, (k) => camtEntry(k, `${purpose(k)} ${"Kundennummer ".repeat(padding / 13)}`), CAMT_TAIL, TRANSACTIONS);
}

export function worstCamt(bytes: number): WorstCases {
  const entryHead = camtEntry(0, "").split("<Ustrd>")[0] ?? "";
  const entryTail = "</RmtInf></TxDtls></NtryDtls></Ntry>\n";
  const text = (unit: string) => () => filled(bytes, `${CAMT_HEAD}${entryHead}<Ustrd>`, unit, `</Ustrd>${entryTail}${CAMT_TAIL}`);
  const attributes = (head: string, tail: string) => records(bytes, head, (k) => ` a${k}="1"`, tail);
  return {
    "one text of words": text("Miete fuer Wohnung "),
    "one text of character references": text("&amp;&#x20AC;&lt;"),
    "a million tiny elements": () => filled(bytes, `${CAMT_HEAD}${entryHead}`, "<A/>", `${entryTail}${CAMT_TAIL}`),
    "a million attributes": () => attributes(`${CAMT_HEAD}${entryHead}<A`, `/>${entryTail}${CAMT_TAIL}`),
    "a million attributes in a file cut after the entry": () => attributes(`${CAMT_HEAD}${entryHead}<A`, `/>${entryTail}<Ntry>`),
    "a million attributes in the entry a file is cut in": () => attributes(`${CAMT_HEAD}${camtEntry(1, "x")}<Ntry><A`, ""),
    "deep nesting": () => {
      const depth = Math.floor((bytes - CAMT_HEAD.length - CAMT_TAIL.length) / 8);
      return `${CAMT_HEAD}${"<A>".repeat(depth)}${"</A>".repeat(depth)}${CAMT_TAIL}`;
    },
    "a million comments": () => filled(bytes, CAMT_HEAD, "<!---->", CAMT_TAIL),
    "a run of <": () => filled(bytes, CAMT_HEAD, "<"),
    "a million comments never closed after a whole entry": () => filled(bytes, `${CAMT_HEAD}${camtEntry(1, "x")}`, "<!--"),
    "a million quotes never closed after a whole entry": () => filled(bytes, `${CAMT_HEAD}${camtEntry(1, "x")}`, '<A b="'),
    "a million entries cut short": () => filled(bytes, CAMT_HEAD, "<Ntry>"),
  };
}

// CSV: a German bank's export (semicolons, quoted text), then the worst cases of rows, cells and quotes.
const CSV_HEAD = "Buchungstag;Valuta;Auftraggeber/Empfänger;Verwendungszweck;Betrag;Saldo\n";

export function typicalCsv(bytes: number): string {
  const date = (k: number) => day(k).split("-").reverse().join(".");
  return records(
    bytes,
    CSV_HEAD,
    (k) =>
      `${date(k)};${date(k)};"Stadtwerke Musterstadt";"${purpose(k)}";${k % 3 ? "-" : ""}${k % 500},${String(k % 100).padStart(2, "0")};1.234,56\n`,
    "",
  );
}

export function worstCsv(bytes: number): WorstCases {
  const row = "01.02.2024;01.02.2024;Stadtwerke;";
  const typical = typicalCsv(64 * 1024);
  return {
    "one line": () => filled(bytes, typical, "a", "\n"),
    "one quoted cell": () => filled(bytes, `${typical}${row}"`, "a", '";-1,00;1,00\n'),
    "one quoted cell of line ends": () => filled(bytes, `${typical}${row}"`, "\n", '";-1,00;1,00\n'),
    "one cell of quotes": () => filled(bytes, `${typical}${row}"`, '""', '";-1,00;1,00\n'),
    "a run of quotes": () => filled(bytes, typical, '"'),
    "a row of a million cells": () => filled(bytes, `${typical}${row}`, ";", "-1,00;1,00\n"),
    "a million tiny rows": () => filled(bytes, typical, "1\n"),
    "a million empty lines": () => filled(bytes, typical, "\n"),
    "one amount of digits": () => filled(bytes, `${typical}${row}x;`, "1", ";1,00\n"),
    "one date of digits": () => filled(bytes, typical, "1", ";01.02.2024;x;y;-1,00;1,00\n"),
    "one cell of blanks": () => filled(bytes, `${typical}${row}x`, " ", "x;-1,00;1,00\n"),
  };
}
