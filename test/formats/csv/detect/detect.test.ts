// Detection rules of the CSV adapter, one describe per rule, each with the fixture that shows the convention.
import { describe, expect, it } from "vitest";
import { SourceInputError, CsvProfileSchema, detectProfile, planCsv, streamCsvPlan } from "../../../../src/formats/csv";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (s: string | Uint8Array, profile = {}) => planCsv(typeof s === "string" ? enc(s) : s, { accountId: 42, profile });
const amounts = (s: string | Uint8Array, profile = {}) => plan(s, profile).items.map((i) => i.item.amount);

function utf16(s: string, le: boolean, bom: boolean): Uint8Array {
  const out = new Uint8Array((s.length + (bom ? 1 : 0)) * 2);
  let o = 0;
  const put = (c: number) => {
    out[o++] = le ? c & 0xff : c >> 8;
    out[o++] = le ? c >> 8 : c & 0xff;
  };
  if (bom) put(0xfeff);
  for (let i = 0; i < s.length; i++) put(s.charCodeAt(i));
  return out;
}
/** Latin-1 bytes (every char < 256 is its own byte), as Windows-1252/ISO-8859-1 exports are. */
const latin1 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));

const DE = "Buchungstag;Empfänger;Verwendungszweck;Betrag\n03.01.2024;Müller GmbH;Miete;-1.234,56\n15.01.2024;Café Zentral;Kaffee;-3,20\n";

describe("encoding", () => {
  it("reads UTF-8 without BOM", () => {
    expect(plan(DE).items[0]!.item.payee).toBe("Müller GmbH");
    expect(plan(DE).profile!.encoding).toBe("utf-8");
  });
  it("reads UTF-8 with BOM (and the first header is not polluted by it)", () => {
    const p = plan(new Uint8Array([0xef, 0xbb, 0xbf, ...enc(DE)]));
    expect(p.profile!.headers![0]).toBe("Buchungstag");
    expect(p.items[1]!.item.payee).toBe("Café Zentral");
  });
  it("reads UTF-16 LE and BE, with a BOM or by the NUL-byte pattern", () => {
    for (const [le, bom] of [
      [true, true],
      [false, true],
      [true, false],
      [false, false],
    ] as const) {
      const p = plan(utf16(DE, le, bom));
      expect(p.profile!.encoding).toBe(le ? "utf-16le" : "utf-16be");
      expect(p.items.map((i) => i.item.payee)).toEqual(["Müller GmbH", "Café Zentral"]);
    }
  });
  it("falls back to Windows-1252 / ISO-8859-1 when the bytes are not valid UTF-8", () => {
    const p = plan(latin1(DE));
    expect(p.profile!.encoding).toBe("windows-1252");
    expect(p.items.map((i) => i.item.payee)).toEqual(["Müller GmbH", "Café Zentral"]);
    expect(p.profile!.headers![1]).toBe("Empfänger");
  });
});

/**
 * Windows-1250 bytes, written out: ASCII is itself, the letters below are the 1250 code points (only the ones
 * these fixtures use; the bytes 1250 shares with Latin-1 are listed too, so nothing is borrowed from 1252).
 */
const CP1250: Readonly<Record<string, number>> = {
  Á: 0xc1,
  á: 0xe1,
  Č: 0xc8,
  č: 0xe8,
  ď: 0xef,
  É: 0xc9,
  é: 0xe9,
  ě: 0xec,
  í: 0xed,
  ň: 0xf2,
  ó: 0xf3,
  Ř: 0xd8,
  ř: 0xf8,
  Š: 0x8a,
  š: 0x9a,
  ť: 0x9d,
  ú: 0xfa,
  ů: 0xf9,
  ý: 0xfd,
  Ž: 0x8e,
  ž: 0x9e,
  ą: 0xb9,
  ć: 0xe6,
  ę: 0xea,
  Ł: 0xa3,
  ł: 0xb3,
  ń: 0xf1,
  ś: 0x9c,
  ź: 0x9f,
  Ż: 0xaf,
  ż: 0xbf,
  Ö: 0xd6,
  ö: 0xf6,
  Ő: 0xd5,
  ő: 0xf5,
  ü: 0xfc,
  ű: 0xfb,
  Ú: 0xda,
};
const cp1250 = (s: string) =>
  Uint8Array.from(
    [...s].map((c) => {
      const b = c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : CP1250[c];
      if (b === undefined) throw new Error(`no windows-1250 byte for ${c} in the test table`);
      return b;
    }),
  );

