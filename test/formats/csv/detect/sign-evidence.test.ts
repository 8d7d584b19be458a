// The sign from what the file says, signal by signal: an indicator column in the bank's language, a mark on
// the amount itself, both signs written, a debit/credit column beside signed amounts, the rows' words, a card
// statement. Each fixture is an export that was read with the sign inverted (and "decided without evidence");
// the reason names the signal that decided, and the generic warning stays for a file with no signal at all.
import { describe, expect, it } from "vitest";
import krWords from "../unseen/sign-kr-amount-with-direction-word";
import dkWords from "../unseen/sign-dk-amount-with-haevet-indsat";
import ruWords from "../unseen/sign-ru-amount-with-rashod-prihod";
import { planCsv, type CsvProfile } from "../../../../src/formats/csv";
import { headerScore } from "../../../../src/formats/csv/words/columns";
import { planFixture } from "../fixture-plan";
import cnJieDai from "../unseen/sign-cn-jie-dai-column";
import twShouZhi from "../unseen/sign-tw-shou-zhi-column";
import jpNyukin from "../unseen/sign-jp-nyukin-shukkin-column";
import krIpgeum from "../unseen/sign-kr-ipgeum-chulgeum-column";
import ruSpisanie from "../unseen/sign-ru-spisanie-zachislenie-column";
import uaDK from "../unseen/sign-ua-d-k-column";
import noInnUt from "../unseen/sign-no-inn-ut-column";
import trBorc from "../unseen/sign-tr-borc-alacak-column";
import gbCr from "../unseen/sign-gb-cr-suffix-balance";
import auDr from "../unseen/sign-au-dr-suffix";
import itPlus from "../unseen/sign-it-plus-on-accrediti";
import chBoth from "../unseen/sign-ch-plus-minus-both";
import beType from "../unseen/sign-be-type-debit-credit-signed";
import hkDrCr from "../unseen/sign-hk-dr-cr-type-signed";
import ruTinkoff from "../unseen/sign-ru-tinkoff-words";
import thKbank from "../unseen/sign-th-kbank-words";
import auSalary from "../unseen/sign-au-headerless-salary-eftpos";
import itStipendio from "../unseen/sign-it-stipendio-prelievo-words";
import cnWords from "../unseen/sign-cn-signed-words";
import jpKana from "../unseen/sign-jp-halfwidth-kana-words";
import cdVersement from "../unseen/sign-cd-versement-retrait-words";
import deGehalt from "../unseen/sign-de-gehalt-lastschrift-words";
import jpCard from "../unseen/sign-jp-card-riyou-positive";
import cnCard from "../unseen/sign-cn-credit-card-title";
import gbCardName from "../unseen/sign-gb-card-file-name";
import atTwoColumns from "../unseen/sign-at-headerless-debit-credit-words";
import cnJieDaiTwoWords from "../unseen/sign-cn-jie-dai-two-words";
import hkJieDaiTwoWords from "../unseen/sign-hk-jie-dai-bie-two-words";
import deSollHaben from "../unseen/sign-de-s-soll-h-haben";
import inDrCrDot from "../unseen/sign-in-dr-cr-stray-dot";
import ngDebitCredit from "../unseen/sign-ng-d-debit-c-credit";
import krIpchulParens from "../unseen/sign-kr-ipchul-gubun-parenthesised";
import esDebeHaber from "../unseen/sign-es-d-debe-h-haber";
import cnUnsigned from "../unseen/sign-cn-card-unsigned-tuihuo-huankuan";
import twUnsigned from "../unseen/sign-tw-card-unsigned-tuihuo-jiaokuan";
import usUnsigned from "../unseen/sign-us-card-unsigned-refund-payment";
import deUnsigned from "../unseen/sign-de-card-unsigned-erstattung-gutschrift";
import frUnsigned from "../unseen/sign-fr-card-unsigned-remboursement-avoir";
import ruUnsigned from "../unseen/sign-ru-card-unsigned-vozvrat";
import brUnsigned from "../unseen/sign-br-card-unsigned-estorno-fatura";
import krUnsigned from "../unseen/sign-kr-card-unsigned-hwanbul";
import esUnsigned from "../unseen/sign-es-card-unsigned-devolucion";
import jpUnsigned from "../unseen/sign-jp-card-unsigned-henpin";

