// Files that write their amounts in the currency's hundredths, as banks of many languages head them ("Ghi nợ (xu)",
// "Jumlah (sen)", "თანხა (თეთრი)"): every money cell the header names is read in hundredths, the balances written
// beside them too, and a column of identifiers, years or quantities beside them is left as it is.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";

const plan = (csv: string) => planCsv(new TextEncoder().encode(csv), { accountId: 1 });
const amounts = (csv: string) => plan(csv).items.map((i) => i.item.amount);

describe("a header naming the hundredths in brackets reads the whole numbers under it as hundredths", () => {
  it("reads a Vietnamese debit and credit in xu, its opening and closing lines too", () => {
    const csv = [
      "Ngày giao dịch;Diễn giải;Ghi nợ (xu);Ghi có (xu)",
      ";Số dư đầu kỳ;;150000",
      "03/05/2025;Thanh toán hóa đơn điện EVN;2550;",
      "07/05/2025;Nhận lương Công ty ABC;;120000",
      "12/05/2025;Rút tiền ATM;50000;",
      ";Số dư cuối kỳ;;217450",
    ].join("\n");
    const p = plan(csv);
    expect(p.items.map((i) => i.item.amount)).toEqual(["25.50", "-1200.00", "500.00"]);
    expect(p.profile.amountScale).toBe(2);
    expect(p.profile.verification?.status).toBe("balanced");
  });

  it("reads an Indonesian amount in sen of ten digits as money, not as an account number", () => {
    const csv = [
      "Tanggal;Keterangan;Jumlah (sen);D/K",
      "02/07/2026;Transfer ke Budi Santoso;9988876;DB",
      "03/07/2026;Gaji PT Maju Jaya;1426259183;CR",
      "06/07/2026;Bayar tagihan PLN;96245083;DB",
    ].join("\n");
    expect(amounts(csv)).toEqual(["99888.76", "-14262591.83", "962450.83"]);
  });

  it("reads a Malay amount 'dalam sen' and an English one in cts", () => {
    expect(amounts("Tarikh,Butiran,Amaun dalam sen\n02/07/2026,Kedai Runcit,-1250\n03/07/2026,Gaji,350000\n")).toEqual([
      "12.50",
      "-3500.00",
    ]);
    expect(amounts("Date,Description,Amount [cts]\n2026-07-02,Coffee,-450\n2026-07-03,Refund,1999\n")).toEqual(["4.50", "-19.99"]);
  });
});

describe("a running balance written in the same hundredths is read in them, and proves the rows", () => {
  it("reads a Georgian statement in tetri, its balance column too", () => {
    const csv = [
      "თარიღი,დანიშნულება,თანხა (თეთრი),ტიპი,ნაშთი (თეთრი)",
      "01.03.2026,საწყისი ნაშთი,,,1481835",
      "01.03.2026,ხელფასი შპს თბილისი ტრეიდი,38358,კ,1520193",
      "08.03.2026,მომსახურების საკომისიო,7678,დ,1512515",
      "13.03.2026,LIDL,76432,დ,1436083",
      "31.03.2026,საბოლოო ნაშთი,,,1436083",
    ].join("\n");
    const p = plan(csv);
    expect(p.items.map((i) => i.item.amount)).toEqual(["-383.58", "76.78", "764.32"]);
    expect(p.profile.columns.balance?.header).toBe("ნაშთი (თეთრი)");
    expect(p.profile.verification?.status).toBe("balanced");
  });

  it("keeps a balance written with decimals as written beside amounts in cents", () => {
    const csv = [
      "Date,Payee,Amount (cents),Balance",
      "2024-01-03,Shop,-1234,987.66",
      "2024-01-04,Salary,50000,1487.66",
      "2024-01-05,Cafe,-350,1484.16",
    ].join("\n");
    const p = plan(csv);
    expect(p.items.map((i) => i.item.amount)).toEqual(["12.34", "-500.00", "3.50"]);
    expect(p.profile.verification?.status).toBe("balanced");
  });
});

describe("whole numbers that no header calls hundredths are not proved to be either", () => {
  it("reads them as units, warns, and says the scale is not proved even where whole balances add up", () => {
    const csv = [
      "Date,Payee,Amount,Balance",
      "2024-01-03,Shop,-1234,98766",
      "2024-01-04,Salary,50000,148766",
      "2024-01-05,Cafe,-350,148416",
    ].join("\n");
    const p = plan(csv);
    expect(p.items.map((i) => i.item.amount)).toEqual(["1234.00", "-50000.00", "350.00"]);
    expect(p.profile.warnings?.join(" ")).toMatch(/set amountScale to 2/);
    expect(p.profile.verification?.status).not.toBe("balanced");
    expect(p.profile.verification?.not_proven).toContain("scale");
  });
});

