// Statements that print their amounts as whole numbers: a currency printed without decimals (forint, dong, yen, won)
// is read in whole units; amounts printed in the currency's hundredths, the header naming them, are read as cents.
// The balances prove the reading where the statement prints them; numbers that are no money (a reference, a year)
// stay out of it, and a statement printed with decimals is read as before.
import { describe, expect, it } from "vitest";
import { page } from "./page-words";
import { written } from "./table-rows";

type Cells = [string, number, "r"?][];
/** A row: its day, its words, and amounts right-aligned at the given edges. */
const row = (date: string, text: string, ...amounts: [string, number][]): Cells => [
  [date, 40],
  [text, 120],
  ...amounts.filter(([a]) => a !== "").map(([a, end]) => [a, end, "r"] as [string, number, "r"]),
];
const line = (label: string, amount: string, end = 380): Cells => [
  [label, 120],
  [amount, end, "r"],
];
const header = (...cells: Cells): Cells => cells;

describe("a currency printed without decimals is read in whole units", () => {
  it("a Hungarian statement of forint, money out with a minus after it, proved by its balances", () => {
    const read = written([
      page(
        [["Számlakivonat", 40]],
        [["Deviza: HUF", 40]],
        header(["Dátum", 40], ["Közlemény", 120], ["Összeg", 380, "r"]),
        line("Nyitó egyenleg", "226 980"),
        row("2026.06.05.", "Számlavezetési díj", ["1 030-", 380]),
        row("2026.06.20.", "Munkabér Richter Gedeon Nyrt.", ["933 590", 380]),
        row("2026.06.25.", "ATM készpénzfelvétel", ["880-", 380]),
        line("Záró egyenleg", "1 158 660"),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-06-05", "1030.00"],
      ["2026-06-20", "-933590.00"],
      ["2026-06-25", "880.00"],
    ]);
    expect(read.ends).toEqual(["226980.00", "1158660.00"]);
    expect(read.warnings).toEqual([]);
  });

  it("a Vietnamese statement of dong, Nợ and Có after each amount and a running balance", () => {
    const read = written([
      page(
        [["Sao kê tài khoản", 40]],
        [["Loại tiền: VND", 40]],
        header(["Ngày giao dịch", 40], ["Diễn giải", 120], ["Số tiền", 380, "r"], ["Số dư", 470, "r"]),
        row("02/08/2026", "Chuyển khoản cho Nguyễn Văn An", ["1.596.370 Nợ", 380], ["47.305.310", 470]),
        row("02/08/2026", "Lương Công ty TNHH Minh Phát", ["9.367.360 Có", 380], ["56.672.670", 470]),
        row("03/08/2026", "Rút tiền ATM", ["301.180 Nợ", 380], ["56.371.490", 470]),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-08-02", "1596370.00"],
      ["2026-08-02", "-9367360.00"],
      ["2026-08-03", "301180.00"],
    ]);
    expect(read.balances).toEqual(["47305310.00", "56672670.00", "56371490.00"]);
  });

  it("a Japanese statement of yen, withdrawals and deposits in columns of their own", () => {
    const read = written([
      page(
        [["普通預金 取引明細 通貨 JPY", 40]],
        header(["日付", 40], ["摘要", 120], ["お引出し", 360, "r"], ["お預入れ", 440, "r"], ["残高", 520, "r"]),
        line("前月繰越", "120,000", 520),
        row("2026/06/03", "ATM 引出", ["10,000", 360], ["110,000", 520]),
        row("2026/06/10", "給与 株式会社サクラ", ["250,000", 440], ["360,000", 520]),
        row("2026/06/15", "電気料金 東京電力", ["8,421", 360], ["351,579", 520]),
        line("次月繰越", "351,579", 520),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-06-03", "10000.00"],
      ["2026-06-10", "-250000.00"],
      ["2026-06-15", "8421.00"],
    ]);
  });

  it("whole numbers with no currency printed so and no word of cents: read as whole units, and said", () => {
    const read = written([
      page(
        [["Kontoauszug Währung EUR", 40]],
        header(["Datum", 40], ["Text", 120], ["Betrag", 380, "r"]),
        row("03.06.2026", "Miete Hausverwaltung", ["-950", 380]),
        row("15.06.2026", "Gehalt Müller KG", ["2 400", 380]),
        row("20.06.2026", "Stadtwerke", ["-85", 380]),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-06-03", "950.00"],
      ["2026-06-15", "-2400.00"],
      ["2026-06-20", "85.00"],
    ]);
    expect(read.warnings.some((w) => w.includes("whole numbers"))).toBe(true);
  });
});

describe("amounts printed in the currency's hundredths, the header naming them, are read as cents", () => {
  it("a Finnish statement, debit, credit and balance in senttiä, proved by its balances", () => {
    const read = written([
      page(
        [["Tiliote", 40]],
        [["Valuutta: EUR", 40]],
        header(["Päivämäärä Selite", 40], ["Veloitus (senttiä)", 360, "r"], ["Hyvitys (senttiä)", 440, "r"], ["Saldo (senttiä)", 520, "r"]),
        line("Alkusaldo", "89502", 520),
        row("04.04.2026", "Tilisiirto Liisa Korhonen", ["-", 360], ["266278", 440], ["355780", 520]),
        row("08.04.2026", "APPLE.COM/BILL", ["12807", 360], ["-", 440], ["342973", 520]),
        row("09.04.2026", "E-lasku Helen Oy", ["984", 360], ["-", 440], ["341989", 520]),
        line("Loppusaldo", "341989", 520),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-04-04", "-2662.78"],
      ["2026-04-08", "128.07"],
      ["2026-04-09", "9.84"],
    ]);
    expect(read.balances).toEqual(["3557.80", "3429.73", "3419.89"]);
    expect(read.ends).toEqual(["895.02", "3419.89"]);
    expect(read.warnings).toEqual([]);
  });

  it("an Armenian statement in luma, newest first, its balances dated rows", () => {
    const read = written([
      page(
        [["Հաշվի քաղվածք", 40]],
        [["Արժույթ: AMD", 40]],
        header(["Ամսաթիվ", 40], ["Նկարագրություն", 120], ["Գումար (լումա)", 380, "r"]),
        row("01.11.2026", "Սկզբնական մնացորդ", ["32842562", 380]),
        row("29.11.2026", "Սպասարկման միջնորդավճար", ["129898-", 380]),
        row("24.11.2026", "Փոխանցում Անի Սարգսյանից", ["10939658", 380]),
        row("08.11.2026", "Էլեկտրաէներգիայի վճար", ["903486-", 380]),
        row("30.11.2026", "Վերջնական մնացորդ", ["42748836", 380]),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-11-29", "1298.98"],
      ["2026-11-24", "-109396.58"],
      ["2026-11-08", "9034.86"],
    ]);
    expect(read.ends).toEqual(["328425.62", "427488.36"]);
  });

  it("a Russian statement in kopecks and an English one in cents", () => {
    const russian = written([
      page(
        [["Выписка по счёту", 40]],
        header(["Дата", 40], ["Описание", 120], ["Сумма (коп.)", 380, "r"]),
        line("Входящий остаток", "1000000"),
        row("03.06.2026", "Оплата Пятёрочка", ["-45050", 380]),
        row("10.06.2026", "Зарплата ООО Ромашка", ["8500000", 380]),
        line("Исходящий остаток", "9454950"),
      ),
    ]);
    expect(russian.rows).toEqual([
      ["2026-06-03", "450.50"],
      ["2026-06-10", "-85000.00"],
    ]);
    const english = written([
      page(
        [["Account statement", 40]],
        header(["Date", 40], ["Description", 120], ["Amount (cents)", 380, "r"]),
        line("Opening balance", "50000"),
        row("06/03/2026", "WHOLE FOODS", ["-4599", 380]),
        row("06/15/2026", "PAYROLL ACME", ["250000", 380]),
        line("Closing balance", "295401"),
      ),
    ]);
    expect(english.rows).toEqual([
      ["2026-06-03", "45.99"],
      ["2026-06-15", "-2500.00"],
    ]);
    expect(english.warnings).toEqual([]);
  });
});

describe("amounts printed in the minor units of a currency of a thousand to one are read in thousandths", () => {
  it("a Kuwaiti statement in fils, KWD named, proved by its balances", () => {
    const read = written([
      page(
        [["Account statement", 40]],
        [["Currency: KWD", 40]],
        header(["Date", 40], ["Description", 120], ["Amount (fils)", 380, "r"]),
        line("Opening balance", "1500000"),
        row("03/06/2026", "SULTAN CENTER", ["-24750", 380]),
        row("10/06/2026", "SALARY GULF BANK", ["650500", 380]),
        row("12/06/2026", "ZAIN KUWAIT", ["-7125", 380]),
        line("Closing balance", "2118625"),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-06-03", "24.750"],
      ["2026-06-10", "-650.500"],
      ["2026-06-12", "7.125"],
    ]);
    expect(read.ends).toEqual(["1500.000", "2118.625"]);
    expect(read.warnings).toEqual([]);
  });

  it("a Tunisian statement in millimes and an Omani one in baisa, whatever currency they name", () => {
    const tunisian = written([
      page(
        [["Relevé de compte", 40]],
        header(["Date", 40], ["Libellé", 120], ["Montant (millimes)", 380, "r"]),
        line("Solde initial", "250000"),
        row("03/06/2026", "MONOPRIX TUNIS", ["-4500", 380]),
        row("10/06/2026", "VIREMENT RECU", ["125250", 380]),
        line("Solde final", "370750"),
      ),
    ]);
    expect(tunisian.rows).toEqual([
      ["2026-06-03", "4.500"],
      ["2026-06-10", "-125.250"],
    ]);
    const omani = written([
      page(
        [["Account statement", 40]],
        header(["Date", 40], ["Details", 120], ["Amount (baisa)", 380, "r"]),
        line("Opening balance", "80000"),
        row("03/06/2026", "LULU MUSCAT", ["-3750", 380]),
        row("10/06/2026", "SALARY", ["420000", 380]),
        line("Closing balance", "496250"),
      ),
    ]);
    expect(omani.rows).toEqual([
      ["2026-06-03", "3.750"],
      ["2026-06-10", "-420.000"],
    ]);
  });

  it("the dirham's fils and the riyal's halalas stay hundredths (look-alikes)", () => {
    const emirati = written([
      page(
        [["Account statement", 40]],
        [["Currency: AED", 40]],
        header(["Date", 40], ["Description", 120], ["Amount (fils)", 380, "r"]),
        line("Opening balance", "1500000"),
        row("03/06/2026", "CARREFOUR DUBAI", ["-24750", 380]),
        row("10/06/2026", "SALARY", ["650500", 380]),
        line("Closing balance", "2125750"),
      ),
    ]);
    expect(emirati.rows).toEqual([
      ["2026-06-03", "247.50"],
      ["2026-06-10", "-6505.00"],
    ]);
    expect(emirati.warnings).toEqual([]);
  });

  it("fils with no currency named are read as hundredths, said, and no balance is written to call them proved", () => {
    const read = written([
      page(
        [["Account statement", 40]],
        header(["Date", 40], ["Description", 120], ["Amount (fils)", 380, "r"]),
        line("Opening balance", "1500000"),
        row("03/06/2026", "CARREFOUR", ["-24750", 380]),
        row("10/06/2026", "SALARY", ["650500", 380]),
        line("Closing balance", "2125750"),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-06-03", "247.50"],
      ["2026-06-10", "-6505.00"],
    ]);
    expect(read.ends).toEqual([]);
    expect(read.warnings.join(" ")).toMatch(/fils.*dinar/);
  });
});

describe("a hundredths' name short enough to be another word counts in brackets (sen, xu)", () => {
  it("an Indonesian statement in sen and a Vietnamese one in xu", () => {
    const indonesian = written([
      page(
        [["Rekening koran", 40]],
        [["Mata uang: IDR", 40]],
        header(["Tanggal", 40], ["Keterangan", 120], ["Jumlah (sen)", 380, "r"]),
        line("Saldo awal", "2963163513"),
        row("02/05/2025", "Biaya administrasi", ["-581448548", 380]),
        row("11/05/2025", "Transfer dari Siti Rahayu", ["2807016062", 380]),
        row("13/05/2025", "Transfer ke Budi Santoso", ["-101961586", 380]),
        line("Saldo akhir", "5086769441"),
      ),
    ]);
    expect(indonesian.rows).toEqual([
      ["2025-05-02", "5814485.48"],
      ["2025-05-11", "-28070160.62"],
      ["2025-05-13", "1019615.86"],
    ]);
    expect(indonesian.ends).toEqual(["29631635.13", "50867694.41"]);
    const vietnamese = written([
      page(
        [["Sao kê tài khoản", 40]],
        [["Loại tiền: USD", 40]],
        header(["Ngày", 40], ["Diễn giải", 120], ["Số tiền (xu)", 380, "r"]),
        line("Số dư đầu kỳ", "60009"),
        row("04/05/2025", "Chuyển khoản cho Nguyễn Văn An", ["-10264", 380]),
        row("29/05/2025", "Nhận chuyển khoản Trần Thị Mai", ["262588", 380]),
        line("Số dư cuối kỳ", "312333"),
      ),
    ]);
    expect(vietnamese.rows).toEqual([
      ["2025-05-04", "102.64"],
      ["2025-05-29", "-2625.88"],
    ]);
    expect(vietnamese.warnings).toEqual([]);
  });
});

describe("numbers that are no money stay out of a statement read in whole numbers", () => {
  it("a reference printed in a column of its own beside the amounts is no amount (Hungarian)", () => {
    const read = written([
      page(
        [["Számlakivonat Deviza: HUF", 40]],
        header(["Dátum", 40], ["Közlemény", 120], ["Hivatkozás", 300, "r"], ["Összeg", 380, "r"]),
        line("Nyitó egyenleg", "100 000"),
        row("2026.06.05.", "Számlavezetési díj", ["4471203", 300], ["1 030-", 380]),
        row("2026.06.20.", "Munkabér Richter", ["4471877", 300], ["250 000", 380]),
        row("2026.06.25.", "ATM készpénzfelvétel", ["4472990", 300], ["20 000-", 380]),
        line("Záró egyenleg", "328 970"),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-06-05", "1030.00"],
      ["2026-06-20", "-250000.00"],
      ["2026-06-25", "20000.00"],
    ]);
  });

  it("a column of years (a tax's year) beside won is no amount (Korean)", () => {
    const read = written([
      page(
        [["거래내역 통화 KRW", 40]],
        header(["거래일", 40], ["적요", 120], ["출금", 300, "r"], ["입금", 380, "r"], ["귀속연도", 460, "r"]),
        row("2026.03.10.", "자동차세", ["120,000", 300], ["2026", 460]),
        row("2026.03.15.", "급여 삼성전자", ["3,500,000", 380], ["2026", 460]),
        row("2026.03.20.", "재산세", ["85,000", 300], ["2025", 460]),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-03-10", "120000.00"],
      ["2026-03-15", "-3500000.00"],
      ["2026-03-20", "85000.00"],
    ]);
  });

  it("a document number printed before the description, of any length, is no amount (Vietnamese)", () => {
    const read = written([
      page(
        [["Sao kê tài khoản VND", 40]],
        header(["Ngày", 40], ["Số CT", 140, "r"], ["Diễn giải", 160], ["Số tiền", 420, "r"]),
        [
          ["02/08/2026", 40],
          ["881", 140, "r"],
          ["Chuyển khoản cho An", 160],
          ["-1.596.370", 420, "r"],
        ],
        [
          ["05/08/2026", 40],
          ["88245", 140, "r"],
          ["Lương Công ty Minh Phát", 160],
          ["9.367.360", 420, "r"],
        ],
        [
          ["09/08/2026", 40],
          ["8839100", 140, "r"],
          ["Rút tiền ATM", 160],
          ["-301.180", 420, "r"],
        ],
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-08-02", "1596370.00"],
      ["2026-08-05", "-9367360.00"],
      ["2026-08-09", "301180.00"],
    ]);
  });

  it("a foreign amount with decimals in a forint row's words stays in its description", () => {
    const read = written([
      page(
        [["Számlakivonat Deviza: HUF", 40]],
        header(["Dátum", 40], ["Közlemény", 120], ["Összeg", 420, "r"]),
        line("Nyitó egyenleg", "50 000", 420),
        row("2026.06.04.", "Kártyás vásárlás Amazon 12,50 EUR", ["4 880-", 420]),
        row("2026.06.13.", "Munkabér Richter", ["67 950", 420]),
        row("2026.06.26.", "NETFLIX.COM", ["3 950-", 420]),
        line("Záró egyenleg", "109 120", 420),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-06-04", "4880.00"],
      ["2026-06-13", "-67950.00"],
      ["2026-06-26", "3950.00"],
    ]);
  });
});

describe("a statement printed with decimals is read as printed", () => {
  it("its header naming cents multiplies nothing, and whole numbers in its rows' words are no amounts (Polish)", () => {
    const read = written([
      page(
        [["Wyciąg z rachunku", 40]],
        header(["Data", 40], ["Opis", 120], ["Kwota (zł i grosze)", 420, "r"]),
        line("Saldo początkowe", "1 000,00", 420),
        row("03.06.2026", "Przelew 2026 czynsz ref 448812", ["-1 250,50", 420]),
        row("10.06.2026", "Wynagrodzenie Firma 2000", ["4 500,00", 420]),
        row("15.06.2026", "Biedronka 1234", ["-85,20", 420]),
        line("Saldo końcowe", "4 164,30", 420),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-06-03", "1250.50"],
      ["2026-06-10", "-4500.00"],
      ["2026-06-15", "85.20"],
    ]);
    expect(read.ends).toEqual(["1000.00", "4164.30"]);
  });
});

describe("the balances prove a whole-number reading; one they do not prove is said", () => {
  it("forint rows that do not take the opening to the closing balance warn", () => {
    const read = written([
      page(
        [["Számlakivonat Deviza: HUF", 40]],
        header(["Dátum", 40], ["Közlemény", 120], ["Összeg", 380, "r"]),
        line("Nyitó egyenleg", "226 980"),
        row("2026.06.05.", "Számlavezetési díj", ["1 030-", 380]),
        row("2026.06.20.", "Munkabér Richter Gedeon Nyrt.", ["933 590", 380]),
        line("Záró egyenleg", "1 000 000"),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-06-05", "1030.00"],
      ["2026-06-20", "-933590.00"],
    ]);
    expect(read.warnings.length).toBeGreaterThan(0);
  });
});

describe("whole numbers in units nothing names are not called balanced: their balances add up in either unit", () => {
  it("an Indonesian statement whose header names the rupiah, not its hundredths: no balance written, and said", () => {
    const read = written([
      page(
        [["Rekening koran", 40]],
        [["Mata uang: IDR", 40]],
        header(["Tanggal", 40], ["Keterangan", 120], ["Jumlah (rupiah)", 380, "r"]),
        line("Saldo awal", "2963163513"),
        row("02/05/2025", "Biaya administrasi", ["-581448548", 380]),
        row("11/05/2025", "Transfer dari Siti Rahayu", ["2807016062", 380]),
        row("13/05/2025", "Transfer ke Budi Santoso", ["-101961586", 380]),
        line("Saldo akhir", "4086769441"),
      ),
    ]);
    expect(read.rows).toHaveLength(3);
    expect(read.ends).toEqual([]);
    expect(read.warnings.some((w) => w.includes("whole numbers"))).toBe(true);
  });

  it("a running balance in such units is not written either (a Portuguese and a Bulgarian statement)", () => {
    for (const [title, amount, balance] of [
      ["Extrato Moeda BRL", "Valor", "Saldo"],
      ["Извлечение Валута BGN", "Сума", "Салдо"],
    ] as const) {
      const read = written([
        page(
          [[title, 40]],
          header(["Data", 40], ["Texto", 120], [amount, 380, "r"], [balance, 470, "r"]),
          row("03/06/2026", "Aluguel", ["-95000", 380], ["405000", 470]),
          row("15/06/2026", "Salário", ["240000", 380], ["645000", 470]),
          row("20/06/2026", "Energia", ["-8500", 380], ["636500", 470]),
        ),
      ]);
      expect(read.rows).toHaveLength(3);
      expect(read.balances).toEqual(["", "", ""]);
    }
  });

  it("look-alikes keep their balances: forint named, and a header naming cents (a Hungarian and a Finnish statement)", () => {
    const forint = written([
      page(
        [["Számlakivonat Deviza: HUF", 40]],
        header(["Dátum", 40], ["Közlemény", 120], ["Összeg", 380, "r"]),
        line("Nyitó egyenleg", "226 980"),
        row("2026.06.05.", "Számlavezetési díj", ["1 030-", 380]),
        row("2026.06.20.", "Munkabér", ["933 590", 380]),
        line("Záró egyenleg", "1 159 540"),
      ),
    ]);
    expect(forint.ends).toEqual(["226980.00", "1159540.00"]);
    const cents = written([
      page(
        [["Tiliote Valuutta EUR", 40]],
        header(["Päivä", 40], ["Selite", 120], ["Summa (senttiä)", 380, "r"]),
        line("Alkusaldo", "120000"),
        row("05.06.2026", "Vuokra", ["-95000", 380]),
        row("20.06.2026", "Palkka", ["240000", 380]),
        line("Loppusaldo", "265000"),
      ),
    ]);
    expect(cents.ends).toEqual(["1200.00", "2650.00"]);
  });
});

describe("a header drawn as one word over the amount and the balance names the balance of the column that steps as one", () => {
  it("a Spanish statement in céntimos and an English one with decimals, the two titles one word over both columns", () => {
    for (const [title, amounts, balances] of [
      ["Importe (céntimos) Saldo (céntimos)", ["(205)", "171570", "(12633)"], ["489409", "660979", "648346"]],
      ["Amount Balance", ["-2.05", "1,715.70", "-126.33"], ["4,894.09", "6,609.79", "6,483.46"]],
    ] as const) {
      const read = written([
        page(
          [["Statement Currency EUR", 40]],
          header(["Fecha", 40], ["Concepto", 120], [title, 470, "r"]),
          row("01/06/2025", "NETFLIX.COM", [amounts[0], 380], [balances[0], 470]),
          row("07/06/2025", "Nómina Pérez SL", [amounts[1], 380], [balances[1], 470]),
          row("17/06/2025", "Recibo Iberdrola", [amounts[2], 380], [balances[2], 470]),
        ),
      ]);
      expect(read.rows).toEqual([
        ["2025-06-01", "2.05"],
        ["2025-06-07", "-1715.70"],
        ["2025-06-17", "126.33"],
      ]);
      expect(read.balances).toEqual(["4894.09", "6609.79", "6483.46"]);
    }
  });
});
