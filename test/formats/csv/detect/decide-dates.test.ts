// D/M vs M/D when no date has a day over 12: what proves a reading wrong decides first, then the weighed
// signals; `dateReason` names what decided, and a decision nothing proved carries a warning.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { decideDates } from "../../../../src/formats/csv/detect/decide-dates";
import { newEvidence } from "../../../../src/locale/numbers";
import { planFixture } from "../fixture-plan";
import auCompact from "../unseen/au-export-date-nearest-compact";
import ukNearest from "../unseen/uk-export-date-nearest-dm";
import deAppMonthFirst from "../unseen/de-app-export-date-month-first";
import frAppMonthFirst from "../unseen/fr-app-export-date-month-first";
import inKotak from "../unseen/sign-in-kotak-two-dr-cr-columns";
import ieEuro from "../unseen/structure-ie-euro-header-ambiguous-dates";
import gbPound from "../unseen/structure-gb-pound-cells-ambiguous-dates";
import aeCard from "../unseen/structure-ae-card-number-line-aed";
import inCard from "../unseen/structure-in-card-number-line-forex-zeros";
import sgFour from "../unseen/structure-sg-four-rows-three-days";
import nzFour from "../unseen/structure-nz-four-rows-two-days";
import ukValueDate from "../unseen/structure-uk-value-date-proves-order";
import thPeriod from "../unseen/dates-th-period-in-preamble-day-first";
import usPeriod from "../unseen/dates-us-period-in-preamble-month-first";
import thBuddhist from "../unseen/dates-th-buddhist-era-english-headers";
import thText from "../unseen/dates-th-thai-text-no-header";
import kzCyrillic from "../unseen/dates-ru-cyrillic-preamble-day-first";
import jpReiwa from "../unseen/dates-jp-reiwa-era-account";
import jpLetterEra from "../unseen/dates-jp-letter-era-card";

const plan = (s: string, fileName?: string, saved?: object) =>
  planCsv(new TextEncoder().encode(s), { accountId: 1, ...(fileName ? { fileName } : {}), ...(saved ? { saved } : {}) });
const decide = (values: string[], context: Parameters<typeof decideDates>[5] = {}, headers = ["Date", "Payee", "Amount"]) =>
  decideDates(values, newEvidence(), ",", headers, {}, { today: "2030-01-01", ...context });

describe("a date in the file name bounds the file's dates", () => {
  it("reads day-first when month-first would put dates after statement_31032024", () => {
    const csv = ["Date,Description,Amount", "01/03/2024,A,-1.00", "05/03/2024,B,-2.00", "11/03/2024,C,-3.00"].join("\n");
    const p = plan(csv, "statement_31032024.csv");
    expect(p.items.map((i) => i.item.date)).toEqual(["2024-03-01", "2024-03-05", "2024-03-11"]);
    expect(p.profile?.dateReason).toMatch(/after the date in the file name \(2024-03-31\)/);
    expect(p.profile?.warnings ?? []).toEqual([]);
    // Without the name the same file is read month-first, with a warning.
    expect(plan(csv).items[1]!.item.date).toBe("2024-05-03");
    expect(plan(csv).profile?.warnings?.join(" ")).toMatch(/no date in the file proves it/);
  });

  it("reads month-first when day-first would put dates after Activity_20240415", () => {
    const p = plan(
      ["Posting Date,Description,Amount", "04/02/2024,A,-1", "04/08/2024,B,-2", "04/12/2024,C,3"].join("\n"),
      "Activity_20240415.CSV",
    );
    expect(p.items.map((i) => i.item.date)).toEqual(["2024-04-02", "2024-04-08", "2024-04-12"]);
  });
});

