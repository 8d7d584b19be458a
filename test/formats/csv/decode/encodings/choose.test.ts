// Every encoding a bank writes: a file that is not UTF-8 is read in the legacy encoding its text reads as, says
// why, and is refused when no encoding reads its header. The fixtures are exports of real layouts, written in
// their encodings byte for byte (./bytes-in.ts).
import { describe, expect, it } from "vitest";
import { detectProfile, planCsv, SourceInputError } from "../../../../../src/formats/csv";
import { decodeWhole } from "../../../../../src/formats/csv/decode/decode";
import { bytesIn } from "./bytes-in";

const plan = (bytes: Uint8Array) => planCsv(bytes, { accountId: 1 });
const items = (bytes: Uint8Array) => plan(bytes).items.map((i) => [i.item.date, i.item.amount]);
const firstLine = (bytes: Uint8Array) => decodeWhole(bytes, undefined).text.split("\n")[0];
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
};

// Sberbank Online's card statement: the operation and processing dates, a category, the description, the
// amount in the account's currency (negative out, space-grouped) and the balance.
const SBERBANK =
  "Дата операции;Дата обработки;Категория;Описание;Сумма в валюте счёта;Остаток\n" +
  "03.01.2024;04.01.2024;Супермаркеты;ПЯТЁРОЧКА 1234 Москва RUS;-1 250,40;48 749,60\n" +
  "05.01.2024;05.01.2024;Переводы;Перевод от Иванов И. И.;5 000,00;53 749,60\n" +
  "08.01.2024;09.01.2024;Транспорт;МОСКОВСКИЙ МЕТРОПОЛИТЕН;-62,00;53 687,60\n" +
  "10.01.2024;10.01.2024;Рестораны и кафе;Кофейня «Шоколадница»;-480,00;53 207,60\n";
// PrivatBank's Privat24 statement (Ukrainian: і ї є).
const PRIVATBANK =
  "Дата;Час;Категорія;Картка;Опис операції;Сума в валюті картки;Валюта картки;Залишок на кінець періоду\n" +
  "03.01.2024;12:15;Супермаркети;4149 **** 1234;Сільпо, Київ;-412,50;UAH;10 587,50\n" +
  "04.01.2024;09:02;Кафе та ресторани;4149 **** 1234;Львівська майстерня шоколаду;-186,00;UAH;10 401,50\n" +
  "05.01.2024;18:40;Поповнення;4149 **** 1234;Переказ від Шевченко Т., є гривні;2 000,00;UAH;12 401,50\n";
// An older Russian bank's export, as its KOI8-R system writes it.
const PAYMENTS =
  "Дата;Сумма;Получатель;Назначение платежа\n" +
  '03.01.2024;-1250,40;ООО "Ромашка";Оплата по счёту 15 за услуги связи\n' +
  "05.01.2024;5000,00;Иванов Иван Иванович;Возврат долга\n" +
  '09.01.2024;-320,00;ПАО "Мосэнергосбыт";Электроэнергия за декабрь\n';

