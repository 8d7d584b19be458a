// Bytes → text: a UTF-8 file with a few stray bytes stays UTF-8 (with a warning); Windows-1257 (Baltic) is
// chosen by evidence beside 1250 and 1252.
import { describe, expect, it } from "vitest";
import { detectProfile, planCsv, streamCsvPlan } from "../../../../src/formats/csv";
import { decodeWhole } from "../../../../src/formats/csv/decode/decode";

const enc = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
};
/** A string's bytes in a one-byte code page, through the platform's own table of that page. */
const bytesIn = (encoding: string) => {
  const table = new TextDecoder(encoding).decode(Uint8Array.from({ length: 256 }, (_, i) => i));
  const byte = new Map([...table].map((c, i) => [c, i] as const));
  return (s: string) =>
    Uint8Array.from(
      [...s].map((c) => {
        const b = byte.get(c);
        if (b === undefined) throw new Error(`no ${encoding} byte for ${c}`);
        return b;
      }),
    );
};
const latin1 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));

const UTF8_EXPORT = [
  "Buchungstag;Empfänger;Verwendungszweck;Betrag",
  "03.01.2024;Café Müller;Frühstück;-12,50",
  "04.01.2024;Bäckerei Schäfer;Brötchen für Jürgen;-3,20",
  "05.01.2024;Möbelhaus Köln;Gebühr Überweisung;-45,00",
].join("\n");

describe("a UTF-8 file with a few stray bytes stays UTF-8, with the bytes replaced and a warning", () => {
  it("keeps Café as Café when one line carries a Windows-1252 byte", () => {
    const bytes = concat(enc(UTF8_EXPORT + "\n06.01.2024;"), latin1("Caf\u00e9 Stra\u00dfe"), enc(";Kaffee;-2,00\n"));
    const p = planCsv(bytes, { accountId: 1 });
    expect(p.profile!.encoding).toBe("utf-8");
    expect(p.items.map((i) => i.item.payee)).toEqual(["Café Müller", "Bäckerei Schäfer", "Möbelhaus Köln", "Caf\ufffd Stra\ufffde"]);
    expect(p.profile!.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^2 byte sequences are not valid UTF-8 .*line 5/)]));
    expect(p.profile!.encodingReason).toMatch(/valid UTF-8 but for 2 invalid sequences/);
    // detectProfile on the sample says the same.
    expect(detectProfile(bytes).warnings).toEqual(expect.arrayContaining([expect.stringMatching(/not valid UTF-8/)]));
  });
  it("stays Windows-1252 for a real Windows-1252 file (every accent a single invalid byte)", () => {
    const p = planCsv(latin1(UTF8_EXPORT), { accountId: 1 });
    expect(p.profile!.encoding).toBe("windows-1252");
    expect(p.items[0]!.item.payee).toBe("Café Müller");
    expect((p.profile!.warnings ?? []).filter((w) => /UTF-8/.test(w))).toEqual([]);
  });
  it("stays Windows-1252 when a few byte pairs happen to be valid UTF-8 among many invalid bytes", () => {
    // "Â " (C2 A0) and "Ã©" (C3 A9) are valid UTF-8 pairs that Windows-1252 text can contain.
    const text = UTF8_EXPORT + "\n06.01.2024;\u00c2\u00a0Caf\u00c3\u00a9;x;-1,00\n";
    const p = planCsv(latin1(text), { accountId: 1 });
    expect(p.profile!.encoding).toBe("windows-1252");
  });
  it("warns about stray bytes past the sample of a streamed UTF-8 file", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `${String((i % 28) + 1).padStart(2, "0")}.01.2024;Bäckerei ${i};Brötchen;-1,00`);
    const bytes = concat(
      enc(["Buchungstag;Empfänger;Verwendungszweck;Betrag", ...rows].join("\n") + "\n29.01.2024;"),
      latin1("Caf\u00e9"),
      enc(";x;-2,00\n"),
    );
    expect(bytes.length).toBeGreaterThan(70 * 1024);
    let off = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (off >= bytes.length) return c.close();
        c.enqueue(bytes.slice(off, off + 5000));
        off += 5000;
      },
    });
    let profile;
    const payees: string[] = [];
    for await (const chunk of streamCsvPlan(stream, { accountId: 1 }, 1000)) {
      profile = chunk.profile;
      payees.push(...chunk.items.map((i) => i.item.payee ?? ""));
    }
    expect(profile!.encoding).toBe("utf-8");
    expect(payees.at(-1)).toBe("Caf\ufffd");
    expect(profile!.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^1 byte sequence is not valid UTF-8.*past the first 64 KB/)]),
    );
  });
});

