// Which sign is money out: indicator columns (an empty cell is the other direction), header-less indicators,
// card exports (purchases positive), and a warning when nothing proved the sign.
import { describe, expect, it } from "vitest";
import { detectProfile, planCsv } from "../../../../src/formats/csv";
import { planFixture } from "../fixture-plan";
import auDrOnly from "../unseen/sign-au-bank-dr-only";
import deHabenOnly from "../unseen/sign-de-haben-only";
import frCreditOnly from "../unseen/sign-fr-card-sens-credit-only";
import ukCard from "../unseen/sign-uk-card-empty-indicator";
import caCardAccountType from "../unseen/sign-ca-card-account-type";
import deCardGutschrift from "../unseen/sign-de-card-gutschrift";
import frCardRemboursement from "../unseen/sign-fr-card-remboursement";
import nlNoEvidence from "../unseen/sign-nl-no-evidence";
import usCardPayment from "../unseen/sign-us-card-payment-thank-you";
import chSh from "../unseen/sign-ch-headerless-sh";
import ltDc from "../unseen/sign-lt-headerless-dc";
import lvPlusMinus from "../unseen/sign-lv-headerless-plus-minus";
import nzDrCr from "../unseen/sign-nz-headerless-drcr";
import eeIban from "../unseen/roles-ee-iban-deebet-kreedit";
import isAccount from "../unseen/roles-is-headerless-account-number";
import mnCyrillic from "../unseen/structure-mn-cyrillic-orlogo-zarlaga";

const enc = (s: string) => new TextEncoder().encode(s);

describe("an empty indicator is the direction the column never writes", () => {
  for (const f of [ukCard, auDrOnly, frCreditOnly, deHabenOnly]) {
    it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  }
  it("records the empty cell in the profile and says so in the reason", () => {
    const p = planFixture(ukCard).profile!;
    expect(p.amountStyle).toBe("indicator");
    expect(p.indicatorOut).toEqual([""]);
    expect(p.indicatorIn).toEqual(["cr"]);
    expect(p.signReason).toMatch(/money out: an empty cell/);
    expect(planFixture(auDrOnly).profile!.indicatorIn).toEqual([""]);
  });
  it("the planner maps an empty cell through the profile's sets", () => {
    const file = "Date,Payee,Amount,Type\n2024-01-02,Shop,5.00,\n2024-01-03,Refund,2.00,CR\n2024-01-04,Odd,1.00,X\n";
    const plan = planCsv(enc(file), {
      accountId: 1,
      profile: {
        columns: { date: { index: 0 }, payee: { index: 1 }, amount: { index: 2 }, indicator: { index: 3 }, notes: [] },
        amountStyle: "indicator",
        indicatorOut: [""],
        indicatorIn: ["cr"],
      },
    });
    expect(plan.items.map((i) => i.item.amount)).toEqual(["5.00", "-2.00"]);
    expect(plan.rows.find((r) => r.outcome === "error")?.reason).toMatch(/indicator "X"/);
  });
  it("with both directions written an empty cell stays an error", () => {
    const file = "Date,Payee,Amount,Cr/Dr\n2024-01-02,Shop,5.00,DR\n2024-01-03,Refund,2.00,CR\n2024-01-04,Odd,1.00,\n";
    const plan = planCsv(enc(file), { accountId: 1 });
    expect(plan.profile!.indicatorOut).toEqual(["dr"]);
    expect(plan.items.map((i) => i.item.amount)).toEqual(["5.00", "-2.00"]);
    expect(plan.rows.filter((r) => r.outcome === "error")).toHaveLength(1);
  });
});

describe("without a header, an indicator column of letters or +/- decides the sign", () => {
  for (const f of [ltDc, chSh, nzDrCr, lvPlusMinus, isAccount, eeIban]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.amountStyle).toBe("indicator");
    });
  }
});