describe("encoding: Windows-1250 (Central Europe) or Windows-1252 (Western Europe), decided on the sample", () => {
  const CZ =
    "Datum zaúčtování;Částka;Měna;Název protiúčtu;Zpráva pro příjemce;Poznámka\n" +
    "03.01.2024;-250,00;CZK;Česká pošta, s.p.;poplatek;\n" +
    "04.01.2024;-1 299,00;CZK;Potraviny Tůma;nákup;Řeznictví\n" +
    "05.01.2024;32 000,00;CZK;Zaměstnavatel s.r.o.;mzda leden;\n";
  const PL =
    "Data operacji;Kwota;Odbiorca;Tytuł\n" +
    "03.01.2024;-45,99;Biedronka Łódź;Zakupy spożywcze\n" +
    "04.01.2024;-12,00;Żabka Polska;Płatność kartą\n";
  // Hungarian headers use only letters both code pages share (ö, é, á): the payees' ő and ű decide.
  const HU =
    "Könyvelés dátuma;Partner neve;Közlemény;Összeg\n" +
    "2024.01.03.;Fővárosi Vízművek Zrt.;vízdíj;-4500\n" +
    "2024.01.04.;Erőmű Kft.;áramszámla;-12000\n";

  it("reads a Czech export as windows-1250: headers and payees right, roles recognized", () => {
    const p = plan(cp1250(CZ));
    const profile = p.profile!;
    expect(profile.encoding).toBe("windows-1250");
    expect(profile.headers).toEqual(["Datum zaúčtování", "Částka", "Měna", "Název protiúčtu", "Zpráva pro příjemce", "Poznámka"]);
    expect(profile.columns.amount?.header).toBe("Částka");
    expect(profile.columns.payee?.header).toBe("Název protiúčtu");
    expect(profile.columns.currency?.header).toBe("Měna");
    expect(profile.columns.notes.map((c) => c.header)).toEqual(["Zpráva pro příjemce", "Poznámka"]);
    expect(p.items.map((i) => i.item.payee)).toEqual(["Česká pošta, s.p.", "Potraviny Tůma", "Zaměstnavatel s.r.o."]);
    expect(p.items.map((i) => i.item.amount)).toEqual(["250.00", "1299.00", "-32000.00"]);
    expect(profile.encodingReason).toContain('"Částka" (amount)');
    // Decided once on the sample: detectProfile and the streaming planner agree.
    expect(detectProfile(cp1250(CZ)).encoding).toBe("windows-1250");
  });
  it("streams a windows-1250 file with the same decision", async () => {
    const bytes = cp1250(CZ);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 7) c.enqueue(bytes.slice(i, i + 7));
        c.close();
      },
    });
    const payees: (string | undefined)[] = [];
    for await (const chunk of streamCsvPlan(stream, { accountId: 42 })) {
      expect(chunk.profile.encoding).toBe("windows-1250");
      payees.push(...chunk.items.map((i) => i.item.payee));
    }
    expect(payees).toEqual(["Česká pošta, s.p.", "Potraviny Tůma", "Zaměstnavatel s.r.o."]);
  });
  it("reads a Czech export with English headers as windows-1250 by its letters (č ř ě ů)", () => {
    const text =
      "Posting date;Amount CZK;Counteraccount name;Message for payee\n" +
      "2024/01/03;-250,00;Potraviny Tůma;nákup v Českých Budějovicích\n" +
      "2024/01/04;-99,00;Lékárna Dr. Max;léky pro dceru, paní Řezníčková\n";
    const p = plan(cp1250(text));
    expect(p.profile!.encoding).toBe("windows-1250");
    expect(p.items.map((i) => i.item.notes)).toEqual(["nákup v Českých Budějovicích", "léky pro dceru, paní Řezníčková"]);
    expect(p.profile!.encodingReason).toMatch(/Czech \(č ×\d/);
  });
  it("reads a Czech export with the same roles as the bank's English export (Datum zaúčtování = Posting date)", () => {
    const rows =
      "2024/01/03;-250,00;123456789/0800;2024/01/02;Potraviny Tůma;nákup\n2024/01/04;-99,00;987654321/0100;2024/01/04;Česká pošta;známky\n";
    const en = plan(cp1250("Posting date;Amount CZK;Bank account details;Execution date;Counteraccount name;Message for payee\n" + rows));
    const cz = plan(cp1250("Datum zaúčtování;Částka CZK;Bankovní spojení;Datum provedení;Název protiúčtu;Zpráva pro příjemce\n" + rows));
    const indices = (p: ReturnType<typeof plan>) => {
      const c = p.profile!.columns;
      return [c.date.index, c.amount?.index, c.payee?.index, c.notes.map((n) => n.index)];
    };
    expect(cz.profile!.encoding).toBe("windows-1250");
    expect(indices(cz)).toEqual([0, 1, 4, [5]]);
    expect(indices(cz)).toEqual(indices(en));
    expect(cz.items.map((i) => [i.item.date, i.item.payee])).toEqual([
      ["2024-01-03", "Potraviny Tůma"],
      ["2024-01-04", "Česká pošta"],
    ]);
  });
  it("reads a Polish export as windows-1250 (Kwota, Odbiorca, Tytuł; ł ą ż ś ć ź)", () => {
    const p = plan(cp1250(PL));
    expect(p.profile!.encoding).toBe("windows-1250");
    expect(p.profile!.headers).toEqual(["Data operacji", "Kwota", "Odbiorca", "Tytuł"]);
    expect(p.profile!.columns.payee?.header).toBe("Odbiorca");
    expect(p.profile!.columns.notes.map((c) => c.header)).toEqual(["Tytuł"]);
    expect(p.items.map((i) => [i.item.payee, i.item.notes, i.item.amount])).toEqual([
      ["Biedronka Łódź", "Zakupy spożywcze", "45.99"],
      ["Żabka Polska", "Płatność kartą", "12.00"],
    ]);
  });
  it("reads a Hungarian export as windows-1250 by ő and ű", () => {
    const p = plan(cp1250(HU));
    expect(p.profile!.encoding).toBe("windows-1250");
    expect(p.items.map((i) => i.item.payee)).toEqual(["Fővárosi Vízművek Zrt.", "Erőmű Kft."]);
    expect(p.profile!.encodingReason).toMatch(/Hungarian \(ő ×2, ű ×2/);
  });
  it("keeps a French export in windows-1252 (é è ç à ê)", () => {
    const text =
      "Date;Libellé;Montant\n" +
      "03/01/2024;Prélèvement Électricité de France;-45,00\n" +
      "04/01/2024;Paiement carte à la boulangerie;-3,20\n" +
      "05/01/2024;Virement reçu, fête de Hélène;100,00\n" +
      "06/01/2024;Crème brûlée à emporter;-8,00\n";
    const p = plan(latin1(text));
    expect(p.profile!.encoding).toBe("windows-1252");
    expect(p.items.map((i) => i.item.payee)).toEqual([
      "Prélèvement Électricité de France",
      "Paiement carte à la boulangerie",
      "Virement reçu, fête de Hélène",
      "Crème brûlée à emporter",
    ]);
    expect(p.profile!.encodingReason).toMatch(/windows-1252 the letters are French/);
  });
  it("keeps a German export in windows-1252 (ä ö ü ß read the same in both: no evidence, the status quo)", () => {
    const text =
      "Buchungstag;Empfänger;Verwendungszweck;Betrag\n03.01.2024;Müller GmbH;Miete Straße;-1.234,56\n15.01.2024;Bäckerei Öztürk;Brötchen;-3,20\n";
    const p = plan(latin1(text));
    expect(p.profile!.encoding).toBe("windows-1252");
    expect(p.items.map((i) => i.item.payee)).toEqual(["Müller GmbH", "Bäckerei Öztürk"]);
    expect(p.profile!.encodingReason).toContain("every byte reads the same");
  });
  it("keeps Norwegian and Danish exports in windows-1252 (ø æ å), by a header and by the letters", () => {
    const no = "Dato;Forklaring;Beløp\n03.01.2024;Varekjøp Rema 1000 Grünerløkka;-120,00\n04.01.2024;Kjøp på Kiwi Ærøgata;-99,00\n";
    const pNo = plan(latin1(no));
    expect(pNo.profile!.encoding).toBe("windows-1252");
    expect(pNo.profile!.columns.amount?.header).toBe("Beløp");
    expect(pNo.profile!.encodingReason).toContain('"Beløp" (amount)');
    // Headers without ø: the letters alone (ø ×n, æ, å against Czech ř) keep it 1252.
    const da = "Dato;Tekst;Belob\n03.01.2024;Dankort-køb Føtex Århus;-120,00\n04.01.2024;Overførsel fra Søren, Næstved;-50,00\n";
    const pDa = plan(latin1(da));
    expect(pDa.profile!.encoding).toBe("windows-1252");
    expect(pDa.items.map((i) => i.item.payee)).toEqual(["Dankort-køb Føtex Århus", "Overførsel fra Søren, Næstved"]);
    expect(pDa.profile!.encodingReason).toMatch(/windows-1252 the letters are Danish\/Norwegian\/Swedish/);
  });
  it("keeps Spanish (ñ) and Portuguese (ã õ) exports in windows-1252", () => {
    const es = "Fecha;Concepto;Importe\n03/01/2024;Compra en Peñíscola;-20,00\n04/01/2024;Cuota año 2024 España;-5,00\n";
    expect(plan(latin1(es)).profile!.encoding).toBe("windows-1252");
    const pt = "Data movimento;Descrição;Montante\n03-01-2024;Transações não autorizadas;-8,40\n04-01-2024;Operações à empresa;-3,00\n";
    expect(plan(latin1(pt)).profile!.encoding).toBe("windows-1252");
  });
  it("lets the profile override the decision (encoding: windows-1252 wins)", () => {
    const p = plan(cp1250(CZ), { encoding: "windows-1252" });
    expect(p.profile!.encoding).toBe("windows-1252");
    expect(p.profile!.encodingReason).toBe("given in the profile");
    expect(p.profile!.headers![1]).toBe("Èástka"); // what the user asked for, garbled as it is
    expect(detectProfile(cp1250(CZ), { encoding: "windows-1252" }).encoding).toBe("windows-1252");
    // And the other way round: a file detection would keep in 1252 can be read as 1250.
    expect(plan(latin1("Date;Payee;Amount\n2024-01-03;Café;-1.00\n"), { encoding: "windows-1250" }).profile!.encoding).toBe("windows-1250");
  });
  it("accepts windows-1250 in a saved profile", () => {
    expect(CsvProfileSchema.shape.encoding.parse("windows-1250")).toBe("windows-1250");
  });
});

