// An entry that batches several payments (src/formats/camt/batch.ts) becomes its payments only when their amounts, in
// the entry's currency and each in its own direction, add up to it; else it stays one entry and says why.
import { describe, expect, it } from "vitest";
import { camtAdapter } from "../../../src/formats/camt/adapter";

const enc = (s: string) => new TextEncoder().encode(s);

/** A camt.053.001.08 statement of one entry of `amount` (EUR, `ind`) with these details. */
const plan = (amount: string, ind: string, details: string) =>
  camtAdapter.plan(
    enc(
      `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>` +
        `<GrpHdr><MsgId>M</MsgId><CreDtTm>2024-03-01T00:00:00</CreDtTm></GrpHdr><Stmt><Id>S</Id>` +
        `<Acct><Id><IBAN>DE02120300000000202051</IBAN></Id><Ccy>EUR</Ccy></Acct>` +
        `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${ind}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-03-01</Dt></BookgDt>` +
        `<AcctSvcrRef>B1</AcctSvcrRef><NtryDtls>${details}</NtryDtls><AddtlNtryInf>SAMMLER</AddtlNtryInf></Ntry></Stmt></BkToCstmrStmt></Document>`,
    ),
    { accountId: 1 },
  );

const detail = (
  amount: string,
  o: { ccy?: string; ind?: string; name?: string; path?: "Amt" | "TxAmt" | "CntrValAmt"; also?: string } = {},
) => {
  const amt = `<Amt Ccy="${o.ccy ?? "EUR"}">${amount}</Amt>`;
  const placed = (o.path ?? "Amt") === "Amt" ? amt : `<AmtDtls><${o.path}>${amt}</${o.path}></AmtDtls>`;
  return `<TxDtls>${placed}${o.also ?? ""}${o.ind ? `<CdtDbtInd>${o.ind}</CdtDbtInd>` : ""}<RltdPties><Cdtr><Pty><Nm>${o.name ?? "Shop"}</Nm></Pty></Cdtr></RltdPties></TxDtls>`;
};

const amounts = (p: ReturnType<typeof plan>) => p.items.map((i) => [i.item.amount, i.item.currency]);

describe("details that add up to the entry, each in its own direction, are its transactions, and it says so", () => {
  it("splits a debit of 95.00 into a payment of 100.00 out and a refund of 5.00 in", () => {
    const p = plan(
      "95.00",
      "DBIT",
      detail("100.00", { ind: "DBIT", name: "Acquirer" }) + detail("5.00", { ind: "CRDT", name: "Acquirer refund" }),
    );
    expect(amounts(p)).toEqual([
      ["100.0000", "eur"],
      ["-5.0000", "eur"],
    ]);
    expect(p.profile.batches).toEqual(["entry 1: 2 payments booked as one, read as each of them (they add up to the entry)"]);
    expect(p.profile.warnings).toBeUndefined();
  });

  it("reads each detail's amount in the entry's currency: its counter value in euros, not the dollars it was paid in", () => {
    const p = plan(
      "212.60",
      "DBIT",
      detail("120.00", { ccy: "USD", also: `<AmtDtls><CntrValAmt><Amt Ccy="EUR">116.40</Amt></CntrValAmt></AmtDtls>` }) +
        detail("100.00", { ccy: "USD", also: `<AmtDtls><CntrValAmt><Amt Ccy="EUR">96.20</Amt></CntrValAmt></AmtDtls>` }),
    );
    expect(amounts(p)).toEqual([
      ["116.4000", "eur"],
      ["96.2000", "eur"],
    ]);
  });
});

describe("details that do not add up to the entry leave it one entry, with a warning that says why", () => {
  it.each([
    [
      "a fee taken from a collection",
      "298.50",
      detail("100.00", { path: "TxAmt" }) + detail("200.00", { path: "TxAmt" }),
      /make 300\.00, not the entry's 298\.50/,
    ],
    ["a detail left out", "75.00", detail("25.00") + detail("25.00"), /make 50\.00, not the entry's 75\.00/],
    [
      "amounts only in another currency",
      "40.00",
      detail("20.00", { ccy: "USD" }) + detail("24.00", { ccy: "USD" }),
      /in another currency than the entry's/,
    ],
    [
      "no amounts",
      "12.00",
      "<TxDtls><Refs><EndToEndId>A</EndToEndId></Refs></TxDtls><TxDtls><Refs><EndToEndId>B</EndToEndId></Refs></TxDtls>",
      /give no amounts of their own/,
    ],
  ])("%s", (_, amount, details, why) => {
    const p = plan(amount, "DBIT", details);
    expect(amounts(p)).toEqual([[`${amount}00`, "eur"]]);
    expect(p.profile.warnings).toEqual([
      expect.stringMatching(new RegExp(`^entry 1 batches several payments, but .*${why.source}.*: imported as one entry$`)),
    ]);
    expect(p.items[0]!.item.notes).toBe("SAMMLER");
  });

  it("names the entry by its payments' counterparty only when they share one", () => {
    const same = plan("30.00", "DBIT", detail("10.00", { name: "Stadtwerke" }) + detail("10.00", { name: "Stadtwerke" }));
    const several = plan("30.00", "DBIT", detail("10.00", { name: "Stadtwerke" }) + detail("10.00", { name: "Gaswerk" }));
    expect([same.items[0]!.item.payee, several.items[0]!.item.payee]).toEqual(["Stadtwerke", undefined]);
  });
});