describe("without a header, a column of one direction's letters is the indicator too", () => {
  it("reads a sample of purchases only (all D) as money out", () => {
    const plan = planCsv(enc("2024-03-04;SHOP A;18.34;D\n2024-03-05;SHOP B;4.50;D\n2024-03-06;SHOP C;9.00;D\n"), { accountId: 1 });
    expect(plan.profile!.amountStyle).toBe("indicator");
    expect(plan.items.map((i) => i.item.amount)).toEqual(["18.34", "4.50", "9.00"]);
  });
  it("reads C on credits and an empty cell on purchases", () => {
    const plan = planCsv(enc("2024-03-04;SHOP A;18.34;\n2024-03-05;REFUND B;4.50;C\n2024-03-06;SHOP C;9.00;\n"), { accountId: 1 });
    expect(plan.items.map((i) => i.item.amount)).toEqual(["18.34", "-4.50", "9.00"]);
  });
});

describe("a card export's purchases are money out, whatever their sign", () => {
  for (const f of [usCardPayment, deCardGutschrift, caCardAccountType, frCardRemboursement]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.sign).toBe("positive_is_money_out");
      expect(profile!.warnings ?? []).toEqual([]);
    });
  }
  it("takes the credit account's word for a card written the other way (purchases negative)", () => {
    const file = "Date,Merchant,Amount\n2024-02-03,METRO,-87.12\n2024-02-05,RETURN CINEPLEX,24.00\n2024-02-06,TIM HORTONS,-6.45\n";
    const plan = planCsv(enc(file), { accountId: 1, accountType: "credit" });
    expect(plan.profile!.sign).toBe("negative_is_money_out");
    expect(plan.items.map((i) => i.item.amount)).toEqual(["87.12", "-24.00", "6.45"]);
  });
  it("a running balance outranks the wording", () => {
    const file =
      "Date,Description,Amount,Balance\n2024-02-03,SHOP,-10.00,90.00\n2024-02-04,REFUND SHOP,-5.00,85.00\n2024-02-05,SALARY,100.00,185.00\n";
    expect(planCsv(enc(file), { accountId: 1 }).profile!.signReason).toMatch(/running balance/);
  });
  it("detectProfile takes the account type too", () => {
    const file = "Date,Merchant,Amount\n2024-02-03,METRO,87.12\n2024-02-05,CINEPLEX,-24.00\n2024-02-06,TIM,6.45\n";
    expect(detectProfile(enc(file), {}, { accountType: "credit" }).sign).toBe("positive_is_money_out");
    // Three rows are too few for a majority to override what most banks export: negative is money out, with a warning.
    expect(detectProfile(enc(file), {}, { accountType: "depository" }).sign).toBe("negative_is_money_out");
    expect(detectProfile(enc(file), {}, { accountType: "depository" }).warnings?.[0]).toMatch(/without evidence/);
  });
});

/** `positive` purchases written positive and `negative` payments written negative, no word saying which is which. */
const rows = (positive: number, negative: number) =>
  [
    "Date,Merchant,Amount",
    ...Array.from({ length: positive }, (_, i) => `2024-02-${String(i + 1).padStart(2, "0")},SHOP ${i},${12 + i}.50`),
    ...Array.from({ length: negative }, (_, i) => `2024-03-${String(i + 1).padStart(2, "0")},PAYMENT ${i},-${100 + i}.00`),
  ].join("\n");

describe("without evidence, only a majority of ten rows or more overrides negative = money out", () => {
  it("takes positive as money out when 8 of 10 amounts are positive, saying it was a guess", () => {
    const profile = detectProfile(enc(rows(8, 2)));
    expect(profile.sign).toBe("positive_is_money_out");
    expect(profile.warnings?.[0]).toMatch(/without evidence: 8 of 10 amounts are positive/);
  });
  it("keeps negative as money out for 2 positive of 3, and for 6 of 9", () => {
    for (const [p, n] of [
      [2, 1],
      [6, 3],
    ] as const) {
      const profile = detectProfile(enc(rows(p, n)));
      expect(profile.sign).toBe("negative_is_money_out");
      expect(profile.warnings?.[0]).toMatch(/without evidence: negative amounts were taken as money out/);
    }
  });
});