describe("a Cyrillic export is read in the code page it was written in", () => {
  it("reads a Sberbank-style export in windows-1251: headers, payees and amounts, and says why", () => {
    const p = plan(bytesIn("windows-1251", SBERBANK));
    expect(p.profile.encoding).toBe("windows-1251");
    expect(p.profile.encodingReason).toMatch(
      /^not UTF-8; read as windows-1251 the text is Cyrillic: 28 of 28 words .*commonest letters о ×22/,
    );
    expect(p.profile.encodingReason).toMatch(/read as koi8-r|read as iso-8859-5/);
    expect(p.profile.headers).toEqual(SBERBANK.split("\n")[0]!.split(";"));
    expect(p.items.map((i) => [i.item.date, i.item.amount, i.item.payee])).toEqual([
      ["2024-01-03", "1250.40", "ПЯТЁРОЧКА 1234 Москва RUS"],
      ["2024-01-05", "-5000.00", "Перевод от Иванов И. И."],
      ["2024-01-08", "62.00", "МОСКОВСКИЙ МЕТРОПОЛИТЕН"],
      ["2024-01-10", "480.00", "Кофейня «Шоколадница»"],
    ]);
  });
  it("reads a PrivatBank-style Ukrainian export in windows-1251 (і ї є)", () => {
    const p = plan(bytesIn("windows-1251", PRIVATBANK));
    expect(p.profile.encoding).toBe("windows-1251");
    expect(p.profile.headers![4]).toBe("Опис операції");
    expect(p.items.map((i) => i.item.payee)).toEqual(["Сільпо, Київ", "Львівська майстерня шоколаду", "Переказ від Шевченко Т., є гривні"]);
  });
  it("reads the same text in KOI8-R, KOI8-U, IBM866 and ISO-8859-5 in those, never as windows-1251", () => {
    for (const encoding of ["koi8-r", "ibm866", "iso-8859-5"]) {
      const p = plan(bytesIn(encoding, PAYMENTS));
      expect(p.profile.encoding, encoding).toBe(encoding);
      expect(p.profile.headers, encoding).toEqual(["Дата", "Сумма", "Получатель", "Назначение платежа"]);
      expect(items(bytesIn(encoding, PAYMENTS)), encoding).toEqual([
        ["2024-01-03", "1250.40"],
        ["2024-01-05", "-5000.00"],
        ["2024-01-09", "320.00"],
      ]);
    }
    // KOI8-U puts і ї є ґ where KOI8-R has box drawing.
    const ua = "Дата;Сума;Отримувач;Призначення платежу\n03.01.2024;-1250,40;ТОВ Ґанок;Оплата за їжу, євро\n";
    expect(plan(bytesIn("koi8-u", ua)).profile.headers).toEqual(["Дата", "Сума", "Отримувач", "Призначення платежу"]);
    expect(plan(bytesIn("koi8-u", ua)).profile.encoding).toBe("koi8-u");
  });
  it("reads all-capitals text by its letters' proportions where the case says nothing", () => {
    const caps =
      "ДАТА;СУММА;ОПИСАНИЕ\n03.01.2024;-100,00;ОПЛАТА ТОВАРОВ И УСЛУГ В МАГАЗИНЕ\n04.01.2024;-50,00;ПЕРЕВОД С КАРТЫ НА КАРТУ ДРУГОГО БАНКА\n";
    expect(plan(bytesIn("windows-1251", caps)).profile.encoding).toBe("windows-1251");
    expect(plan(bytesIn("koi8-r", caps)).profile.encoding).toBe("koi8-r");
  });
});

// A Japanese bank's statement download: withdrawals and deposits apart, the memo in half-width katakana.
const JP_BANK =
  "日付,摘要,お引出し,お預入れ,残高\n" +
  '2024/01/05,ｶ-ﾄﾞ ｾﾌﾞﾝｲﾚﾌﾞﾝ,"1,200",,"98,800"\n' +
  '2024/01/10,ﾌﾘｺﾐ ﾔﾏﾀﾞ ﾀﾛｳ,,"50,000","148,800"\n' +
  '2024/01/25,給与 株式会社サンプル,,"250,000","398,800"\n' +
  '2024/01/27,口座振替 東京電力,"8,800",,"390,000"\n';
// An internet bank's export: a signed amount in yen, then the balance and the description.
const JP_NET_BANK =
  "取引日,入出金(円),取引後残高(円),入出金内容\n" +
  "20240105,-1200,98800,デビット　セブンイレブン\n" +
  "20240110,50000,148800,振込＊ヤマダ　タロウ\n" +
  "20240125,-8800,140000,口座振替　東京電力\n";
// Alipay's transaction list: a preamble, then one row per payment with 收/支 (in/out) beside the amount.
const ALIPAY =
  "支付宝交易记录明细查询\n账号:[zhang***@163.com]\n起始日期:[2024-01-01 00:00:00]    终止日期:[2024-01-31 23:59:59]\n" +
  "---------------------------------交易记录明细列表------------------------------------\n" +
  "交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态\n" +
  "2024-01-05 12:30:01,餐饮美食,肯德基,kfc***@163.com,午餐套餐,支出,35.50,余额宝,交易成功\n" +
  "2024-01-06 09:12:44,转账红包,张三,138****0000,还款,收入,200.00,账户余额,交易成功\n" +
  "2024-01-08 19:45:10,日用百货,超市发,cs***@qq.com,购物,支出,128.90,花呗,交易成功\n";
// A Taiwanese bank's account history: withdrawals and deposits apart, the balance and a note.
const TAIWAN =
  "交易日期,摘要,支出金額,存入金額,餘額,備註\n" +
  "2024/01/05,跨行轉帳,1200,,98800,房租\n" +
  "2024/01/10,薪資,,50000,148800,公司\n" +
  "2024/01/12,信用卡繳費,3500,,145300,\n";
