// A charge announced for later, in every language: never a payment made, whatever payment words stand beside it;
// past tenses of the same debit are a charge made.
import { describe, expect, it } from "vitest";
import { meaningOf } from "./said";
import { DEBIT_AHEAD, MADE } from "../../../../src/mail/reader/meanings/money-ahead";

describe("a charge still to come", () => {
  it.each([
    ["en", "Your card ending 4711 will be charged $9.99 on 12/01"],
    ["en", "We'll collect £39.99 by Direct Debit on or just after 1 December"],
    ["de", "Der Betrag von 29,99 EUR wird am 01.12.2024 von Ihrem Konto abgebucht"],
    ["de", "Vorankündigung: Lastschrift über 12,00 EUR"],
    ["fr", "Un montant de 19,99 € sera prélevé le 05/12/2024"],
    ["es", "Se cargará un importe de 9,99 € el 01/12/2024"],
    ["es", "Se te cargará 9,99 € en tu tarjeta"],
    ["pt", "O valor de R$ 59,90 será debitado em 05/12/2024"],
    ["it", "L'importo di 14,99 EUR verrà addebitato il 01/12"],
    ["nl", "Het bedrag van € 15,00 wordt op 28-11 afgeschreven"],
    ["cs", "Z vašeho účtu bude dne 1. 12. 2024 stržena částka 399,00 Kč"],
    ["pl", "Kwota 49,99 zł zostanie pobrana z rachunku dnia 01.12.2024"],
    ["sv", "Beloppet 129,00 SEK kommer att dras från ditt konto den 1 december"],
    ["da", "Beløbet 99,00 DKK vil blive trukket fra din konto den 1. december"],
    ["no", "Beløpet 99,00 NOK vil bli trukket fra kontoen din 1. desember"],
    ["fi", "Tililtäsi veloitetaan 9,99 EUR 1.12.2024"],
    ["tr", "Kartınızdan 01.12.2024 tarihinde 99,90 TL tahsil edilecek"],
    ["hu", "Számlájáról 3 990 Ft levonásra kerül december 1-jén"],
    ["ro", "Suma de 49,99 RON va fi debitată pe 01.12.2024"],
    ["ru", "С карты будет списано 299,00 ₽ 01.12.2024"],
    ["uk", "З картки буде списано 149,00 грн 01.12.2024"],
    ["el", "Το ποσό 9,99 € θα χρεωθεί στις 01/12/2024"],
    ["zh", "您的账户将于12月1日扣款人民币99.00元"],
    ["ja", "12月1日に2,980円の引き落とし予定です"],
    ["ko", "12월 1일 결제예정 금액 99,000원"],
    ["id", "Rekening Anda akan didebet Rp 99.000 pada 01/12/2024"],
    ["vi", "Tài khoản sẽ bị trừ 99.000 VND vào ngày 01/12/2024"],
  ])("%s: %s", (_, line) => {
    expect(meaningOf(line)).toBe("money-ahead");
  });
});

describe("a debit said in the past was made", () => {
  it("the words of the debit's sentence say when: 'wurde' and 'has been' are a charge made", () => {
    const said = DEBIT_AHEAD.exec("Der Betrag wurde am 01.12. abgebucht, nachdem er angekündigt wird");
    expect(said === null || MADE.test(said[0])).toBe(true);
    expect(meaningOf("Der Betrag von 29,99 EUR wurde von Ihrem Konto abgebucht")).toBe("paying");
    expect(meaningOf("Your card has been charged $9.99")).toBe("paying");
  });
});