/** A byte stream of `bytes` in pieces of 5,000 (an upload arriving in chunks). */
const streamOf = (bytes: Uint8Array) => {
  let off = 0;
  return new ReadableStream<Uint8Array>({
    pull(c) {
      if (off >= bytes.length) return c.close();
      c.enqueue(bytes.slice(off, off + 5000));
      off += 5000;
    },
  });
};

describe("valid multi-byte characters outweigh a few invalid bytes: the file stays UTF-8, with the line named", () => {
  it("keeps a short French export UTF-8 with two accents and one stray Windows-1252 byte", () => {
    const bytes = concat(
      enc("Date;Libellé;Montant\n03/01/2024;Café de Flore;-12,00\n04/01/2024;"),
      latin1("Cr\u00eaperie"),
      enc(";-3,00\n"),
    );
    const p = planCsv(bytes, { accountId: 1 });
    expect(p.profile!.encoding).toBe("utf-8");
    expect(p.items.map((i) => i.item.payee)).toEqual(["Café de Flore", "Cr\ufffdperie"]);
    expect(p.profile!.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^1 byte sequence is not valid UTF-8 .*line 3\)/)]));
  });
  it("counts a character cut short (a field limit through a €) as one invalid sequence, not one per byte", () => {
    const euro = enc("€");
    const bytes = concat(
      enc("Buchungstag;Empfänger;Verwendungszweck;Betrag\n03.01.2024;Bäckerei;Gebühr 2 "),
      euro.subarray(0, 2),
      enc(";-2,00\n"),
    );
    const p = planCsv(bytes, { accountId: 1 });
    expect(p.profile!.encoding).toBe("utf-8");
    expect(p.profile!.encodingReason).toMatch(/but for 1 invalid sequence among 3 valid/);
    expect(p.items[0]!.item.payee).toBe("Bäckerei");
  });
  it("keeps a Spanish export UTF-8 when a pasted line brings two stray bytes among six accents", () => {
    const bytes = concat(
      enc(
        "Fecha;Concepto;Importe\n03/01/2024;Depósito en cajero;-12,00\n04/01/2024;Teléfono móvil;-3,00\n05/01/2024;Comisión año;-1,00\n06/01/2024;",
      ),
      latin1("Panader\u00eda Mu\u00f1oz"),
      enc(";-2,00\n"),
    );
    const p = planCsv(bytes, { accountId: 1 });
    expect(p.profile!.encoding).toBe("utf-8");
    expect(p.items[0]!.item.payee).toBe("Depósito en cajero");
    expect(p.profile!.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^2 byte sequences are not valid UTF-8 .*line 5\)/)]),
    );
  });
  it("names the line of a stray byte in the first 64 KB and past it when the upload is streamed", async () => {
    const rows = Array.from(
      { length: 3000 },
      (_, i) => `${String((i % 28) + 1).padStart(2, "0")}.01.2024;Żabka ${i};Zakupy spożywcze;-1,00`,
    );
    const bytes = concat(
      enc("Data;Odbiorca;Tytuł;Kwota\n02.01.2024;"),
      latin1("Caf\u00e9"),
      enc(";x;-2,00\n" + rows.join("\n") + "\n29.01.2024;"),
      latin1("Caf\u00e9"),
      enc(";x;-2,00\n"),
    );
    expect(bytes.length).toBeGreaterThan(70 * 1024);
    let profile;
    for await (const chunk of streamCsvPlan(streamOf(bytes), { accountId: 1 }, 1000)) profile = chunk.profile;
    expect(profile!.encoding).toBe("utf-8");
    expect(profile!.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^1 byte sequence is not valid UTF-8.*\(the first on line 2\)/),
        expect.stringMatching(/^1 byte sequence is not valid UTF-8.*past the first 64 KB, the first on line 3003\)/),
      ]),
    );
    expect(detectProfile(bytes).warnings).toEqual(expect.arrayContaining([expect.stringMatching(/the first on line 2\)/)]));
  });
  it("keeps all-capitals Polish in Windows-1250 although ÓŁ happens to be a valid UTF-8 pair", () => {
    const pl =
      "Data;Kwota;Tytuł\n03.01.2024;-45,99;WSPÓŁPRACA Z FIRMĄ\n04.01.2024;-12,00;OPŁATA ZA KARTĘ\n05.01.2024;-3,00;PRZELEW ŚRODKÓW\n";
    expect(planCsv(bytesIn("windows-1250")(pl), { accountId: 1 }).profile!.encoding).toBe("windows-1250");
  });
});

