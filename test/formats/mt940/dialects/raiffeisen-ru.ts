import { cut, type DialectFixture } from "./fixture";

// Raiffeisenbank (Russia): one free-text `:86:` that names the counterparty before its tax number (ИНН, КПП),
// then the purpose, cut at 65 characters mid-word; a SWIFT envelope; UTF-8 with CR LF.
const file = [
  "{1:F01RZBMRUMMAXXX0000000000}{2:I940RZBMRUMMXXXXN}{4:",
  ":20:S240311001",
  ":25:40702810000000123456",
  ":28C:00071/001",
  ":60F:C240310RUB820500,50",
  ":61:2403110311D48000,00NTRF1024//RZB0311-0001",
  `:86:${cut('ООО "Северный ветер" ИНН 7812345678 КПП 781201001 Оплата по счету 118 от 05.03.2024 за услуги связи, в т.ч. НДС 8000-00')}`,
  ":61:2403110311C125000,00NTRF2233//RZB0311-0002",
  `:86:${cut("ИП Смирнов Алексей Петрович ИНН 500100732259 Возврат излишне перечисленных средств по договору 7/23")}`,
  ":61:2403120312D350,00NCHGNONREF//RZB0312-0001",
  ":86:Комиссия за перевод в другой банк",
  ":62F:C240312RUB897150,50",
  "-}",
].join("\r\n");

export default {
  bank: "Raiffeisenbank (Russia)",
  layout: "free-text :86: with the counterparty before its ИНН, in a SWIFT envelope",
  file,
  account: "40702810000000123456",
  closing: { amount: "897150.50", date: "2024-03-12", currency: "rub" },
  items: [
    {
      date: "2024-03-11",
      amount: "48000.00",
      payee: 'ООО "Северный ветер"',
      notes: "Оплата по счету 118 от 05.03.2024 за услуги связи, в т.ч. НДС 8000-00",
    },
    {
      date: "2024-03-11",
      amount: "-125000.00",
      payee: "ИП Смирнов Алексей Петрович",
      notes: "Возврат излишне перечисленных средств по договору 7/23",
    },
    { date: "2024-03-12", amount: "350.00", payee: "Комиссия за перевод в другой банк" },
  ],
} satisfies DialectFixture;
