// A statement of several accounts in one upload: file_accounts maps each account of the file to a manual
// account (one job each, one answer listing them, the unmapped ones reported as not imported);
// file_account still imports the one it names.
import { describe, expect, it } from "vitest";
import { connectIntake } from "../support/intake";
import { mt940Statement, ofxStatement } from "../support/statements";
import { waitFor } from "../support/world";

const statement = (acct: string, fitid: string, amount: string, balance: string) =>
  `<STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>${acct}<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>` +
  `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>20261003<TRNAMT>${amount}<FITID>${fitid}<NAME>Payee ${fitid}</STMTTRN>` +
  `</BANKTRANLIST><LEDGERBAL><BALAMT>${balance}<DTASOF>20261031</LEDGERBAL></STMTRS></STMTTRNRS>`;

const OFX = [
  "OFXHEADER:100",
  "DATA:OFXSGML",
  "",
  `<OFX><BANKMSGSRSV1>${statement("111", "A1", "-10.00", "500.00")}${statement("222", "B1", "25.00", "75.25")}${statement("333", "C1", "-1.00", "1.00")}</BANKMSGSRSV1></OFX>`,
].join("\n");

interface Imported {
  file_account: string;
  manual_account_id: number;
  id: string;
  rows: Record<string, number>;
  statement_balance: { amount: string } | null;
  balance_job?: string;
}
interface MappedAnswer {
  format: string;
  file_accounts: string[];
  imported: Imported[];
  not_imported: { file_account: string; reason: string }[];
}

async function connect() {
  const { world, api, upload, report } = await connectIntake();
  const uploadStatement = (body: string, query: string) => upload(body, query, "application/octet-stream");
  const finished = (path: string) =>
    waitFor(
      () => report(path),
      (r) => r.status === "done",
    );
  const account = (name: string) => api.createManualAccount({ name, type: "cash", currency: "usd", balance: "0" });
  return { world, api, upload: uploadStatement, finished, account };
}

const mapped = (m: Record<string, number>) => `?file_accounts=${encodeURIComponent(JSON.stringify(m))}`;

describe("file_accounts maps each account of the file to a manual account, one job each", () => {
  it("imports the mapped accounts into their manual accounts and reports the unmapped one as not imported", async () => {
    const { world, upload, finished, account } = await connect();
    const [first, second] = [await account("First"), await account("Second")];
    const response = await upload(OFX, mapped({ "111": first.id, "222": second.id }));
    expect(response.status).toBe(202);
    const answer = (await response.json()) as MappedAnswer;
    expect(answer).toMatchObject({ format: "ofx", file_accounts: ["111", "222", "333"] });
    expect(answer.imported.map((i) => [i.file_account, i.manual_account_id, i.rows.planned])).toEqual([
      ["111", first.id, 1],
      ["222", second.id, 1],
    ]);
    expect(answer.imported[0]!.id).not.toBe(answer.imported[1]!.id);
    expect(answer.not_imported).toEqual([{ file_account: "333", reason: "not mapped to a manual account" }]);
    for (const job of answer.imported) expect((await finished(`/imports/${job.id}`)).counts).toMatchObject({ inserted: 1 });
    const landed = (await world.transactions()).map((t) => [t.manual_account_id, t.payee, Number(t.amount)]);
    expect(landed).toEqual(
      expect.arrayContaining([
        [first.id, "Payee A1", 10],
        [second.id, "Payee B1", -25],
      ]),
    );
    expect(landed).toHaveLength(2);
  });

  it("sets each mapped account's balance from its own statement with set_balance=true", async () => {
    const { api, upload, finished, account } = await connect();
    const [first, second] = [await account("First"), await account("Second")];
    const answer = (await (await upload(OFX, `${mapped({ "111": first.id, "222": second.id })}&set_balance=true`)).json()) as MappedAnswer;
    expect(answer.imported.map((i) => i.statement_balance?.amount)).toEqual(["500.00", "75.25"]);
    for (const job of answer.imported) await finished(job.balance_job!);
    expect(Number((await api.manualAccount(first.id)).balance)).toBe(500);
    expect(Number((await api.manualAccount(second.id)).balance)).toBe(75.25);
  });
});