describe("delimiter and quoting", () => {
  const rows = [
    ["Date", "Description", "Amount"],
    ["2024-01-03", "Coffee, large", "-3.50"],
    ["2024-01-04", "Rent", "-800.00"],
  ];
  for (const d of [",", ";", "\t", "|"] as const) {
    it(`detects ${JSON.stringify(d)}`, () => {
      const text = rows.map((r) => r.map((c) => (c.includes(d) ? `"${c}"` : c)).join(d)).join("\n");
      const p = plan(text);
      expect(p.profile!.delimiter).toBe(d);
      expect(p.items.map((i) => i.item.payee)).toEqual(["Coffee, large", "Rent"]);
    });
  }
  it("keeps delimiters, escaped quotes and line breaks inside quoted fields", () => {
    const p = plan('Date,Payee,Memo,Amount\r\n2024-01-03,"Smith, J.","said ""hi""\r\nsecond line",-1.00\r\n2024-01-04,Bob,x,-2.00\r\n');
    expect(p.items[0]!.item.payee).toBe("Smith, J.");
    expect(p.items[0]!.item.notes).toBe('said "hi" second line');
    expect(p.items[1]!.row).toBe(4);
    expect(p.rows.find((r) => r.row === 3)).toMatchObject({ outcome: "ignored", reason: expect.stringContaining("continues row 2") });
  });
  it("prefers ; over the decimal commas of a semicolon file", () => {
    const p = plan("Datum;Betrag;Saldo;Text\n01.02.2024;-12,50;100,00;a\n02.02.2024;-1,00;99,00;b\n");
    expect(p.profile!.delimiter).toBe(";");
  });
});

describe("preamble, header and footer", () => {
  const file = [
    "Kontonummer:;DE12 3456 7890",
    "Zeitraum:;01.01.2024 - 31.01.2024",
    "",
    "Buchungstag;Valuta;Auftraggeber/Empfänger;Verwendungszweck;Betrag;Saldo",
    "02.01.2024;03.01.2024;REWE;Einkauf;-23,10;976,90",
    "05.01.2024;05.01.2024;Arbeitgeber AG;Gehalt;2.500,00;3.476,90",
    "",
    "Kontostand am 31.01.2024;;;;;3.476,90",
    "Alle Angaben ohne Gewähr.",
  ].join("\n");
  it("skips preamble lines, finds the header, and reports the footer", () => {
    const p = plan(file);
    expect(p.profile).toMatchObject({ preambleRows: 3, headerRow: 3, footerRows: 3 });
    expect(p.rows.map((r) => [r.row, r.outcome, r.reason])).toEqual([
      [1, "ignored", "preamble"],
      [2, "ignored", "preamble"],
      [3, "ignored", "preamble"],
      [4, "ignored", "header"],
      [5, "planned", undefined],
      [7, "ignored", "blank"],
      [8, "ignored", "footer"],
      [9, "ignored", "footer"],
    ]);
    expect(p.rows[4]).toEqual({ row: 5, to_row: 6, outcome: "planned" });
    expect(p.items.map((i) => i.item.amount)).toEqual(["23.10", "-2500.00"]);
  });
  it("reads a file without a header row from its values", () => {
    const p = plan("03/15/2024,STARBUCKS #123,-4.50\n03/16/2024,PAYROLL,1500.00\n03/17/2024,SHELL OIL,-40.00\n");
    expect(p.profile!.headerRow).toBeNull();
    expect(p.profile!.columns.date.index).toBe(0);
    expect(p.profile!.columns.amount?.index).toBe(2);
    expect(p.profile!.columns.payee?.index).toBe(1);
    expect(p.items.map((i) => [i.item.date, i.item.amount])).toEqual([
      ["2024-03-15", "4.50"],
      ["2024-03-16", "-1500.00"],
      ["2024-03-17", "40.00"],
    ]);
  });
});

