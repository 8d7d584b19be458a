// A delimited export of several accounts, split into each account's own text (src/uploads/csv-sections.ts): by a column
// of the account's own number, or by a heading above each account's table; the look-alikes stay one file.
import { describe, expect, it } from "vitest";
import { accountsIn, csvSections } from "../../src/uploads/csv-sections";

const bytes = (text: string) => new TextEncoder().encode(text);
const split = (text: string): [label: string, text: string][] | null =>
  csvSections(bytes(text))?.map((s) => [s.label, new TextDecoder().decode(s.bytes)]) ?? null;
const rowsOf = (text: string) => text.split("\n").filter((l) => /\d{2}\.\d{2}\.\d{4}|\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4}/.test(l));

describe("a column of the account's own number splits the file by account", () => {
  it("a German savings bank's download of two accounts (Auftragskonto), the other party's IBAN beside it", () => {
    const csv = [
      '"Auftragskonto";"Buchungstag";"Beguenstigter/Zahlungspflichtiger";"IBAN Zahlungsbeteiligter";"Betrag"',
      '"DE89370400440532013000";"01.10.26";"Bäckerei Schmidt";"DE02120300000000202051";"-3,50"',
      '"DE89370400440532013000";"03.10.26";"Stadtwerke";"CH9300762011623852957";"-80,00"',
      '"DE02120300000000202051";"02.10.26";"Gehalt";"DE89370400440532013000";"2500,00"',
    ].join("\n");
    const sections = split(csv);
    expect(sections?.map(([label]) => label)).toEqual(["DE89370400440532013000", "DE02120300000000202051"]);
    // Each account's text: the header, then its own rows, byte for byte (the ä stays UTF-8).
    expect(sections?.[0]?.[1]).toContain("Bäckerei Schmidt");
    expect(sections?.[0]?.[1].trim().split("\n")).toHaveLength(3);
    expect(sections?.[1]?.[1]).toMatch(/^"Auftragskonto".*\n"DE02120300000000202051";"02\.10\.26";"Gehalt"/);
  });

  it("a Dutch bank's Rekening beside its Tegenrekening, and an American 'Account Number' of digits", () => {
    const dutch = [
      "Datum,Naam / Omschrijving,Rekening,Tegenrekening,Af Bij,Bedrag (EUR)",
      "20261001,Albert Heijn,NL91ABNA0417164300,NL20INGB0001234567,Af,12.50",
      "20261002,Huur,NL20INGB0001234567,NL91ABNA0417164300,Af,950.00",
    ].join("\n");
    expect(split(dutch)?.map(([l]) => l)).toEqual(["NL91ABNA0417164300", "NL20INGB0001234567"]);
    const american = [
      "Account Number,Post Date,Description,Debit,Credit",
      "000123456789,10/01/2026,SAFEWAY,54.21,",
      "000123456789,10/03/2026,SHELL,30.00,",
      "000987654321,10/02/2026,INTEREST,,0.42",
    ].join("\n");
    expect(split(american)?.map(([l, text]) => [l, rowsOf(text).length])).toEqual([
      ["000123456789", 2],
      ["000987654321", 1],
    ]);
  });
});