// A Korean bank's transaction inquiry.
const KOREA =
  "거래일시,적요,보낸분/받는분,출금액(원),입금액(원),잔액(원),송금메모\n" +
  "2024.01.05 12:30:01,체크카드,스타벅스 강남점,5600,0,94400,\n" +
  "2024.01.10 09:00:00,타행이체,홍길동,0,50000,144400,월세\n" +
  "2024.01.15 18:20:00,자동이체,한국전력공사,32000,0,112400,전기요금\n";

describe("a Japanese, Chinese or Korean export is read in the encoding that is valid and spells common characters", () => {
  // Where the columns are not yet named by the header vocabulary, the encoding and the header text are the rule.
  it("reads a Japanese bank's Shift_JIS statement, half-width katakana and all", () => {
    const bytes = bytesIn("shift_jis", JP_BANK);
    const d = decodeWhole(bytes, undefined);
    expect(d.encoding).toBe("shift_jis");
    expect(d.reason).toMatch(/^not UTF-8; read as shift_jis the text is Japanese: \d+ of \d+ characters are kana or common kanji/);
    expect(d.reason).toMatch(/the bytes are not valid .*euc-jp.*gbk, big5, euc-kr/);
    expect(d.text).toBe(JP_BANK);
    expect(detectProfile(bytes).headers).toEqual(["日付", "摘要", "お引出し", "お預入れ", "残高"]);
  });
  it("reads an internet bank's EUC-JP export, and plans it", () => {
    const p = plan(bytesIn("euc-jp", JP_NET_BANK));
    expect(p.profile.encoding).toBe("euc-jp");
    expect(p.items.map((i) => [i.item.date, i.item.amount, i.item.payee])).toEqual([
      ["2024-01-05", "1200.00", "デビット　セブンイレブン"],
      ["2024-01-10", "-50000.00", "振込＊ヤマダ　タロウ"],
      ["2024-01-25", "8800.00", "口座振替　東京電力"],
    ]);
  });
  it("reads ISO-2022-JP by its escape sequences", () => {
    const p = plan(bytesIn("iso-2022-jp", JP_NET_BANK));
    expect(p.profile.encoding).toBe("iso-2022-jp");
    expect(p.profile.encodingReason).toMatch(/escape sequences of ISO-2022-JP/);
    expect(p.items.map((i) => i.item.payee)).toEqual(["デビット　セブンイレブン", "振込＊ヤマダ　タロウ", "口座振替　東京電力"]);
  });
  it("reads an Alipay export in GBK, preamble and header", () => {
    const bytes = bytesIn("gbk", ALIPAY);
    const p = plan(bytes);
    expect(p.profile.encoding).toBe("gbk");
    expect(p.profile.encodingReason).toMatch(
      /^not UTF-8; read as gbk the text is Chinese \(simplified\): \d+ of \d+ characters are common/,
    );
    expect(p.profile.headers).toEqual(ALIPAY.split("\n")[4]!.split(","));
    expect(p.items.map((i) => i.item.date)).toEqual(["2024-01-05", "2024-01-06", "2024-01-08"]);
  });
  it("reads a Taiwanese bank's Big5 export and a Korean bank's EUC-KR one", () => {
    for (const [encoding, text, language] of [
      ["big5", TAIWAN, "Chinese \\(traditional\\)"],
      ["euc-kr", KOREA, "Korean"],
    ] as const) {
      const d = decodeWhole(bytesIn(encoding, text), undefined);
      expect(d.encoding).toBe(encoding);
      expect(d.reason).toMatch(new RegExp(`read as ${encoding} the text is ${language}`));
      expect(d.text).toBe(text);
    }
  });
  it("does not take Korean for Chinese, nor Chinese for Korean, where both readings are valid", () => {
    // EUC-KR's Hangul are all valid GBK, and GB2312's characters valid EUC-KR: the common characters decide.
    const ko = "거래일시,적요,금액\n2024.01.05,체크카드 스타벅스,5600\n";
    const zh = "交易时间,交易对方,金额\n2024-01-05,肯德基,35.50\n";
    expect(() => new TextDecoder("gbk", { fatal: true, ignoreBOM: false }).decode(bytesIn("euc-kr", ko))).not.toThrow();
    expect(() => new TextDecoder("euc-kr", { fatal: true, ignoreBOM: false }).decode(bytesIn("gbk", zh))).not.toThrow();
    expect(decodeWhole(bytesIn("euc-kr", ko), undefined).encoding).toBe("euc-kr");
    expect(decodeWhole(bytesIn("gbk", zh), undefined).encoding).toBe("gbk");
  });
});

