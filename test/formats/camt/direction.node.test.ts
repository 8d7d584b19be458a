// Which way an entry's money went: its CdtDbtInd as written (a reversal's too), else its details', its amounts'
// signs, its bank transaction code; else money out, marked for review.
import { describe, expect, it } from "vitest";
import { directionOf, signsAmounts } from "../../../src/formats/camt/direction";
import { camtDocument, children, entries, type Node } from "../../../src/formats/camt/document";

/** The statement node holding the entries given (XML of `<Ntry>`s). */
const statementOf = (ntries: string): Node =>
  camtDocument(`<Document><BkToCstmrStmt><Stmt><Id>S</Id>${ntries}</Stmt></BkToCstmrStmt></Document>`).statements[0]!.node;
const entryOf = (inside: string): Node => [...entries(statementOf(`<Ntry>${inside}</Ntry>`))][0]!;
const amt = (a: string) => `<Amt Ccy="EUR">${a}</Amt>`;
const ind = (i: string) => `<CdtDbtInd>${i}</CdtDbtInd>`;
const code = (family: string, sub: string) =>
  `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${family}</Cd><SubFmlyCd>${sub}</SubFmlyCd></Fmly></Domn></BkTxCd>`;
const details = (...tx: string[]) => `<NtryDtls>${tx.map((t) => `<TxDtls>${t}</TxDtls>`).join("")}</NtryDtls>`;
/** The entry's direction: out or in, or "review" when nothing said it. */
const out = (inside: string, signed = false) => {
  const d = directionOf(entryOf(inside), undefined, signed);
  return d.review === null ? d.out : "review";
};

describe("CdtDbtInd is the entry's own direction: DBIT out, CRDT in, a reversal's as written", () => {
  it("reads DBIT and CRDT, with or without RvslInd, and a detail's own for a batch's payment", () => {
    expect([
      out(amt("1.00") + ind("DBIT")),
      out(amt("1.00") + ind("CRDT")),
      out(amt("1.00") + ind("CRDT") + "<RvslInd>true</RvslInd>"),
    ]).toEqual([true, false, false]);
    const batch = entryOf(amt("3.00") + ind("DBIT") + details(amt("1.00") + ind("CRDT"), amt("4.00") + ind("DBIT")));
    const [refund] = children(children(batch, "NtryDtls")[0], "TxDtls");
    expect(directionOf(batch, refund, false)).toEqual({ out: false, review: null });
  });
});

describe("without it, the details' one indicator, then a minus or plus on the amounts, then the signing statement", () => {
  it("takes the details' indicator when they agree", () => {
    expect(out(amt("2.00") + details(ind("CRDT"), ind("CRDT")))).toBe(false);
    expect(out(amt("2.00") + details(ind("DBIT")))).toBe(true);
  });

  it("takes a minus on the entry's or a detail's amount (AmtDtls) as money out, a plus as money in", () => {
    expect(out(amt("-2.00"))).toBe(true);
    expect(out(amt("2.00") + details(`<AmtDtls><TxAmt>${amt("-2.00")}</TxAmt></AmtDtls>`))).toBe(true);
    expect(out(amt("+2.00"))).toBe(false);
  });

  it("takes a plain amount as money in where the statement signs its amounts", () => {
    expect(out(amt("2.00"), true)).toBe(false);
    expect(signsAmounts(statementOf(`<Ntry>${amt("-1.00")}</Ntry><Ntry>${amt("2.00")}</Ntry>`))).toBe(true);
    expect(signsAmounts(statementOf(`<Ntry>${amt("1.00")}</Ntry>`))).toBe(false);
  });
});

describe("then the bank transaction code: its family's original operation, undone by a reversing sub-family or RvslInd", () => {
  it.each([
    ["ICDT", "ESCT", "", true],
    ["RCDT", "ESCT", "", false],
    ["RDDT", "ESDD", "", true],
    ["RDDT", "UPDD", "", false],
    ["IDDT", "ESDD", "", false],
    ["ICDT", "ESCT", "<RvslInd>true</RvslInd>", false],
    ["CNTR", "CWDL", "", true],
    ["CNTR", "CDPT", "", false],
    ["CCRD", "POSD", "", true],
  ])("%s/%s %s: out is %s", (family, sub, reversal, expected) => {
    expect(directionOf(entryOf(amt("5.00") + reversal + code(family, sub)), undefined, false)).toEqual({ out: expected, review: null });
  });
});

describe("an entry nothing directs is money out, with the reason it needs review", () => {
  it("says why for an entry of a plain amount and a code of either direction", () => {
    expect(directionOf(entryOf(amt("5.00") + code("OTHR", "OTHR")), undefined, false)).toEqual({
      out: true,
      review: expect.stringMatching(/^no credit\/debit indicator, and neither its amounts nor its bank transaction code/),
    });
  });

  it("does not trust details that disagree", () => {
    expect(directionOf(entryOf(amt("5.00") + details(ind("CRDT"), ind("DBIT"))), undefined, false).review).not.toBeNull();
  });
});