describe("a sign decided without evidence is a warning", () => {
  it(nlNoEvidence.name, () => expect(planFixture(nlNoEvidence).differences).toEqual([]));
  it("says nothing when most amounts are negative (spending written negative), nor when the profile gives the sign", () => {
    const file = "Datum,Naam,Bedrag\n2024-04-02,AH,-23.10\n2024-04-03,Jumbo,-9.00\n2024-04-04,Werkgever,2100.00\n";
    expect(planCsv(enc(file), { accountId: 1 }).profile!.warnings).toBeUndefined();
    expect(
      planCsv(enc(nlNoEvidence.file as string), { accountId: 1, profile: { sign: "negative_is_money_out" } }).profile!.warnings,
    ).toBeUndefined();
  });
});

describe("a sign nothing in the file proves is marked for the person to confirm", () => {
  it.each([
    ["a positive majority", rows(8, 2)],
    ["as many of each sign", rows(2, 2)],
    ["two money columns no header names", "02.10.2024;Muster;;18,40\n03.10.2024;Beispiel;100,00;\n04.10.2024;Anders;;6,20\n"],
  ])("%s", (_, file) => {
    expect(planCsv(enc(file), { accountId: 1 }).profile!.signUnproven).toBe(true);
  });
  it.each([
    ["spending written negative", "Datum,Naam,Bedrag\n2024-04-02,AH,-23.10\n2024-04-03,Jumbo,-9.00\n2024-04-04,Werkgever,2100.00\n"],
    [
      "a running balance",
      "Date,Description,Amount,Balance\n2024-02-03,A,10.00,90.00\n2024-02-04,B,5.00,85.00\n2024-02-05,C,-100.00,185.00\n",
    ],
    ["a debit and a credit column", "Date,Payee,Debit,Credit\n2024-02-03,A,10.00,\n2024-02-04,B,,5.00\n"],
  ])("not with %s", (_, file) => {
    expect(planCsv(enc(file), { accountId: 1 }).profile!.signUnproven).toBeUndefined();
  });
  it("not once the person gives the sign", () => {
    expect(planCsv(enc(rows(8, 2)), { accountId: 1, profile: { sign: "positive_is_money_out" } }).profile!.signUnproven).toBeUndefined();
  });
});

describe("a column named as the indicator may hold an odd value", () => {
  it("reads DR/CR under CR/DR and reports the odd row as an error, not every row as money in", () => {
    const plan = planCsv(enc("Date;Payee;Amount;CR/DR\n03.01.2024;Shop;10,00;DR\n04.01.2024;Salary;100,00;CR\n05.01.2024;Odd;1,00;XX\n"), {
      accountId: 1,
    });
    expect(plan.profile!.amountStyle).toBe("indicator");
    expect(plan.items.map((i) => i.item.amount)).toEqual(["10.00", "-100.00"]);
    expect(plan.rows.find((r) => r.outcome === "error")).toEqual({
      row: 4,
      outcome: "error",
      reason: 'row 4: indicator "XX" is neither money out (dr) nor money in (cr)',
    });
  });
});

describe("a sign the person chose against the running balance is said", () => {
  const file =
    "Date,Description,Amount,Balance\n2024-02-03,SHOP,-10.00,90.00\n2024-02-04,SHOP,-5.00,85.00\n2024-02-05,SALARY,100.00,185.00\n";

  it("warns that every amount would go the other way when the balance proves the other sign", () => {
    const p = planCsv(enc(file), { accountId: 1, profile: { sign: "positive_is_money_out" } }).profile!;
    expect(p.sign).toBe("positive_is_money_out");
    expect(p.warnings?.join(" ")).toMatch(
      /Money out is set to be written positive, but the running balance rises by the amount in 2 of 2 checked rows/,
    );
    expect(p.warnings?.join(" ")).toMatch(/every amount would go in the opposite direction/);
  });

  it("says nothing when the chosen sign is the one the balance proves", () => {
    const p = planCsv(enc(file), { accountId: 1, profile: { sign: "negative_is_money_out" } }).profile!;
    expect(p.warnings ?? []).toEqual([]);
  });
});