describe("a statement ends near the day it is exported: the reading that ends nearest before the file name's date", () => {
  for (const f of [ukNearest, auCompact]) {
    it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  }
  it("says so in dateReason, and warns that no date proved it", () => {
    const p = planFixture(ukNearest).profile!;
    expect(p.dateReason).toMatch(
      /read as day-first because .*the file name's date \(2024-12-14\) is 3 days after the latest date read day-first but 32 read month-first/,
    );
    expect(p.warnings?.join(" ")).toMatch(/no date in the file proves it/);
  });
  it("outweighs the file's locale: a semicolon file whose month-first reading ends nearer the export is month-first", () => {
    const d = decideDates(
      ["10/02/2024", "10/05/2024", "10/09/2024"],
      newEvidence(),
      ";",
      ["Date", "Payee", "Amount"],
      {},
      {
        today: "2030-01-01",
        fileName: "export_2024-10-15.csv",
      },
    );
    expect(d.dateFormat).toBe("MM/DD/YYYY");
    expect(d.dateReason).toMatch(
      /read as month-first because the file name's date \(2024-10-15\) is 6 days after the latest date read month-first but 35 read day-first.*which outweighs that the delimiter is a semicolon/,
    );
    expect(d.warnings.join(" ")).toMatch(/no date in the file proves it/);
  });
  for (const f of [deAppMonthFirst, frAppMonthFirst]) {
    it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  }
  it("is no proof: with the spread of the dates against it too, the locale decides", () => {
    const d = decideDates(
      ["02/01/2024", "03/01/2024", "06/01/2024", "08/01/2024", "11/01/2024"],
      newEvidence(),
      ";",
      ["Date", "Payee", "Amount"],
      {},
      { today: "2030-01-01", fileName: "export_2024-11-03.csv" },
    );
    expect(d.dateFormat).toBe("DD/MM/YYYY");
    expect(d.dateReason).toMatch(/signals disagree/);
  });
  it("says nothing when both readings end about as near (or the name's date reads both ways)", () => {
    expect(decide(["01/10/2024", "03/10/2024", "09/10/2024"], { fileName: "export_2024-10-30.csv" }).dateReason).not.toMatch(/exported/);
    expect(decide(["02/12/2024", "11/12/2024"], { fileName: "export_03042025.csv" }).dateReason).not.toMatch(/exported/);
  });
});

describe("a reading that puts dates after today is wrong", () => {
  it("reads day-first when month-first would put a date in the future", () => {
    const d = decide(["02/11/2029", "07/11/2029", "12/11/2029"], { today: "2029-11-20" });
    expect(d.dateFormat).toBe("DD/MM/YYYY");
    expect(d.dateReason).toMatch(/after today \(2029-11-20\)/);
    expect(d.warnings).toEqual([]);
  });
});