describe("a Greek, Turkish, Hebrew, Arabic or Thai export is read in its code page", () => {
  it("reads a Greek export in windows-1253 and plans it", () => {
    const gr =
      "Ημερομηνία;Περιγραφή;Ποσό;Υπόλοιπο\n03/01/2024;Αγορά με κάρτα ΣΚΛΑΒΕΝΙΤΗΣ;-45,20;1.254,80\n" +
      "05/01/2024;Μισθοδοσία Ιανουαρίου;1.500,00;2.754,80\n08/01/2024;Πληρωμή ΔΕΗ λογαριασμού;-82,30;2.672,50\n";
    const p = plan(bytesIn("windows-1253", gr));
    expect(p.profile.encoding).toBe("windows-1253");
    expect(p.items.map((i) => [i.item.amount, i.item.payee])).toEqual([
      ["45.20", "Αγορά με κάρτα ΣΚΛΑΒΕΝΙΤΗΣ"],
      ["-1500.00", "Μισθοδοσία Ιανουαρίου"],
      ["82.30", "Πληρωμή ΔΕΗ λογαριασμού"],
    ]);
    // ISO-8859-7 writes Ά where windows-1253 has ¶.
    const iso = "Ημερομηνία;Περιγραφή;Ποσό\n03/01/2024;Άθροισμα αγορών Άλφα;-45,20\n";
    expect(plan(bytesIn("iso-8859-7", iso)).profile.headers).toEqual(["Ημερομηνία", "Περιγραφή", "Ποσό"]);
    expect(plan(bytesIn("iso-8859-7", iso)).items[0]!.item.payee).toBe("Άθροισμα αγορών Άλφα");
  });
  it("reads a Turkish export in windows-1254, where windows-1252 would make ı ş ğ Icelandic", () => {
    const tr =
      "Tarih;İşlem Açıklaması;Tutar (TL);Bakiye (TL)\n03.01.2024;Market alışverişi Şişli;-245,50;10.254,50\n" +
      "05.01.2024;Maaş ödemesi;25.000,00;35.254,50\n08.01.2024;Elektrik faturası - Ağustos;-612,40;34.642,10\n";
    const p = plan(bytesIn("windows-1254", tr));
    expect(p.profile.encoding).toBe("windows-1254");
    expect(p.profile.encodingReason).toMatch(/read as windows-1254 the letters are Turkish/);
    expect(p.items.map((i) => i.item.payee)).toEqual(["Market alışverişi Şişli", "Maaş ödemesi", "Elektrik faturası - Ağustos"]);
  });
  it("reads Hebrew in windows-1255, Arabic in windows-1256 and Thai in windows-874", () => {
    for (const [encoding, text] of [
      [
        "windows-1255",
        "תאריך,תיאור הפעולה,אסמכתא,חובה,זכות,יתרה\n03/01/2024,משיכת מזומן,123456,500.00,,9500.00\n05/01/2024,משכורת,654321,,12000.00,21500.00\n",
      ],
      [
        "windows-1256",
        "التاريخ;الوصف;المبلغ;الرصيد\n03/01/2024;شراء من متجر;-120,00;5.880,00\n05/01/2024;راتب شهر يناير;8.000,00;13.880,00\n",
      ],
      [
        "windows-874",
        "วันที่,รายการ,ถอนเงิน,ฝากเงิน,ยอดคงเหลือ,ช่องทาง\n03/01/2024,ชำระค่าสินค้า,250.00,,9750.00,K PLUS\n05/01/2024,รับโอนเงิน,,5000.00,14750.00,ATM\n",
      ],
    ] as const) {
      const d = decodeWhole(bytesIn(encoding, text), undefined);
      expect(d.encoding).toBe(encoding);
      expect(d.text).toBe(text);
    }
  });
});