describe("a heading naming each account above its own table splits the file", () => {
  it("a British bank's two accounts, and a Polish bank's, each under 'Account:' with the table again", () => {
    const british = [
      "Statement of your accounts",
      "",
      "Account: GB29 NWBK 6016 1331 9268 19",
      "Date,Description,Amount,Balance",
      "01/10/2026,TESCO,-12.40,987.60",
      "02/10/2026,SALARY,2000.00,2987.60",
      "",
      "Account: GB94 BARC 1020 1530 0934 59",
      "Date,Description,Amount,Balance",
      "03/10/2026,INTEREST,0.52,100.52",
    ].join("\n");
    const sections = split(british);
    expect(sections?.map(([l, text]) => [l, rowsOf(text).length])).toEqual([
      ["GB29NWBK60161331926819", 2],
      ["GB94BARC10201530093459", 1],
    ]);
    // The file's title heads each account's text; the other account's rows are in neither.
    expect(sections?.[1]?.[1]).toMatch(/^Statement of your accounts\n\nAccount: GB94/);
    expect(sections?.[0]?.[1]).not.toContain("INTEREST");
    const polish = [
      "Rachunek: PL61 1090 1014 0000 0712 1981 2874",
      "Data operacji;Opis;Kwota",
      "2026-10-01;Biedronka;-45,10",
      "Rachunek: PL27 1140 2004 0000 3002 0135 5387",
      "Data operacji;Opis;Kwota",
      "2026-10-02;Odsetki;1,20",
    ].join("\n");
    expect(split(polish)?.map(([l]) => l)).toEqual(["PL61109010140000071219812874", "PL27114020040000300201355387"]);
  });
});

describe("look-alikes stay one file", () => {
  it("one account in its own column; the other party's column alone; a one-account file's heading and footer", () => {
    expect(
      split(
        [
          '"Auftragskonto";"Buchungstag";"Betrag"',
          '"DE89370400440532013000";"01.10.26";"-3,50"',
          '"DE89370400440532013000";"02.10.26";"-1,00"',
        ].join("\n"),
      ),
    ).toBeNull();
    expect(
      split(
        [
          "Datum;Tegenrekening;Omschrijving;Bedrag",
          "2026-10-01;NL91ABNA0417164300;Albert Heijn;-12,50",
          "2026-10-02;NL20INGB0001234567;Huur;-950,00",
        ].join("\n"),
      ),
    ).toBeNull();
    expect(
      split(
        [
          "IBAN: DE89 3704 0044 0532 0130 00",
          "Buchungstag;Text;Betrag",
          "01.10.2026;Miete;-800,00",
          "Umbuchung auf Konto 12345678 vorgemerkt",
        ].join("\n"),
      ),
    ).toBeNull();
  });

  it("a Norwegian bank's 'Til konto' and 'Fra konto', and other parties' numbers each on one row", () => {
    const csv = [
      "Dato;Tekst;Inn;Ut;Til konto;Fra konto;",
      '"03.10.2026";"REMA 1000";;"-212,40";"11112222333";"55556666777";',
      '"02.10.2026";"Lønn";"31000,00";;"55556666777";"99990000111";',
      '"01.10.2026";"Husleie";;"-9800,00";"22223333444";"55556666777";',
      '"01.10.2026";"Strøm";;"-640,00";"33334444555";"55556666777";',
    ].join("\n");
    expect(split(csv)).toBeNull();
    expect(
      split(
        [
          "Account,Date,Payee,Amount",
          "11112222,2026-10-01,A,-1",
          "33334444,2026-10-02,B,-2",
          "55556666,2026-10-03,C,-3",
          "11112222,2026-10-04,D,-4",
        ].join("\n"),
      ),
    ).toBeNull();
  });

  it("records over two lines whose second line names the other party's IBAN", () => {
    const csv = [
      "Buchungstag;Empfänger;Betrag",
      "01.10.2026;Stadtwerke;-80,00",
      "IBAN DE02120300000000202051",
      "02.10.2026;Vermieter;-800,00",
      "IBAN CH9300762011623852957",
      "03.10.2026;Gehalt;2500,00",
    ].join("\n");
    expect(split(csv)).toBeNull();
  });

  it("a file in UTF-16 is not split by its bytes", () => {
    const text = "Account Number,Post Date,Amount\n000123456789,10/01/2026,-1.00\n000987654321,10/02/2026,-2.00\n";
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(csvSections(utf16)).toBeNull();
  });
});