describe("blank lines are no evidence: a table after any number of them is found", () => {
  const header = "Buchungstag;Valuta;Empfänger;Verwendungszweck;Betrag;Saldo";
  const rows = ["02.01.2024;03.01.2024;REWE;Einkauf;-23,10;976,90", "05.01.2024;05.01.2024;Arbeitgeber AG;Gehalt;2.500,00;3.476,90"];
  const file = (blank: string, n: number, eol: string, before = false) =>
    before
      ? ["Konto;DE12", ...Array<string>(n).fill(blank), header, ...rows].join(eol) + eol
      : [header, ...Array<string>(n).fill(blank), ...rows].join(eol) + eol;
  const streamed = async (text: string) => {
    const chunks = [];
    for await (const c of streamCsvPlan(new Blob([enc(text)]).stream(), { accountId: 42 }, 500)) chunks.push(c);
    return { profile: chunks[0]!.profile, items: chunks.flatMap((c) => c.items), rows: chunks.flatMap((c) => c.rows) };
  };
  it.each([
    ["800,000 empty lines (LF)", "", 800_000, "\n"],
    ["800,000 empty lines (CRLF)", "", 800_000, "\r\n"],
    ["200,000 lines of delimiters only", ";;;;;", 200_000, "\n"],
  ])("after the header: %s", async (_, blank, n, eol) => {
    const text = file(blank, n, eol);
    for (const p of [plan(text), await streamed(text)]) {
      expect(p.profile).toMatchObject({ headerRow: 0, preambleRows: 0 });
      expect(p.items.map((i) => i.item.amount)).toEqual(["23.10", "-2500.00"]);
      expect(p.rows.filter((r) => r.outcome !== "ignored")).toEqual([{ row: n + 2, to_row: n + 3, outcome: "planned" }]);
    }
  });
  it("before the header: the header's row counts every line, blank ones too", async () => {
    const text = file("", 100_000, "\n", true);
    for (const p of [plan(text), await streamed(text)]) {
      expect(p.profile).toMatchObject({ preambleRows: 100_001, headerRow: 100_001 });
      expect(p.items.map((i) => i.item.amount)).toEqual(["23.10", "-2500.00"]);
      expect(p.rows.find((r) => r.reason === "header")).toMatchObject({ row: 100_002 });
    }
  });
  it("a profile's own preambleRows and headerRow count blank lines as the file has them", () => {
    const text = file("", 1_000, "\n", true);
    const p = plan(text, { preambleRows: 1_001, headerRow: 1_001 });
    expect(p.profile).toMatchObject({ preambleRows: 1_001, headerRow: 1_001, headers: header.split(";") });
    expect(p.items).toHaveLength(2);
  });
});

describe("column roles", () => {
  it("takes the booking date over the value date, and splits name (payee) from description (notes)", () => {
    const p = plan("Valutadatum;Buchungstag;Name;Beschreibung;Betrag\n04.01.2024;03.01.2024;ACME;Invoice 7;-10,00\n");
    expect(p.profile!.columns.date).toEqual({ index: 1, header: "Buchungstag" });
    expect(p.profile!.columns.valueDate?.index).toBe(0);
    expect(p.items[0]!.item).toMatchObject({ date: "2024-01-03", payee: "ACME", notes: "Invoice 7" });
  });
  it("recognises headers in Dutch, Spanish, French and Italian", () => {
    const cases: [string, string][] = [
      ["Datum,Naam,Omschrijving,Bedrag\n2024-01-05,Jansen,Huur,-700.00\n", "Jansen"],
      ["Fecha;Concepto;Importe\n05/01/2024;Mercadona;-12,30\n", "Mercadona"],
      ["Date;Libellé;Montant\n05/01/2024;Carrefour;-12,30\n", "Carrefour"],
      ["Data;Descrizione;Importo\n05/01/2024;Esselunga;-12,30\n", "Esselunga"],
    ];
    for (const [text, payee] of cases) {
      const p = plan(text);
      expect(p.items[0]!.item.payee).toBe(payee);
      expect(p.items[0]!.item.date).toBe("2024-01-05");
      expect(p.items[0]!.item.amount).toMatch(/^(700\.00|12\.30)$/);
    }
  });
  it("reads currency, running balance, category and the bank's transaction id", () => {
    const p = plan(
      "id,created,amount,currency,category,description,balance\ntx_001,2024-02-01,-5.00,GBP,eating_out,Pret,95.00\ntx_002,2024-02-02,-5.00,GBP,eating_out,Pret,90.00\n",
    );
    const c = p.profile!.columns;
    expect([c.transactionId?.index, c.date.index, c.amount?.index, c.currency?.index, c.category?.index, c.balance?.index]).toEqual([
      0, 1, 2, 3, 4, 6,
    ]);
    expect(p.items[0]!.item).toMatchObject({ currency: "gbp", external_id: "b:tx_001", custom_metadata: { bank_category: "eating_out" } });
  });
});