const enc = (s: string) => new TextEncoder().encode(s);
/** The profile's warnings about the sign (dates and amount scale have their own). */
const signWarnings = (p: CsvProfile | undefined) => (p?.warnings ?? []).filter((w) => /\bsign\b/.test(w));

describe("an indicator column in the bank's language says the direction of unsigned amounts", () => {
  for (const f of [cnJieDai, twShouZhi, jpNyukin, krIpgeum, ruSpisanie, uaDK, noInnUt, trBorc]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.amountStyle).toBe("indicator");
      expect(signWarnings(profile)).toEqual([]);
    });
  }
});

describe("a direction column's cell may write its word twice, or with a stray mark (借 Dr, S Soll, D Debit, Dr., CR )", () => {
  for (const f of [cnJieDaiTwoWords, hkJieDaiTwoWords, deSollHaben, inDrCrDot, ngDebitCredit, krIpchulParens, esDebeHaber]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.amountStyle).toBe("indicator");
      expect(signWarnings(profile)).toEqual([]);
    });
  }
  it("keeps the cells as written in the profile, so the planner and the next file match them", () => {
    expect(planFixture(cnJieDaiTwoWords).profile).toMatchObject({ indicatorOut: ["借 dr"], indicatorIn: ["贷 cr"] });
  });
  it("reads words of both directions in one cell as no direction", () => {
    const file = "Date,Description,Amount,Flag\n2024-02-13,SHOP,10.00,C/D\n2024-02-14,SHOP,5.00,C/D\n2024-02-15,EMPLOYER,100.00,C/D\n";
    expect(planCsv(enc(file), { accountId: 1 }).profile!.amountStyle).toBe("signed");
  });
});

describe("the headers banks give a direction column name it, in the languages of Asia too", () => {
  const cases: [string, string][] = [
    ["借贷", "zh-Hans"],
    ["收支类型", "zh-Hans"],
    ["借貸別", "zh-Hant"],
    ["貸借区分", "ja"],
    ["입출구분", "ko"],
    ["Nợ/Có", "vi"],
    ["Debit or credit", "en"],
  ];
  for (const [header, lang] of cases) {
    it(`${header} (${lang})`, () => expect(headerScore(header, "indicator")).toBeGreaterThan(0));
  }
});

describe("the warning names what was looked for as it is: a balance column that does not follow the amounts is there", () => {
  it("says the balance column does not move by the amounts, not that there is none", () => {
    const file = "Date,Payee,Amount,Balance\n2024-02-13,Alpha,10.00,500.00\n2024-02-14,Beta,20.00,311.00\n2024-02-15,Gamma,5.00,977.00\n";
    const warnings = signWarnings(planCsv(enc(file), { accountId: 1 }).profile);
    expect(warnings).toEqual([expect.stringMatching(/the balance column does not move by the amounts, no debit\/credit column/)]);
    expect(warnings[0]).not.toMatch(/no running balance/);
  });
});