describe("each section's bytes are the file's own, whatever characters they spell", () => {
  it("UTF-8 capitals whose second byte is 0x80–0x9F (Ø, Ö, Ü, É, Č) come back as they were", () => {
    const csv = [
      "Konto DK50 0040 0440 1162 43",
      "Dato;Tekst;Beløb",
      "12-11-2026;Ørsted Salg & Service;193,79-",
      "Konto DK82 3000 0001 2345 67",
      "Dato;Tekst;Beløb",
      "14-11-2026;Östgöta Ümit Élise Čedok;53,08-",
      "",
    ].join("\n");
    const sections = csvSections(bytes(csv));
    expect(sections?.map((s) => s.label)).toEqual(["DK5000400440116243", "DK8230000001234567"]);
    const texts = sections?.map((s) => new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(s.bytes)) ?? [];
    expect(texts[0]).toContain("Ørsted Salg & Service");
    expect(texts[1]).toContain("Östgöta Ümit Élise Čedok");
  });
});

describe("an export too large to split names its accounts from its first bytes, read a window at a time", () => {
  const A = "DE89370400440532013000";
  const B = "DE02120300000000202051";
  const HEADER = "Auftragskonto;Buchungstag;Beguenstigter/Zahlungspflichtiger;IBAN Zahlungsbeteiligter;Betrag\n";
  const day = (k: number) => `${String((k % 28) + 1).padStart(2, "0")}.10.2026`;
  const row = (account: string, k: number, other = "DE12500105170648489890") =>
    `${account};${day(k)};REWE Markt GmbH ${k};${other};-${(k % 90) + 1},${String(k % 100).padStart(2, "0")}\n`;
  /** The text as an upload's parts of 64 KB, as readUpTo holds them. */
  const partsOf = (text: string) => {
    const all = bytes(text);
    const parts: Uint8Array[] = [];
    for (let at = 0; at < all.length; at += 65536) parts.push(all.subarray(at, at + 65536));
    return parts;
  };
  /** About 3 MB of rows of `accountOf(k)`. */
  const rows = (accountOf: (k: number) => string, other?: (k: number) => string) => {
    let text = HEADER;
    for (let k = 0; text.length < 3 * 1024 * 1024; k++) text += row(accountOf(k), k, other?.(k));
    return text;
  };
  const ROWS = 30_000;

  it("a second account whose rows begin after two megabytes (each account's rows together)", () => {
    expect(accountsIn(partsOf(rows((k) => (k < ROWS ? A : B))))).toEqual([A, B]);
  });
  it("two accounts taking turns, row by row", () => {
    expect(accountsIn(partsOf(rows((k) => (k % 2 ? B : A))))).toEqual([A, B]);
  });
  it("a heading naming each account above its table, the second's after two megabytes", () => {
    const table = (account: string, from: number, count: number) => {
      let t = `Konto ${account}\nBuchungstag;Text;Betrag\n`;
      for (let k = from; k < from + count; k++) t += `${day(k)};REWE Markt GmbH ${k};-${(k % 90) + 1},50\n`;
      return t;
    };
    expect(accountsIn(partsOf(table(A, 0, 70_000) + table(B, 70_000, 2_000)))).toEqual([A, B]);
  });
  it("one account named on every row is one account: null", () => {
    expect(accountsIn(partsOf(rows(() => A)))).toBeNull();
  });
  it("a look-alike: the other party's account column, another on every row, names no account of the file's own", () => {
    expect(
      accountsIn(
        partsOf(
          rows(
            () => A,
            (k) => `DE${String(10_000_000_000_000_000_000 + k * 7919).slice(0, 20)}`,
          ),
        ),
      ),
    ).toBeNull();
  });
  it("a look-alike: one account's heading repeated above each page's table is one account", () => {
    let text = "";
    for (let page = 0; text.length < 3 * 1024 * 1024; page++) {
      text += `Konto ${A}\nBuchungstag;Text;Betrag\n`;
      for (let k = 0; k < 40; k++) text += `${day(k)};Seite ${page} Zeile ${k};-${k + 1},00\n`;
    }
    expect(accountsIn(partsOf(text))).toBeNull();
  });
});
