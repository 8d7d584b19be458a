// What the file's own balances say of its reading is in the dry run, the import's answer and the job's report:
// a running balance, a statement's opening and closing balance, or nothing to check against.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../src/connections";
import type { JobReport } from "../../src/outbox";
import { newWorld, waitFor } from "../support/world";

const CHECKING = 101;

/** A savings bank's export whose third row lost its value-date cell: its balance is what it reads as its amount. */
const SHORT_ROW = [
  "Buchungstag;Valuta;Empfänger;Verwendungszweck;Betrag;Saldo",
  "13.10.2026;13.10.2026;REWE Markt;Einkauf;-42,10;1.008,12",
  "14.10.2026;14.10.2026;Stadtwerke;Abschlag;-58,00;950,12",
  "15.10.2026;Finanzamt;Erstattung ESt 2025;612,30;1.562,42",
  "16.10.2026;16.10.2026;Bäckerei;Einkauf;-7,90;1.554,52",
].join("\n");

const BROKEN = [
  "Date;Payee;Amount;Balance",
  "2026-10-13;A;-10,00;990,00",
  "2026-10-14;B;-20,00;970,00",
  "2026-10-15;C;612,30;2.866,02",
].join("\n");

const MT940 = [
  ":20:STMT1",
  ":25:DE12345678901234567890",
  ":28C:1/1",
  ":60F:C261001EUR1000,00",
  ":61:2610051005D42,10NMSCNONREF",
  ":86:REWE MARKT",
  ":61:2610061006C100,00NTRFNONREF",
  ":86:GEHALT",
  ":62F:C261031EUR1057,90",
  "-",
].join("\r\n");

const QIF = "!Type:Bank\nD10/01/2026\nT-4.20\nPBakery\n^\n";

async function connect() {
  const world = await newWorld();
  const apiKey = `key-${world.name}`;
  await saveConnection(env, `c-${world.name}`, world.token, apiKey);
  const upload = async (body: string, query: string) =>
    (await (
      await SELF.fetch(`https://intake.test/imports${query}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/octet-stream" },
        body,
      })
    ).json()) as Record<string, any>;
  const report = async (path: string) =>
    (await (await SELF.fetch(`https://intake.test${path}`, { headers: { Authorization: `Bearer ${apiKey}` } })).json()) as JobReport;
  return { world, upload, report };
}

/** An export whose balances add up over every row, two of which carry a day past what the budget takes (year 2390). */
const UNREADABLE_DAYS = [
  "Date;Payee;Amount;Balance",
  "2026-04-28;A;-10,00;990,00",
  "2390-04-29;B;-20,00;970,00",
  "2390-04-30;C;-30,00;940,00",
  "2026-05-02;D;-40,00;900,00",
].join("\n");

describe("balances that add up over rows the import could not read are never called balanced", () => {
  it("says partial, with only the rows planned counted as checked, in the dry run and the answer", async () => {
    const { upload } = await connect();
    const dry = await upload(UNREADABLE_DAYS, `?account=${CHECKING}&dry_run=true`);
    expect(dry.items).toHaveLength(2);
    expect(dry.verification).toMatchObject({ status: "partial", rows_total: 4 });
    expect(dry.verification.rows_checked).toBeLessThanOrEqual(2);
    const accepted = await upload(UNREADABLE_DAYS, `?account=${CHECKING}`);
    expect(accepted.verification).toMatchObject({ status: "partial", rows_total: 4 });
  });
});

describe("a bank export's dry run, answer and report say what its balances check", () => {
  it("a row that lost a cell, read again: balanced everywhere, the refund at its own amount", async () => {
    const { upload, report, world } = await connect();
    const dry = await upload(SHORT_ROW, `?account=${CHECKING}&dry_run=true`);
    expect(dry.verification).toEqual({
      status: "balanced",
      rows_checked: 3,
      rows_total: 4,
      closing: { date: "2026-10-16", balance: "1554.52" },
      not_proven: ["days"],
    });
    const accepted = await upload(SHORT_ROW, `?account=${CHECKING}`);
    expect(accepted.verification).toEqual(dry.verification);
    const done = await waitFor(
      () => report(accepted.report),
      (r) => r.status === "done",
    );
    expect(done.verification).toEqual(dry.verification);
    const history = (await report("/imports?limit=1")) as unknown as { imports: JobReport[] };
    expect(history.imports[0]?.verification).toEqual(dry.verification);
    const refund = (await world.transactions()).find((t) => t.payee === "Finanzamt");
    expect(refund).toMatchObject({ amount: "-612.3000", date: "2026-10-15" });
  });

  it("a break is named in the verification and in a warning", async () => {
    const { upload } = await connect();
    const dry = await upload(BROKEN, `?account=${CHECKING}&dry_run=true`);
    expect(dry.verification).toMatchObject({ status: "unbalanced", first_break: { row: 4, expected: "1582.30", found: "2866.02" } });
    expect(dry.profile.warnings.join(" ")).toMatch(/do not add up from row 4/);
  });

  it("an MT940 statement: its opening balance plus its entries is its closing balance", async () => {
    const { upload } = await connect();
    const dry = await upload(MT940, `?account=${CHECKING}&dry_run=true`);
    expect(dry.verification).toEqual({
      status: "balanced",
      rows_checked: 2,
      rows_total: 2,
      closing: { date: "2026-10-31", balance: "1057.90" },
      not_proven: ["days"],
    });
    const off = await upload(MT940.replace("1057,90", "1157,90"), `?account=${CHECKING}&dry_run=true`);
    expect(off.verification).toMatchObject({ status: "unbalanced", first_break: { expected: "1057.90", found: "1157.90" } });
  });

  it("a file with no balance says no_balances", async () => {
    const { upload } = await connect();
    const dry = await upload(QIF, `?account=${CHECKING}&dry_run=true`);
    expect(dry.verification).toEqual({ status: "no_balances", rows_checked: 0, rows_total: 1 });
  });
});