describe("beside amounts in hundredths, identifiers, years and quantities stay as they are", () => {
  it("keeps a reference of ten digits, a year and a quantity out of the money", () => {
    const csv = [
      "Tanggal;Referensi;Tahun;Keterangan;Jml;Jumlah (sen)",
      "02/07/2026;4000123456;2026;Pembelian Indomaret;3;-1250000",
      "03/07/2026;4000123457;2026;Gaji PT Maju Jaya;1;850000000",
      "06/07/2026;4000123458;2026;Bayar tagihan PLN;2;-96245083",
    ].join("\n");
    const p = plan(csv);
    expect(p.items.map((i) => i.item.amount)).toEqual(["12500.00", "-8500000.00", "962450.83"]);
    expect(p.profile.columns.amount?.header).toBe("Jumlah (sen)");
  });

  it("reads a file with decimals under a header in cents' words as written (the decimals say the units)", () => {
    expect(amounts("Date,Payee,Amount (cents)\n2024-01-03,Shop,-12.34\n2024-01-04,Salary,500.00\n")).toEqual(["12.34", "-500.00"]);
  });
});

describe("amounts in the minor units of a currency of a thousand to one are read in thousandths", () => {
  it("reads a Kuwaiti export in fils beside its KWD currency column", () => {
    const csv = ["Date,Description,Amount (fils),Currency", "02/07/2026,Sultan Center,-12345,KWD", "03/07/2026,Salary,850000,KWD"].join(
      "\n",
    );
    const p = plan(csv);
    expect(p.items.map((i) => i.item.amount)).toEqual(["12.345", "-850.00"]);
    expect(p.profile.amountScale).toBe(3);
  });

  it("reads a Bahraini statement headed in Arabic, its balance in fils too, and proves it", () => {
    const csv = [
      "التاريخ;الوصف;المبلغ (فلس);العملة;الرصيد (فلس)",
      "01/03/2026;رصيد افتتاحي;;BHD;1500000",
      "02/03/2026;لولو هايبر ماركت;-24750;BHD;1475250",
      "05/03/2026;راتب;650500;BHD;2125750",
      "09/03/2026;فاتورة الكهرباء;-31125;BHD;2094625",
    ].join("\n");
    const p = plan(csv);
    expect(p.items.map((i) => i.item.amount)).toEqual(["24.75", "-650.50", "31.125"]);
    expect(p.profile.verification?.status).toBe("balanced");
  });

  it("reads Tunisian millimes and Omani baisa as thousandths, whatever currency the file names", () => {
    expect(amounts("Date;Libellé;Montant (millimes)\n02/07/2026;Monoprix;-4500\n03/07/2026;Virement reçu;125250\n")).toEqual([
      "4.50",
      "-125.25",
    ]);
    expect(amounts("Date,Details,Amount (baisa)\n2026-07-02,Lulu Muscat,-3750\n2026-07-03,Salary,420000\n")).toEqual(["3.75", "-420.00"]);
  });

  it("reads Jordanian fils in thousandths where the running balance, written with three decimals, moves by them", () => {
    const csv = [
      "Date,Description,Amount (fils),Balance",
      "02/07/2026,Carrefour Amman,-12500,987.500",
      "03/07/2026,Salary,640250,1627.750",
      "05/07/2026,Zain,-7125,1620.625",
    ].join("\n");
    const p = plan(csv);
    expect(p.items.map((i) => i.item.amount)).toEqual(["12.50", "-640.25", "7.125"]);
    expect(p.profile.amountScale).toBe(3);
  });

  it("reads whole amounts in thousandths where a balance written with three decimals moves by a thousandth of them", () => {
    const csv = [
      "Date,Description,Amount,Balance",
      '02/07/2026,Carrefour,-12500,"1,987.500"',
      '03/07/2026,Salary,640250,"2,627.750"',
      '04/07/2026,Fuel,-8125,"2,619.625"',
    ].join("\n");
    expect(plan(csv).profile.amountScale).toBe(3);
  });
});

describe("hundredths named beside a currency of a hundred to one stay hundredths (look-alikes)", () => {
  it("reads the dirham's fils and the riyal's halalas in hundredths", () => {
    expect(
      amounts("Date,Description,Amount (fils),Currency\n02/07/2026,Carrefour Dubai,-12345,AED\n03/07/2026,Salary,850000,AED\n"),
    ).toEqual(["123.45", "-8500.00"]);
    expect(amounts("التاريخ;الوصف;المبلغ (هللة);العملة\n02/03/2026;بنده;-24750;SAR\n05/03/2026;راتب;650500;SAR\n")).toEqual([
      "247.50",
      "-6505.00",
    ]);
  });

  it("reads cents of the dollar in hundredths", () => {
    expect(amounts("Date,Description,Amount (cents),Currency\n2026-07-02,Coffee,-450,USD\n2026-07-03,Refund,1999,USD\n")).toEqual([
      "4.50",
      "-19.99",
    ]);
  });

  it('reads whole amounts beside a balance of a thousand grouped ("1,500") as they were read', () => {
    const csv = [
      "Date,Description,Amount,Balance",
      '02/07/2026,Rent,-1500,"8,500"',
      '03/07/2026,Salary,2000,"10,500"',
      '04/07/2026,Fuel,-500,"10,000"',
    ].join("\n");
    expect(plan(csv).profile.amountScale).toBeUndefined();
  });

  it("reads fils with no currency named and nothing to prove their size in hundredths, and says so", () => {
    const p = plan("Date,Description,Amount (fils)\n02/07/2026,Carrefour,-12345\n03/07/2026,Salary,850000\n");
    expect(p.items.map((i) => i.item.amount)).toEqual(["123.45", "-8500.00"]);
    expect(p.profile.warnings?.join(" ")).toMatch(/fils.*dinar.*amountScale to 3/);
  });
});
