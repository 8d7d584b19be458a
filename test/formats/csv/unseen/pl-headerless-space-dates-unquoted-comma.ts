import type { UnseenFixture } from "./fixture";

// Class: a Polish bank's headerless comma export: booking and value dates written "2024 03 11", the own and
// the counterparty's 26-digit account numbers, name, address ("|"-joined), amount, currency, title, running
// balance. One counterparty's address holds an unquoted comma, which shifts that row's later fields by one.
export default {
  name: "PL bank headerless: 'YYYY MM DD' dates, 26-digit accounts, an address with an unquoted comma",
  file: [
    "2024 03 11,2024 03 11,61109010140000071219812874,27114020040000300201355387,JAN KOWALSKI,UL. KWIATOWA 5|00-001 WARSZAWA,-250.00,PLN,PRZELEW ZA CZYNSZ|,4750.00",
    "2024 03 12,2024 03 12,61109010140000071219812874,83101010230000261395100000,ZAKLAD ENERGETYCZNY SA,UL. POLNA 1, LOK. 2|60-001 POZNAN,-182.45,PLN,FAKTURA 03/2024|,4567.55",
    "2024 03 15,2024 03 15,61109010140000071219812874,49102028920000550201234567,ACME SP. Z O.O.,UL. PRZEMYSLOWA 9|30-001 KRAKOW,6200.00,PLN,WYNAGRODZENIE 03/2024|,10767.55",
    "2024 03 18,2024 03 18,61109010140000071219812874,,BANK,||,-5.00,PLN,OPLATA ZA KARTE|03.2024|,10762.55",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-03-11", amount: "250.00" },
      { date: "2024-03-12", amount: "182.45" },
      { date: "2024-03-15", amount: "-6200.00" },
      { date: "2024-03-18", amount: "5.00" },
    ],
  },
} satisfies UnseenFixture;
