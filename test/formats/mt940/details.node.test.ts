// What a transaction's details say: `:86:` in numbered subfields, in /KEY/ pairs or as free text, and `:NS:`.
import { describe, expect, it } from "vitest";
import { mt940Adapter } from "../../../src/formats/mt940/adapter";

const enc = (s: string) => new TextEncoder().encode(s);
/** The payee and notes of one transaction whose details are the fields given (`:86:…`, `:NS:…`). */
const read = (...details: string[]) => {
  const file = [":20:S", ":25:DE1", ":60F:C240101EUR0,00", ":61:2401020102D1,00NTRFNONREF", ...details, ":62F:D240102EUR1,00"];
  const { payee, notes } = mt940Adapter.plan(enc(file.join("\n")), { accountId: 1 }).items[0]!.item;
  return { payee, notes };
};

describe("German ?-subfields: ?32/?33 the counterparty, ?20–?29 the purpose, ?00 the posting text", () => {
  it("joins a line written to its 27 characters directly to the next, a shorter one with a space", () => {
    const cut = "Abschlag Strom und Gas Febr";
    expect(cut).toHaveLength(27);
    expect(read(`:86:105?00LASTSCHRIFT?20${cut}?21uar 2024?22Kunde 42?32Stadtwerke Musterstadt Ener?33gie`)).toEqual({
      payee: "Stadtwerke Musterstadt Energie",
      notes: "LASTSCHRIFT · Abschlag Strom und Gas Februar 2024 Kunde 42",
    });
  });

  it("reads the purpose in subfield order (?20–?29, then ?60–?63), a number written twice in the order written", () => {
    expect(read(":86:166?00GUTSCHRIFT?60Teil vier?20Teil eins?21Teil drei?20Teil zwei?32Max Mustermann")).toEqual({
      payee: "Max Mustermann",
      notes: "GUTSCHRIFT · Teil eins Teil zwei Teil drei Teil vier",
    });
  });

  it("takes the purpose after SVWZ+ when the SEPA keywords structure it", () => {
    expect(read(":86:166?00GUTSCHRIFT?20EREF+E2E-1?21KREF+K-2?22SVWZ+Miete Maerz?32Max Mustermann").notes).toBe("GUTSCHRIFT · Miete Maerz");
  });

  it("names a transaction without a counterparty by its posting text, or its deviating party (ABWA+)", () => {
    expect(read(":86:805?00ENTGELTABSCHLUSS?20Kontofuehrung")).toEqual({ payee: "ENTGELTABSCHLUSS", notes: "Kontofuehrung" });
    expect(read(":86:166?00GUTSCHRIFT?20SVWZ+Rueckzahlung?21ABWA+Erika Mustermann").payee).toBe("Erika Mustermann");
  });
});

describe("the subfield separator is the one written after the three-digit code: > as Triodos writes it, ~, <, ^ as Polish banks do", () => {
  it("reads > as ?: purpose lines of 27 characters, the purpose naming a transaction without a counterparty", () => {
    const cut = "KOSTEN BETAALPAKKET ZAKELIJ";
    expect(cut).toHaveLength(27);
    expect(read(`:86:000>100123456789 >20${cut}>21K 1E KWARTAAL 2024>310712345678`)).toEqual({
      payee: "KOSTEN BETAALPAKKET ZAKELIJK 1E KWARTAAL 2024",
      notes: undefined,
    });
  });

  it.each([["~"], ["<"], ["^"]])("reads the title from 20–26 and the counterparty from 32/33 (%s)", (s) => {
    expect(
      read(`:86:020${s}00VE02${s}20Faktura 12/2024${s}21abonament${s}32Orange Polska${s}33S.A.${s}38PL45105014451000001234567890`),
    ).toEqual({
      payee: "Orange Polska S.A.",
      notes: "Faktura 12/2024 abonament",
    });
  });

  it("takes the counterparty from ~27 (not its address in ~28/~29) when 32/33 are not written, and the title when neither is", () => {
    expect(read(":86:020~20Zwrot~27Anna Nowak~28ul. Polna 5~2930-001 Krakow")).toEqual({ payee: "Anna Nowak", notes: "Zwrot" });
    expect(read(":86:073~20Zakup karta~21Zabka Z1234")).toEqual({ payee: "Zakup karta Zabka Z1234", notes: undefined });
  });
});

