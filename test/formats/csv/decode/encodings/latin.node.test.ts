// Which Latin page, once the text is Latin: codepage.ts's choice, replaced by Turkish, Vietnamese or an ISO page only
// where its reading garbles fewer words, or one language explains more of its letters.
import { describe, expect, it } from "vitest";
import { LATIN } from "../../../../../src/formats/csv/decode/encodings/families";
import { chooseLatin } from "../../../../../src/formats/csv/decode/encodings/latin";
import { readText, type Reading, scoreOf } from "../../../../../src/formats/csv/decode/encodings/reading";
import type { LegacyEncoding } from "../../../../../src/formats/csv/words/encoding-names";
import { bytesIn } from "./bytes-in";

/** The Latin page chosen for `text` written in `written`, with every Latin page's reading to weigh. */
const latin = (written: string, text: string) => {
  const sample = bytesIn(written, text);
  const readings = new Map<LegacyEncoding, Reading>();
  for (const encoding of LATIN.encodings) {
    const decoded = new TextDecoder(encoding).decode(sample);
    const stats = readText(decoded, LATIN, encoding);
    readings.set(encoding, { encoding, family: LATIN, text: decoded, stats, score: scoreOf(stats), named: [] });
  }
  return chooseLatin(sample, readings);
};

describe("Turkish letters (ı ş ğ) read as Windows-1252 are no language's: Windows-1254", () => {
  it("reads a Turkish export as Windows-1254, saying the letters are Turkish", () => {
    const chosen = latin(
      "windows-1254",
      "Tarih;Açıklama;Tutar\n03.03.2025;Alışveriş ödemesi;-150,00\n03.03.2025;Kira ücreti Şubat;-2000,00\n",
    );
    expect(chosen.encoding).toBe("windows-1254");
    expect(chosen.reason).toMatch(/read as windows-1254 the letters are Turkish/);
  });
});

describe("an ISO page replaces the Windows page it resembles where the Windows one garbles words", () => {
  it("reads Polish in ISO-8859-2, where Windows-1250 puts symbols in words", () => {
    const chosen = latin("iso-8859-2", "Data;Kwota;Tytuł\n03.03.2025;-15,00;Zakład Świętokrzyski, Łódź, Śląsk\n");
    expect(chosen.encoding).toBe("iso-8859-2");
    expect(chosen.reason).toMatch(/it puts symbols or control characters in words/);
  });

  it("reads French œ in ISO-8859-15", () => {
    expect(latin("iso-8859-15", "Date;Libellé;Montant\n03/03/2025;Cœur de bœuf, œuvre;-15,00\n").encoding).toBe("iso-8859-15");
  });
});

describe("without evidence against it, codepage.ts's choice stands", () => {
  it("keeps Windows-1252 for German and Windows-1250 for Czech", () => {
    expect(latin("windows-1252", "Buchungstag;Empfänger;Betrag\n03.03.2025;Bäckerei Größ;-2,50\n").encoding).toBe("windows-1252");
    expect(latin("windows-1250", "Datum;Částka;Zpráva\n03.03.2025;-150,00;Nákup potravin\n").encoding).toBe("windows-1250");
  });
});
