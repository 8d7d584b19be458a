// A transfer between one's own accounts is one movement only with evidence: the other account named on a side, or
// words of a move between one's own accounts on both sides; an equal amount a few days apart never decides alone.
import { describe, expect, it } from "vitest";
import {
  type Movement,
  namesAccount,
  namesCard,
  oneSideNote,
  type OwnAccount,
  pairTransfers,
  saysCardPaid,
  saysOwnMove,
  TRANSFER_WINDOW,
  transferEvidence,
} from "../../src/matching/transfer-match";

const CHECKING = 1;
const VISA = 2;
const SAVINGS = 3;
const WISE_USD = 4;
const ACCOUNTS = new Map<number, OwnAccount>([
  [CHECKING, { id: CHECKING, names: ["Everyday Checking", "First Bank"], numbers: ["DE89370400440532013000"] }],
  [VISA, { id: VISA, names: ["Sapphire Visa"], numbers: ["4242"], card: true, institution: "Chase" }],
  [SAVINGS, { id: SAVINGS, names: ["Rainy Day Savings"], numbers: ["000123457788"] }],
  [WISE_USD, { id: WISE_USD, names: ["Wise USD"], numbers: [] }],
]);

let next = 0;
const move = (accountId: number, date: string, amount: number, text: string, more: Partial<Movement> = {}): Movement => ({
  key: ++next,
  accountId,
  date,
  amount,
  currency: "eur",
  toBase: amount,
  text,
  ...more,
});

describe("a side that names the other account is evidence", () => {
  it.each([
    ["its name", "ONLINE TRANSFER TO RAINY DAY SAVINGS", SAVINGS],
    ["its last four after a mark", "Payment to card ...4242", VISA],
    ["its last four after 'ending'", "AUTOPAY CARD ENDING IN 4242", VISA],
    ["its IBAN, spaced as printed", "SEPA Überweisung an DE89 3704 0044 0532 0130 00", CHECKING],
    ["its account number", "Transfer to 000123457788", SAVINGS],
  ] as const)("%s", (_, text, account) => {
    expect(namesAccount(text, ACCOUNTS.get(account)!)).not.toBeNull();
  });
  it.each([
    ["four digits inside a longer number", "Ref 9942424 grocery", VISA],
    ["a short generic name", "Main street bakery", VISA],
    ["a name inside a word", "SAPPHIRE VISAGE SPA", VISA],
  ] as const)("not %s", (_, text, account) => {
    expect(namesAccount(text, ACCOUNTS.get(account)!)).toBeNull();
  });
});

describe("words of a move between one's own accounts count on both sides only, and a transfer to anyone never", () => {
  it.each([
    "Umbuchung auf Tagesgeld",
    "Traspaso entre cuentas",
    "Virement interne",
    "Overboeking eigen rekening",
    "Giroconto",
    "Przelew własny",
    "Перевод между счетами",
    "口座振替",
    "Top-up from card",
  ])("%s says it", (text) => {
    expect(saysOwnMove(text)).toBe(true);
  });
  it.each([
    "VERIZON WIRELESS AUTOPAY",
    "AUTOPAY PAYMENT - THANK YOU",
    "Transfer to John Smith",
    "Überweisung an Max Muster",
    "Virement à Marie",
    "Bonifico a Luca",
    "Przelew do Jana",
    "转账给李雷",
  ])("%s does not", (text) => {
    expect(saysOwnMove(text)).toBe(false);
  });
});