const cp1257 = bytesIn("windows-1257");

describe("Windows-1257 (Baltic) is chosen by the letters, beside 1250 and 1252", () => {
  const LT =
    "Data;Suma;Gavėjas;Mokėjimo paskirtis\n" +
    "2024-01-03;-25,00;UAB Žalgirio arena;Bilietų užsakymas\n" +
    "2024-01-04;-12,40;Maxima LT;Pirkinys parduotuvėje Šiauliuose\n" +
    "2024-01-05;1500,00;Darbdavys UAB;Darbo užmokestis už gruodį\n";
  const LV =
    "Datums;Summa;Saņēmējs;Maksājuma mērķis\n" +
    "03.01.2024;-25,00;SIA Rīgas ūdens;Ūdens rēķins par decembri\n" +
    "04.01.2024;-12,40;Rimi Latvija;Pirkums veikalā Jūrmalā\n" +
    "05.01.2024;1500,00;Darba devējs SIA;Alga par janvāri, piemaksa\n";
  const EE =
    "Kuupäev;Summa;Saaja;Selgitus\n" +
    "03.01.2024;-25,00;Tallinna Vesi;Arve žanri järgi, šokolaad\n" +
    "04.01.2024;-12,40;Rimi Eesti;Ostukorv, šampoon ja žele\n" +
    "05.01.2024;1500,00;Tööandja OÜ;Palk, šoti seelik, žürii tasu\n";
  for (const [name, text] of [
    ["Lithuanian", LT],
    ["Latvian", LV],
    ["Estonian", EE],
  ] as const) {
    it(`reads a ${name} export as windows-1257 and says why`, () => {
      const p = planCsv(cp1257(text), { accountId: 1 });
      expect(p.profile!.encoding).toBe("windows-1257");
      // Estonian š and ž are Lithuanian letters too: the reason names the first language that explains them, or
      // the header cells windows-1250 garbles where the header words are known.
      expect(p.profile!.encodingReason).toMatch(
        new RegExp(`windows-1257( the letters are (${name}|Lithuanian)|, \\d+ header cell\\(s\\) name a column that windows-1250 garbles)`),
      );
      // Every letter comes back: the header cells, and the first row's text whichever column it went to.
      expect(p.profile!.headers).toEqual(text.split("\n")[0]!.split(";"));
      const cells = text.split("\n")[1]!.split(";");
      expect(cells).toContain(p.items[0]!.item.payee);
    });
  }
  it("keeps French, Spanish and Danish files in windows-1252 and Czech and Polish in windows-1250", () => {
    const fr =
      "Date;Libellé;Montant\n03/01/2024;Reçu château, fenêtre à Orléans;-12,00\n04/01/2024;Crédit agricole, garçon de café;-3,00\n";
    const es =
      "Fecha;Concepto;Importe\n03/01/2024;Depósito en cajero, Información;-12,00\n04/01/2024;Teléfono móvil, días de acción;-3,00\n";
    const da = "Dato;Tekst;Beløb\n03.01.2024;Købmand Søren, æbler og pærer;-12,00\n04.01.2024;Østerbro bøger;-3,00\n";
    for (const text of [fr, es, da]) expect(planCsv(latin1(text), { accountId: 1 }).profile!.encoding).toBe("windows-1252");
    const cz = "Datum;Částka;Zpráva\n03.01.2024;-250,00;Česká pošta, řeznictví\n04.01.2024;-99,00;Potraviny Tůma, ovoce\n";
    expect(planCsv(bytesIn("windows-1250")(cz), { accountId: 1 }).profile!.encoding).toBe("windows-1250");
    const pl = "Data operacji;Kwota;Tytuł\n03.01.2024;-45,99;Zakupy spożywcze, Łódź\n04.01.2024;-12,00;Płatność kartą, ś ć ę ą\n";
    expect(planCsv(bytesIn("windows-1250")(pl), { accountId: 1 }).profile!.encoding).toBe("windows-1250");
  });
});