describe("each mapped account is delivered in chunks, as an upload of one account is", () => {
  it("imports 1,200 and 1,100 transactions of two accounts, each into its own account, every one once", async () => {
    const { world, upload, finished, account } = await connect();
    const [first, second] = [await account("First"), await account("Second")];
    // Two statements of the large-file generator, one file: each account is more than one chunk (1,000 items).
    const body = (ofx: string) => ofx.slice(ofx.indexOf("<STMTTRNRS>"), ofx.indexOf("</BANKMSGSRSV1>"));
    const ofx = `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1>${body(ofxStatement(1200, "111"))}${body(ofxStatement(1100, "222"))}</BANKMSGSRSV1></OFX>\n`;
    const answer = (await (await upload(ofx, mapped({ "111": first.id, "222": second.id }))).json()) as MappedAnswer;
    expect(answer.imported.map((i) => [i.file_account, i.rows.planned])).toEqual([
      ["111", 1200],
      ["222", 1100],
    ]);
    const counts = [];
    for (const job of answer.imported) counts.push((await finished(`/imports/${job.id}`)).counts);
    expect(counts).toMatchObject([
      { inserted: 1200, duplicates: 0, failed: 0 },
      { inserted: 1100, duplicates: 0, failed: 0 },
    ]);
    const perAccount = new Map<number, number>();
    for (const t of await world.transactions()) perAccount.set(t.manual_account_id!, (perAccount.get(t.manual_account_id!) ?? 0) + 1);
    expect([perAccount.get(first.id), perAccount.get(second.id)]).toEqual([1200, 1100]);
  });
});

describe("a mapping that cannot be followed is refused before anything is sent", () => {
  it("says which account the file lacks, what is wrong with the JSON, and that a CSV holds one account", async () => {
    const { world, upload, account } = await connect();
    const first = await account("First");
    const missing = await upload(OFX, mapped({ "999": first.id }));
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toMatch(/no account "999" \(it has 111, 222, 333\)/);
    const notJson = await upload(OFX, "?file_accounts=%7B111");
    expect(notJson.status).toBe(400);
    const notIds = await upload(OFX, `?file_accounts=${encodeURIComponent('{"111":"x"}')}`);
    expect(notIds.status).toBe(400);
    const both = await upload(OFX, `${mapped({ "111": first.id })}&account=${first.id}`);
    expect(both.status).toBe(400);
    const csv = await upload("Date,Payee,Amount\n2026-10-01,x,-1\n", mapped({ "111": first.id }));
    expect(csv.status).toBe(422);
    expect(((await csv.json()) as { error: { message: string } }).error.message).toMatch(/a CSV file holds one account/);
    expect(await world.transactions()).toEqual([]);
  });

  it("holds the statement to its format's own size limit (MT940: 6 MB), as an upload of one account does", async () => {
    const { world, upload, account } = await connect();
    const first = await account("First");
    const oversized = mt940Statement(3).padEnd(6 * 1024 * 1024 + 1, "\n");
    const refused = await upload(oversized, mapped({ NL91ABNA0417164300: first.id }));
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("an MT940 file over 6 MB is not read");
    expect(await world.transactions()).toEqual([]);
  });
});

