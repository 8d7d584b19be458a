// A status column told by the running balance, in words no table knows: one value on every row with a balance, others
// only on rows without one, whose rows moved no money. The words stay hints, and the look-alikes are left alone.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { planFixture } from "../fixture-plan";
import hungarian from "../unseen/structure-hu-status-by-balance";
import estonian from "../unseen/structure-ee-status-by-balance";
import icelandic from "../unseen/structure-is-status-by-balance";
import dayEnd from "../unseen/structure-nz-day-end-balance-types";

const plan = (lines: string[], profile = {}) => planCsv(new TextEncoder().encode(lines.join("\n")), { accountId: 1, profile });

describe("a value only rows without a balance carry is not booked: those rows are ignored and said", () => {
  it.each([hungarian, estonian, icelandic].map((f) => [f.name, f] as const))("%s", (_, f) => {
    expect(planFixture(f).differences).toEqual([]);
  });

  it("reports each such row as not booked and names the values in the profile", () => {
    const p = plan(hungarian.file.split("\n"));
    expect(p.profile.statusNotBooked).toEqual(["Függőben"]);
    expect(p.profile.columns.status).toEqual({ index: 4, header: "Állapot" });
    // "Törölve" is a word of deletion too (words/row-state.ts); "Függőben" only the balance tells.
    expect(p.rows.filter((r) => r.outcome === "ignored" && r.reason !== "header").map((r) => [r.row, r.reason])).toEqual([
      [4, "declined payment"],
      [6, "not booked"],
    ]);
  });

  it("imports them when the person says none is unbooked", () => {
    expect(plan(hungarian.file.split("\n"), { statusNotBooked: [] }).items).toHaveLength(5);
  });
});

describe("the words stay hints: a value they know keeps its meaning", () => {
  it("imports a pending word's row marked pending, and ignores the unknown value beside it", () => {
    const p = plan([
      "Dato;Tekst;Beløp;Saldo;Tilstand",
      "02.06.2025;Rema 1000;-312,50;8 187,50;Fullført",
      "03.06.2025;Overføring;-1 500,00;;Fjernet",
      "04.06.2025;Lønn;32 000,00;40 187,50;Fullført",
      "05.06.2025;Circle K;-640,00;39 547,50;Fullført",
      "06.06.2025;Vinmonopolet;-289,00;;pending",
    ]);
    expect(p.items.map((i) => [i.item.date, i.item.amount, i.item.custom_metadata?.pending ?? false])).toEqual([
      ["2025-06-02", "312.50", false],
      ["2025-06-04", "-32000.00", false],
      ["2025-06-05", "640.00", false],
      ["2025-06-06", "289.00", true],
    ]);
  });
});

describe("a column the balance does not split so is no status", () => {
  it("reads a day-end balance beside a type column as every row booked", () => {
    expect(planFixture(dayEnd).differences).toEqual([]);
  });

  it("leaves alone a column whose value on the booked rows also stands on a row without a balance", () => {
    const p = plan([
      "Date,Payee,Amount,Balance,Channel",
      "2025-03-01,Tesco,-12.00,488.00,Card",
      "2025-03-02,Boots,-4.50,,Card",
      "2025-03-03,Employer,900.00,1383.50,Card",
      "2025-03-04,Shell,-30.00,1353.50,Card",
      "2025-03-05,Council Tax,-120.00,,Online",
    ]);
    expect(p.items).toHaveLength(5);
    expect(p.profile.statusNotBooked).toBeUndefined();
  });

  it("reads rows without a balance as booked where the balance moves by them (a day's last row the only one with it)", () => {
    const p = plan([
      "Datum;Text;Betrag;Saldo;Kz",
      "01.04.2025;Lidl;-20,00;;K",
      "01.04.2025;Aral;-30,00;950,00;S",
      "02.04.2025;Rossmann;-5,00;;K",
      "02.04.2025;Gehalt;1000,00;1945,00;S",
      "03.04.2025;dm;-10,00;;K",
      "03.04.2025;Miete;-500,00;1435,00;S",
    ]);
    expect(p.items).toHaveLength(6);
    expect(p.profile.statusNotBooked).toBeUndefined();
  });

  it("needs three booked rows to say anything", () => {
    const p = plan([
      "Date,Payee,Amount,Balance,State",
      "2025-03-01,Tesco,-12.00,488.00,Ok",
      "2025-03-02,Boots,-4.50,,Held",
      "2025-03-03,Shell,-30.00,458.00,Ok",
    ]);
    expect(p.items).toHaveLength(3);
  });
});