describe("/KEY/ pairs as Dutch banks write them: only a known key starts a pair", () => {
  it("reads ABN AMRO's /NAME/ and /REMI/, keeping slashes inside a value", () => {
    expect(read(":86:/TRTP/SEPA OVERBOEKING/IBAN/NL02ABNA0123456789/NAME/Acme BV/REMI/Huur 12/2024 app. 3/EREF/NOTPROVIDED")).toEqual({
      payee: "Acme BV",
      notes: "Huur 12/2024 app. 3",
    });
  });

  it("reads Rabobank's name nested under BENM or ORDP", () => {
    expect(read(":86:/EREF/X1//ORDP//NAME/J. de Vries/ADDR/Utrecht/REMI/Terug/").payee).toBe("J. de Vries");
    expect(read(":86:/BENM//NAME/Eneco/REMI/Termijn/").payee).toBe("Eneco");
  });

  it("reads ING's counterparty (/CNTP/iban/bic/name/city/) and remittance, unstructured or a creditor reference", () => {
    expect(read(":86:/CNTP/NL44RABO0123456789/RABONL2U/Vattenfall/AMSTERDAM//REMI/USTD//Termijn maart/")).toEqual({
      payee: "Vattenfall",
      notes: "Termijn maart",
    });
    expect(read(":86:/CNTP/NL44RABO0123456789/RABONL2U/Belastingdienst/APELDOORN//REMI/STRD/CUR/1234567890123456/").notes).toBe(
      "1234567890123456",
    );
  });
});

describe("free text is read as words: a line cut at its width joins the next, a shorter one ended a word", () => {
  it("joins a 65-character line (SWIFT's width) directly, a shorter one with a space, even in columns of one width", () => {
    const text = "Zahlung an Hausverwaltung Mueller fuer die Wohnung im Erdgeschoss links, Maerz 2024";
    expect(read(`:86:${text.slice(0, 65)}\n${text.slice(65)}`).payee).toBe(text);
    expect(read(":86:Miete Januar\nWohnung 3").payee).toBe("Miete Januar Wohnung 3");
    const columns = ["GIRO   428428 ENERGIE BV", "BETALINGSKENM.  4711"].map((c) => c.padEnd(32)).join("");
    expect(read(`:86:${columns.trimEnd()}\n${"0815".padEnd(32)}FACTUUR 12\nINCL. BTW`).payee).toBe(
      "GIRO 428428 ENERGIE BV BETALINGSKENM. 4711 0815 FACTUUR 12 INCL. BTW",
    );
  });

  it("reads a labelled name and description (NAAM:, OMSCHRIJVING:)", () => {
    expect(read(":86:SEPA OVERBOEKING IBAN: NL86INGB0002445588 BIC: INGBNL2A NAAM: J JANSEN OMSCHRIJVING: HUUR")).toEqual({
      payee: "J JANSEN",
      notes: "HUUR",
    });
  });

  it("reads the merchant of a Dutch card terminal line (BEA, GEA)", () => {
    expect(read(":86:BEA   NR:5R7HW4   04.03.24/12.34 Albert Heijn 1234,PAS123").payee).toBe("Albert Heijn 1234");
  });

  it("reads the counterparty written before its tax number (ИНН) and the purpose after it", () => {
    expect(read(':86:ООО "Вектор" ИНН 7709876543 КПП 770901001 Оплата по договору 12')).toEqual({
      payee: 'ООО "Вектор"',
      notes: "Оплата по договору 12",
    });
  });
});

describe(":NS: lines: identifiers set aside, the first line that names someone is the counterparty", () => {
  it("reads numbered lines without a :86:, empty ones dropped, an unnumbered line continuing the one before", () => {
    expect(read(":NS:01", "02ИНН 7701234567", '03ООО "Ромашка"', "04Оплата по счету 45", "за товары", "05")).toEqual({
      payee: 'ООО "Ромашка"',
      notes: "ИНН 7701234567 · Оплата по счету 45 за товары",
    });
  });

  it("takes the counterparty from :NS: beside a free-text :86:, which becomes the notes", () => {
    expect(read(":86:Atutalas", ":NS:01Magyar Telekom Nyrt.", "02HU85117000061234567800000000")).toEqual({
      payee: "Magyar Telekom Nyrt.",
      notes: "Atutalas · HU85117000061234567800000000",
    });
  });

  it("keeps a structured :86:'s counterparty, the :NS: lines joining its notes", () => {
    expect(read(":86:/NAME/Acme/REMI/Factuur 1/", ":NS:01Extra")).toEqual({ payee: "Acme", notes: "Factuur 1 · Extra" });
  });

  it("names a transaction with neither by the :61: line's supplementary details", () => {
    const file = [":20:S", ":25:GB1", ":60F:C240101GBP0,00", ":61:2401020102C1,NCHGNONREF", "REFUNDED CHARGES", ":62F:C240102GBP1,00"];
    expect(mt940Adapter.plan(enc(file.join("\n")), { accountId: 1 }).items[0]!.item.payee).toBe("REFUNDED CHARGES");
  });
});
