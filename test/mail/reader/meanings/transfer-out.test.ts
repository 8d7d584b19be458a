// A transfer sent out of the account: no payment the alert reader books.
import { describe, expect, it } from "vitest";
import { meaningOf } from "./said";

describe("a transfer sent", () => {
  it.each([
    ["en", "Wire Transfer Successfully Processed"],
    ["de", "Überweisung ausgeführt: 500,00 EUR an Max Weber"],
    ["fr", "Virement émis de 300,00 €"],
    ["es", "Transferencia enviada de 300,00 €"],
    ["pt", "Pix enviado de R$ 150,00"],
    ["it", "Bonifico eseguito di 200,00 EUR"],
    ["cs", "Odchozí platba 5 000,00 Kč"],
    ["pl", "Przelew wychodzący 1 500,00 zł"],
    ["ru", "Перевод отправлен: 5 000,00 ₽"],
    ["zh", "转出人民币500.00元"],
  ])("%s: %s", (_, line) => {
    expect(meaningOf(line)).toBe("transfer-out");
  });
});