describe("the ISO page beside a Windows one is chosen where the Windows page garbles words", () => {
  it("reads Polish ą ś ź from ISO-8859-2, which windows-1250 reads as ± ¶ Ľ", () => {
    const pl = "Data operacji;Kwota;Tytuł\n03.01.2024;-45,99;Zakupy spożywcze, Łódź, świeże\n04.01.2024;-12,00;Płatność kartą, źródło\n";
    const p = plan(bytesIn("iso-8859-2", pl));
    expect(p.profile.encoding).toBe("iso-8859-2");
    expect(p.items.map((i) => i.item.notes ?? i.item.payee)).toEqual(["Zakupy spożywcze, Łódź, świeże", "Płatność kartą, źródło"]);
  });
  it("reads the euro sign and œ of ISO-8859-15, which windows-1252 reads as ¤ and ½", () => {
    const fr = "Date;Libellé;Montant\n03/01/2024;Cœur de Lyon, dépôt à Orléans, 12 €;-12,00\n04/01/2024;Œuvres d'art, fenêtre;-3,00\n";
    expect(plan(bytesIn("iso-8859-15", fr)).profile.encoding).toBe("iso-8859-15");
    expect(plan(bytesIn("windows-1252", fr)).profile.encoding).toBe("windows-1252");
  });
});

describe("an encoding the file declares is read in, unless its bytes say otherwise", () => {
  it("takes a # comment's encoding", () => {
    const text = "# encoding: koi8-u\n" + PAYMENTS;
    const p = plan(bytesIn("koi8-u", text));
    expect(p.profile.encoding).toBe("koi8-u");
    expect(p.profile.encodingReason).toMatch(/the file declares encoding: koi8-u/);
  });
  it("reads past a declaration the bytes are not written in", () => {
    const text = "# charset=windows-1252\n" + SBERBANK;
    const p = plan(bytesIn("windows-1251", text));
    expect(p.profile.encoding).toBe("windows-1251");
    expect(p.profile.encodingReason).toMatch(/the file declares charset=windows-1252, but read so its header is garbled/);
  });
});

describe("a file whose header no encoding reads is refused, never planned as nonsense", () => {
  const RUB_ROWS = [
    "Пятёрочка",
    "Магнит",
    "Перекрёсток",
    "Вкусвилл",
    "Лента",
    "Ашан",
    "Азбука вкуса",
    "Дикси",
    "Спар",
    "Метро",
    "Окей",
    "Глобус",
  ]
    .map((payee, i) => `${String(i + 1).padStart(2, "0")}.01.2024;${payee};-${100 + i},00;${5000 - i * 100},00\n`)
    .join("");
  const utf8Header = new TextEncoder().encode("Дата операции;Описание;Сумма;Остаток\n");
  it("refuses a UTF-8 header over windows-1251 rows, quoting what the best reading made of it", () => {
    const rows = [
      "Оплата товаров и услуг в магазине Пятёрочка",
      "Перевод с карты на карту другого банка",
      "Возврат долга по договору займа",
    ]
      .map((memo, i) => `0${i + 1}.01.2024;${memo};-${100 + i},00;${5000 - i * 100},00\n`)
      .join("");
    const bytes = concat(utf8Header, bytesIn("windows-1251", rows));
    expect(() => plan(bytes)).toThrow(SourceInputError);
    expect(() => plan(bytes)).toThrow(
      /^the header does not read as text in any encoding Intake knows: read as windows-1251.*"РћРїРёСЃР°РЅРёРµ"/,
    );
  });
  it("refuses it where readable rows outnumber it at the top: the header detection found is read again", () => {
    const bytes = concat(utf8Header, bytesIn("windows-1251", RUB_ROWS));
    expect(() => plan(bytes)).toThrow(/^the header does not read as text in windows-1251, the encoding the rest of the file reads in/);
    // Read as the person says, it is planned as asked.
    expect(planCsv(bytes, { accountId: 1, profile: { encoding: "windows-1251" } }).items).toHaveLength(12);
  });
});

describe("the test's encoder writes what iconv writes", () => {
  it("agrees byte for byte on a Shift_JIS, a GBK and a windows-1251 header", () => {
    // printf '日付,摘要' | iconv -f utf-8 -t shift_jis | xxd -i (and the same for gbk and cp1251)
    expect([...bytesIn("shift_jis", "日付,摘要")]).toEqual([0x93, 0xfa, 0x95, 0x74, 0x2c, 0x93, 0x45, 0x97, 0x76]);
    expect([...bytesIn("gbk", "金额")]).toEqual([0xbd, 0xf0, 0xb6, 0xee]);
    expect([...bytesIn("windows-1251", "Сумма")]).toEqual([0xd1, 0xf3, 0xec, 0xec, 0xe0]);
    expect(firstLine(bytesIn("shift_jis", "日付,摘要\n"))).toBe("日付,摘要");
  });
});
