// Windows-1250, -1252 or -1257 for a sample that is not UTF-8: decided by the header cells each page reads as
// column names, then by which page's letters one language explains.
import { describe, expect, it } from "vitest";
import { bestRole, chooseCodePage, unquote } from "../../../../src/formats/csv/decode/codepage";
import { bytesIn } from "./encodings/bytes-in";

const choose = (encoding: string, text: string) => chooseCodePage(bytesIn(encoding, text));

describe("bytes that read alike in both pages are Windows-1252", () => {
  it("says so for a file whose bytes beyond ASCII are the same letters in both", () => {
    expect(choose("windows-1252", "Datum;Betrag\n03.03.2025;Caf\u00e9 M\u00fcller\n")).toEqual({
      encoding: "windows-1252",
      reason: "not UTF-8; every byte reads the same in windows-1250 and windows-1252, so windows-1252",
    });
  });
});

describe("Central European text is Windows-1250, Western European Windows-1252, by headers and letters", () => {
  it.each([
    ["Czech", "Datum;Částka;Zpráva pro příjemce\n03.03.2025;-150,00;Nákup potravin\n"],
    ["Polish", "Data;Kwota;Tytuł\n03.03.2025;-15,00;Opłata za kartę\n"],
    ["Hungarian", "Dátum;Összeg;Közlemény\n2025.03.03;-1500;Műszaki cikk, őszi vásár, Győr\n"],
  ])("%s is read as Windows-1250", (_, text) => {
    expect(choose("windows-1250", text).encoding).toBe("windows-1250");
  });

  it.each([
    ["French", "Date;Libellé;Débit;Crédit\n03/03/2025;Prélèvement échéance;15,00;\n"],
    ["Spanish", "Fecha;Concepto;Importe\n03/03/2025;Recibo señal año;-15,00\n"],
    ["German", "Buchungstag;Empfänger;Betrag\n03.03.2025;Bäckerei Größ;-2,50\n"],
  ])("%s is read as Windows-1252", (_, text) => {
    expect(choose("windows-1252", text).encoding).toBe("windows-1252");
  });
});

describe("Baltic text is Windows-1257 when it beats both other pages", () => {
  it.each([
    ["Latvian", "Datums;Summa;Mērķis\n2025-03-03;-15,00;Maksājums par ūdeni\n"],
    [
      "Latvian without a known header",
      "Kol1;Kol2;Kol3\n2025-03-03;-15,00;Maksājums par ūdeni, rēķins\n2025-03-04;-9,00;Pirkums veikalā Jūrmalā\n",
    ],
  ])("%s", (_, text) => {
    const chosen = choose("windows-1257", text);
    expect(chosen.encoding).toBe("windows-1257");
    expect(chosen.reason).toMatch(/^not UTF-8; read as windows-1257/);
  });
});

describe("a header cell is its text without quotes; its best role is the one a header word gives it", () => {
  it("unquotes and scores header words", () => {
    expect([unquote(' "Částka" '), unquote("'Datum'")]).toEqual(["Částka", "Datum"]);
    expect(bestRole("Buchungstag")[0]).toBe("date");
    expect(bestRole("xyzzy")).toEqual(["", 0]);
  });
});
