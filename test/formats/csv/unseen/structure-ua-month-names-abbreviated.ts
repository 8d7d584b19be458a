import type { UnseenFixture } from "./fixture";

// Class: dates with abbreviated Ukrainian month names ("05 січ. 2026"). Modelled on a Ukrainian bank's export.
export default {
  name: "UA банк: '05 січ. 2026' dates",
  file: [
    "Дата,Опис,Сума",
    '05 січ. 2026,Сільпо Київ,"-842,10"',
    '14 січ. 2026,Заробітна плата,"32 000,00"',
    '02 лют. 2026,Київстар,"-250,00"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-01-05", amount: "842.10", payee: "Сільпо" },
      { date: "2026-01-14", amount: "-32000.00", payee: "Заробітна" },
      { date: "2026-02-02", amount: "250.00", payee: "Київстар" },
    ],
  },
} satisfies UnseenFixture;
