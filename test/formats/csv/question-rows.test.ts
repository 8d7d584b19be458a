// The dry run shows each reading of a question with the first rows it reads, every other decision as the profile made it.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../src/formats/csv";
import { questionsWithRows } from "../../../src/formats/csv/question-rows";

const bytes = (lines: string[]) => new TextEncoder().encode(lines.join("\n"));

describe("each reading of a question comes with its first rows", () => {
  it("reads a Canadian export's dates both ways, three rows each", () => {
    const CA = bytes([
      "Date,Description,Amount",
      "02/03/2024,LOBLAWS,-23.40",
      "02/04/2024,PETRO-CANADA,-48.00",
      "03/03/2024,PAYROLL,2100.00",
      "03/04/2024,ROGERS,-35.00",
    ]);
    const [q] = questionsWithRows(CA, planCsv(CA, { accountId: 1 }).profile);
    expect(q?.readings.map((r) => r.rows?.map((x) => x.date))).toEqual([
      ["2024-02-03", "2024-02-04", "2024-03-03"],
      ["2024-03-02", "2024-04-02", "2024-03-03"],
    ]);
    expect(q?.readings[0]?.rows?.[0]).toEqual({ row: 2, date: "2024-02-03", amount: "23.40", payee: "LOBLAWS" });
  });

  it("reads a Swiss export's amounts with both signs, its dates as decided", () => {
    const CH = bytes([
      "Datum;Text;Betrag",
      "2024-05-02;Migros;45.20",
      "2024-05-03;Huber AG;-5200.00",
      "2024-05-06;Coop;38.10",
      "2024-05-07;Meier GmbH;-59.00",
    ]);
    const q = questionsWithRows(CH, planCsv(CH, { accountId: 1 }).profile).find((x) => x.decision === "sign");
    expect(q?.readings.map((r) => r.rows?.map((x) => x.amount))).toEqual([
      ["-45.20", "5200.00", "-38.10"],
      ["45.20", "-5200.00", "38.10"],
    ]);
  });

  it("answers no questions for a file that leaves none", () => {
    const DE = bytes(["Datum;Empfänger;Betrag;Saldo", "02.03.2024;REWE;-31,70;968,30", "05.03.2024;Bahn;-59,90;908,40"]);
    expect(questionsWithRows(DE, planCsv(DE, { accountId: 1 }).profile)).toEqual([]);
  });
});