describe("dates", () => {
  const col = (values: string[], header = "Date,Payee,Amount", delim = ",", amount = "-1.00") =>
    plan([header, ...values.map((v, i) => [v, `p${i}`, amount].join(delim))].join("\n"));
  it("decides D/M/Y from any day over 12 in the column, even a late one", () => {
    const p = col(["01/02/2024", "03/04/2024", "25/04/2024"]);
    expect(p.profile).toMatchObject({ dateFormat: "DD/MM/YYYY", dateAmbiguous: false });
    expect(p.items[0]!.item.date).toBe("2024-02-01");
  });
  it("decides M/D/Y from any second part over 12", () => {
    const p = col(["01/02/2024", "04/25/2024"]);
    expect(p.profile!.dateFormat).toBe("MM/DD/YYYY");
    expect(p.items[0]!.item.date).toBe("2024-01-02");
  });
  it("reads two-digit years, ISO with time, compact and month names in several languages", () => {
    expect(col(["31.12.23"]).items[0]!.item.date).toBe("2023-12-31");
    expect(col(["2024-01-03T10:15:00Z"]).items[0]!.item.date).toBe("2024-01-03");
    expect(col(["2024-01-03 10:15:00"]).profile!.dateFormat).toBe("YYYY-MM-DD HH:mm:ss");
    expect(col(["20240103"]).items[0]!.item.date).toBe("2024-01-03");
    expect(col(["03 Jan 2024"]).items[0]!.item.date).toBe("2024-01-03");
    expect(col(['"Jan 3, 2024"']).items[0]!.item.date).toBe("2024-01-03");
    expect(col(["3. März 2024"], "Datum;Name;Betrag", ";", "-1,00").items[0]!.item.date).toBe("2024-03-03");
    expect(col(["10-mei-2024"]).items[0]!.item.date).toBe("2024-05-10");
    expect(col(["1 févr. 2024"]).items[0]!.item.date).toBe("2024-02-01");
    expect(col(["2019.04.19."]).items[0]!.item.date).toBe("2019-04-19");
  });
  it("decides an ambiguous column from the file's other signals and says so", () => {
    const us = col(["01/02/2024", "03/04/2024"]);
    expect(us.profile).toMatchObject({ dateFormat: "MM/DD/YYYY", dateAmbiguous: true });
    expect(us.profile!.dateReason).toMatch(/month-first/);
    const eu = col(["01/02/2024", "03/04/2024"], "Datum;Name;Betrag", ";", "-1,00");
    expect(eu.profile).toMatchObject({ dateFormat: "DD/MM/YYYY", dateAmbiguous: true });
    expect(eu.profile!.dateReason).toMatch(/decimal comma/);
    expect(eu.items[0]!.item.date).toBe("2024-02-01");
  });
  it("lets the user flip an ambiguous column", () => {
    const p = plan("Date,Payee,Amount\n01/02/2024,x,-1.00\n", { dateFormat: "DD/MM/YYYY" });
    expect(p.items[0]!.item.date).toBe("2024-02-01");
  });
});

describe("numbers", () => {
  const one = (cell: string, delim = ",", header = "Date,Payee,Amount") =>
    amounts(`${header}\n2024-01-03${delim}x${delim}${cell}\n2024-01-04${delim}y${delim}-1${delim === "," ? "." : ","}00\n`)[0];
  it("reads decimal point and decimal comma with every thousands separator", () => {
    expect(one('"-1,234.56"')).toBe("1234.56");
    expect(one("-1.234,56", ";", "Datum;Name;Betrag")).toBe("1234.56");
    expect(one("-1'234.56")).toBe("1234.56");
    expect(one("-1 234,56", ";", "Datum;Name;Betrag")).toBe("1234.56");
    expect(one("-1\u00a0234,56", ";", "Datum;Name;Betrag")).toBe("1234.56");
    expect(one("-1\u202f234,56", ";", "Datum;Name;Betrag")).toBe("1234.56");
  });
  it("reads parentheses, trailing minus, a leading plus, and currency symbols or codes in the cell", () => {
    expect(one("(12.00)")).toBe("12.00");
    expect(one("12.00-")).toBe("12.00");
    expect(one("+12.00")).toBe("-12.00");
    expect(one("-$5.00")).toBe("5.00");
    expect(one('"-1,234.56 USD"')).toBe("1234.56");
    expect(one("€ -1.234,56", ";", "Datum;Name;Betrag")).toBe("1234.56");
  });
  it("keeps the leading zeros of 3 and 4 decimal fractions", () => {
    const p = plan("Datum;Text;Betrag\n01.02.2024;a;-1,005\n02.02.2024;b;-0,0005\n03.02.2024;c;-12345,075\n04.02.2024;d;-7,5\n");
    expect(p.items.map((i) => i.item.amount)).toEqual(["1.005", "0.0005", "12345.075", "7.50"]);
  });
  it("decides the decimal separator from the whole column", () => {
    // "1.234" alone could be either; "5,5" later in the column settles it.
    const p = plan("Datum;Text;Betrag\n01.02.2024;a;-1.234\n02.02.2024;b;-5,5\n");
    expect(p.profile!.decimalSeparator).toBe(",");
    expect(p.items.map((i) => i.item.amount)).toEqual(["1234.00", "5.50"]);
  });
  it("takes the currency from the amount cells when no column names it", () => {
    const p = plan("Date,Payee,Amount\n2024-01-03,x,-£5.00\n2024-01-04,y,£7.00\n");
    expect(p.profile!.currency).toBe("gbp");
    expect(p.items[0]!.item.currency).toBe("gbp");
  });
  it("writes amounts with '.' and at most 4 decimals, and reports more precision as an error", () => {
    const p = plan("Date,Payee,Amount\n2024-01-03,x,-0.12345\n2024-01-04,y,-0.1234\n2024-01-05,z,-1e5\n");
    expect(p.items.map((i) => i.item.amount)).toEqual(["0.1234"]);
    expect(p.rows.filter((r) => r.outcome === "error").map((r) => r.reason)).toEqual([
      'row 2: amount "-0.12345" is not a number (more than 4 decimals)',
      'row 4: amount "-1e5" is not a number (letters inside the number)',
    ]);
  });
});

