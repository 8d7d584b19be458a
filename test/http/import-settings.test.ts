// POST /imports settings: overrides change exactly what they name; every setting is validated, and a bad one
// is a 400 that lists what is accepted.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../src/connections";
import { newWorld } from "../support/world";

const CHECKING = 101;

async function connect() {
  const world = await newWorld();
  const apiKey = `key-${world.name}`;
  await saveConnection(env, `c-${world.name}`, world.token, apiKey);
  const upload = (csv: string) =>
    SELF.fetch(`https://intake.test/imports?account=${CHECKING}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "text/csv" },
      body: csv,
    });
  const dryRun = (csv: string, query = "") =>
    SELF.fetch(`https://intake.test/imports?account=${CHECKING}&dry_run=true${query}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "text/csv" },
      body: csv,
    });
  return { dryRun, upload };
}

interface Plan {
  profile: Record<string, unknown>;
  rows: { planned: number; ignored: number; error: number };
  items: { item: { amount: string; date: string } }[];
}

/** German export: decimal comma, "." groups thousands (detected), one value per row. */
const GERMAN = [
  "Buchungstag;Empfänger;Betrag",
  ...Array.from({ length: 13 }, (_, i) => `${String(i + 1).padStart(2, "0")}.01.2024;Shop ${i};-1.${String(100 + i)},50`),
].join("\n");

describe("overrides change exactly the fields they name", () => {
  it("keeps the detected thousands separator (and every other default-valued decision) under overrides={}", async () => {
    const { dryRun } = await connect();
    const detected = (await (await dryRun(GERMAN)).json()) as Plan;
    expect(detected.profile.thousandsSeparator).toBe(".");
    for (const overrides of ["{}", JSON.stringify({ payee: undefined }), JSON.stringify({ columns: {} })]) {
      const res = await dryRun(GERMAN, `&overrides=${encodeURIComponent(overrides)}`);
      expect(res.status).toBe(200);
      const plan = (await res.json()) as Plan;
      expect(plan.rows).toEqual({ planned: 13, ignored: 1, error: 0 });
      expect(plan.profile).toEqual(detected.profile);
    }
  });
  it("changes only the named field, in overrides JSON and as a plain parameter", async () => {
    const { dryRun } = await connect();
    const detected = ((await (await dryRun(GERMAN)).json()) as Plan).profile;
    const viaJson = ((await (await dryRun(GERMAN, `&overrides=${encodeURIComponent('{"sign":"positive_is_money_out"}')}`)).json()) as Plan)
      .profile;
    const viaParam = ((await (await dryRun(GERMAN, "&sign=positive_is_money_out")).json()) as Plan).profile;
    // A sign given is no longer open to the budget's evidence (profile.ts `open`): only that changes with it.
    const { open, ...closed } = detected as { open?: { decision: string }[] };
    const stillOpen = open?.filter((d) => d.decision !== "sign") ?? [];
    for (const p of [viaJson, viaParam]) {
      expect(p).toEqual({
        ...closed,
        ...(stillOpen.length > 0 ? { open: stillOpen } : {}),
        sign: "positive_is_money_out",
        signReason: "given in the profile",
      });
    }
    const dated = ((await (await dryRun(GERMAN, "&date_format=DD.MM.YY")).json()) as Plan).profile;
    expect(dated).toEqual({ ...detected, dateFormat: "DD.MM.YY", dateReason: "given in the profile" });
  });
  it("keeps the detected notes columns when overrides name another column role", async () => {
    const { dryRun } = await connect();
    const csv = "Datum;Name;Verwendungszweck;Betrag\n03.01.2024;ACME;Rechnung 7;-10,00\n";
    const detected = ((await (await dryRun(csv)).json()) as Plan).profile;
    const overridden = (
      (await (await dryRun(csv, `&overrides=${encodeURIComponent('{"columns":{"payee":{"header":"Name"}}}')}`)).json()) as Plan
    ).profile;
    expect((overridden.columns as { notes: unknown }).notes).toEqual((detected.columns as { notes: unknown }).notes);
  });
  it("re-decides a detected thousands separator that a given decimal separator contradicts", async () => {
    const { dryRun } = await connect();
    // Detected: decimal ",", thousands "."; the user says the decimal is ".": "." cannot group too.
    const plan = (await (await dryRun(GERMAN, "&decimal_separator=.")).json()) as Plan;
    expect(plan.profile).toMatchObject({ decimalSeparator: ".", thousandsSeparator: "," });
  });
});