describe("accounts that share one ACCTID are each imported, by the names the file lists them under", () => {
  // A US bank's "all accounts" download: checking and savings of one customer number, FITIDs numbered per account.
  const shared = (type: string, name: string, amount: string) =>
    `<STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>121000248<ACCTID>123456789<ACCTTYPE>${type}</BANKACCTFROM><BANKTRANLIST>` +
    `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>20261003<TRNAMT>${amount}<FITID>2026100301<NAME>${name}</STMTTRN>` +
    `</BANKTRANLIST><LEDGERBAL><BALAMT>100.00<DTASOF>20261031</LEDGERBAL></STMTRS></STMTTRNRS>`;
  const SHARED = `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1>${shared("CHECKING", "SAFEWAY", "-54.21")}${shared("SAVINGS", "INTEREST", "0.42")}</BANKMSGSRSV1></OFX>`;

  it("lists both accounts distinctly as held sections, then imports each into its own manual account from one upload", async () => {
    const { world, upload, finished, account } = await connect();
    const [checking, savings] = [await account("Checking"), await account("Savings")];
    // No account of the budget names 123456789: both held, nothing sent, each listed by the name file_accounts takes.
    const unnamed = await upload(SHARED, `?account=${checking.id}`);
    expect(unnamed.status).toBe(202);
    const held = (await unnamed.json()) as MappedAnswer & { sections: { file_account: string; account_id: number | null }[] };
    expect(held.sections.map((s) => [s.file_account, s.account_id])).toEqual([
      ["123456789 (CHECKING)", null],
      ["123456789 (SAVINGS)", null],
    ]);
    expect(held.imported).toEqual([]);
    expect(await world.transactions()).toEqual([]);
    const answer = (await (
      await upload(SHARED, mapped({ "123456789 (CHECKING)": checking.id, "123456789 (SAVINGS)": savings.id }))
    ).json()) as MappedAnswer;
    expect(answer.file_accounts).toEqual(["123456789 (CHECKING)", "123456789 (SAVINGS)"]);
    expect(answer.not_imported).toEqual([]);
    for (const job of answer.imported) expect((await finished(`/imports/${job.id}`)).counts).toMatchObject({ inserted: 1 });
    const landed = await world.transactions();
    expect(landed.map((t) => [t.manual_account_id, t.payee])).toEqual(
      expect.arrayContaining([
        [checking.id, "SAFEWAY"],
        [savings.id, "INTEREST"],
      ]),
    );
    expect(new Set(landed.map((t) => t.external_id)).size).toBe(2);
  });

  it("imports the same file again as duplicates only, and takes a name in another case as the account it names", async () => {
    const { world, upload, finished, account } = await connect();
    const [checking, savings] = [await account("Checking"), await account("Savings")];
    const once = (await (
      await upload(SHARED, mapped({ "123456789 (checking)": checking.id, "123456789 (Savings)": savings.id }))
    ).json()) as MappedAnswer;
    expect(once.not_imported).toEqual([]);
    for (const job of once.imported) await finished(`/imports/${job.id}`);
    const again = (await (
      await upload(SHARED, `?account=${savings.id}&file_account=${encodeURIComponent("123456789 (SAVINGS)")}`)
    ).json()) as {
      id: string;
    };
    expect((await finished(`/imports/${again.id}`)).counts).toMatchObject({ inserted: 0, duplicates: 1 });
    expect(await world.transactions()).toHaveLength(2);
  });

  it("refuses two names of one account, which would import it twice", async () => {
    const { world, upload, account } = await connect();
    const [first, second] = [await account("First"), await account("Second")];
    const twice = await upload(SHARED, mapped({ "123456789 (SAVINGS)": first.id, "123456789 (savings)": second.id }));
    expect(twice.status).toBe(422);
    expect(((await twice.json()) as { error: { message: string } }).error.message).toMatch(/both name the account 123456789 \(SAVINGS\)/);
    expect(await world.transactions()).toEqual([]);
  });
});

describe("file_account still imports the one account it names", () => {
  it("imports account 222 alone into the account given", async () => {
    const { world, upload, finished, account } = await connect();
    const only = await account("Only");
    const response = await upload(OFX, `?account=${only.id}&file_account=222`);
    expect(response.status).toBe(202);
    await finished(`/imports/${((await response.json()) as { id: string }).id}`);
    expect((await world.transactions()).map((t) => [t.manual_account_id, t.payee])).toEqual([[only.id, "Payee B1"]]);
  });
});

describe("one account is a mapping of one: the same job whichever way it is named", () => {
  it("imports 222 by file_account, then by a mapping of one as duplicates only, with the same fields for the account", async () => {
    const { world, upload, finished, account } = await connect();
    const only = await account("Only");
    const single = (await (await upload(OFX, `?account=${only.id}&file_account=222&set_balance=true`)).json()) as Imported;
    await finished(`/imports/${single.id}`);
    const again = await upload(OFX, `${mapped({ "222": only.id })}&set_balance=true`);
    expect(again.status).toBe(202);
    const [entry] = ((await again.json()) as MappedAnswer).imported;
    expect((await finished(`/imports/${entry!.id}`)).counts).toMatchObject({ inserted: 0, duplicates: 1 });
    // The account's part of each answer is one shape; the single answer adds what concerns the whole file.
    const perAccount = (o: object) =>
      Object.keys(o).filter((k) => !["budget", "format", "file_name", "profile", "file_account"].includes(k));
    expect(perAccount(entry!).sort()).toEqual(perAccount(single).sort());
    expect([entry!.statement_balance, single.statement_balance].map((b) => b?.amount)).toEqual(["75.25", "75.25"]);
    expect((await world.transactions()).map((t) => [t.manual_account_id, t.payee])).toEqual([[only.id, "Payee B1"]]);
  });
});