describe("a mark on the amount itself says its direction (CR, DR, a lone +)", () => {
  for (const f of [gbCr, auDr, itPlus]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.signReason).toMatch(/^the amounts carry their direction/);
      expect(signWarnings(profile)).toEqual([]);
    });
  }
  it("reads a balance marked DR as overdrawn, so the balance agrees with the marks", () => {
    expect(planFixture(gbCr).profile!.signReason).toMatch(/the running balance agrees in 4 of 4 checked rows/);
  });
  it("keeps the marks in the profile, so the next file of the bank is read the same way", () => {
    const p = planFixture(gbCr).profile!;
    expect(p).toMatchObject({ amountStyle: "signed", sign: "positive_is_money_out", indicatorIn: ["cr", "+"], indicatorOut: ["-"] });
    const again = planCsv(enc("Date,Description,Amount\n02/04/2024,SHOP,10.00\n03/04/2024,REFUND,4.00CR\n"), { accountId: 1, profile: p });
    expect(again.items.map((i) => i.item.amount)).toEqual(["10.00", "-4.00"]);
  });
});

describe("amounts written with both signs: the bank wrote the direction, '-' is money out", () => {
  it(chBoth.name, () => {
    const { profile, differences } = planFixture(chBoth);
    expect(differences).toEqual([]);
    expect(profile!.signReason).toMatch(/carry both signs \(4 written "\+", 1 "-"\)/);
  });
});

describe("a debit/credit column beside signed amounts says which sign is money out", () => {
  for (const f of [beType, hkDrCr]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.signReason).toMatch(/column says debit or credit row by row, and 4 of 4 rows/);
    });
  }
  it("a column of one letter that writes one direction only (C for cleared) is not one", () => {
    const file = "Date,Payee,Amount,Status\n2024-02-03,Employer,100.00,C\n2024-02-04,Friend,20.00,C\n2024-02-05,Shop,-5.00,C\n";
    expect(planCsv(enc(file), { accountId: 1 }).profile!.signReason).not.toMatch(/column says/);
  });
});

describe("the rows' words against their amounts' signs say which sign is money out", () => {
  for (const f of [ruTinkoff, thKbank, auSalary, itStipendio, cnWords, jpKana, cdVersement, deGehalt]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.signReason).toMatch(/^the rows' words say the direction: \d+ of \d+ worded rows/);
    });
  }
  it("says how many worded rows agreed and which words they were", () => {
    expect(planFixture(auSalary).profile!.signReason).toMatch(/6 of 6 worded rows \("salary": in, "eftpos": out/);
  });
});

describe("amounts written without a sign: a row whose words say its direction goes that way, the rest are spending", () => {
  for (const f of [
    cnUnsigned,
    twUnsigned,
    usUnsigned,
    deUnsigned,
    frUnsigned,
    ruUnsigned,
    brUnsigned,
    krUnsigned,
    esUnsigned,
    jpUnsigned,
  ]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.rowWords).not.toEqual([]);
      expect(signWarnings(profile)).toEqual([]);
    });
  }
  it("says how many rows said the other direction and which words they were", () => {
    expect(planFixture(cnUnsigned).profile!.signReason).toMatch(
      /2 rows whose words say the other direction \("退货": in, "还款": in\) are read by them$/,
    );
  });
  it("reads every row by its words when every row has them (a type column of an account)", () => {
    const file = "日期,金额,摘要\n2024-06-10,800.00,工资\n2024-06-11,20.00,消费\n2024-06-12,30.00,转账支出\n2024-06-13,500.00,转账收入\n";
    const plan = planCsv(enc(file), { accountId: 1 });
    expect(plan.items.map((i) => i.item.amount)).toEqual(["-800.00", "20.00", "30.00", "-500.00"]);
    expect(signWarnings(plan.profile)).toEqual([]);
  });
  it("takes a repayment as the card being paid where the rest is spending", () => {
    const card =
      "Date,Description,Amount\n2024-06-13,POS PURCHASE GROCER,40.00\n2024-06-14,CREDIT CARD PAYMENT,300.00\n2024-06-15,BAKERY,6.00\n";
    expect(planCsv(enc(card), { accountId: 1 }).items.map((i) => i.item.amount)).toEqual(["40.00", "-300.00", "6.00"]);
  });
  it("reads rows that mostly say money in, none money out, as money in, and a repayment there as the account paying a card", () => {
    const file =
      "Date,Description,Amount\n2024-06-13,SALARY ACME,2400.00\n2024-06-14,TRANSFER FROM J SMITH,50.00\n2024-06-15,TRANSFER FROM SAVINGS,200.00\n" +
      "2024-06-16,CREDIT CARD PAYMENT,300.00\n2024-06-30,INTEREST,1.12\n";
    expect(planCsv(enc(file), { accountId: 1 }).items.map((i) => i.item.amount)).toEqual([
      "-2400.00",
      "-50.00",
      "-200.00",
      "300.00",
      "-1.12",
    ]);
  });
  it("keeps reading each row by its words with the sign a saved profile gives", () => {
    const plan = planCsv(enc(usUnsigned.file as string), { accountId: 1, saved: { sign: "positive_is_money_out", amountStyle: "signed" } });
    expect(plan.items.map((i) => i.item.amount)).toEqual(["54.20", "18.75", "-23.99", "-500.00", "41.10", "15.49"]);
  });
});