describe("weak signals decide, and say so with a warning", () => {
  it("reads day-first when month-first would spread a statement over most of a year", () => {
    const d = decide(["02/05/2024", "03/05/2024", "06/05/2024", "08/05/2024", "11/05/2024"]);
    expect(d.dateFormat).toBe("DD/MM/YYYY");
    expect(d.dateReason).toMatch(/span 9 days day-first but 274 month-first/);
    expect(d.warnings.join(" ")).toMatch(/read day-first.*no date in the file proves it/);
  });

  it("takes the file name's own day-first spelling as a signal", () => {
    const d = decide(["01/02/2024", "02/02/2024"], { fileName: "konto_25.01.2025.csv" });
    expect(d.dateReason).toMatch(/file name's date is written day-first/);
    expect(d.dateFormat).toBe("DD/MM/YYYY");
    expect(d.warnings).toHaveLength(1);
  });

  it("keeps the locale signals (decimal comma, semicolon, non-English header)", () => {
    const d = decideDates(["01/02/2024", "03/04/2024"], newEvidence(), ";", ["Datum", "Betrag"], {}, { today: "2030-01-01" });
    expect(d.dateFormat).toBe("DD/MM/YYYY");
    expect(d.dateReason).toMatch(/semicolon/);
  });
});

describe("a saved date format is a default the file's dates may overrule", () => {
  it("keeps the saved order for a column that reads both ways", () => {
    const d = decide(["01/02/2024", "03/04/2024"], { saved: { dateFormat: "DD/MM/YYYY" } });
    expect(d.dateFormat).toBe("DD/MM/YYYY");
    expect(d.dateReason).toMatch(/saved profile/);
  });

  it("drops the saved order when a date proves the other one, and warns", () => {
    const d = decide(["25/02/2018", "26/02/2018"], { saved: { dateFormat: "MM/DD/YYYY" } });
    expect(d.dateFormat).toBe("DD/MM/YYYY");
    expect(d.dateReason).toMatch(/"25\/02\/2018" cannot be read that way/);
    expect(d.warnings.join(" ")).toMatch(/saved profile reads dates as MM\/DD\/YYYY/);
  });

  it("drops the saved order when it would put dates after the file name's date", () => {
    const d = decide(["01/03/2024", "11/03/2024"], { saved: { dateFormat: "MM/DD/YYYY" }, fileName: "statement_2024-03-31.csv" });
    expect(d.dateFormat).toBe("DD/MM/YYYY");
    expect(d.warnings.join(" ")).toMatch(/saved profile reads dates month-first/);
  });

  it("an explicit dateFormat of the request wins over everything", () => {
    const d = decideDates(["25/02/2018"], newEvidence(), ",", null, { dateFormat: "MM/DD/YYYY" }, { saved: { dateFormat: "DD/MM/YYYY" } });
    expect(d.dateFormat).toBe("MM/DD/YYYY");
  });
});

describe("a date format the person chose is checked against the file: moving every date or passing today is said", () => {
  const march = ["01/03/2024", "05/03/2024", "11/03/2024"];
  const chosen = (values: string[], dateFormat: string, today: string) =>
    decideDates(values, newEvidence(), ",", ["Date", "Payee", "Amount"], { dateFormat }, { today });

  it("warns that every date moves when the chosen order is the other one than the file's", () => {
    const d = chosen(["03/04/2024", "05/06/2024", "07/08/2024"], "DD/MM/YYYY", "2030-01-01");
    expect(d.dateFormat).toBe("DD/MM/YYYY");
    expect(d.warnings.join(" ")).toMatch(
      /read day-first as chosen, but the file reads month-first: every date moves \("03\/04\/2024" becomes 2024-04-03, not 2024-03-04\)/,
    );
  });

  it("warns of the dates after today that the chosen format makes", () => {
    const d = chosen(march, "MM/DD/YYYY", "2024-03-20");
    expect(d.warnings.join(" ")).toMatch(/every date moves/);
    expect(d.warnings.join(" ")).toMatch(/2 dates are after today \(the latest 2024-11-03\)/);
  });

  it("says nothing when the chosen format is the one the file reads", () => {
    expect(chosen(march, "DD/MM/YYYY", "2024-03-20").warnings).toEqual([]);
  });

  it("reaches the plan's profile, where the preview and the API show it", () => {
    const csv = ["Date,Description,Amount", "03/04/2024,A,-1.00", "05/06/2024,B,-2.00", "07/08/2024,C,-3.00"].join("\n");
    const p = planCsv(new TextEncoder().encode(csv), { accountId: 1, profile: { dateFormat: "DD/MM/YYYY" } });
    expect(p.profile?.warnings?.join(" ")).toMatch(/every date moves/);
  });
});

describe("amounts grouped in lakhs (1,25,000) say the dates are day-first", () => {
  it(inKotak.name, () => {
    const { profile, differences } = planFixture(inKotak);
    expect(differences).toEqual([]);
    expect(profile!.dateReason).toMatch(/lakhs/);
  });
  const file = (big: string) =>
    ["Date,Description,Amount,Balance", `02/05/2024,SALARY,"${big}","1,77,550.00"`, `05/05/2024,RENT,-450.00,"1,77,100.00"`].join("\n");
  it("one amount in lakhs is enough", () => {
    expect(plan(file("1,25,000.00")).items.map((i) => i.item.date)).toEqual(["2024-05-02", "2024-05-05"]);
  });
  it("thousands grouped in threes say nothing", () => {
    const p = plan(file("125,000.00").replace("1,77,550.00", "177,550.00").replace("1,77,100.00", "177,100.00"));
    expect(p.items.map((i) => i.item.date)).toEqual(["2024-02-05", "2024-05-05"]);
  });
});

describe("the currency the file names is day-first evidence, as a decimal comma is", () => {
  it("reads dates that read both ways day-first in rupees, euros or pounds", () => {
    for (const currency of ["rs", "eur", "gbp", "aed", "kes"]) {
      const d = decide(["01/02/2026", "03/02/2026", "07/02/2026"], { currency });
      expect(d.dateFormat, currency).toBe("DD/MM/YYYY");
      expect(d.dateReason).toMatch(/whose countries write the day first/);
    }
  });
  it("says nothing in dollars, yen or rand", () => {
    for (const currency of ["usd", "cad", "jpy", "zar"])
      expect(decide(["01/02/2026", "03/02/2026"], { currency }).dateFormat).toBe("MM/DD/YYYY");
  });
  for (const f of [ieEuro, gbPound, aeCard, inCard]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));
});

