import { cut, type DialectFixture, inCodePage } from "./fixture";

// Sberbank (Russia): a rouble account (funds code B, RUB's third letter), the purpose in `:86:` and the
// counterparty with its identifiers in numbered `:NS:` lines: name, ИНН, КПП, account, БИК. Windows-1251.
const file = [
  ":20:1234567",
  ":25:40702810938000012345",
  ":28C:15",
  ":60F:C240229RUB1500000,00",
  ":61:2403010301DB15000,00NTRF512//1234567890",
  `:86:${cut("Оплата по счету № 45 от 28.02.2024 за канцелярские товары. Сумма 15000-00. В т.ч. НДС (20%) 2500-00")}`,
  ':NS:01ООО "Ромашка"',
  "02ИНН 7701234567",
  "03КПП 770101001",
  "0440702810400000012345",
  "05БИК 044525225",
  ":61:2403010301CB250000,00NTRF77//1234567891",
  ":86:Оплата по договору поставки № 12/24 от 15.01.2024. НДС не облагается",
  ':NS:01АО "Вектор"',
  "02ИНН 7709876543",
  "03КПП 770901001",
  "0440702810500000054321",
  "05БИК 044525593",
  ":61:2403020302DB990,00NCHGNONREF//1234567892",
  ":86:Комиссия за ведение счета за февраль 2024",
  ":62F:C240302RUB1734010,00",
  "-",
].join("\r\n");

const identifiers = (inn: string, kpp: string, account: string, bik: string) => `ИНН ${inn} · КПП ${kpp} · ${account} · БИК ${bik}`;

export default {
  bank: "Sberbank (Russia)",
  layout: ":NS: counterparty, ИНН, КПП, account and БИК lines beside a free-text :86:, Windows-1251",
  file: inCodePage(file, "windows-1251"),
  account: "40702810938000012345",
  closing: { amount: "1734010.00", date: "2024-03-02", currency: "rub" },
  items: [
    {
      date: "2024-03-01",
      amount: "15000.00",
      payee: 'ООО "Ромашка"',
      notes: `Оплата по счету № 45 от 28.02.2024 за канцелярские товары. Сумма 15000-00. В т.ч. НДС (20%) 2500-00 · ${identifiers("7701234567", "770101001", "40702810400000012345", "044525225")}`,
    },
    {
      date: "2024-03-01",
      amount: "-250000.00",
      payee: 'АО "Вектор"',
      notes: `Оплата по договору поставки № 12/24 от 15.01.2024. НДС не облагается · ${identifiers("7709876543", "770901001", "40702810500000054321", "044525593")}`,
    },
    { date: "2024-03-02", amount: "990.00", payee: "Комиссия за ведение счета за февраль 2024" },
  ],
} satisfies DialectFixture;