describe("the two sides: one sum, a few days apart, between two accounts of the budget", () => {
  it("pairs the checking row of the card's bill with the card's payment row", () => {
    const out = move(CHECKING, "2026-10-05", 500, "CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224");
    const inn = move(VISA, "2026-10-06", -500, "AUTOMATIC PAYMENT - THANK YOU");
    expect(transferEvidence(out, inn, ACCOUNTS)).toBe("a card's bill paid from your account");
  });
  it("pairs a side that names the other account, whatever the other side says", () => {
    const out = move(CHECKING, "2026-10-05", 500, "ONLINE PAYMENT TO SAPPHIRE VISA");
    const inn = move(VISA, "2026-10-07", -500, "PAYMENT RECEIVED");
    expect(transferEvidence(out, inn, ACCOUNTS)).toBe('names "Sapphire Visa"');
  });
  it("pairs on words of both sides when neither names the other", () => {
    const out = move(CHECKING, "2026-10-05", 200, "Umbuchung");
    const inn = move(SAVINGS, "2026-10-05", -200, "Umbuchung");
    expect(transferEvidence(out, inn, ACCOUNTS)).toBe("both sides say a move between your accounts");
  });
  it(`takes the incoming side from ${TRANSFER_WINDOW.daysBefore} day before to ${TRANSFER_WINDOW.daysAfter} after`, () => {
    const out = move(CHECKING, "2026-10-05", 200, "Umbuchung");
    for (const [date, fits] of [
      ["2026-10-03", false],
      ["2026-10-04", true],
      ["2026-10-10", true],
      ["2026-10-11", false],
    ] as const)
      expect(transferEvidence(out, move(SAVINGS, date, -200, "Umbuchung"), ACCOUNTS) !== null).toBe(fits);
  });
  it("compares across currencies in the primary one, within 3%", () => {
    const out = move(CHECKING, "2026-10-05", 920, "Top-up Wise USD", { toBase: 920 });
    const near = move(WISE_USD, "2026-10-05", -1000, "Top-up from card", { currency: "usd", toBase: -905 });
    const far = move(WISE_USD, "2026-10-05", -1000, "Top-up from card", { currency: "usd", toBase: -880 });
    expect(transferEvidence(out, near, ACCOUNTS)).not.toBeNull();
    expect(transferEvidence(out, far, ACCOUNTS)).toBeNull();
  });
});

describe("look-alikes stay apart", () => {
  it("never pairs two unrelated equal amounts on one day", () => {
    const rent = move(CHECKING, "2026-10-01", 500, "HAUSVERWALTUNG MIETE OKT");
    const refund = move(VISA, "2026-10-01", -500, "REFUND AIRLINE TICKET");
    expect(transferEvidence(rent, refund, ACCOUNTS)).toBeNull();
    expect(pairTransfers([rent, refund], ACCOUNTS)).toEqual([]);
  });
  it("never pairs a payment to a friend with a gift received in another account", () => {
    const paid = move(CHECKING, "2026-10-01", 500, "Transfer to John Smith");
    const gift = move(SAVINGS, "2026-10-02", -500, "Transfer from Mary Jones");
    expect(pairTransfers([paid, gift], ACCOUNTS)).toEqual([]);
  });
  it("never pairs two sides of one account, nor two of one sign, nor other sums", () => {
    const out = move(CHECKING, "2026-10-01", 200, "Umbuchung");
    expect(transferEvidence(out, move(CHECKING, "2026-10-01", -200, "Umbuchung"), ACCOUNTS)).toBeNull();
    expect(transferEvidence(out, move(SAVINGS, "2026-10-01", 200, "Umbuchung"), ACCOUNTS)).toBeNull();
    expect(transferEvidence(out, move(SAVINGS, "2026-10-01", -200.01, "Umbuchung"), ACCOUNTS)).toBeNull();
  });
});

