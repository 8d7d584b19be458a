// Statements through POST /imports end to end against the sandbox: a large OFX lands exactly once and its
// re-upload inserts nothing (FITID); a malformed statement is a 422 that says what and where.
import { describe, expect, it } from "vitest";
import { camtStatement, ofxStatement } from "../support/statements";
import { connectIntake } from "../support/intake";
import { waitFor } from "../support/world";

async function connect() {
  const { world, api, upload, report } = await connectIntake();
  const uploadStatement = (body: string | Uint8Array, query: string) => upload(body, query, "application/octet-stream");
  const finished = (id: string) =>
    waitFor(
      () => report(`/imports/${id}`),
      (r) => r.counts.pending === 0 && r.status !== "running" && r.status !== "queued",
      90_000,
    );
  return { world, api, upload: uploadStatement, finished };
}

describe("a large OFX lands exactly once, and its re-upload inserts nothing (FITID)", () => {
  it("2,500 transactions → 2,500 inserted in chunks; the same file again → 2,500 duplicates", async () => {
    const { world, api, upload, finished } = await connect();
    const account = await api.createManualAccount({ name: "OFX checking", type: "cash", currency: "usd", balance: "0" });
    const file = ofxStatement(2500);
    const inAccount = async () => (await world.transactions()).filter((t) => t.manual_account_id === account.id);

    const first = await upload(file, `?account=${account.id}`);
    expect(first.status).toBe(202);
    const accepted = (await first.json()) as { id: string; format: string; rows: Record<string, number> };
    expect(accepted).toMatchObject({ format: "ofx", rows: { planned: 2500, ignored: 0, error: 0 } });
    const report = await finished(accepted.id);
    expect(report.counts).toMatchObject({ total: 2500, inserted: 2500, duplicates: 0, invalid: 0, failed: 0 });
    const landed = await inAccount();
    expect(landed).toHaveLength(2500);
    expect(new Set(landed.map((t) => t.external_id)).size).toBe(2500);

    const again = await upload(file, `?account=${account.id}`);
    const repeated = await finished(((await again.json()) as { id: string }).id);
    expect(repeated.counts).toMatchObject({ total: 2500, inserted: 0, duplicates: 2500 });
    expect(await inAccount()).toHaveLength(2500);
  });
});

describe("a malformed statement is a 422 that says what is wrong and where", () => {
  it("names the line of a CAMT's unclosed element, and nothing is sent", async () => {
    const { world, upload } = await connect();
    const camt = [
      '<?xml version="1.0"?>',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>',
      "<Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>",
      '<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2024-01-02</Dt></BookgDt>',
      "</Stmt></BkToCstmrStmt></Document>",
    ].join("\n");
    const response = await upload(camt, "?account=101");
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { message: string } };
    expect(error.message).toMatch(/not well-formed XML: line 5, column \d+: Expected closing tag 'Ntry'/);
    expect(await world.transactions()).toEqual([]);
  });
});

describe("a CAMT file in UTF-16 is read in its encoding, not refused as text", () => {
  it("imports a UTF-16 LE statement with its byte-order mark", async () => {
    const { world, api, upload, finished } = await connect();
    const account = await api.createManualAccount({ name: "CAMT", type: "cash", currency: "eur", balance: "0" });
    const text = `\uFEFF${camtStatement(3)}`;
    const bytes = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) new DataView(bytes.buffer).setUint16(i * 2, text.charCodeAt(i), true);
    const response = await upload(bytes, `?account=${account.id}`);
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as { id: string; format: string };
    expect(accepted.format).toBe("camt");
    expect((await finished(accepted.id)).counts).toMatchObject({ inserted: 3 });
    expect((await world.transactions()).filter((t) => t.manual_account_id === account.id)).toHaveLength(3);
  });
});
