// Each column of a planned file as the upload page shows it: header, role and first values, read in the profile's
// encoding from the rows after its preamble and header.
import { describe, expect, it } from "vitest";
import { columnSamples, detectProfile } from "../../../../src/formats/csv";
import { bytesIn } from "../decode/encodings/bytes-in";

const samplesOf = (bytes: Uint8Array) => columnSamples(bytes, detectProfile(bytes));

describe("each column shows its header, the role detection gave it and its first three values", () => {
  it("shows a Czech export in Windows-1250 after its preamble", () => {
    const text = [
      "Výpis z účtu 123456789/0800",
      "",
      "Datum;Protistrana;Částka;Poznámka",
      "03.03.2025;Potraviny Novák;-150,00;nákup",
      "04.03.2025;Zaměstnavatel s.r.o.;25000,00;mzda",
      "05.03.2025;Lékárna;-89,90;",
      "06.03.2025;Kavárna;-65,00;káva",
    ].join("\r\n");
    const samples = samplesOf(bytesIn("windows-1250", text));
    expect(samples.map((c) => [c.header, c.role, c.samples])).toEqual([
      ["Datum", "date", ["03.03.2025", "04.03.2025", "05.03.2025"]],
      ["Protistrana", "payee", ["Potraviny Novák", "Zaměstnavatel s.r.o.", "Lékárna"]],
      ["Částka", "amount", ["-150,00", "25000,00", "-89,90"]],
      ["Poznámka", "notes", ["nákup", "mzda", ""]],
    ]);
  });
});

describe("a headerless file's columns have no header, and short rows are no sample", () => {
  it("shows a headerless export's columns by their values, skipping a row of fewer cells", () => {
    const bytes = new TextEncoder().encode("2025-03-03,Cafe,-4.50\nsubtotal\n2025-03-04,Bakery,-3.20\n");
    const samples = samplesOf(bytes);
    expect(samples.map((c) => [c.header, c.samples])).toEqual([
      [null, ["2025-03-03", "2025-03-04"]],
      [null, ["Cafe", "Bakery"]],
      [null, ["-4.50", "-3.20"]],
    ]);
  });
});