describe("sign", () => {
  it("turns the usual negative = money out into the service's positive = money out", () => {
    expect(amounts("Date,Payee,Amount\n2024-01-03,Shop,-10.00\n2024-01-04,Salary,100.00\n")).toEqual(["10.00", "-100.00"]);
  });
  it("uses the running balance to prove the file's convention (here: positive = money out)", () => {
    const p = plan("Date,Payee,Amount,Balance\n2024-01-03,Shop,10.00,90.00\n2024-01-04,Refund,-5.00,95.00\n2024-01-05,Shop,20.00,75.00\n");
    expect(p.profile!.sign).toBe("positive_is_money_out");
    expect(p.profile!.signReason).toMatch(/balance/);
    expect(p.items.map((i) => i.item.amount)).toEqual(["10.00", "-5.00", "20.00"]);
  });
  it("reads the balance of newest-first files newest first", () => {
    const p = plan(
      "Date,Payee,Amount,Balance\n2024-03-03,Shop,-20.00,980.00\n2024-03-02,Salary,1000.00,1000.00\n2024-03-01,Open,0.00,0.00\n",
    );
    expect(p.profile!.sign).toBe("negative_is_money_out");
    expect(p.profile!.signReason).toMatch(/balance/);
  });
  it("reads a pair of rows only in their date order, so a coincidence the other way cannot flip the sign", () => {
    // Newest first, and the balances do not follow the amounts: read oldest first, the second row
    // would look like "the balance falls by a positive amount".
    const p = plan("Date,Payee,Amount,Balance\n2019-04-19,Shop,-350,2345.56\n2019-04-17,Salary,1290,1055.56\n");
    expect(p.profile!.sign).toBe("negative_is_money_out");
    expect(p.items.map((i) => i.item.amount)).toEqual(["350.00", "-1290.00"]);
  });
  it("treats debit columns as money out and credit columns as money in", () => {
    const p = plan("Date,Details,Debit,Credit,Balance\n03/01/2024,Shop,10.00,,90.00\n04/01/2024,Salary,,100.00,190.00\n");
    expect(p.profile!.amountStyle).toBe("debit_credit");
    expect(p.items.map((i) => i.item.amount)).toEqual(["10.00", "-100.00"]);
  });
  it("reads Soll/Haben columns of a German export", () => {
    expect(amounts("Buchungstag;Text;Soll;Haben\n03.01.2024;Miete;800,00;\n04.01.2024;Gehalt;;2.000,00\n")).toEqual(["800.00", "-2000.00"]);
  });
  const indicators: [string, string, string][] = [
    ["CR/DR", "DR", "CR"],
    ["C/D", "D", "C"],
    ["S/H", "S", "H"],
    ["Af Bij", "Af", "Bij"],
    ["Type", "debit", "credit"],
    ["Richtung", "out", "in"],
    ["Sens", "débit", "crédit"],
  ];
  for (const [header, out, inn] of indicators) {
    it(`reads an unsigned amount with a ${header} indicator column`, () => {
      const p = plan(`Date;Payee;Amount;${header}\n03.01.2024;Shop;10,00;${out}\n04.01.2024;Salary;100,00;${inn}\n`);
      expect(p.profile!.amountStyle).toBe("indicator");
      expect(p.items.map((i) => i.item.amount)).toEqual(["10.00", "-100.00"]);
    });
  }
  it("can be overridden", () => {
    expect(amounts("Date,Payee,Amount\n2024-01-03,Shop,10.00\n", { sign: "positive_is_money_out" })).toEqual(["10.00"]);
  });
});

describe("row report", () => {
  it("reports every physical line, 1-based, and a bad row with its number and reason while the rest imports", () => {
    const p = plan("Date,Payee,Amount\n2024-01-03,a,-1.00\n2024-13-45,b,-2.00\n2024-01-05,c,12,3,4\n2024-01-06,d,-4.00\n");
    expect(p.items.map((i) => i.row)).toEqual([2, 5]);
    expect(p.rows).toEqual([
      { row: 1, outcome: "ignored", reason: "header" },
      { row: 2, outcome: "planned" },
      { row: 3, outcome: "error", reason: 'row 3: date "2024-13-45" does not match YYYY-MM-DD' },
      { row: 4, outcome: "error", reason: "row 4: 5 fields where the table has 3 (a delimiter inside an unquoted value?)" },
      { row: 5, outcome: "planned" },
    ]);
    expect(p.rows).toHaveLength(5);
  });
  it('says "12,3,4" is not a number', () => {
    const p = plan("Datum;Name;Betrag\n01.01.2024;a;-1,00\n02.01.2024;b;12,3,4\n");
    expect(p.rows[2]).toEqual({
      row: 3,
      outcome: "error",
      reason: 'row 3: amount "12,3,4" is not a number (more than one decimal separator)',
    });
  });
});

describe("whole-file problems", () => {
  it("rejects an empty file", () => {
    expect(() => plan("")).toThrow(SourceInputError);
    expect(() => plan("\n\n")).toThrow(SourceInputError);
  });
  it("rejects binary files and PDF/ZIP/XLS magic bytes", () => {
    expect(() => plan(enc("%PDF-1.4\n..."))).toThrow(/PDF/);
    expect(() => plan(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toThrow(/ZIP/);
    expect(() => plan(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2]))).toThrow(/XLS/);
    expect(() => plan(new Uint8Array(Array.from({ length: 200 }, (_, i) => (i * 7) % 32)))).toThrow(SourceInputError);
  });
  it("rejects a single column of prose", () => {
    expect(() => plan("Dear customer\nyour statement is attached\nKind regards\n")).toThrow(/not delimited text/);
  });
  it("rejects a table without an amount column", () => {
    expect(() => plan("Date,Payee,Memo\n2024-01-03,a,x\n2024-01-04,b,y\n")).toThrow(/no amount column/);
  });
  it("rejects a table without a date column", () => {
    expect(() => plan("Payee,Amount\na,-1.00\nb,-2.00\n")).toThrow(/no date column/);
  });
});

describe("profile", () => {
  it("is plain JSON that validates, round-trips, and reproduces the same plan when sent back", () => {
    const first = plan(DE);
    const json = JSON.parse(JSON.stringify(first.profile));
    expect(CsvProfileSchema.parse(json)).toEqual(first.profile);
    expect(plan(DE, json).items).toEqual(first.items);
  });
  it("takes column overrides role by role, by header name", () => {
    const p = plan(DE, { columns: { payee: { header: "Verwendungszweck" }, notes: [] } });
    expect(p.items[0]!.item.payee).toBe("Miete");
  });
});

