// A statement's rules and summary around its table (src/formats/csv/plan/summary-footer.ts, read/header-row.ts): a row
// of masks is no header and no unreadable row; a summary under the table (a title, labels, the figures under them) is
// ignored with its reason, and its opening and closing check the rows.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";

const plan = (lines: string[]) => planCsv(new TextEncoder().encode(lines.join("\r\n") + "\r\n"), { accountId: 1 });
const amounts = (p: ReturnType<typeof plan>) => p.items.map((i) => i.item.amount);
const errors = (p: ReturnType<typeof plan>) => p.rows.filter((r) => r.outcome === "error").map((r) => r.reason);

describe("a row of masks or rules is no header, and is ignored as a rule line", () => {
  const banks: { bank: string; lines: string[]; headers: string[]; want: string[] }[] = [
    {
      bank: "an Indian bank's XLS, '********' under its header",
      lines: [
        "HDFC-like BANK Ltd.,,,,,,",
        "Statement of account,,,,,,",
        "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
        "********,**********************,****************,********,*********************,*********************,***************",
        "14/04/25,UPI-GROCER,0000412345,14/04/25,250.00,,9750.00",
        "15/04/25,NEFT-SALARY,N0945,15/04/25,,50000.00,59750.00",
        "16/04/25,POS-FUEL,0000412399,16/04/25,1200.00,,58550.00",
        "********,**********************,****************,********,*********************,*********************,***************",
      ],
      headers: ["Date", "Narration", "Chq./Ref.No.", "Value Dt", "Withdrawal Amt.", "Deposit Amt.", "Closing Balance"],
      want: ["250.00", "-50000.00", "1200.00"],
    },
    {
      bank: "a German bank, dashes under its header",
      lines: [
        "Umsatzliste",
        "Buchungstag;Verwendungszweck;Betrag;Saldo",
        "----------;----------------;------;-----",
        "13.03.2025;Lastschrift Stadtwerke;-84,20;915,80",
        "14.03.2025;Gutschrift Gehalt;2.310,00;3.225,80",
      ],
      headers: ["Buchungstag", "Verwendungszweck", "Betrag", "Saldo"],
      want: ["84.20", "-2310.00"],
    },
    {
      bank: "a Spanish bank, a rule of equals signs",
      lines: [
        "Movimientos de la cuenta",
        "Fecha,Concepto,Importe,Saldo",
        "=====,========,=======,=====",
        "20/01/2025,Mercadona,-23.10,976.90",
        "21/01/2025,Nómina,1500.00,2476.90",
      ],
      headers: ["Fecha", "Concepto", "Importe", "Saldo"],
      want: ["23.10", "-1500.00"],
    },
  ];
  for (const b of banks) {
    it(b.bank, () => {
      const p = plan(b.lines);
      expect([p.profile.headers, amounts(p), errors(p)]).toEqual([b.headers, b.want, []]);
      expect(p.rows.some((r) => r.reason === "rule line")).toBe(true);
    });
  }
  it("look-alike: a payee of stars among words is a row (a card number masked, a shop named '***')", () => {
    const p = plan(["Date,Payee,Amount", "2025-01-02,****,-4.50", "2025-01-03,Card **** 1234,-2.00"]);
    expect(amounts(p)).toEqual(["4.50", "2.00"]);
  });
});

describe("a summary under the table is the statement's, never unreadable rows", () => {
  const banks: { bank: string; lines: string[]; want: string[] }[] = [
    {
      bank: "an Indian bank: STATEMENT SUMMARY, its labels and figures",
      lines: [
        "Date,Narration,Ref,Withdrawal Amt.,Deposit Amt.",
        "14/04/25,UPI-GROCER,0000412345,250.00,",
        "15/04/25,NEFT-SALARY,N0945,,50000.00",
        "16/04/25,POS-FUEL,0000412399,1200.00,",
        "STATEMENT SUMMARY :-,,,,",
        "Opening Balance,Dr Count,Cr Count,Debits,Credits,Closing Bal",
        "10000.00,2,1,1450.00,50000.00,58550.00",
      ],
      want: ["250.00", "-50000.00", "1200.00"],
    },
    {
      bank: "a German bank: Zusammenfassung",
      lines: [
        "Buchungstag;Verwendungszweck;Betrag",
        "13.03.2025;Lastschrift Stadtwerke;-84,20",
        "14.03.2025;Gutschrift Gehalt;2.310,00",
        "15.03.2025;Kartenzahlung Rewe;-31,47",
        "Zusammenfassung",
        "Anfangssaldo;Summe Soll;Summe Haben;Endsaldo",
        "1.000,00;115,67;2.310,00;3.194,33",
      ],
      want: ["84.20", "-2310.00", "31.47"],
    },
    {
      bank: "a Spanish bank: Resumen",
      lines: [
        "Fecha,Concepto,Importe",
        "20/01/2025,Mercadona,-23.10",
        "21/01/2025,Nómina,1500.00",
        "22/01/2025,Repsol,-40.00",
        "Resumen del extracto",
        "Saldo inicial,Cargos,Abonos,Saldo final",
        "500.00,63.10,1500.00,1936.90",
      ],
      want: ["23.10", "-1500.00", "40.00"],
    },
  ];
  for (const b of banks) {
    it(`${b.bank}: ignored with its reason, its opening and closing checking the rows`, () => {
      const p = plan(b.lines);
      expect([amounts(p), errors(p), p.profile.verification?.status]).toEqual([b.want, [], "balanced"]);
    });
  }
  it("look-alike: a summary whose closing the rows do not reach says so", () => {
    const p = plan([
      "Fecha,Concepto,Importe",
      "20/01/2025,Mercadona,-23.10",
      "21/01/2025,Nómina,1500.00",
      "Resumen",
      "Saldo inicial,Cargos,Abonos,Saldo final",
      "500.00,23.10,1500.00,1900.00",
    ]);
    expect(p.profile.verification?.status).toBe("unbalanced");
  });
  it("the figures are the summary's only right under its labels: a row of figures elsewhere stays an error", () => {
    const p = plan(["Fecha,Concepto,Importe", "20/01/2025,Mercadona,-23.10", "1234.00,12,3", "21/01/2025,Nómina,1500.00"]);
    expect(errors(p)).toHaveLength(1);
  });
});
