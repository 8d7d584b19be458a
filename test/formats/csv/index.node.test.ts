// The CSV reader's entry: a file's profile detected on its first bytes, the file planned whole in one pass, and what a
// sample leaves open for the budget to settle.
import { describe, expect, it } from "vitest";
import { detectProfile, openDecisions, planCsv } from "../../../src/formats/csv";

const enc = (s: string) => new TextEncoder().encode(s);
const planned = (text: string | Uint8Array, profile = {}) =>
  planCsv(typeof text === "string" ? enc(text) : text, { accountId: 1, profile }).items.map((i) => [
    i.item.date,
    i.item.amount,
    i.item.payee,
  ]);

describe("old Mac exports, whose lines end with a lone CR, read as any other", () => {
  it("plans a file of CR line ends as its LF copy", () => {
    const lines = ["Date,Payee,Amount", "2025-03-03,Corner Shop,-12.50", "2025-03-05,Employer,1000.00"];
    expect(planned(lines.join("\r"))).toEqual(planned(lines.join("\n")));
    expect(planned(lines.join("\r"))).toHaveLength(2);
  });
});

describe("an encoding the profile gives wins over the one the bytes suggest", () => {
  it("reads a Latin export in the code page the profile names", () => {
    const bytes = Uint8Array.from("Datum;Empf\u00e4nger;Betrag\n03.03.2025;B\u00e4ckerei;-2,50\n", (c) => c.charCodeAt(0));
    expect(detectProfile(bytes, { encoding: "iso-8859-15" }).encoding).toBe("iso-8859-15");
    expect(planned(bytes, { encoding: "windows-1250" })[0]![2]).toBe("B\u00e4ckerei");
  });
});

describe("what the first bytes leave open is named, with the days the rows fall on under every reading", () => {
  it("leaves day and month open for dates that read either way, and spans the days of both readings", () => {
    const sample = enc("Date,Payee,Amount\n03/04/2025,Shop,-1.00\n05/06/2025,Cafe,-2.00\n");
    const { open, days } = openDecisions(sample, {});
    expect(open.map((d) => d.decision)).toContain("date_order");
    expect(days).toEqual({ from: "2025-03-04", to: "2025-06-05" });
  });

  it("leaves the order closed when a date reads one way only, and the days are those of that reading", () => {
    const { open, days } = openDecisions(enc("Date,Payee,Amount\n03/04/2025,Shop,-1.00\n28/04/2025,Cafe,-2.00\n"), {});
    expect(open.map((d) => d.decision)).not.toContain("date_order");
    expect(days ?? { from: "2025-04-03", to: "2025-04-28" }).toEqual({ from: "2025-04-03", to: "2025-04-28" });
  });

  // The days of a sign or an amount column left open are planned with the sample's profile, not a second detection: a
  // profile given that reads the dates otherwise than the sample's own (month-first, where days run past 12) shows it
  // was the one planned with.
  const signOpen: [string, string][] = [
    ["English", "Date,Payee,Amount\n13/04/2025,Shop,1.00\n28/04/2025,Cafe,2.00\n"],
    ["German", "Datum;Empfänger;Betrag\n13.04.2025;Laden;1,00\n28.04.2025;Café;2,00\n"],
  ];
  for (const [language, text] of signOpen) {
    it(`plans the days of a ${language} sign left open with the sample's profile as detected`, () => {
      const sample = enc(text);
      const own = detectProfile(sample, {});
      expect(own.open?.map((d) => d.decision)).toEqual(["sign"]);
      expect(openDecisions(sample, {}).days).toEqual({ from: "2025-04-13", to: "2025-04-28" });
      const monthFirst = { ...own, dateFormat: own.dateFormat.startsWith("DD.") ? ("MM.DD.YYYY" as const) : ("MM/DD/YYYY" as const) };
      expect(openDecisions(sample, {}, {}, monthFirst).days).toBeNull();
    });
  }
});

describe("a plan says what its planner set aside: balance rows ignored, balances that do not add up", () => {
  it("warns of a closing balance row ignored, and of the row whose balance breaks", () => {
    const text = [
      "Date,Payee,Amount,Balance",
      "2025-03-01,Opening balance,,100.00",
      "2025-03-03,Corner Shop,-12.50,87.50",
      "2025-03-05,Employer,1000.00,1087.50",
      "2025-03-06,Pharmacy,-7.50,1070.00",
    ].join("\n");
    const { profile } = planCsv(enc(text), { accountId: 1 });
    expect(profile.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/the file's own balances do not add up from row 5: the balance should read 1080.00 there and reads 1070.00/),
        expect.stringMatching(/^1 row was ignored as balance rows/),
      ]),
    );
  });
});