describe("a card's running balance may be what is owed: above zero, it grows with purchases", () => {
  // Purchases as the bank writes them, the balance after each: owed (positive, growing) or the holder's (negative).
  const cases = [
    {
      name: "purchases negative, the owed balance grows (en, ISO days)",
      file: "Date,Description,Amount,Balance\n2026-01-06,Grocer,-60.00,160.00\n2026-01-19,Bookshop,-25.50,185.50\n2026-01-25,Payment received,100.00,85.50\n",
    },
    {
      name: "purchases negative, owed, German figures and days",
      file: "Buchungstag;Beschreibung;Betrag;Saldo\n06.01.2026;REWE;-60,00;1.160,00\n19.01.2026;Tankstelle;-25,50;1.185,50\n25.01.2026;Lastschrift Ausgleich;100,00;1.085,50\n",
    },
    {
      name: "purchases positive, owed (an Amex-like export with a balance)",
      file: "Date,Description,Amount,Balance\n01/06/2026,GROCER,60.00,160.00\n01/19/2026,BOOKSHOP,25.50,185.50\n01/25/2026,PAYMENT RECEIVED,-100.00,85.50\n",
    },
    {
      name: "purchases negative, the holder's balance (owed is negative) falls",
      file: "Date,Description,Amount,Balance\n2026-01-06,Grocer,-60.00,-160.00\n2026-01-19,Bookshop,-25.50,-185.50\n2026-01-25,Payment received,100.00,-85.50\n",
    },
  ];
  for (const c of cases) {
    it(`${c.name}: purchases are money out, the payment money in, and the balances add up`, () => {
      const plan = planCsv(enc(c.file), { accountId: 1, accountType: "credit" });
      expect(plan.items.map((i) => Math.sign(Number(i.item.amount)))).toEqual([1, 1, -1]);
      expect(plan.profile?.verification?.status).toBe("balanced");
    });
  }
  it("on a checking account a balance above zero is the holder's, as before", () => {
    const plan = planCsv(enc(cases[0]?.file ?? ""), { accountId: 1 });
    expect(plan.items.map((i) => Math.sign(Number(i.item.amount)))).toEqual([-1, -1, 1]);
  });
});

describe("a pair of money columns no header word names is oriented by the running balance", () => {
  it("takes the right-hand column for the debit where the balance falls by it", () => {
    const file = [
      "Tarikh,Butiran,Masuk,Keluar,Baki",
      "02/01/2025,GAJI,2000.00,,2100.00",
      "05/01/2025,KEDAI,,45.50,2054.50",
      "09/01/2025,TNB,,120.00,1934.50",
    ];
    const p = planCsv(new TextEncoder().encode(file.join("\n")), { accountId: 1 });
    expect(p.profile.columns.debit?.header).toBe("Keluar");
    expect(p.profile.signReason).toMatch(/running balance falls by the right-hand one/);
    expect(p.items.map((i) => i.item.amount)).toEqual(["-2000.00", "45.50", "120.00"]);
  });
  it("warns where nothing says which is the debit", () => {
    const file = ["Tarikh,Butiran,Masuk,Keluar", "02/01/2025,A,2000.00,", "05/01/2025,B,,45.50"];
    const p = planCsv(new TextEncoder().encode(file.join("\n")), { accountId: 1 });
    expect(p.profile.signUnproven).toBe(true);
  });
});

