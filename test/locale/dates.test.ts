// Date cells and date formats: what parses, and the one grammar of accepted formats.
import { describe, expect, it } from "vitest";
import { CsvProfileOverridesSchema, planCsv } from "../../src/formats/csv";
import {
  dayMonthIn,
  describeFormat,
  inferDateColumn,
  isDateCell,
  isDateFormat,
  looksLikeDate,
  orderOfFormat,
  parseDate,
} from "../../src/locale/dates";

describe("dates written YYYY MM DD and YYYY:MM:DD", () => {
  it("parses them, with or without a time", () => {
    expect(parseDate("2024 01 15", "YMD")).toBe("2024-01-15");
    expect(parseDate("2024:01:15", "YMD")).toBe("2024-01-15");
    expect(parseDate("2024:01:15 10:30:00", "YMD")).toBe("2024-01-15");
    expect(parseDate("2024 12 31 23:59", "YMD")).toBe("2024-12-31");
    expect(parseDate("2024:02:30", "YMD")).toBeNull();
  });
  it("never reads a time of day as a date", () => {
    for (const order of ["DMY", "MDY", "YMD"] as const) {
      expect(parseDate("12:30:45", order)).toBeNull();
      expect(parseDate("01:02:24", order)).toBeNull();
    }
  });
  it("describes and reads their files", () => {
    expect(describeFormat("2024 01 15", "YMD")).toBe("YYYY MM DD");
    expect(describeFormat("2024:01:15", "YMD")).toBe("YYYY:MM:DD");
    for (const [cell, format] of [
      ["2024 01 15", "YYYY MM DD"],
      ["2024:01:15", "YYYY:MM:DD"],
    ] as const) {
      const p = planCsv(new TextEncoder().encode(`Date;Payee;Amount\n${cell};Shop;-1,00\n2024${cell[4]}01${cell[4]}16;Bar;-2,00\n`), {
        accountId: 1,
      });
      expect(p.profile!.dateFormat).toBe(format);
      expect(p.items.map((i) => i.item.date)).toEqual(["2024-01-15", "2024-01-16"]);
    }
  });
});