describe("a whole file is decoded slice by slice, exactly as one call would decode it", () => {
  // Past two 64 KB slices, with characters of one to four bytes (UTF-16: surrogate pairs) falling across every
  // slice boundary: the prefix shifts the rows by one byte at a time.
  const rows = (prefix: string) =>
    prefix + Array.from({ length: 3000 }, (_, i) => `0${(i % 9) + 1}.01.2024;Café Müller € ${i};Frühstück 🥐;-12,50`).join("\n") + "\n";
  const utf16le = (s: string) => {
    const out = new Uint8Array(2 + s.length * 2);
    out.set([0xff, 0xfe]);
    for (let i = 0; i < s.length; i++) out.set([s.charCodeAt(i) & 255, s.charCodeAt(i) >> 8], 2 + i * 2);
    return out;
  };
  for (const prefix of ["", "a", "ab", "abc"]) {
    it(`UTF-8, with and without a byte order mark, and UTF-16 with surrogate pairs (rows shifted by ${prefix.length})`, () => {
      const text = rows(prefix);
      expect(enc(text).length).toBeGreaterThan(2 * 64 * 1024);
      expect(decodeWhole(enc(text), undefined)).toMatchObject({ encoding: "utf-8", text });
      expect(decodeWhole(concat(Uint8Array.of(0xef, 0xbb, 0xbf), enc(text)), undefined)).toMatchObject({ encoding: "utf-8", text });
      expect(decodeWhole(utf16le(text), undefined)).toMatchObject({ encoding: "utf-16le", text });
      expect(decodeWhole(enc(text), "utf-8").text).toBe(text);
    });
  }
  it("a one-byte code page, and UTF-8 with stray bytes past the first slice, as one call decodes them", () => {
    const cp1252 = latin1(rows("").replace(/[€🥐]/g, "").replace(/é/g, "\u00e9"));
    expect(decodeWhole(cp1252, undefined)).toMatchObject({
      encoding: "windows-1252",
      text: new TextDecoder("windows-1252").decode(cp1252),
    });
    const stray = concat(enc(rows("")), latin1("Caf\u00e9 Stra\u00dfe\n"));
    const decoded = decodeWhole(stray, undefined);
    expect(decoded).toMatchObject({ encoding: "utf-8", text: new TextDecoder().decode(stray) });
    expect(decoded.warning).toMatch(/^2 byte sequences are not valid UTF-8 .*the first on line 3001/);
  });
  it("a character cut at the very end of the file is one replacement character, as one call makes it", () => {
    const text = rows("");
    const cut = enc(text + "🥐").subarray(0, enc(text).length + 2);
    expect(decodeWhole(cut, undefined)).toMatchObject({ encoding: "utf-8", text: text + "\ufffd" });
    expect(decodeWhole(cut, "utf-8").text).toBe(text + "\ufffd");
  });
});
