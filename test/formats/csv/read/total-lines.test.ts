// Lines around the table that are not transactions, in the languages banks export in: the preamble above
// the header (title, holder, account, period, key: value lines) and the totals and balances under the rows
// ("Итого", "合计", "Summe Soll", "Totale", "Saldo finale") are ignored, each with its reason, never read as
// rows, reported as errors or taken for the table.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { isTotalLine } from "../../../../src/formats/csv/read/total-lines";
import { planFixture } from "../fixture-plan";
import type { UnseenFixture } from "../unseen/fixture";
import cn from "../unseen/cn-preamble-heji-summary";
import de from "../unseen/de-summe-soll-haben-footer";
import it_ from "../unseen/it-totale-saldo-finale";
import jp from "../unseen/jp-fx-deposit-torihiki-meisai";
import ru from "../unseen/ru-preamble-itogo-totals";
import twPrevious from "../unseen/tw-card-shangqi-zhangdan-zonge";
import jpPrevious from "../unseen/jp-card-zenkai-goseikyu";
import cnPrevious from "../unseen/cn-card-shangqi-zhangdan-jine";
import usPrevious from "../unseen/us-card-previous-statement-balance";
import dePrevious from "../unseen/de-card-vorheriger-saldo";
import plPrevious from "../unseen/pl-saldo-poprzednie-dash";
import krPrevious from "../unseen/kr-card-jeonwol-cheonggu";

const rowsOf = (f: UnseenFixture) => planCsv(new TextEncoder().encode(f.file as string), { accountId: 1 }).rows;
/** The reason each line was ignored for, by line (planned and error lines left out). */
const ignored = (f: UnseenFixture) => Object.fromEntries(rowsOf(f).flatMap((r) => (r.outcome === "ignored" ? [[r.row, r.reason]] : [])));

describe("preamble and totals around the table come out exact, in every language", () => {
  for (const f of [ru, cn, jp, de, it_]) {
    it(f.name, () => {
      expect(planFixture(f).differences).toEqual([]);
      expect(rowsOf(f).filter((r) => r.outcome === "error")).toEqual([]);
    });
  }
});

describe("each line of the preamble is ignored as preamble", () => {
  it("reads a Russian statement's title, holder, account, period and opening balance lines as its preamble", () => {
    expect(ignored(ru)).toMatchObject({ 1: "preamble", 2: "preamble", 3: "preamble", 4: "preamble", 5: "preamble", 7: "header" });
  });
  it("reads a Chinese and a Japanese bank's key:value lines as their preamble", () => {
    expect(ignored(cn)).toMatchObject({ 1: "preamble", 2: "preamble", 3: "preamble", 4: "preamble", 5: "preamble", 6: "header" });
    expect(ignored(jp)).toMatchObject({ 1: "preamble", 2: "preamble", 3: "preamble", 4: "preamble", 6: "header" });
  });
});

describe("totals and balances under the rows are the footer", () => {
  it("reads Итого поступлений, Итого списаний and Исходящий остаток as the footer", () => {
    expect(ignored(ru)).toMatchObject({ 13: "footer", 14: "footer", 15: "footer" });
  });
  it("reads 合计, 收入合计, 支出合计 and 期末余额 as the footer, however many there are", () => {
    expect(ignored(cn)).toMatchObject({ 10: "footer", 11: "footer", 12: "footer", 13: "footer", 14: "footer" });
  });
  it("reads Summe Soll, Summe Haben, Gesamtsumme, Totale and Saldo finale as the footer", () => {
    expect(ignored(de)).toMatchObject({ 5: "footer", 6: "footer", 7: "footer", 9: "footer", 10: "footer" });
    expect(ignored(it_)).toMatchObject({ 11: "footer", 12: "footer", 13: "footer" });
  });
  it("ignores a total line between two months' rows as a balance row, not an error", () => {
    const csv = ["Data;Descrizione;Importo", "01/03/2024;ESSELUNGA;-62,35", "Totale marzo;;-62,35", "02/04/2024;ENEL;-78,90"].join("\n");
    const p = planCsv(new TextEncoder().encode(csv), { accountId: 1 });
    expect(p.items).toHaveLength(2);
    expect(p.rows.find((r) => r.row === 3)).toEqual({ row: 3, outcome: "ignored", reason: "balance row" });
  });
});

describe("the previous statement's balance above the rows is a balance row, whatever stands in its date cell", () => {
  for (const f of [twPrevious, jpPrevious, cnPrevious, usPrevious, dePrevious, plPrevious, krPrevious]) {
    it(f.name, () => {
      expect(planFixture(f).differences).toEqual([]);
      expect(rowsOf(f).filter((r) => r.outcome === "error")).toEqual([]);
      expect(rowsOf(f).filter((r) => r.reason === "balance row")).toHaveLength(1);
    });
  }
});

describe("a balance label may begin and end with marks", () => {
  it.each(["|SALDO FINALE", "*** Closing balance ***", "- Solde précédent", "» Endsaldo"])("%s is a balance row", (label) => {
    const csv = ["Date;Description;Amount", "13/03/2024;ESSELUNGA;-62,35", `;${label};1.140,80`, "14/03/2024;ENEL;-78,90"].join("\n");
    const p = planCsv(new TextEncoder().encode(csv), { accountId: 1 });
    expect(p.items).toHaveLength(2);
    expect(p.rows.find((r) => r.row === 3)).toEqual({ row: 3, outcome: "ignored", reason: "balance row" });
  });
});

describe("a total line is a label, then anything, with a number in the row", () => {
  it.each([
    [["Итого списаний:", "", "-6 900,00"]],
    [["ИТОГО", "12"]],
    [["Всего операций", "3"]],
    [["合计", "", "12871.50"]],
    [["本期合计：", "7845.00"]],
    [["合計", "-1347.83"]],
    [["Summe Haben", "2.100,00"]],
    [["", "Total Debits", "134.20"]],
    [["Totale movimenti", "1.965,80"]],
    [["I alt", "1.965,80"]],
    [["Исходящий остаток:", "128 100,00"]],
    [["−", "上期帳單總額", "112,297"]],
    [["", "前回ご請求額", "48,000"]],
  ])("%j is a total line", (cells) => expect(isTotalLine(cells)).toBe(true));

  it.each([
    [["Итого", ""]],
    [["Total Station", "wrapped memo"]],
    [["Totalement remboursé le 12/03", "texte"]],
    [["京东商城 12月合计满减活动说明很长的一段备注文字", "5"]],
  ])("%j is not", (cells) => expect(isTotalLine(cells)).toBe(false));

  it("leaves a dated row whose payee is TOTAL a transaction", () => {
    const csv = ["Date,Payee,Amount", "03/01/2024,TOTAL ENERGIES 1234,-45.00", "03/02/2024,SAFEWAY,-12.00"].join("\n");
    expect(planCsv(new TextEncoder().encode(csv), { accountId: 1 }).items.map((i) => i.item.payee)).toEqual([
      "TOTAL ENERGIES 1234",
      "SAFEWAY",
    ]);
  });
});
