// The number format of a file: one decimal mark and thousands separator, a decimal mark given in the profile
// taken into account by the decision itself (the thousands separator is decided around it).
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { currencyNamed, currencyOfAmounts, decideNumberFormat, yenOf } from "../../../../src/formats/csv/detect/decide-numbers";
import clPesoSign from "../unseen/cl-bancoestado-peso-sign-dot-thousands";
import { planFixture } from "../fixture-plan";
import { newEvidence, observeNumber } from "../../../../src/locale/numbers";
import krJeon from "../unseen/roles-kr-amount-in-jeon";
import ruKopecks from "../unseen/roles-ru-amount-in-kopecks";
import grLepta from "../unseen/roles-gr-amount-in-lepta";

const evidenceOf = (cells: string[]) => {
  const ev = newEvidence();
  for (const c of cells) observeNumber(c, ev);
  return ev;
};

describe("decideNumberFormat takes a given decimal mark", () => {
  it("groups thousands with the other mark when the cells show it", () => {
    expect(decideNumberFormat(evidenceOf(["1,234", "5,000"]), ",", "MDY", ",")).toEqual({ decimal: ",", thousands: "." });
    expect(decideNumberFormat(evidenceOf(["1.234,50", "12,00"]), ";", "DMY", ".")).toEqual({ decimal: ".", thousands: "," });
    expect(decideNumberFormat(evidenceOf(["1.50", "12.00"]), ",", "MDY", ",")).toEqual({ decimal: ",", thousands: "." });
  });
  it("never makes the thousands separator the given decimal mark, and keeps other grouping it saw", () => {
    expect(decideNumberFormat(evidenceOf(["1'234.50", "12.00"]), ";", "DMY", ".")).toEqual({ decimal: ".", thousands: "'" });
    expect(decideNumberFormat(evidenceOf(["12,50", "3,00"]), ";", "DMY", ",")).toEqual({ decimal: ",", thousands: "" });
  });
  it("decides as before without one", () => {
    expect(decideNumberFormat(evidenceOf(["1.234,50", "12,00"]), ";", "DMY")).toEqual({ decimal: ",", thousands: "." });
  });
  it("plans a file with a given decimal mark the detection would not have chosen", () => {
    const p = planCsv(new TextEncoder().encode('Date,Payee,Amount\n2024-01-02,A,"1,234"\n2024-01-03,B,"2,500"\n'), {
      accountId: 1,
      profile: { decimalSeparator: "," },
    });
    expect([p.profile!.decimalSeparator, p.profile!.thousandsSeparator]).toEqual([",", "."]);
    expect(p.items.map((i) => i.item.amount)).toEqual(["-1.234", "-2.50"]);
  });
});

describe('a bare "$" is the US dollar only in a file headed in English', () => {
  it(clPesoSign.name, () => {
    const { profile, differences } = planFixture(clPesoSign);
    expect(differences).toEqual([]);
    expect(profile!.currency).toBeUndefined();
  });
  it("in English, or without a header, it is", () => {
    const plan = planCsv(new TextEncoder().encode("Date,Description,Amount\n05/02/2024,STARBUCKS,$-4.50\n05/03/2024,REFUND,$12.00\n"), {
      accountId: 1,
    });
    expect(plan.profile!.currency).toBe("usd");
    expect(currencyOfAmounts([["$ 1.00", "$ 2.00"]])).toBe("usd");
  });
  it("a dollar that says whose stays that one", () => {
    expect(currencyOfAmounts([["US$ 1.00", "US$ 2.00"]], false)).toBe("usd");
    expect(currencyOfAmounts([["R$ 1,00", "R$ 2,00"]], false)).toBe("brl");
    expect(currencyOfAmounts([["$ 1.000", "$ 2.000"]], false)).toBeUndefined();
  });
});

describe('"¥" is the yen under Japanese words and the yuan under Chinese ones', () => {
  it("takes the yuan under a Chinese header, the yen under a Japanese one, and the yen where no words say", () => {
    expect(yenOf(["交易时间", "交易对方", "金额(元)"])).toBe("cny");
    expect(yenOf(["取引日", "お取引内容", "金額"])).toBe("jpy");
    expect(yenOf(["Date", "Payee", "Amount"])).toBe("jpy");
    expect(yenOf(null)).toBe("jpy");
  });
  it("reads the amounts' sign as the file's own", () => {
    expect(currencyOfAmounts([["¥3.00", "￥8.88"]], true, "cny")).toBe("cny");
    expect(currencyOfAmounts([["￥1,000"]], true, "jpy")).toBe("jpy");
    expect(currencyOfAmounts([["JPY 1,000"]], true, "cny")).toBe("jpy");
  });
  it("plans a Chinese wallet's ¥ amounts as yuan", () => {
    const plan = planCsv(
      new TextEncoder().encode(
        "交易时间,交易对方,收/支,金额(元)\n2024-05-01 12:00:00,兰州拉面,支出,¥23.00\n2024-05-02 09:30:00,王芳,收入,￥100.00\n",
      ),
      { accountId: 1 },
    );
    expect(plan.profile.currency).toBe("cny");
    expect(plan.items.map((i) => i.item.amount)).toEqual(["23.00", "-100.00"]);
  });
});

describe("the currency a file names, as a hint before its columns' currency is settled", () => {
  const cols = (csv: string) => planCsv(new TextEncoder().encode(csv), { accountId: 1 });
  it("reads it from a money column's header, a rupee's abbreviation too", () => {
    const stats = (values: string[][]) => values.map((v, index) => ({ index, values: v }) as never);
    expect(currencyNamed(["Date", "Amount (INR)"], stats([[], []]), [1], undefined)).toBe("inr");
    expect(currencyNamed(["Date", "Amount(in Rs)"], stats([[], []]), [1], undefined)).toBe("rs");
    expect(currencyNamed(["Date", "Debit (€)"], stats([[], []]), [1], undefined)).toBe("eur");
  });
  it("else from the money cells or the currency column", () => {
    const stats = (values: string[][]) => values.map((v, index) => ({ index, values: v }) as never);
    expect(currencyNamed(["Date", "Amount"], stats([[], ["-£4.20", "£3.00"]]), [1], undefined)).toBe("gbp");
    expect(currencyNamed(["Date", "Amount", "Ccy"], stats([[], ["4.20"], ["KES", "KES"]]), [1], 2)).toBe("kes");
    expect(currencyNamed(["Date", "Amount"], stats([[], ["4.20"]]), [1], undefined)).toBeUndefined();
  });
  it("is a hint only: a rupee's abbreviation names no currency for the items", () => {
    expect(cols("Date,Details,Amount(in Rs)\n13/04/2026,SHOP,612.00\n").profile.currency).toBeUndefined();
  });
});

describe("a header naming the currency's hundredths in another script reads whole numbers as hundredths", () => {
  for (const f of [krJeon, ruKopecks, grLepta]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.amountScale).toBe(2);
    });
  }
  it("a word that only contains one of those names is none (look-alike: 分类, a category)", () => {
    const file = "日期,分类,金额\n2026-03-01,餐饮,-25\n2026-03-02,工资,5000\n";
    expect(planCsv(new TextEncoder().encode(file), { accountId: 1 }).profile.amountScale).toBeUndefined();
  });
});