describe("four dates' spread weighs: a short statement on a few days, not on one day of a few months", () => {
  it("reads four dates on three days day-first", () => {
    const d = decide(["03/05/2026", "04/05/2026", "05/05/2026", "05/05/2026"]);
    expect(d.dateFormat).toBe("DD/MM/YYYY");
    expect(d.dateReason).toMatch(/span 2 days day-first but 61 month-first/);
  });
  it("still weighs no three", () => expect(decide(["03/05/2026", "04/05/2026", "05/05/2026"]).dateFormat).toBe("MM/DD/YYYY"));
  for (const f of [sgFour, nzFour]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));
});

describe("another date column written alike that reads one way only proves the order", () => {
  it("reads the booking dates day-first where a value date falls on the 31st, and warns of nothing", () => {
    const d = decide(["01/04/2026", "02/04/2026"], { otherDates: ["31/03/2026", "02/04/2026"] });
    expect(d.dateFormat).toBe("DD/MM/YYYY");
    expect(d.dateReason).toMatch(/the other date column, written alike, has "31\/03\/2026"/);
    expect(d.warnings).toEqual([]);
  });
  it("takes no proof from a column written otherwise, or one that reads both ways too", () => {
    expect(decide(["01/04/2026", "02/04/2026"], { otherDates: ["31.03.2026", "02.04.2026"] }).dateReason).not.toMatch(/other date column/);
    expect(decide(["01/04/2026", "02/04/2026"], { otherDates: ["01/04/2026", "02/04/2026"] }).dateReason).not.toMatch(/other date column/);
  });
  it(ukValueDate.name, () => expect(planFixture(ukValueDate).differences).toEqual([]));
});

describe("dates the bank printed above the table, written alike, prove the order of the rows' dates", () => {
  for (const f of [thPeriod, usPeriod]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.dateReason).toMatch(/lines above the table print/);
      expect((profile!.warnings ?? []).some((w) => /no date in the file proves it/.test(w))).toBe(false);
    });
  }
  it("dates above the table that read both ways, or each way once, prove nothing", () => {
    for (const period of ["Period,01/03/2026 - 11/03/2026", "Period,13/02/2026 - 02/13/2026"]) {
      const file = ["Statement", period, "Date,Description,Amount", "02/03/2026,SHOP,-1.00", "05/03/2026,PAY,2.00"].join("\n");
      expect(planCsv(new TextEncoder().encode(file), { accountId: 1 }).profile.dateReason).not.toMatch(/lines above the table/);
    }
  });
});

describe("a Thai or other non-Latin bank writes the day first: Buddhist-era years, text or title lines in its script", () => {
  for (const f of [thBuddhist, thText, kzCyrillic]) {
    it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  }
  it("English text under English headers stays month-first where nothing else speaks (look-alike)", () => {
    const file = ["Date,Description,Amount", "02/03/2026,SHOP,-1.00", "05/03/2026,PAY,2.00"].join("\n");
    expect(planCsv(new TextEncoder().encode(file), { accountId: 1 }).items.map((i) => i.item.date)).toEqual(["2026-02-03", "2026-05-03"]);
  });
});

describe("a column of Japanese era dates is the date column, read in the Gregorian calendar", () => {
  for (const f of [jpReiwa, jpLetterEra]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));
});