describe("each side in one pair; a choice the evidence cannot make is not guessed", () => {
  it("pairs each of two moves with its own incoming side, the nearest day first", () => {
    const a = move(CHECKING, "2026-10-01", 200, "Umbuchung");
    const b = move(CHECKING, "2026-10-08", 300, "Umbuchung");
    const aIn = move(SAVINGS, "2026-10-02", -200, "Umbuchung");
    const bIn = move(SAVINGS, "2026-10-08", -300, "Umbuchung");
    expect(pairTransfers([a, b, aIn, bIn], ACCOUNTS).map((p) => [p.out, p.in])).toEqual([
      [a.key, aIn.key],
      [b.key, bIn.key],
    ]);
  });
  it("leaves two outgoing sides that fit one incoming side alone", () => {
    const a = move(CHECKING, "2026-10-01", 200, "Umbuchung");
    const b = move(VISA, "2026-10-01", 200, "Umbuchung");
    const inn = move(SAVINGS, "2026-10-02", -200, "Umbuchung");
    expect(pairTransfers([a, b, inn], ACCOUNTS)).toEqual([]);
  });
  it("leaves an outgoing side with two incoming sides of one day alone", () => {
    const out = move(CHECKING, "2026-10-01", 200, "Umbuchung");
    const one = move(SAVINGS, "2026-10-02", -200, "Umbuchung");
    const two = move(VISA, "2026-10-02", -200, "Umbuchung");
    expect(pairTransfers([out, one, two], ACCOUNTS)).toEqual([]);
  });
});

describe("the side both sides speak for wins over an equal amount that says nothing of a transfer", () => {
  it("an equal refund the same day in the named account loses to the later side that says transfer", () => {
    const out = move(CHECKING, "2026-10-01", 250, "Transfer to Rainy Day Savings");
    const refund = move(SAVINGS, "2026-10-01", -250, "Refund Electronics Store");
    const transfer = move(SAVINGS, "2026-10-03", -250, "Incoming transfer");
    expect(pairTransfers([out, refund, transfer], ACCOUNTS).map((p) => [p.out, p.in])).toEqual([[out.key, transfer.key]]);
  });
  it.each([
    ["German", "Überweisung von Konto 0532013000"],
    ["French", "Virement reçu"],
    ["Polish", "Przelew przychodzący"],
    ["Russian", "Входящий перевод"],
    ["Chinese", "转账收入"],
    ["Korean", "이체 입금"],
  ])("the incoming side's transfer word in %s corroborates", (_, text) => {
    const out = move(CHECKING, "2026-10-01", 90, "Sparen Rainy Day Savings");
    const lookalike = move(SAVINGS, "2026-10-01", -90, "Zinsgutschrift");
    const transfer = move(SAVINGS, "2026-10-02", -90, text);
    expect(pairTransfers([out, lookalike, transfer], ACCOUNTS).map((p) => p.in)).toEqual([transfer.key]);
  });
  it("two equal incoming sides that say nothing of a transfer: the day alone does not choose", () => {
    const out = move(CHECKING, "2026-10-01", 250, "Transfer to Rainy Day Savings");
    const one = move(SAVINGS, "2026-10-01", -250, "Refund Electronics Store");
    const two = move(SAVINGS, "2026-10-03", -250, "Cashback");
    expect(pairTransfers([out, one, two], ACCOUNTS)).toEqual([]);
  });
  it("a single incoming side still pairs on the outgoing side's naming alone", () => {
    const out = move(CHECKING, "2026-10-01", 250, "Transfer to Rainy Day Savings");
    const inn = move(SAVINGS, "2026-10-02", -250, "Credit 8812");
    expect(pairTransfers([out, inn], ACCOUNTS).map((p) => p.in)).toEqual([inn.key]);
  });
});