describe("settings are validated; a bad one is a 400 that lists the accepted values", () => {
  it("refuses a date_format outside the grammar, as a parameter and in overrides", async () => {
    const { dryRun } = await connect();
    for (const query of [
      "&date_format=%25n%25n%25n",
      "&date_format=DD.MM.DD",
      "&date_format=QQ-MM-YYYY",
      `&overrides=${encodeURIComponent('{"dateFormat":"%n%n%n"}')}`,
    ]) {
      const res = await dryRun(GERMAN, query);
      expect(res.status, query).toBe(400);
      const message = ((await res.json()) as { error: { message: string } }).error.message;
      expect(message).toMatch(/date format/);
      expect(message).toContain("DD.MM.YYYY");
      expect(message).toContain("YYYY:MM:DD");
    }
  });
  it("accepts the formats of the grammar, the new YYYY MM DD and YYYY:MM:DD included", async () => {
    const { dryRun } = await connect();
    for (const f of ["DD.MM.YYYY", "D/M/YY", "MMM D, YYYY", "YYYY MM DD", "YYYY:MM:DD", "YYYYMMDD", "YYYY-MM-DD HH:mm:ss"]) {
      expect((await dryRun(GERMAN, `&date_format=${encodeURIComponent(f)}`)).status, f).toBe(200);
    }
  });
  it("refuses an enum setting with its values, an unknown setting with the list of settings", async () => {
    const { dryRun } = await connect();
    const enc = await dryRun(GERMAN, "&encoding=latin-9");
    expect(enc.status).toBe(400);
    expect(((await enc.json()) as { error: { message: string } }).error.message).toContain("windows-1257");
    const thousands = await dryRun(GERMAN, `&overrides=${encodeURIComponent('{"thousandsSeparator":"_"}')}`);
    expect(thousands.status).toBe(400);
    expect(((await thousands.json()) as { error: { message: string } }).error.message).toMatch(/thousandsSeparator.*"'"/);
    const typo = await dryRun(GERMAN, `&overrides=${encodeURIComponent('{"dateformat":"DD.MM.YYYY"}')}`);
    expect(typo.status).toBe(400);
    expect(((await typo.json()) as { error: { message: string } }).error.message).toMatch(/"dateformat" is not a setting.*dateFormat/);
    const role = await dryRun(GERMAN, `&overrides=${encodeURIComponent('{"columns":{"payes":{"index":1}}}')}`);
    expect(role.status).toBe(400);
    expect(((await role.json()) as { error: { message: string } }).error.message).toMatch(/columns: "payes" is not a setting.*payee/);
    const scale = await dryRun(GERMAN, `&overrides=${encodeURIComponent('{"amountScale":9}')}`);
    expect(scale.status).toBe(400);
  });
  it("accepts windows-1257 as an encoding parameter", async () => {
    const { dryRun } = await connect();
    const res = await dryRun(GERMAN, "&encoding=windows-1257");
    expect(res.status).toBe(200);
    expect(((await res.json()) as Plan).profile.encoding).toBe("windows-1257");
  });
  it("takes any name a browser knows an encoding by (latin1, cp1251, sjis) as that encoding", async () => {
    const { dryRun } = await connect();
    for (const [label, encoding] of [
      ["latin1", "windows-1252"],
      ["cp1251", "windows-1251"],
      ["sjis", "shift_jis"],
    ]) {
      const res = await dryRun(GERMAN, `&encoding=${label}`);
      expect(res.status, label).toBe(200);
      expect(((await res.json()) as Plan).profile.encoding).toBe(encoding);
    }
  });
});

describe("the planner's warnings reach the answer, dry run or not", () => {
  const WITH_BALANCES =
    "Date;Description;Amount\n01.01.2024;Opening balance;1.000,00\n02.01.2024;Shop;-10,00\n31.01.2024;Closing balance;990,00\n";
  it("says rows were ignored as balance rows in the dry run and in the 202", async () => {
    const { dryRun, upload } = await connect();
    const plan = (await (await dryRun(WITH_BALANCES)).json()) as Plan;
    expect(plan.profile.warnings).toEqual([expect.stringMatching(/^2 rows were ignored as balance rows/)]);
    const res = await upload(WITH_BALANCES);
    expect(res.status).toBe(202);
    const accepted = (await res.json()) as { rows: { planned: number; ignored: number }; profile: { warnings?: string[] } };
    expect(accepted.rows).toMatchObject({ planned: 1, ignored: 3 });
    expect(accepted.profile.warnings).toEqual([expect.stringMatching(/^2 rows were ignored as balance rows/)]);
  });
});

describe("a date order or sign the person forces against the file is warned about in the dry run", () => {
  it("says every date moves when the dates are forced the other way round", async () => {
    const { dryRun } = await connect();
    const csv = "Date,Payee,Amount\n03/04/2024,A,-1.00\n05/06/2024,B,-2.00\n07/08/2024,C,-3.00\n";
    const plan = (await (
      await dryRun(csv, `&overrides=${encodeURIComponent(JSON.stringify({ dateFormat: "DD/MM/YYYY" }))}`)
    ).json()) as Plan;
    expect(plan.items.map((i) => i.item.date)).toEqual(["2024-04-03", "2024-06-05", "2024-08-07"]);
    expect(plan.profile.warnings).toContainEqual(expect.stringMatching(/every date moves/));
  });

  it("says every amount goes the other way when the sign is forced against the running balance", async () => {
    const { dryRun } = await connect();
    const csv = "Date,Payee,Amount,Balance\n2024-02-03,Shop,-10.00,90.00\n2024-02-04,Shop,-5.00,85.00\n2024-02-05,Salary,100.00,185.00\n";
    const plan = (await (await dryRun(csv, "&sign=positive_is_money_out")).json()) as Plan;
    expect(plan.profile.warnings).toContainEqual(expect.stringMatching(/every amount would go in the opposite direction/));
  });
});
