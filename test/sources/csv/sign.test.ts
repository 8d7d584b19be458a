// How money out is read: the service wants positive = money out, whatever the bank wrote.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../src/sources/csv";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (csv: string) => planCsv(enc(csv), { accountId: 1 });
const amounts = (csv: string) => plan(csv).items.map((p) => p.item.amount);

describe("an indicator column that names one direction leaves the other empty", () => {
  it("reads an empty indicator as money out when only credits are marked (UK card exports)", () => {
    const csv = [
      "Date,Reference,Description,Amount,Type",
      "05/03/2024,AT240650045,TESCO STORES 2231 LONDON,12.40,",
      "06/03/2024,AT240660012,PAYMENT RECEIVED - THANK YOU,250.00,CR",
      "07/03/2024,AT240670031,TFL TRAVEL CH,7.80,",
      "14/03/2024,AT240740002,AMAZON UK MARKETPLACE,23.99,",
      "15/03/2024,AT240750077,REFUND AMAZON UK,5.00,CR",
    ].join("\n");
    const result = plan(csv);
    expect(result.rows.filter((r) => r.outcome === "error")).toEqual([]);
    expect(result.items.map((p) => Number(p.item.amount))).toEqual([12.4, -250, 7.8, 23.99, -5]);
    expect(result.profile?.indicatorOut).toEqual([""]);
    expect(result.profile?.signReason).toMatch(/an empty cell/);
  });

  it("reads an empty indicator as money in when only debits are marked", () => {
    const csv = [
      "Buchungstag;Empfänger;Betrag;Soll/Haben",
      "01.03.2024;REWE;12,40;S",
      "02.03.2024;Gehalt ACME;2500,00;",
      "03.03.2024;Shell;55,10;S",
    ].join("\n");
    expect(amounts(csv).map(Number)).toEqual([12.4, -2500, 55.1]);
  });

  it("keeps an empty indicator an error when both directions are named (then it is missing, not implied)", () => {
    const csv = [
      "Date,Description,Amount,Dr/Cr",
      "05/03/2024,TESCO,12.40,DR",
      "06/03/2024,SALARY,250.00,CR",
      "07/03/2024,TFL,7.80,",
    ].join("\n");
    const result = plan(csv);
    expect(result.items.map((p) => Number(p.item.amount))).toEqual([12.4, -250]);
    expect(result.rows.find((r) => r.row === 4)).toMatchObject({ outcome: "error", reason: expect.stringMatching(/indicator/) });
  });
});
