// A header narrower than its rows is still the header: a bank that names eight or ten columns and spills the
// free text of a booking into more, unnamed ones (an Austrian online bank's 12 to 14 fields under 10 names)
// keeps its named columns, and the spill joins the notes. And a thousands separator seen on one amount only
// (the salary, "5.000,00") is read as one, whatever the other rows decided.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { parseAmount } from "../../../../src/locale/numbers";
import { planFixture } from "../fixture-plan";
import at from "../unseen/at-narrow-header-spilled-purpose";
import es from "../unseen/es-narrow-header-concepto-spill";
import nl from "../unseen/nl-narrow-header-omschrijving-spill";

const plan = (csv: string) => planCsv(new TextEncoder().encode(csv), { accountId: 1 });

describe("a header narrower than every row under it is the header", () => {
  for (const f of [at, es, nl]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));

  it("names the table's columns, and the spilled text joins the notes", () => {
    const p = plan(at.file);
    expect(p.profile.headerRow).toBe(0);
    expect(p.profile.columnCount).toBe(8);
    expect(p.profile.columns.amount?.header).toBe("Betrag");
    expect(p.items[1]!.item.notes).toMatch(/Rechnung 03\/2024; Kundennr 556677; Danke/);
    expect(p.rows.filter((r) => r.outcome !== "planned").map((r) => r.reason)).toEqual(["header"]);
  });

  it("is not taken over a headerless table: spilled fields that hold amounts make the line of names no header", () => {
    const csv = [
      "Konto;Inhaber;Währung",
      "01.03.2024;REWE;-45,20;EUR;954,80",
      "05.03.2024;Gehalt;2.100,00;EUR;3.054,80",
      "11.03.2024;Stadtwerke;-89,00;EUR;2.965,80",
    ].join("\n");
    const p = plan(csv);
    expect(p.profile.headerRow).toBeNull();
    expect(p.profile.columnCount).toBe(5);
    expect(p.items.map((i) => i.item.amount)).toEqual(["45.20", "-2100.00", "89.00"]);
  });
});

describe("a thousands separator on one amount only is read as one", () => {
  it("reads '5.000,00' beside a decimal comma, and '5,000.00' beside a decimal point", () => {
    expect(parseAmount("5.000,00", { decimal: ",", thousands: "" })).toBe("5000.00");
    expect(parseAmount("-1.234.567,89", { decimal: ",", thousands: "" })).toBe("-1234567.89");
    expect(parseAmount("5,000.00", { decimal: ".", thousands: "" })).toBe("5000.00");
  });
  it("still refuses what is no thousands group ('12,50' beside a decimal point)", () => {
    expect(parseAmount("12,50", { decimal: ".", thousands: "" })).toMatch(/^!digit groups are not thousands/);
    expect(parseAmount("1.5,00", { decimal: ",", thousands: "" })).toMatch(/^!digit groups are not thousands/);
  });
  it("reads the salary past the first 64 KB, the rows detection saw having none", () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `${String((i % 28) + 1).padStart(2, "0")}.03.2024;Einkauf ${i};-12,50`);
    for (const [amount, decimal] of [
      ["5.000,00", ";"],
      ["5,000.00", ","],
    ] as const) {
      const body = decimal === ";" ? rows : rows.map((r) => r.replace(/;/g, ",").replace(",50", ".50").replace("-12,", "-12."));
      const csv = ["Datum;Text;Betrag".replace(/;/g, decimal), ...body, ["31.03.2024", "Gehalt", `"${amount}"`].join(decimal)].join("\n");
      const p = plan(csv);
      expect(p.rows.filter((r) => r.outcome === "error")).toEqual([]);
      expect(p.items.at(-1)!.item.amount).toBe("-5000.00");
    }
  });
});