describe("a pair found by its values, not its header's words, is read by the file's evidence", () => {
  it("takes the left column for money in where the running balance rises by it", () => {
    const p = planFixture(mnCyrillic).profile!;
    expect(p.signReason).toMatch(/running balance/);
    expect(p.columns.debit?.index).toBe(3);
  });
  it("warns and asks when nothing says which side is money out", () => {
    const csv = ["Date,Text,A,B", "13/03/2026,SHOP,10.00,", "14/03/2026,TRANSFER,,20.00", "15/03/2026,MISC,5.00,"].join("\n");
    const p = planCsv(enc(csv), { accountId: 1 }).profile;
    expect(p.amountStyle).toBe("debit_credit");
    expect(p.signUnproven).toBe(true);
    expect(p.warnings?.join(" ")).toMatch(/left-hand one was taken as money out/);
  });
  it("reads a pair its header names as named", () => {
    const csv = ["Date,Text,Debit,Credit", "13/03/2026,SHOP,10.00,", "14/03/2026,TRANSFER,,20.00"].join("\n");
    expect(planCsv(enc(csv), { accountId: 1 }).profile.signReason).toBe("separate debit (money out) and credit (money in) columns");
  });
});

describe("a minus in unsigned debit and credit columns is a reversal, the other way round", () => {
  const planned = (file: string) =>
    planCsv(enc(file), { accountId: 1 }).items.map((i) => [i.item.date, i.item.amount, i.item.payee ?? ""].join(" "));
  it("a withdrawal of −119.97 among plain withdrawals is money in (an Indian bank's reversed charge)", () => {
    const file = [
      "Date,Narration,Withdrawal Amt.,Deposit Amt.,Closing Balance",
      "01/04/25,UPI-GROCER,250.00,,9750.00",
      "02/04/25,NEFT-SALARY,,50000.00,59750.00",
      "03/04/25,POS-FUEL,1200.00,,58550.00",
      "04/04/25,REV-POS-FUEL,-1200.00,,59750.00",
      "05/04/25,ATM-WDL,2000.00,,57750.00",
    ].join("\n");
    expect(planned(file)).toContain("2025-04-04 -1200.00 REV-POS-FUEL");
    expect(planned(file)).toContain("2025-04-03 1200.00 POS-FUEL");
  });
  it("a credit of −40 among plain credits is money out (a Spanish bank's returned transfer), in German and Spanish headers alike", () => {
    for (const header of ["Fecha;Concepto;Cargo;Abono;Saldo", "Datum;Text;Soll;Haben;Saldo"]) {
      const file = [
        header,
        "01/03/2025;Nomina;;1500,00;1500,00",
        "02/03/2025;Devolucion;;-40,00;1460,00",
        "03/03/2025;Super;60,00;;1400,00",
        "04/03/2025;Farmacia;12,50;;1387,50",
        "05/03/2025;Bizum;;20,00;1407,50",
        "06/03/2025;Luz;45,00;;1362,50",
      ].join("\n");
      expect(planned(file)).toEqual([
        "2025-03-01 -1500.00 Nomina",
        "2025-03-02 40.00 Devolucion",
        "2025-03-03 60.00 Super",
        "2025-03-04 12.50 Farmacia",
        "2025-03-05 -20.00 Bizum",
        "2025-03-06 45.00 Luz",
      ]);
    }
  });
  it("a bank that writes every debit with a minus still has them money out (the minus is its way of writing)", () => {
    const file = [
      "Date,Description,Debit,Credit,Balance",
      "2025-01-02,Coffee,-4.50,,95.50",
      "2025-01-03,Pay,,1000.00,1095.50",
      "2025-01-04,Rent,-800.00,,295.50",
    ].join("\n");
    expect(planned(file)).toEqual(["2025-01-02 4.50 Coffee", "2025-01-03 -1000.00 Pay", "2025-01-04 800.00 Rent"]);
  });
});