describe("one side alone: the strong own-move words, naming none of the budget's other accounts, never an amount", () => {
  it("notes the other account by an IBAN or its last four digits after a mark, masked, and which way the money went", () => {
    expect(oneSideNote(move(CHECKING, "2026-11-03", 300, "Internal transfer to x9876"), ACCOUNTS)).toBe(
      "Transfer to your account ••9876 (not in this budget)",
    );
    expect(oneSideNote(move(CHECKING, "2026-11-03", -300, "Umbuchung von NL91ABNA0417164300"), ACCOUNTS)).toBe(
      "Transfer from your account ••4300 (not in this budget)",
    );
    expect(oneSideNote(move(CHECKING, "2026-11-03", 300, "CITI CARD AUTOPAY"), ACCOUNTS)).toBe(
      "Transfer to another of your accounts (not in this budget)",
    );
  });
  it("a transfer to anyone, a row that names an account of the budget, or no words at all: none", () => {
    expect(oneSideNote(move(CHECKING, "2026-11-03", 300, "Überweisung an Max Mustermann"), ACCOUNTS)).toBeNull();
    expect(oneSideNote(move(CHECKING, "2026-11-03", 300, "Internal transfer to Rainy Day Savings"), ACCOUNTS)).toBeNull();
    expect(oneSideNote(move(CHECKING, "2026-11-03", 500, "Landlord Ltd"), ACCOUNTS)).toBeNull();
    // A bill's autopay is no move to a card: autopay words alone are any bill's; nor a debit card's purchase.
    expect(oneSideNote(move(CHECKING, "2026-11-03", 85.4, "VERIZON WIRELESS AUTOPAY"), ACCOUNTS)).toBeNull();
    expect(oneSideNote(move(CHECKING, "2026-11-03", 23.1, "CARD PAYMENT TO TESCO STORES 2231"), ACCOUNTS)).toBeNull();
    expect(oneSideNote(move(CHECKING, "2026-11-03", 23.1, "VISA DEBIT PAYMENT SHELL 0042"), ACCOUNTS)).toBeNull();
    expect(oneSideNote(move(CHECKING, "2026-11-03", 300, "Kreditkartenabrechnung 10/2026"), ACCOUNTS)).toBe(
      "Transfer to another of your accounts (not in this budget)",
    );
    // Its own account named is no other side.
    expect(oneSideNote(move(VISA, "2026-11-05", -500, "PAYMENT THANK YOU Sapphire Visa"), ACCOUNTS)).toBe(
      "Transfer from another of your accounts (not in this budget)",
    );
  });
});

describe("an account's digits in its name or display name are its number", () => {
  it.each([
    ["Visa 4242", "PAYMENT TO VISA ENDING 4242"],
    ["Sapphire ••4242", "ONLINE PMT CARD x4242"],
    ["Giro DE89…3000", "Umbuchung auf Konto ...3000"],
    ["Platinum Card *1009", "Kreditkarte endet auf 1009"],
  ])("%s is named by %s", (name, text) => {
    expect(namesAccount(text, { id: 9, names: [name], numbers: [] })).toMatch(/^names account ••\d{4}$/);
  });
  it("a year in a name is no card's digits inside a longer number", () => {
    expect(namesAccount("REF 12024 GROCERY", { id: 9, names: ["Savings 2024"], numbers: [] })).toBeNull();
  });
});