describe("accepted date formats: one grammar", () => {
  it("accepts every format detection writes, and the new ones", () => {
    const accepted = [
      "DD.MM.YYYY",
      "D.M.YYYY",
      "DD/MM/YYYY",
      "MM/DD/YYYY",
      "M/D/YY",
      "YYYY-MM-DD",
      "YYYY.MM.DD",
      "YYYY/MM/DD",
      "YYYY MM DD",
      "YYYY:MM:DD",
      "YYYYMMDD",
      "DD MMM YYYY",
      "MMM DD, YYYY",
      "DD. MMM YYYY",
      "DD-MMM-YY",
      "DD MMM. YYYY",
      "YYYY-MM-DD HH:mm:ss",
      "YYYY-MM-DDTHH:mm:ss",
      "YYYY.MM.DD.",
    ];
    for (const f of accepted) expect(isDateFormat(f), f).toBe(true);
    for (const example of [
      "31.12.2024",
      "12/31/2024",
      "2024-01-03T10:15:00Z",
      "2024-01-03 10:15:00",
      "20240103",
      "03 Jan 2024",
      "Jan 3, 2024",
      "3. März 2024",
      "10-mei-2024",
      "1 févr. 2024",
      "2024 01 15",
      "2024:01:15",
    ]) {
      const f = describeFormat(example, "DMY");
      expect(isDateFormat(f), `${example} → ${f}`).toBe(true);
    }
  });
  it("refuses anything else", () => {
    for (const f of [
      "%n%n%n",
      "%d.%m.%Y",
      "DD.MM.DD",
      "DD.MM",
      "YYYY-MM",
      "QQ-MM-YYYY",
      "DDMMYYYY",
      "DD:MM:YYYY",
      "",
      "dd.mm.yyyy",
      "DD.MM.YYYY garbage",
      "DD..../MM.YYYY",
    ]) {
      expect(isDateFormat(f), f).toBe(false);
    }
  });
  it("is what the profile schema (and so every override) validates", () => {
    const bad = CsvProfileOverridesSchema.safeParse({ dateFormat: "%n%n%n" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toMatch(/^not a date format: .*DD\.MM\.YYYY.*YYYY:MM:DD/);
    expect(CsvProfileOverridesSchema.parse({ dateFormat: "YYYY MM DD" })).toEqual({ dateFormat: "YYYY MM DD" });
  });
  it("reads its order from a valid format", () => {
    expect(orderOfFormat("YYYY:MM:DD")).toBe("YMD");
    expect(orderOfFormat("MMM DD, YYYY")).toBe("MDY");
    expect(orderOfFormat("DD MMM YYYY")).toBe("DMY");
  });
});

describe("a cell written as a date, readable or not", () => {
  it("tells wrong dates from words", () => {
    for (const c of ["32.13.2024", "02/30/2024", "2024-13-45", "20241345", "30 Feb 2024", "Feb 30, 2024", "31.02.24"])
      expect(looksLikeDate(c), c).toBe(true);
    for (const c of ["Total", "Kontostand am 31.01.2024", "Pending", "1234", "", "Alle Angaben ohne Gewähr", "see attached"])
      expect(looksLikeDate(c), c).toBe(false);
  });
});

describe("month names of Romanian, Indonesian, Malay, Turkish and Norwegian exports", () => {
  it.each([
    ["02 iulie 2024", "2024-07-02"],
    ["3 ianuarie 2024", "2024-01-03"],
    ["14 noiembrie 2023", "2023-11-14"],
    ["15 iun. 2024", "2024-06-15"],
    ["02 Mei 2024", "2024-05-02"],
    ["17 Agu 2024", "2024-08-17"],
    ["17 Agt 2024", "2024-08-17"],
    ["20 Des 2023", "2023-12-20"],
    ["05 Mac 2024", "2024-03-05"],
    ["09 Ogos 2024", "2024-08-09"],
    ["31 Dis 2024", "2024-12-31"],
    ["12 Ocak 2024", "2024-01-12"],
    ["28 Şub 2024", "2024-02-28"],
    ["19 Ağustos 2024", "2024-08-19"],
    ["01 Eyl 2024", "2024-09-01"],
    ["30 Ekim 2024", "2024-10-30"],
    ["31 ARALIK 2024", "2024-12-31"],
    ["24. des. 2024", "2024-12-24"],
  ])("%s is %s", (cell, date) => {
    expect(looksLikeDate(cell)).toBe(true);
    expect(parseDate(cell, "DMY")).toBe(date);
  });
});

describe("eight digits with a decimal mark and digits after it are an amount, never a compact date", () => {
  it("reads 14171119.43 as no date, and 20240305 still as one", () => {
    for (const order of ["DMY", "MDY", "YMD"] as const) {
      expect(parseDate("14171119.43", order)).toBeNull();
      expect(parseDate("20240305,50", order)).toBeNull();
    }
    expect(parseDate("20240305", "YMD")).toBe("2024-03-05");
    expect(parseDate("20240305.", "YMD")).toBe("2024-03-05");
    expect(parseDate("20240305 101500", "YMD")).toBe("2024-03-05");
  });
});

describe("month names of other languages and scripts (CLDR's), in their case forms", () => {
  it.each([
    ["5 января 2026", "2026-01-05"],
    ["5 сентября 2026", "2026-09-05"],
    ["05 січ. 2026", "2026-01-05"],
    ["12 лютого 2026", "2026-02-12"],
    ["05 Ιαν 2026", "2026-01-05"],
    ["5 Φεβρουαρίου 2026", "2026-02-05"],
    ["5. tammikuuta 2026", "2026-01-05"],
    ["5. ledna 2026", "2026-01-05"],
    ["5. siječnja 2026.", "2026-01-05"],
    ["5 jaanuar 2026", "2026-01-05"],
    ["5 janvāris 2026", "2026-01-05"],
    ["05 يناير 2026", "2026-01-05"],
    ["5 ינואר 2026", "2026-01-05"],
    ["5 जनवरी 2026", "2026-01-05"],
    ["5 հունվարի 2026", "2026-01-05"],
    ["5 януари 2026", "2026-01-05"],
    ["5 Januari 2026", "2026-01-05"],
  ])("%s is %s", (cell, date) => {
    expect(parseDate(cell, "DMY")).toBe(date);
    expect(isDateCell(cell)).toBe(true);
  });
  it("reads a word two languages give two months by the languages' own lists, never as the other's", () => {
    expect(parseDate("5 listopada 2026", "DMY")).toBe("2026-11-05");
    expect(parseDate("5. lipnja 2026.", "DMY")).toBe("2026-06-05");
    expect(parseDate("5 lipca 2026", "DMY")).toBe("2026-07-05");
  });
  it("reads a word that is no month as no date", () => {
    expect(parseDate("12 apples 2026", "DMY")).toBeNull();
    expect(isDateCell("5 Tampere 2026")).toBe(false);
  });
});

describe("listopad(a), October in Croatian and November in Polish and Czech: a Croatian day ends in a dot", () => {
  it.each([
    ["4. listopada 2026.", "2026-10-04"], // Croatian
    ["31. listopada 2025.", "2025-10-31"], // Croatian: a day November has not
    ["1. listopad 2026", "2026-10-01"], // Croatian, the name alone
    ["5 listopada 2025", "2025-11-05"], // Polish
    ["15. listopadu 2026", "2026-11-15"], // Czech: a word of its own
  ])("%s is %s", (cell, date) => {
    expect(parseDate(cell, "DMY")).toBe(date);
    expect(isDateCell(cell)).toBe(true);
  });
  it("reads a Croatian column of them as October, its format unchanged", () => {
    const column = ["4. listopada 2026.", "17. listopada 2026.", "31. listopada 2026."];
    expect(inferDateColumn(column)?.format).toBe("DD. MMM YYYY");
    expect(column.map((c) => parseDate(c, "DMY"))).toEqual(["2026-10-04", "2026-10-17", "2026-10-31"]);
  });
  it("reads a day and the name without a year alike", () => {
    expect(dayMonthIn("4. listopada", "DMY")).toEqual({ month: 10, day: 4 });
    expect(dayMonthIn("4 listopada", "DMY")).toEqual({ month: 11, day: 4 });
  });
  it("leaves every other month name of the three languages as it was, dot or none", () => {
    expect(parseDate("4. studenoga 2026.", "DMY")).toBe("2026-11-04"); // Croatian November
    expect(parseDate("4. října 2026", "DMY")).toBe("2026-10-04"); // Czech October
    expect(parseDate("4 października 2026", "DMY")).toBe("2026-10-04"); // Polish October
    expect(parseDate("4. prosinca 2026.", "DMY")).toBe("2026-12-04");
  });
});

describe("the words a date writes between its parts are no parts", () => {
  it.each([
    ["5 de enero de 2026", "2026-01-05"],
    ["5 de gener de 2026", "2026-01-05"],
    ["5 января 2026 г.", "2026-01-05"],
    ["5 січня 2026 р.", "2026-01-05"],
    ["2026 m. sausio 5 d.", "2026-01-05"],
    ["May 5th, 2026", "2026-05-05"],
    ["1st March 2026", "2026-03-01"],
  ])("%s is %s", (cell, date) => expect(parseDate(cell, "DMY")).toBe(date));
  it("takes no connector for a part", () => {
    expect(parseDate("de enero de 2026", "DMY")).toBeNull();
    expect(parseDate("5 de 2026", "DMY")).toBeNull();
  });
});

describe("a year of the Buddhist era, as Thai banks print it, is read 543 years back", () => {
  it.each([
    ["02/08/2569", "DMY", "2026-08-02"],
    ["29/02/2567", "DMY", "2024-02-29"],
    ["2569-08-31", "YMD", "2026-08-31"],
    ["08/02/2569", "MDY", "2026-08-02"],
  ] as const)("%s (%s) is %s", (cell, order, iso) => {
    expect(parseDate(cell, order)).toBe(iso);
  });

  it("a Gregorian year stays as written, and 29 February of a year that was no leap year in the Common Era is none", () => {
    expect(parseDate("02/08/2026", "DMY")).toBe("2026-08-02");
    expect(parseDate("29/02/2568", "DMY")).toBeNull();
  });

  it("a Thai export dated in the Buddhist era plans every row in the Common Era", () => {
    const csv = [
      "วันที่,รายการ,จำนวนเงิน,ยอดคงเหลือ",
      '02/08/2569,ชำระค่าไฟฟ้า,-359.54,"75,415.18"',
      '03/08/2569,โอนเงินให้ สมชาย,-609.26,"74,805.92"',
      '04/08/2569,เงินเดือน,"28,087.41","102,893.33"',
    ].join("\n");
    const plan = planCsv(new TextEncoder().encode(csv), { accountId: 1 });
    expect(plan.items.map((i) => i.item.date)).toEqual(["2026-08-02", "2026-08-03", "2026-08-04"]);
  });
});

describe("Thai month names, written in full as Thai banks print them", () => {
  it.each([
    ["1 มกราคม 2568", "2025-01-01"],
    ["29 กุมภาพันธ์ 2567", "2024-02-29"],
    ["30 มิถุนายน 2568", "2025-06-30"],
    ["31 ธันวาคม 2026", "2026-12-31"],
  ] as const)("%s is %s", (cell, iso) => {
    expect(parseDate(cell, "DMY")).toBe(iso);
  });

  it("a column of them is a column of dates, the month named", () => {
    expect(inferDateColumn(["3 มิถุนายน 2568", "4 มิถุนายน 2568", "15 กรกฎาคม 2568"])).toMatchObject({ share: 1, ambiguous: false });
  });

  it("Thai words that are no month, and a month beside more text, are no date (look-alikes)", () => {
    for (const cell of ["3 ถอน 2568", "ยอดยกมา", "มิถุนายน", "3 มิถุนายน 2568 ค่าธรรมเนียม"])
      expect([cell, isDateCell(cell)]).toEqual([cell, false]);
  });

  it("a Thai export with day, month name and Buddhist year plans every row in the Common Era", () => {
    const csv = [
      "วันที่,รายการ,จำนวนเงิน,ยอดคงเหลือ",
      '7 มกราคม 2568,ถอนเงินสด ATM,-526.77,"135,620.43"',
      '9 มกราคม 2568,เงินเดือน,"1,461.34","137,081.77"',
      '2 กุมภาพันธ์ 2568,ชำระค่าไฟฟ้า,-516.12,"136,565.65"',
    ].join("\n");
    const plan = planCsv(new TextEncoder().encode(csv), { accountId: 1 });
    expect(plan.items.map((i) => [i.item.date, i.item.amount])).toEqual([
      ["2025-01-07", "526.77"],
      ["2025-01-09", "-1461.34"],
      ["2025-02-02", "516.12"],
    ]);
  });
});

describe("dates of the Japanese eras, as banks and card companies in Japan print them", () => {
  it("reads Reiwa and Heisei years, the era's first year (元年) and the letter forms", () => {
    expect(parseDate("令和8年5月2日", "YMD")).toBe("2026-05-02");
    expect(parseDate("令和 8年12月31日", "YMD")).toBe("2026-12-31");
    expect(parseDate("令和元年5月1日", "YMD")).toBe("2019-05-01");
    expect(parseDate("平成31年4月30日", "YMD")).toBe("2019-04-30");
    expect(parseDate("R8.5.2", "YMD")).toBe("2026-05-02");
    expect(parseDate("R08/05/02", "YMD")).toBe("2026-05-02");
  });
  it("a column of them is a column of dates, year first", () => {
    expect(inferDateColumn(["令和8年5月2日", "令和8年5月7日", "令和8年5月31日"])).toMatchObject({
      order: "YMD",
      ambiguous: false,
      share: 1,
    });
  });
  it("a letter before numbers that are no date, or another letter, is no era (look-alikes)", () => {
    for (const cell of ["R8", "R8.5", "Room 8.5.2", "S8.5.2", "令和"]) expect([cell, parseDate(cell, "YMD")]).toEqual([cell, null]);
  });
});
