// A statement's booked balances (src/formats/camt/balances.ts): OPBD or PRCD opens, CLBD closes; a report made during
// the day states interim booked balances (ITBD), the latest of which closes and the earliest of two opens.
import { describe, expect, it } from "vitest";
import { camtAdapter } from "../../../src/formats/camt/adapter";

const enc = (s: string) => new TextEncoder().encode(s);
const bal = (code: string, amount: string, at: string, ind = "CRDT") =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${ind}</CdtDbtInd><Dt>${at.includes("T") ? `<DtTm>${at}</DtTm>` : `<Dt>${at}</Dt>`}</Dt></Bal>`;
const entry = (amount: string, ind: string) =>
  `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${ind}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-04-02</Dt></BookgDt></Ntry>`;
/** A camt.052.001.08 report of the balances given, an entry of 30.00 out and one of 10.00 in. */
const report = (balances: string) =>
  camtAdapter.plan(
    enc(
      `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.08"><BkToCstmrAcctRpt>` +
        `<GrpHdr><MsgId>M</MsgId><CreDtTm>2024-04-02T15:00:00</CreDtTm></GrpHdr><Rpt><Id>R</Id>` +
        `<Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>${balances}${entry("30.00", "DBIT")}${entry("10.00", "CRDT")}` +
        `</Rpt></BkToCstmrAcctRpt></Document>`,
    ),
    { accountId: 1 },
  ).profile;

describe("an intraday report's interim booked balances check it", () => {
  it.each([
    ["the previous closing and the interim balance now", bal("PRCD", "100.00", "2024-04-01") + bal("ITBD", "80.00", "2024-04-02T15:00:00")],
    [
      "two interim balances, morning and afternoon, in either order",
      bal("ITBD", "80.00", "2024-04-02T15:00:00") + bal("ITBD", "100.00", "2024-04-02T08:00:00"),
    ],
    ["an opening booked balance and the interim one", bal("OPBD", "100.00", "2024-04-02") + bal("ITBD", "80.00", "2024-04-02T15:00:00")],
  ])("%s", (_, balances) => {
    const p = report(balances);
    expect(p.verification).toMatchObject({ status: "balanced", rows_checked: 2 });
    expect(p.closing_balance).toEqual({ amount: "80.00", currency: "eur", date: "2024-04-02" });
  });

  it("says when the entries do not reach the interim balance", () => {
    const p = report(bal("ITBD", "100.00", "2024-04-02T08:00:00") + bal("ITBD", "70.00", "2024-04-02T15:00:00"));
    expect(p.verification).toMatchObject({ status: "unbalanced", first_break: { expected: "80.00", found: "70.00" } });
  });

  it("checks nothing with one interim balance alone, and offers it as the account's", () => {
    const p = report(bal("ITBD", "80.00", "2024-04-02T15:00:00", "DBIT"));
    expect(p.verification?.status).toBe("no_balances");
    expect(p.closing_balance).toEqual({ amount: "-80.00", currency: "eur", date: "2024-04-02" });
  });
});