describe("column roles: header words of Czech, Hungarian, Belgian, Polish, Nordic and Iberian exports", () => {
  const cases: [string, string, { payee: string; notes?: string; amount: string }][] = [
    [
      "Czech (counterparty name over the counter-account number; the message is a note)",
      "Datum zaúčtování;Částka;Protiúčet;Název protiúčtu;Zpráva pro příjemce;Poznámka\n03.01.2024;-250,00;123456789/0800;Alza.cz a.s.;faktura 123;notebook\n",
      { payee: "Alza.cz a.s.", notes: "faktura 123 notebook", amount: "250.00" },
    ],
    [
      "Hungarian",
      "Könyvelés dátuma;Partner neve;Közlemény;Összeg\n2024.01.03.;Tesco Áruház;kártyás vásárlás;-4500\n",
      { payee: "Tesco Áruház", notes: "kártyás vásárlás", amount: "4500.00" },
    ],
    [
      "Belgian Dutch (a bare Naam is the account holder; Naam tegenpartij the counterparty)",
      "Datum;Naam;Omschrijving;Bedrag;Naam tegenpartij;Mededeling\n03/01/2024;JANSSENS PIET;BETALING BANCONTACT;-10,00;Colruyt Laagste Prijzen;klantenkaart januari\n",
      { payee: "Colruyt Laagste Prijzen", notes: "BETALING BANCONTACT klantenkaart januari", amount: "10.00" },
    ],
    [
      "Belgian French",
      "Date;Montant;Contrepartie;Nom de la contrepartie;Communication\n03/01/2024;-12,30;BE12 3456 7890 1234;Delhaize;courses\n",
      { payee: "Delhaize", notes: "courses", amount: "12.30" },
    ],
    [
      "Polish",
      "Data operacji;Kwota;Nazwa kontrahenta;Tytuł\n03.01.2024;-45,99;Biedronka;Zakupy spożywcze\n",
      { payee: "Biedronka", notes: "Zakupy spożywcze", amount: "45.99" },
    ],
    [
      "Swedish",
      "Bokföringsdatum;Belopp;Mottagare;Meddelande\n2024-01-03;-99,00;ICA Maxi;lunch\n",
      { payee: "ICA Maxi", notes: "lunch", amount: "99.00" },
    ],
    [
      "Spanish",
      "Fecha;Beneficiario/Ordenante;Observaciones;Importe\n03/01/2024;Mercadona;compra semanal;-30,10\n",
      { payee: "Mercadona", notes: "compra semanal", amount: "30.10" },
    ],
    [
      "Portuguese",
      "Data movimento;Data valor;Descrição;Montante;Saldo\n03-01-2024;03-01-2024;Pingo Doce;-8,40;991,60\n",
      { payee: "Pingo Doce", amount: "8.40" },
    ],
  ];
  for (const [name, text, want] of cases) {
    it(name, () => {
      const item = plan(text).items[0]!.item;
      expect(item.payee).toBe(want.payee);
      if (want.notes !== undefined) expect(item.notes).toBe(want.notes);
      expect(item.amount).toBe(want.amount);
      expect(item.date).toBe("2024-01-03");
    });
  }
  it("reads Norwegian and Italian out/in columns as debit and credit", () => {
    expect(amounts("Dato;Forklaring;Ut fra konto;Inn på konto\n03.01.2024;Rema 1000;120,00;\n04.01.2024;Lønn;;30000,00\n")).toEqual([
      "120.00",
      "-30000.00",
    ]);
    expect(
      amounts("Data contabile;Descrizione operazione;Uscite;Entrate\n03/01/2024;Esselunga;50,00;\n04/01/2024;Stipendio;;1500,00\n"),
    ).toEqual(["50.00", "-1500.00"]);
  });
});

describe("column roles: a column headed as notes is one even when the sample leaves it empty", () => {
  it("keeps Monzo's empty notes column in the profile, so the saved profile reads it next time", () => {
    const first = plan("id,created,amount,description,notes\ntx_1,2024-02-01,-5.00,Pret,\ntx_2,2024-02-02,-3.00,Tesco,\n");
    expect(first.profile!.columns.notes).toEqual([{ index: 4, header: "notes" }]);
    expect(first.items[0]!.item).not.toHaveProperty("notes");
    const next = plan("id,created,amount,description,notes\ntx_3,2024-03-01,-5.00,Pret,lunch with A\n", first.profile!);
    expect(next.items[0]!.item).toMatchObject({ payee: "Pret", notes: "lunch with A" });
  });
  it("does not take an empty column without a notes word", () => {
    const p = plan("Date,Payee,Amount,Extra\n2024-02-01,Pret,-5.00,\n");
    expect(p.profile!.columns.notes).toEqual([]);
  });
});

describe("column roles: without a payee column, the free-text description names the counterparty, never the transaction type", () => {
  it("takes Commerzbank's Buchungstext over its Umsatzart", () => {
    const p = plan(
      "Buchungstag;Wertstellung;Umsatzart;Buchungstext;Betrag;Währung\n" +
        '02.03.2018;02.03.2018;Lastschrift;"Kartenzahlung REWE SAGT DANKE. 41400673//Hamburg";-17,22;EUR\n',
    );
    expect(p.profile!.columns.payee).toEqual({ index: 3, header: "Buchungstext" });
    expect(p.items[0]!.item).toMatchObject({
      payee: "Kartenzahlung REWE SAGT DANKE. 41400673//Hamburg",
      custom_metadata: { bank_type: "Lastschrift" },
    });
    expect(p.items[0]!.item.notes).toBeUndefined();
  });
  it("otherwise takes the leftmost description (Mint: Description before Original Description)", () => {
    const p = plan(
      "Date,Description,Original Description,Amount,Transaction Type\n" +
        "1/02/2024,Starbucks,STARBUCKS STORE 12345,2.45,debit\n1/03/2024,Shell,SHELL OIL 5731,40.00,debit\n1/04/2024,Payroll,ACME PAYROLL 0124,2500.00,credit\n",
    );
    expect(p.items[0]!.item).toMatchObject({ payee: "Starbucks", notes: "STARBUCKS STORE 12345" });
  });
  it("takes the description that varies over a booking text that repeats the same words", () => {
    const p = plan(
      "Buchungstag;Buchungstext;Verwendungszweck;Betrag\n" +
        "03.01.2024;LASTSCHRIFT;Stadtwerke Abschlag Januar;-80,00\n04.01.2024;LASTSCHRIFT;Telekom Rechnung 0124;-39,99\n" +
        "05.01.2024;GUTSCHRIFT;Gehalt Januar ACME;2500,00\n06.01.2024;LASTSCHRIFT;Vodafone GmbH;-20,00\n" +
        "07.01.2024;LASTSCHRIFT;Allianz Versicherung;-55,00\n08.01.2024;LASTSCHRIFT;Miete Februar;-900,00\n",
    );
    expect(p.profile!.columns.payee?.index).toBe(2);
    expect(p.items[0]!.item).toMatchObject({ payee: "Stadtwerke Abschlag Januar", custom_metadata: { bank_type: "LASTSCHRIFT" } });
    expect(p.items[0]!.item.notes).toBeUndefined();
  });
});

