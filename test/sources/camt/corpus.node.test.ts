// CAMT.052/053/054, versions 1 to 8, on the shared corpus's ISO 20022 test statements (skips when absent),
// and the rules one by one on small documents.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { camtAdapter } from "../../../src/sources/camt/adapter";
import { SourceInputError } from "../../../src/sources/errors";
import { adapterFor } from "../../../src/sources/registry";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (xml: string, account?: string) => camtAdapter.plan(enc(xml), { accountId: 1, ...(account ? { settings: { account } } : {}) });

const doc = (entries: string, extra = "") => `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt>
<Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-01-31</Dt></Dt></Bal>
${entries}</Stmt>${extra}</BkToCstmrStmt></Document>`;

const entry = (o: { amt: string; ind: string; date?: string; ref?: string; sts?: string; details?: string; rvsl?: boolean }) =>
  `<Ntry><Amt Ccy="EUR">${o.amt}</Amt><CdtDbtInd>${o.ind}</CdtDbtInd>${o.rvsl ? "<RvslInd>true</RvslInd>" : ""}<Sts><Cd>${o.sts ?? "BOOK"}</Cd></Sts>
<BookgDt><DtTm>${o.date ?? "2024-01-05T10:00:00+01:00"}</DtTm></BookgDt>${o.ref ? `<AcctSvcrRef>${o.ref}</AcctSvcrRef>` : ""}
<NtryDtls>${o.details ?? ""}</NtryDtls></Ntry>`;

describe("a CAMT document is recognised by its namespace or message", () => {
  it("takes camt.052/053/054 and leaves other XML to others", () => {
    expect(adapterFor(enc(doc(""))).format).toBe("camt");
    expect(adapterFor(enc("<?xml version='1.0'?><Document><BkToCstmrDbtCdtNtfctn/></Document>")).format).toBe("camt");
  });
});

describe("entries become transactions: DBIT money out, CRDT money in, a reversal flips", () => {
  it("reads amount, date-time booking date, counterparty and remittance", () => {
    const details = `<TxDtls><RltdPties><Cdtr><Pty><Nm>Stadtwerke</Nm></Pty></Cdtr></RltdPties><RmtInf><Ustrd>Strom Januar</Ustrd><Ustrd>Kunde 42</Ustrd></RmtInf></TxDtls>`;
    const p = plan(doc(entry({ amt: "61.00", ind: "DBIT", ref: "R1", details }) + entry({ amt: "5.00", ind: "DBIT", rvsl: true })));
    expect(p.items.map((i) => i.item)).toEqual([
      expect.objectContaining({
        date: "2024-01-05",
        amount: "61.0000",
        currency: "eur",
        payee: "Stadtwerke",
        notes: "Strom Januar Kunde 42",
      }),
      expect.objectContaining({ amount: "-5.0000" }),
    ]);
    expect(p.profile.closing_balance).toEqual({ amount: "1000.00", currency: "eur", date: "2024-01-31" });
  });

  it("splits a batch entry with several detail amounts into its transactions", () => {
    const tx = (amt: string, name: string) =>
      `<TxDtls><Amt Ccy="EUR">${amt}</Amt><CdtDbtInd>CRDT</CdtDbtInd><RltdPties><Dbtr><Nm>${name}</Nm></Dbtr></RltdPties></TxDtls>`;
    const p = plan(doc(entry({ amt: "30.00", ind: "CRDT", ref: "BATCH", details: tx("10.00", "A") + tx("20.00", "B") })));
    expect(p.items.map((i) => [i.item.amount, i.item.payee])).toEqual([
      ["-10.0000", "A"],
      ["-20.0000", "B"],
    ]);
    expect(new Set(p.items.map((i) => i.item.external_id)).size).toBe(2);
  });

  it("ignores a pending entry with its reason", () => {
    const p = plan(doc(entry({ amt: "1.00", ind: "DBIT", sts: "PDNG" })));
    expect(p.items).toEqual([]);
    expect(p.rows).toEqual([{ row: 1, outcome: "ignored", reason: "pending" }]);
  });
});

const ROOT = join(__dirname, "../../../../shared/bank-corpus/samples/camt");
const files = existsSync(ROOT) ? readdirSync(ROOT).filter((f) => f.endsWith(".xml")) : [];

describe.skipIf(files.length === 0)("the corpus's CAMT statements, versions 1 to 8", () => {
  it("reads every one, or refuses it with a reason", () => {
    const outcomes: string[] = [];
    let read = 0;
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(join(ROOT, file)));
      expect(camtAdapter.recognizes(bytes.subarray(0, 65536)), file).toBe(true);
      try {
        let p = camtAdapter.plan(bytes, { accountId: 1, settings: {} });
        if (p.profile.accounts.length > 1) p = camtAdapter.plan(bytes, { accountId: 1, settings: { account: p.profile.accounts[0]! } });
        for (const i of p.items) {
          expect(i.item.date, file).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(i.item.amount, file).toMatch(/^-?\d+\.\d{4}$/);
        }
        const errors = p.rows.filter((r) => r.outcome === "error").map((r) => r.reason);
        outcomes.push(`${file}: ${p.items.length} items${errors.length ? `; ${errors.join("; ")}` : ""}`);
        read++;
      } catch (error) {
        if (!(error instanceof SourceInputError)) throw new Error(`${file}: ${String(error)}`);
        if (/choose one with file_account/.test(error.message)) {
          read++;
          continue;
        }
        outcomes.push(`${file}: refused: ${error.message}`);
      }
    }
    console.info(`CAMT corpus: ${read} of ${files.length} read\n${outcomes.join("\n")}`);
    expect(read).toBeGreaterThanOrEqual(files.length - 1);
  });
});
