// What a transaction's details say when `:86:` is free text: words, labels, card terminal lines.
import { describe, expect, it } from "vitest";
import { readDetails as read } from "./read-details";

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