describe("column roles without a header: the counterparty is the text column whose values begin with the most different words", () => {
  it("takes the merchant name over a booking text that starts with POS/SEPA, and keeps the other texts as notes", () => {
    const p = plan(
      "K|32000|244081|EUR\n" +
        "| POS 6,49 AT K1 09.03. 09:53|20190311|FORSTINGER |-89.30|\n" +
        "| POS 7,96 AT K1 09.03. 10:15|20190311|DER MANN - BACKWAREN|-109.53|\n" +
        "| POS 49,90 AT K2 09.03. 13:04|20190311|BIPA WIEN 1210|-686.64|\n" +
        "| SEPA Lastschrift|20190311| Zahlungsempfänger: S.C.D.|-227.73| Empfänger-Kennung: LU96\n" +
        "| POS 4,50 AT K2 09.03. 12:50|20190311|C&A STORE|-61.92|\n",
    );
    expect(p.profile!.headerRow).toBeNull();
    expect(p.profile!.columns.payee?.index).toBe(3);
    expect(p.profile!.columns.notes.map((c) => c.index)).toEqual([1, 5]);
    expect(p.items[3]!.item).toMatchObject({ payee: "Zahlungsempfänger: S.C.D.", notes: "SEPA Lastschrift Empfänger-Kennung: LU96" });
  });
  it("takes the most varied text over a column of two account names", () => {
    const p = plan(
      "6/12/15,Transfer from Checking,1000.00,Checking,Savings\n6/12/15,Transfer from Savings,1500.00,Savings,Checking\n6/13/15,Transfer to Savings,2000.00,Savings,Checking\n",
    );
    expect(p.profile!.columns.payee?.index).toBe(1);
  });
  it("takes words over a one-token code (an account path) when one row cannot tell more", () => {
    const p = plan('"62","2022-12-15","","Zettle_*Robert W. Bell","liabilities:jon:expenses:snacks","£ 7.90","£ 8.90"\n');
    expect(p.profile!.columns.payee?.index).toBe(3);
  });
  it("takes the longer text over a short transaction code when one row cannot tell more", () => {
    const p = plan("27 Feb 2018,UMC-, 7.80, ,MCDONALD'S (TAM KIOSK) SI NG 22FEB,,,\n");
    expect(p.profile!.columns.payee?.index).toBe(4);
    expect(p.profile!.columns.notes).toEqual([]);
  });
});

describe("sign without a header: the running balance tells the withdrawals column from the deposits column", () => {
  it("reads deposits on the left and withdrawals on the right when the balance says so", () => {
    const p = plan(
      "03/01/2024,Salary,100.00,,1100.00\n04/01/2024,Shop,,10.00,1090.00\n05/01/2024,Rent,,500.00,590.00\n06/01/2024,Refund,5.00,,595.00\n",
    );
    expect(p.profile!.amountStyle).toBe("debit_credit");
    expect([p.profile!.columns.debit?.index, p.profile!.columns.credit?.index]).toEqual([3, 2]);
    expect(p.profile!.signReason).toMatch(/right-hand/);
    expect(p.items.map((i) => i.item.amount)).toEqual(["-100.00", "10.00", "500.00", "-5.00"]);
  });
  it("keeps withdrawals left of deposits when the balance confirms it (newest row first)", () => {
    const p = plan(
      "06/01/2024,Refund,,5.00,595.00\n05/01/2024,Rent,500.00,,590.00\n04/01/2024,Shop,10.00,,1090.00\n03/01/2024,Salary,,100.00,1100.00\n",
    );
    expect([p.profile!.columns.debit?.index, p.profile!.columns.credit?.index]).toEqual([2, 3]);
    expect(p.profile!.signReason).toMatch(/left-hand/);
    expect(p.items.map((i) => i.item.amount)).toEqual(["-5.00", "500.00", "10.00", "-100.00"]);
  });
});

describe("an amount column of one value on every row is said", () => {
  it("warns when the amount is the same on three rows or more", () => {
    const p = plan("Date,Payee,Amount\n2025-01-05,Gym,-29.00\n2025-02-05,Gym,-29.00\n2025-03-05,Gym,-29.00\n");
    expect(p.profile!.warnings).toContainEqual(expect.stringMatching(/^every row's amount is -29\.00 \("Amount"\)/));
  });
  it("says nothing of two equal rows, of amounts that vary, or of zeros", () => {
    for (const file of [
      "Date,Payee,Amount\n2025-01-05,Gym,-29.00\n2025-02-05,Gym,-29.00\n",
      "Date,Payee,Amount\n2025-01-05,Gym,-29.00\n2025-02-05,Gym,-29.00\n2025-03-05,Pool,-12.00\n",
      "Date,Payee,Amount\n2025-01-05,Notice,0.00\n2025-02-05,Notice,0.00\n2025-03-05,Notice,0.00\n",
    ]) {
      expect(plan(file).profile!.warnings ?? []).not.toContainEqual(expect.stringMatching(/^every row's amount/));
    }
  });
});
