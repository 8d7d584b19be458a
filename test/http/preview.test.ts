// The dry run as the page's preview: the first rows only, what each column holds, and roles the user
// moves between columns (or takes away).
import { describe, expect, it } from "vitest";
import { connectIntake, SEED_ACCOUNTS } from "../support/intake";

type Preview = {
  rows: { planned: number; ignored: number; error: number };
  items: { row: number; item: { payee?: string; notes?: string; amount: string } }[];
  row_reports: { row: number; outcome: string }[];
  preview_complete?: boolean;
  ignored_reasons: Record<string, number>;
  columns: { index: number; header: string | null; role: string | null; samples: string[] }[];
  profile: { columns: Record<string, unknown>; amountStyle: string };
};

const GERMAN = [
  "Buchungstag;Empfänger;Verwendungszweck;Betrag",
  "01.10.2026;Bäckerei Schmidt;Brötchen;-3,50",
  "02.10.2026;Arbeitgeber GmbH;Gehalt Oktober;2.500,00",
  "03.10.2026;Rewe;Einkauf;-45,20",
  "04.10.2026;Stadtwerke;Strom;-61,00",
].join("\n");

const preview = async (csv: string, query: string) => {
  const { upload } = await connectIntake();
  const response = await upload(csv, `?account=${SEED_ACCOUNTS.checking}&dry_run=true${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Preview;
};

describe("a preview answers the first rows and counts the whole file", () => {
  it("cuts row reports and items at `preview`, and says the preview is not the whole file", async () => {
    const body = await preview(GERMAN, "&preview=3");
    expect(body.row_reports.map((r) => r.row)).toEqual([1, 2, 3]);
    expect(body.items.map((i) => i.row)).toEqual([2, 3]);
    expect(body.rows).toEqual({ planned: 4, ignored: 1, error: 0 });
    expect(body.preview_complete).toBe(false);
  });

  it("counts the ignored rows of the whole file by reason", async () => {
    const csv = [GERMAN, "05.10.2026;Anfangssaldo;;1.000,00", "", "06.10.2026;Rewe;Einkauf;-5,00"].join("\n");
    expect((await preview(csv, "&preview=2")).ignored_reasons).toEqual({ header: 1, "balance row": 1, blank: 1 });
  });

  it("says so when the preview holds every row", async () => {
    expect((await preview(GERMAN, "&preview=100")).preview_complete).toBe(true);
  });

  it("answers the plan's run of planned rows as a report per row, each beside its item, and cuts it at `preview`", async () => {
    const whole = await preview(GERMAN, "");
    expect(whole.row_reports).toEqual([
      { row: 1, outcome: "ignored", reason: "header" },
      ...[2, 3, 4, 5].map((row) => ({ row, outcome: "planned" })),
    ]);
    expect(whole.items.map((i) => i.row)).toEqual([2, 3, 4, 5]);
    const exact = await preview(GERMAN, "&preview=5");
    expect([exact.row_reports.length, exact.items.length, exact.preview_complete]).toEqual([5, 4, true]);
    const cut = await preview(GERMAN, "&preview=4");
    expect([cut.row_reports.at(-1), cut.items.length, cut.preview_complete]).toEqual([{ row: 4, outcome: "planned" }, 3, false]);
  });

  it("refuses a preview of more rows than a page shows", async () => {
    const { upload } = await connectIntake();
    expect((await upload(GERMAN, "?dry_run=true&preview=5000")).status).toBe(400);
  });
});

describe("a dry run shows what each column holds, for choosing its role", () => {
  it("lists every column with its header, its role and its first values as written", async () => {
    const body = await preview(GERMAN, "");
    expect(body.columns).toEqual([
      { index: 0, header: "Buchungstag", role: "date", samples: ["01.10.2026", "02.10.2026", "03.10.2026"] },
      { index: 1, header: "Empfänger", role: "payee", samples: ["Bäckerei Schmidt", "Arbeitgeber GmbH", "Rewe"] },
      { index: 2, header: "Verwendungszweck", role: "notes", samples: ["Brötchen", "Gehalt Oktober", "Einkauf"] },
      { index: 3, header: "Betrag", role: "amount", samples: ["-3,50", "2.500,00", "-45,20"] },
    ]);
  });
});

describe("a role given as null is taken away from the column detection gave it to", () => {
  it("moves the payee to another column and drops the notes", async () => {
    const overrides = { columns: { payee: { index: 2 }, notes: null } };
    const body = await preview(GERMAN, `&overrides=${encodeURIComponent(JSON.stringify(overrides))}`);
    expect(body.items[0]?.item.payee).toBe("Brötchen");
    expect(body.items[0]?.item.notes).toBeUndefined();
    expect(body.columns.map((c) => c.role)).toEqual(["date", null, "payee", "amount"]);
  });

  it("leaves the payee empty when no column holds it", async () => {
    const body = await preview(GERMAN, `&overrides=${encodeURIComponent(JSON.stringify({ columns: { payee: null } }))}`);
    expect(body.items[0]?.item.payee ?? "").not.toBe("Bäckerei Schmidt");
  });

  it("refuses to take the date away (every row needs one)", async () => {
    const { upload } = await connectIntake();
    const response = await upload(GERMAN, `?dry_run=true&overrides=${encodeURIComponent(JSON.stringify({ columns: { date: null } }))}`);
    expect(response.status).toBe(400);
  });
});

describe("a file refused for a column detection could not find answers its columns, for the person to name it", () => {
  // Most rows are card holds without a date yet: no column reads as dates often enough to be taken for one.
  const HOLDS = [
    "Datum;Empfänger;Betrag",
    "01.10.2026;Bäckerei;-3,50",
    "vorgemerkt;Aral;-30,00",
    "vorgemerkt;Rewe;-12,00",
    "vorgemerkt;Edeka;-8,00",
  ].join("\n");

  it("answers 422 with the role missing and each column's header and first values; the message names the override", async () => {
    const { upload } = await connectIntake();
    const response = await upload(HOLDS, `?account=${SEED_ACCOUNTS.checking}&dry_run=true`);
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { message: string; missing: string; columns: Preview["columns"] } };
    expect(error.message).toBe("no date column found: no column reads as dates (name it in the overrides: columns.date)");
    expect(error.message).not.toMatch(/profile/);
    expect(error.missing).toBe("date");
    expect(error.columns).toEqual([
      { index: 0, header: "Datum", role: null, samples: ["01.10.2026", "vorgemerkt", "vorgemerkt"] },
      { index: 1, header: "Empfänger", role: null, samples: ["Bäckerei", "Aral", "Rewe"] },
      { index: 2, header: "Betrag", role: null, samples: ["-3,50", "-30,00", "-12,00"] },
    ]);
  });

  it("reads the file once the column is named", async () => {
    const overrides = { columns: { date: { index: 0, header: "Datum" } } };
    const body = await preview(HOLDS, `&overrides=${encodeURIComponent(JSON.stringify(overrides))}`);
    expect(body.items.map((i) => i.item.payee)).toEqual(["Bäckerei"]);
    expect(body.ignored_reasons).toMatchObject({ pending: 3 });
  });

  it("answers the columns with the roles found so far when the amount is what is missing", async () => {
    const { upload } = await connectIntake();
    const csv = "Datum;Empfänger;Betrag\n01.10.2026;Bäckerei;drei\n02.10.2026;Rewe;zwölf\n";
    const response = await upload(csv, `?account=${SEED_ACCOUNTS.checking}&dry_run=true`);
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { message: string; missing: string; columns: Preview["columns"] } };
    expect([error.missing, error.message]).toEqual([
      "amount",
      "no amount column found: no column reads as amounts, nor a pair of columns as debits and credits (name it in the overrides: columns.amount (or columns.debit and columns.credit))",
    ]);
    expect(error.columns.map((c) => [c.header, c.role])).toEqual([
      ["Datum", "date"],
      ["Empfänger", "payee"],
      ["Betrag", null],
    ]);
  });
});

describe("a column that only says the kind of booking is named so, with the payee or notes role it is hashed as", () => {
  it("answers the type and status columns with the notes role they also play", async () => {
    const csv = [
      "Buchungstag;Buchungstext;Verwendungszweck;Beguenstigter/Zahlungspflichtiger;Betrag;Info",
      "14.11.2026;KARTENZAHLUNG;Debitk.7 VISA;EDEKA SCHULZE;-23,47;Umsatz vorgemerkt",
      "10.11.2026;FOLGELASTSCHRIFT;Abschlag Strom;Stadtwerke;-64,00;Umsatz gebucht",
    ].join("\n");
    const body = await preview(csv, "");
    expect(body.columns.map((c) => [c.header, c.role, (c as { also?: string[] }).also])).toEqual([
      ["Buchungstag", "date", undefined],
      ["Buchungstext", "type", ["notes"]],
      ["Verwendungszweck", "notes", undefined],
      ["Beguenstigter/Zahlungspflichtiger", "payee", undefined],
      ["Betrag", "amount", undefined],
      ["Info", "status", ["notes"]],
    ]);
    expect(body.items[0]?.item).toMatchObject({ payee: "EDEKA SCHULZE", notes: "Debitk.7 VISA" });
  });
});

describe("an export without rows is refused without columns to name", () => {
  it("answers the role missing and no columns: there is nothing to choose from", async () => {
    const { upload } = await connectIntake();
    const response = await upload(
      "Rekeningnummer;Transactiedatum;Bedrag;Omschrijving\n",
      `?account=${SEED_ACCOUNTS.checking}&dry_run=true`,
    );
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { missing?: string; columns?: unknown } };
    expect([error.missing, error.columns]).toEqual(["date", undefined]);
  });
});
