// What the budget says reaches the CSV adapter as evidence, asked of the service only for what the file leaves open:
// how the budget and its person write dates (its locale, the date format chosen) and the account's currency.
import { describe, expect, it } from "vitest";
import { connectIntake, SEED_ACCOUNTS } from "../support/intake";
import { waitFor } from "../support/world";

type DryRun = { items: { item: { date: string } }[]; profile: { dateReason?: string; warnings?: string[] } };

/** An export whose four dates read both ways, in English with decimal points: nothing in it says the order. */
const OPEN = [
  "Date,Description,Amount",
  "02/03/2024,CORNER SHOP,-23.40",
  "02/04/2024,CHEMIST,-8.99",
  "03/03/2024,SALARY,1850.00",
  "03/04/2024,BUS,-6.80",
].join("\n");

async function dryRun(intake: Awaited<ReturnType<typeof connectIntake>>, csv: string, account: number = SEED_ACCOUNTS.checking) {
  const response = await intake.upload(csv, `?account=${account}&dry_run=true`);
  expect(response.status).toBe(200);
  return (await response.json()) as DryRun;
}

describe("an upload whose dates read both ways weighs how the budget writes dates", () => {
  it("reads day-first in a budget whose locale is en-GB, and says the budget decided", async () => {
    const intake = await connectIntake();
    await intake.api.updateAccountSettings({ locale: "en-GB" });
    const body = await dryRun(intake, OPEN);
    expect(body.items.map((i) => i.item.date)).toEqual(["2024-03-02", "2024-04-02", "2024-03-03", "2024-04-03"]);
    expect(body.profile.dateReason).toMatch(/the budget's locale \(en-GB\) writes dates day-first/);
  });

  it("reads day-first for a person who chose a day-first date format, whatever the budget's locale", async () => {
    const intake = await connectIntake();
    await intake.api.updateUserSettings({ month_day_year_format: "DD.MM.YYYY" });
    const body = await dryRun(intake, OPEN);
    expect(body.items[0]?.item.date).toBe("2024-03-02");
    expect(body.profile.dateReason).toMatch(/the date format chosen in the budget \(DD\.MM\.YYYY\) is day-first/);
  });

  it("reads month-first in the sandbox's en-US budget, naming the locale rather than a default", async () => {
    const body = await dryRun(await connectIntake(), OPEN);
    expect(body.items[0]?.item.date).toBe("2024-02-03");
    expect(body.profile.dateReason).toMatch(/the budget's locale \(en-US\) writes dates month-first/);
  });

  it("reads an INR account's file day-first in a US budget: its bank writes as India does", async () => {
    const intake = await connectIntake();
    const seeded = await intake.world.admin<{ manual_accounts: { id: number }[] }>("POST", "/seed", {
      manual_accounts: [{ name: "Savings in Pune", type: "cash", currency: "inr" }],
    });
    const body = await dryRun(intake, OPEN, seeded.manual_accounts[0]!.id);
    expect(body.items[0]?.item.date).toBe("2024-03-02");
    expect(body.profile.dateReason).toMatch(/the account is in INR \(the budget's own currency is USD\)/);
  });
});

describe("the budget is asked only for what the file leaves open", () => {
  it("reads no settings for a file whose dates say their own order", async () => {
    const ask = async (csv: string) => {
      const intake = await connectIntake();
      const before = (await intake.world.counters()).reads;
      await dryRun(intake, csv);
      return (await intake.world.counters()).reads - before;
    };
    const proved = OPEN.replace("03/04/2024", "25/04/2024");
    const open = await ask(OPEN);
    // The same file with one day over 12 spends the two reads of the budget's settings less.
    expect(open - (await ask(proved))).toBe(2);
  });
});

describe("transactions the account already holds over the file's days prove the reading they meet", () => {
  /** What a receipt or a tap put in the account: the day and amount of the purchase (positive is money out). */
  const already = (intake: Awaited<ReturnType<typeof connectIntake>>, rows: [string, string, string][]) =>
    intake.api.insertTransactions({
      transactions: rows.map(([date, amount, payee], i) => ({
        date,
        amount,
        payee,
        external_id: `receipt-${i}`,
        manual_account_id: SEED_ACCOUNTS.checking,
      })),
    });

  it("reads the file day-first where receipts of its days are there, and says so in verification", async () => {
    const intake = await connectIntake();
    await already(intake, [
      ["2024-03-02", "23.40", "Corner Shop"],
      ["2024-04-02", "8.99", "Chemist"],
      ["2024-04-03", "6.80", "Bus"],
    ]);
    const body = (await dryRun(intake, OPEN)) as DryRun & { verification: { budget_rows?: { met: number; read: number } } };
    expect(body.items.map((i) => i.item.date)).toEqual(["2024-03-02", "2024-04-02", "2024-03-03", "2024-04-03"]);
    expect(body.profile.dateReason).toMatch(/3 rows meet transactions already in the budget read day-first/);
    expect(body.verification.budget_rows).toEqual({ met: 3, read: 4 });
  });

  it("carries what the budget's rows said into the import's report", async () => {
    const intake = await connectIntake();
    await already(intake, [
      ["2024-03-02", "23.40", "Corner Shop"],
      ["2024-04-02", "8.99", "Chemist"],
    ]);
    const response = await intake.upload(OPEN, `?account=${SEED_ACCOUNTS.checking}`);
    expect(response.status).toBe(202);
    const answer = (await response.json()) as { report: string; verification?: { budget_rows?: unknown } };
    expect(answer.verification?.budget_rows).toEqual({ met: 2, read: 4 });
    expect((await intake.report(answer.report)).verification?.budget_rows).toEqual({ met: 2, read: 4 });
  });
});

describe("the account's own balances prove a file's sign", () => {
  /** A Spanish bank's export of one payment and the balance after it: no step of the balance checks its amount. */
  const ONE = "Fecha;Concepto;Importe;Saldo\n05/03/2024;MERCADONA VALENCIA;45,20;954,80\n";

  it("reads a lone row's plain amount as money out from the manual account's balance before it", async () => {
    const intake = await connectIntake();
    await intake.api.updateManualAccount(SEED_ACCOUNTS.checking, { balance: "1000.00", balance_as_of: "2024-02-29" });
    const body = (await dryRun(intake, ONE)) as DryRun & { profile: { sign: string; signReason: string } };
    expect(body.profile.sign).toBe("positive_is_money_out");
    expect(body.profile.signReason).toMatch(/the account held 1000.00 at the end of 2024-02-29/);
  });

  it("takes the last file's closing balance to the account's balance across a file without one", async () => {
    const intake = await connectIntake();
    // The account's balance, set by the person at the end of March (read with the account list, as the upload reads it).
    await intake.api.updateManualAccount(SEED_ACCOUNTS.checking, { balance: "1854.80", balance_as_of: "2024-03-31" });
    // February, read with its running balance: it closes at 1000.00 on 15 February, which Intake keeps.
    const february = "Fecha;Concepto;Importe;Saldo\n01/02/2024;Nómina;1500,00;1500,00\n15/02/2024;Alquiler;-500,00;1000,00\n";
    const imported = (await (await intake.upload(february, `?account=${SEED_ACCOUNTS.checking}`)).json()) as { report: string };
    await waitFor(
      () => intake.report(imported.report),
      (r) => r.status === "done",
    );
    // March, from another export of the bank that writes money out positive and states no balance.
    const march = "Fecha;Concepto;Importe\n04/03/2024;Consum;45,20\n11/03/2024;Pérez SL;-1200,00\n25/03/2024;Eroski;300,00\n";
    const body = (await dryRun(intake, march)) as DryRun & { profile: { sign: string; signReason: string } };
    expect(body.profile.sign).toBe("positive_is_money_out");
    expect(body.profile.signReason).toMatch(
      /the rows take the account's balance of 1000.00 at the end of 2024-02-15 to its 1854.80 of 2024-03-31/,
    );
  });
});
