// The direction a row's words give it, in every language of sign-words/ (the tables' own rules, and the indicator
// cells, are in ./sign-words/).
import { describe, expect, it } from "vitest";
import { cardWordIn, directionOf, foldWords } from "../../../../src/formats/csv/words/direction-words";

const dir = (text: string) => directionOf(text)?.direction ?? null;

describe("booking words say money out or money in, in the languages banks export in", () => {
  const cases: [string, "out" | "in"][] = [
    ["ATM WITHDRAWAL 1234 HIGH ST", "out"],
    ["EFTPOS WOOLWORTHS 1234", "out"],
    ["POS PURCHASE TESCO", "out"],
    ["SALARY ACME LTD", "in"],
    ["BACS CREDIT EMPLOYER", "in"],
    ["STATEMENT CREDIT TRAVEL", "in"],
    ["Lastschrift Stadtwerke", "out"],
    ["Gehaltszahlung Juni", "in"],
    ["PRLV SEPA EDF", "out"],
    ["VIREMENT REÇU DE M. DUPONT", "in"],
    ["Prelievo Bancomat", "out"],
    ["Accredito Stipendio", "in"],
    ["REINTEGRO CAJERO", "out"],
    ["NÓMINA EMPRESA SL", "in"],
    ["Betaalautomaat AH", "out"],
    ["Varekjøp REMA 1000", "out"],
    ["Lønn", "in"],
    ["WYPŁATA Z BANKOMATU", "out"],
    ["WYNAGRODZENIE", "in"],
    ["PARA ÇEKME", "out"],
    ["MAAŞ ÖDEMESİ", "in"],
    ["ΑΝΑΛΗΨΗ ΑΠΟ ATM", "out"],
    ["ΜΙΣΘΟΔΟΣΙΑ", "in"],
    ["Оплата в Перекрёсток", "out"],
    ["Перевод входящий", "in"],
    ["Зарплата за март", "in"],
    ["Зняття готівки", "out"],
    ["Зарахування коштів", "in"],
    ["转账支出", "out"],
    ["代发工资", "in"],
    ["ATM提款", "out"],
    ["薪資轉入", "in"],
    ["口座振替 電気料金", "out"],
    ["給与", "in"],
    ["ｷﾕｳﾖ ｶ)ｻﾝﾌﾟﾙ", "in"],
    ["ＡＴＭ　セブン銀行", "out"],
    ["ATM출금", "out"],
    ["타행입금", "in"],
    ["ถอนเงินสด", "out"],
    ["รับโอนเงิน", "in"],
    ["เงินเดือน", "in"],
  ];
  for (const [text, want] of cases) it(`${text}: money ${want}`, () => expect(dir(text)).toBe(want));
});

describe("spaced scripts match whole words; Chinese, Japanese, Korean and Thai match inside the text", () => {
  it("does not read a word inside another", () => {
    expect(dir("POSSIBLE WORLDS BOOKSHOP")).toBeNull();
    expect(dir("FEEDBACK LTD")).toBeNull();
  });
  it("reads a prefix with any ending, and not in the middle of a word", () => {
    expect(dir("Списание по карте")).toBe("out");
    expect(dir("Пересписание")).toBeNull();
  });
  it("finds a phrase of a script without spaces inside a longer word", () => {
    expect(directionOf("快捷支付消费 拼多多")).toEqual({ direction: "out", word: "消费" });
  });
});

describe("a word marked to match only as spelt needs its accents", () => {
  it("reads the Swedish and Danish salary, the French deposit, but not London or Home Depot", () => {
    expect(dir("LÖN ACME AB")).toBe("in");
    expect(dir("Løn")).toBe("in");
    expect(dir("DÉPÔT ESPÈCES")).toBe("in");
    expect(dir("UBER TRIP LON")).toBeNull();
    expect(dir("THE HOME DEPOT #1234")).toBeNull();
  });
});

describe("a refund or reversal is money in whatever else the text says", () => {
  it("reads a refunded purchase as money in", () => {
    expect(dir("REFUND POS PURCHASE AMAZON")).toBe("in");
    expect(dir("Storno Lastschrift")).toBe("in");
    expect(dir("Возврат покупки")).toBe("in");
    expect(dir("退款 消费")).toBe("in");
  });
});

describe("a repayment goes the way the file says: into the card whose statement it is, out of the account that pays it", () => {
  it("says nothing where the file does not say which", () => {
    expect(dir("信用卡还款")).toBeNull();
    expect(dir("CREDIT CARD PAYMENT")).toBeNull();
    expect(dir("카드결제대금")).toBeNull();
  });
  it("goes the way it is told", () => {
    expect(directionOf("信用卡还款 转账还款", "in")).toEqual({ direction: "in", word: "还款" });
    expect(directionOf("網路銀行繳款", "in")?.direction).toBe("in");
    expect(directionOf("CREDIT CARD PAYMENT", "out")?.direction).toBe("out");
    expect(directionOf("Spłata karty", "in")?.direction).toBe("in");
  });
  it("leaves a refund money in, and says it undoes a payment", () => {
    expect(directionOf("退货 还款", "out")).toEqual({ direction: "in", word: "退货", undoes: true });
  });
});

describe("a phrase inside a longer one says nothing of its own", () => {
  it("reads the longer phrase", () => {
    expect(dir("PAIEMENT REÇU")).toBe("in");
    expect(dir("PAYMENT RECEIVED - THANK YOU")).toBe("in");
    expect(dir("ถอนเงินฝาก")).toBe("out");
  });
});

describe("a text whose words say both directions says nothing", () => {
  it("reads neither direction", () => {
    expect(dir("Gutschrift aus Dauerauftrag")).toBeNull();
    expect(dir("ATM DEPOSIT")).toBeNull();
    expect(dir("收入 支出")).toBeNull();
  });
  it("nor does a payee alone", () => {
    expect(dir("Albert Heijn 1234 Amsterdam")).toBeNull();
  });
});

describe("a header, a title line or a file name may name a card", () => {
  it("finds the card word in any language", () => {
    expect(cardWordIn("Kartennummer")).toBe("kartennummer");
    expect(cardWordIn("招商银行信用卡对账单")).toBe("信用卡");
    expect(cardWordIn("credit-card-statement-2024-09.csv")).toBe("credit card");
    expect(cardWordIn("ご利用店名")).toBe("ご利用店名");
  });
  it("finds none in an account's header", () => {
    expect(cardWordIn("Buchungstag")).toBeNull();
    expect(cardWordIn("Description")).toBeNull();
  });
});

describe("text is folded before it is compared", () => {
  it("drops accents, makes compatibility forms plain and punctuation one space", () => {
    expect(foldWords("PAYMENT - THANK YOU")).toBe("payment thank you");
    expect(foldWords("Łódź ÉTÉ")).toBe("lodz ete");
    expect(foldWords("ＡＴＭ")).toBe("atm");
  });
});
