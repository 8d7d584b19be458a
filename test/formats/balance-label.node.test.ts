// Balance labels as statements write them beside a balance (src/formats/balance-label.ts): a word for a balance and
// only words saying which one, dates and numbers; any other word makes the text a transaction's.
import { describe, expect, it } from "vitest";
import { isBalanceLabel } from "../../src/formats/balance-label";

describe("a balance word with words that say which balance, dates and numbers is a label, in every language banks write", () => {
  it.each([
    // Portuguese (Brazil)
    "SALDO FINAL",
    "SALDO ANTERIOR",
    "Saldo do dia",
    "SALDO DIA",
    "SALDO TOTAL DISPONÍVEL DIA",
    "SDO CTA/APL AUTOMATICAS",
    "S A L D O",
    "SALDO EM C/C 31/01",
    // Spanish, Italian, Romanian, Indonesian
    "SALDO AL 31/01/2024",
    "Saldo inicial",
    "Saldo contabile finale",
    "Sold final",
    "SALDO AKHIR",
    // English
    "BALANCE FORWARD",
    "Beginning Balance",
    "Ending balance as of 01/31/2024",
    "BAL B/F",
    // French, German, Dutch, Nordic, Central European, Turkish
    "Solde précédent",
    "Nouveau solde au 31.01.2024",
    "Kontostand am 31.01.2024",
    "Anfangssaldo",
    "Tagessaldo",
    "Eindsaldo",
    "Ingående saldo",
    "Počáteční zůstatek",
    "Záró egyenleg",
    "Devir bakiye",
    // Other scripts
    "Исходящий остаток",
    "Сальдо на 31.01.2024",
    "本日残高",
    "期初余额",
    "전일잔액",
    "Số dư",
  ])("%s", (text) => {
    expect(isBalanceLabel(text)).toBe(true);
  });
});

describe("any other word makes it a transaction's text", () => {
  it.each([
    "Saldo restante da fatura anterior",
    "BALANCE TRANSFER",
    "JUROS SALDO DEVEDOR",
    "IOF SALDO DEVEDOR",
    "Balance Fitness Club",
    "Pagamento saldo cartao",
    "Überweisung Saldo Ausgleich",
    "残高照会手数料",
    "PIX TRANSF  MARIA",
    "",
    "Saldo ".repeat(20),
  ])("%j", (text) => {
    expect(isBalanceLabel(text)).toBe(false);
  });
});