describe("a refund the sign reads as money out is a warning", () => {
  it("names the refund rows written as money out is", () => {
    const file =
      "Date,Description,Amount\n2024-02-13,SALARY ACME,2000.00\n2024-02-14,ATM WITHDRAWAL,-100.00\n" +
      "2024-02-15,TRANSFER FROM J SMITH,50.00\n2024-02-16,REFUND SHOP,-20.00\n";
    expect(signWarnings(planCsv(enc(file), { accountId: 1 }).profile)).toEqual([
      '1 row whose words say it is a refund ("refund") is written negative, as money out is here: check the sign',
    ]);
  });
});

describe("without a header, the rows' words say which of two money columns is the debit", () => {
  it(atTwoColumns.name, () => {
    const { profile, differences } = planFixture(atTwoColumns);
    expect(differences).toEqual([]);
    expect(profile!.signReason).toMatch(/5 of 5 worded rows .* put money out in the right-hand one/);
  });
  it("takes the left-hand one as the debit, and warns, when nothing says which", () => {
    const p = planCsv(enc("02.10.2024;Muster;;18,40\n03.10.2024;Beispiel;100,00;\n04.10.2024;Anders;;6,20\n"), { accountId: 1 }).profile!;
    expect(p.amountStyle).toBe("debit_credit");
    expect(signWarnings(p)).toEqual([
      expect.stringMatching(/^the sign was decided without evidence: no header names the two money columns/),
    ]);
  });
});

describe("a card statement's charges are money out, the card named by its header, its title or its file name", () => {
  for (const f of [jpCard, cnCard, gbCardName]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.sign).toBe("positive_is_money_out");
      expect(signWarnings(profile)).toEqual([]);
    });
  }
});

describe("a file with no signal at all keeps the generic warning", () => {
  it("a Polish export of names only, as many in as out", () => {
    const file = "Data operacji;Opis;Kwota\n02.04.2024;Jan Kowalski;-120,00\n03.04.2024;Anna Nowak;2 400,00\n";
    const p = planCsv(enc(file), { accountId: 1 }).profile!;
    expect(p.sign).toBe("negative_is_money_out");
    expect(signWarnings(p)).toEqual([
      expect.stringMatching(/^the sign was decided without evidence: .*no direction words, no card statement/),
    ]);
  });
  it("a Japanese export of whole amounts and names, mostly positive", () => {
    const file = "日付,金額,内容\n2024/05/20,5000,ヤマダ タロウ\n2024/05/21,-1200,スズキ ハナコ\n2024/05/22,8000,サトウ イチロウ\n";
    expect(signWarnings(planCsv(enc(file), { accountId: 1 }).profile)).toEqual([
      expect.stringMatching(/^the sign was decided without evidence/),
    ]);
  });
});

describe("a direction word of any script after the number in the amount cell is read, and says the side", () => {
  for (const f of [krWords, dkWords, ruWords]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));
});
