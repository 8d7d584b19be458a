// Cash taken from a machine, in every language: money out with no merchant.
import { describe, expect, it } from "vitest";
import { meaningOf } from "./said";

describe("a cash withdrawal", () => {
  it.each([
    ["en", "ATM withdrawal of $60.00"],
    ["de", "Bargeldabhebung 200,00 EUR am Geldautomaten"],
    ["fr", "Retrait de 50,00 € au distributeur"],
    ["es", "Retiro de 50,00 € en cajero"],
    ["pt", "Saque de R$ 200,00 no caixa eletrônico"],
    ["it", "Prelievo di 100,00 EUR"],
    ["nl", "Geldopname € 50,00"],
    ["cs", "Výběr z bankomatu 2 000,00 Kč"],
    ["pl", "Wypłata z bankomatu 200,00 zł"],
    ["sv", "Kontantuttag 500,00 SEK"],
    ["da", "Kontanthævning 500,00 DKK"],
    ["no", "Kontantuttak 500,00 NOK i minibank"],
    ["fi", "Käteisnosto 100,00 EUR"],
    ["tr", "ATM'den 500,00 TL para çekme"],
    ["hu", "Készpénzfelvétel 20 000 Ft"],
    ["ro", "Retragere numerar 200,00 RON"],
    ["ru", "Снятие наличных 5 000,00 ₽"],
    ["uk", "Зняття готівки 1 000,00 грн"],
    ["el", "Ανάληψη μετρητών 100,00 €"],
    ["zh", "ATM取现人民币1000.00元"],
    ["ko", "현금인출 100,000원"],
    ["id", "Tarik tunai Rp 500.000"],
  ])("%s: %s", (_, line) => {
    expect(meaningOf(line)).toBe("withdrawal");
  });
});
