// :61: statement lines as banks write them (SWIFT MT940 field 61: 6!n[4!n]2a[1!a]15d1!a3!c16x[//16x][34x]).
import { describe, expect, it } from "vitest";
import { mt940Adapter } from "../../../src/formats/mt940/adapter";

const enc = (s: string) => new TextEncoder().encode(s);
/** One HUF statement whose :61: lines are the ones given, each with its :86:. */
const statement = (...lines: string[]) =>
  [
    ":20:STMT240215",
    ":25:HU42117730161111101800000000",
    ":28C:12/1",
    ":60F:C240214HUF100000,00",
    ...lines.flatMap((line, i) => [`:61:${line}`, `:86:Transaction ${i + 1}`]),
    ":62F:C240215HUF100000,00",
    "-",
  ].join("\n");
const plan = (...lines: string[]) => mt940Adapter.plan(enc(statement(...lines)), { accountId: 1 });
const items = (...lines: string[]) => plan(...lines).items.map((i) => [i.item.date, i.item.amount]);

describe("a funds code (the currency's third letter) may follow the mark", () => {
  it("reads D with funds code F, C with R, a reversal with its funds code", () => {
    expect(items("2402150215DF2402,00NTRFNONREF", "2402150215CR100,00NMSCNONREF", "2402150215RDF5,00NMSCNONREF")).toEqual([
      ["2024-02-15", "2402.00"],
      ["2024-02-15", "-100.00"],
      ["2024-02-15", "-5.00"],
    ]);
  });
});

describe("the transaction type may be blank or a code of the bank's own", () => {
  it("reads S with three blanks, N with three blanks and an unknown code", () => {
    const p = plan("2402150215DF2402,00S   X", "2402150215CF300,00N   ", "2402150215DF12,00FMSCNONREF");
    expect(p.rows.filter((r) => r.outcome === "error")).toEqual([]);
    expect(p.items.map((i) => i.item.amount)).toEqual(["2402.00", "-300.00", "12.00"]);
  });
});

describe("the entry date is the booking date; without one the value date is", () => {
  it("reads an entry date, four blanks, none, and one in the next or last year", () => {
    expect(items("2402150216D1,00NTRFNONREF", "240215    D2,00NTRFNONREF", "240215D3,00NTRFNONREF")).toEqual([
      ["2024-02-16", "1.00"],
      ["2024-02-15", "2.00"],
      ["2024-02-15", "3.00"],
    ]);
    expect(items("2312310102D4,00NTRFNONREF", "2401011231D5,00NTRFNONREF")).toEqual([
      ["2024-01-02", "4.00"],
      ["2023-12-31", "5.00"],
    ]);
  });

  it("takes a day past the month's end for its last day (German banks book interest on 30 February)", () => {
    expect(items("240230C1,23NMSCNONREF", "2302300230C1,00NMSCNONREF")).toEqual([
      ["2024-02-29", "-1.23"],
      ["2023-02-28", "-1.00"],
    ]);
  });
});

describe("the mark: D and RC are money out, C and RD money in; ED and EC (MT942's expected entries) as D and C", () => {
  it("signs each by its mark", () => {
    const marks = ["D", "C", "RD", "RC", "ED", "EC"].map((mark) => `2402150215${mark}1,00NTRFNONREF`);
    expect(plan(...marks).items.map((i) => i.item.amount)).toEqual(["1.00", "-1.00", "-1.00", "1.00", "1.00", "-1.00"]);
  });
});

describe("the amount: a comma (SWIFT) or a point, zeros before it, no decimals, a line break before it", () => {
  it("reads each as the service writes amounts", () => {
    expect(
      plan(
        "2402150215D000000000059,95N544EREF",
        "2402150215D12.5NTRFNONREF",
        "2402150215C100NTRFNONREF",
        "2402150215D\n7,NMSCNONREF",
      ).items.map((i) => i.item.amount),
    ).toEqual(["59.95", "12.50", "-100.00", "7.00"]);
  });
});

describe("the bank's reference is the id when it names one transaction", () => {
  const ids = (...lines: string[]) => plan(...lines).items.map((i): [string, string | undefined] => [i.item.external_id, i.recordId]);

  it("takes the bank's reference after //, else the owner's, and keeps the id when the rest changes", () => {
    const [[byBank, bank], [byOwner, owner]] = ids("2402150215D1,00NTRF4711//B-0001", "2402150215D2,00NTRF4712") as [
      [string, string],
      [string, string],
    ];
    expect([bank, owner]).toEqual(["B-0001", "4712"]);
    expect(ids("2402150215D9,00NTRF4711//B-0001")[0]![0]).toBe(byBank);
    expect(byOwner).not.toBe(byBank);
  });

  it("takes no placeholder (NONREF, EREF, MARF, Sberbank's X) for an id: such transactions keep ids of their own", () => {
    for (const ref of ["NONREF", "EREF", "MARF", "X"]) {
      const got = ids(`2402150215D1,00NTRF${ref}`, `2402150215D2,00NTRF${ref}`);
      expect(new Set(got.map(([id]) => id)).size, ref).toBe(2);
      expect(
        got.map(([, source]) => source),
        ref,
      ).toEqual([undefined, undefined]);
    }
  });

  it("takes a reference written on two different transactions for no id, and one written on copies of a transaction for its id", () => {
    const repeated = ids("2402150215D1,00NTRFRENT2024", "2402150215D2,00NTRFRENT2024");
    expect(new Set(repeated.map(([id]) => id)).size).toBe(2);
    const copies = ids("2402150215D1,00NTRF//B-7", "2402150215D1,00NTRF//B-7");
    expect(copies.map(([, source]) => source)).toEqual(["B-7", "B-7"]);
    expect(copies[0]![0]).toBe(copies[1]![0]);
  });

  it("takes the owner's reference when the bank's names several, and counts the transactions with no id in file order", () => {
    const got = ids(
      "2402150215D1,00NTRF4711//B-1",
      "2402150215D3,00NTRFNONREF",
      "2402150215D2,00NTRF4712//B-1",
      "2402150215D3,00NTRFNONREF",
    );
    expect(got.map(([, source]) => source)).toEqual(["4711", undefined, "4712", undefined]);
    expect(new Set(got.map(([id]) => id)).size).toBe(4);
    // The same transactions with references that name one each: the two without keep their ids.
    const unique = ids(
      "2402150215D1,00NTRF4711//B-1",
      "2402150215D3,00NTRFNONREF",
      "2402150215D2,00NTRF4712//B-2",
      "2402150215D3,00NTRFNONREF",
    );
    expect([got[1]![0], got[3]![0]]).toEqual([unique[1]![0], unique[3]![0]]);
  });
});