describe("a card's bill: the card says a payment came in, the other side names a card, an issuer or its digits", () => {
  const CARD = 7;
  const GIRO = 8;
  const own = new Map<number, OwnAccount>([
    ...ACCOUNTS,
    [CARD, { id: CARD, names: ["Visa 4242"], numbers: [], card: true, institution: "First Card Services" }],
    [GIRO, { id: GIRO, names: ["Girokonto"], numbers: [] }],
  ]);
  it.each([
    ["English, digits", "PAYMENT TO VISA ENDING 4242", "PAYMENT THANK YOU"],
    ["English, an issuer", "CITI AUTOPAY WEB ID 123", "AUTOPAY PAYMENT - THANK YOU"],
    ["English, the card's institution", "FIRST CARD SERVICES ONLINE PMT", "ONLINE PAYMENT RECEIVED"],
    ["German, a compound", "Kreditkartenabrechnung 10/2026", "Zahlung erhalten - vielen Dank"],
    ["French", "PRLV CARTE BANCAIRE DEBIT DIFFERE", "Paiement reçu merci"],
    ["Spanish", "Pago tarjeta de crédito", "Pago recibido, gracias por su pago"],
    ["Italian", "Addebito carta di credito", "Pagamento ricevuto"],
    ["Dutch", "Incasso creditcard", "Betaling ontvangen"],
    ["Japanese", "カード代金 引落", "ご入金ありがとうございます"],
    ["Chinese", "信用卡还款", "还款 感谢"],
  ])("%s", (_, checking, card) => {
    const out = move(GIRO, "2026-10-03", 412.6, checking);
    const inn = move(CARD, "2026-10-05", -412.6, card);
    expect(transferEvidence(out, inn, own)).not.toBeNull();
    expect(pairTransfers([out, inn], own).map((p) => [p.out, p.in])).toEqual([[out.key, inn.key]]);
  });
  it("the card's words mean a payment came in; a refund's do not", () => {
    expect(saysCardPaid("AUTOPAY PAYMENT – THANK YOU")).toBe(true);
    expect(saysCardPaid("Zahlungseingang")).toBe(true);
    expect(saysCardPaid("AMAZON RETURN REFUND")).toBe(false);
    expect(namesCard("VERIZON WIRELESS AUTOPAY", own.get(CARD))).toBe(false);
  });

  describe("look-alikes stay apart", () => {
    it("a bill's autopay from checking and the card paid from a bank not in the budget", () => {
      const bill = move(GIRO, "2026-10-03", 85.4, "VERIZON WIRELESS AUTOPAY");
      const paid = move(CARD, "2026-10-04", -85.4, "AUTOPAY PAYMENT – THANK YOU");
      expect(transferEvidence(bill, paid, own)).toBeNull();
      expect(pairTransfers([bill, paid], own)).toEqual([]);
    });
    it("a refund of the same sum on the card, even when checking paid the card that week", () => {
      const pay = move(GIRO, "2026-10-03", 120, "PAYMENT TO VISA ENDING 4242");
      const refund = move(CARD, "2026-10-04", -120, "ZARA RETURN REFUND");
      expect(transferEvidence(pay, refund, own)).toBeNull();
      const thanks = move(CARD, "2026-10-06", -120, "PAYMENT THANK YOU");
      expect(pairTransfers([pay, refund, thanks], own).map((p) => p.in)).toEqual([thanks.key]);
    });
    it("a payment to a friend of the same sum as the card's payment received", () => {
      const friend = move(GIRO, "2026-10-03", 60, "Zelle payment to Jordan Lee");
      const paid = move(CARD, "2026-10-03", -60, "PAYMENT THANK YOU");
      expect(pairTransfers([friend, paid], own)).toEqual([]);
    });
    it("rent and salary of one amount", () => {
      const rent = move(GIRO, "2026-10-01", 1500, "RENT OCT OAKWOOD PROPERTY MGMT");
      const salary = move(SAVINGS, "2026-10-01", -1500, "ACME CORP PAYROLL");
      expect(pairTransfers([rent, salary], own)).toEqual([]);
    });
    it("an account named like a merchant: a purchase there and the store card's refund", () => {
      const store = new Map<number, OwnAccount>([...own, [11, { id: 11, names: ["Amazon"], numbers: [], card: true }]]);
      const bought = move(GIRO, "2026-10-02", 59.99, "AMAZON MKTPL*2K4LX0");
      const refund = move(11, "2026-10-03", -59.99, "AMAZON RETURN REFUND");
      expect(transferEvidence(bought, refund, store)).toBeNull();
      // Named like a wallet that is not a card: a purchase and a refund still say no transfer nor payment.
      const wallet = new Map<number, OwnAccount>([...own, [12, { id: 12, names: ["Revolut"], numbers: [] }]]);
      const shop = move(GIRO, "2026-10-02", 30, "REVOLUT*BOLT RIDE");
      const back = move(12, "2026-10-02", -30, "Revolut cashback");
      expect(transferEvidence(shop, back, wallet)).toBeNull();
      // The same name with a transfer's words is the account's.
      expect(transferEvidence(move(GIRO, "2026-10-02", 30, "Transfer to Revolut"), back, wallet)).not.toBeNull();
    });
  });
});
