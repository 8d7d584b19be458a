import type { DialectFixture } from "./fixture";

// Bank Millennium (Poland): `:86:` subfields opened by `<` (its format description: "Podpola w polu :86:
// rozpoczynają się znakiem mniejszości"), empty ones left out; the available balance (`:64:`) after the closing
// one. Written here in ASCII: the bank's own code page (CP852) is not one Intake reads.
const file = [
  ":20:MILLENNIUM",
  ":25:PL73116022020000000123456789",
  ":28C:15/1",
  ":60F:C240304PLN5000,00",
  ":61:2403040304DN300,00N641NONREF",
  ":86:641<00PRZELEW ZEWNETRZNY<20Czynsz marzec 2024<21mieszkanie 12<3011602202<310000000987654321" +
    "<32Wspolnota Mieszkaniowa<33Lipowa 7<38PL55116022020000000987654321",
  ":61:2403050305CN1250,00N240NONREF",
  ":86:240<00PRZELEW PRZYCHODZACY<20Faktura 17/2024<32Jan Kowalski<38PL10105000997603123456789123",
  ":62F:C240305PLN5950,00",
  ":64:C240305PLN5950,00",
  "",
].join("\r\n");

export default {
  bank: "Bank Millennium (Poland)",
  layout: "<-subfields, empty ones left out, :64: after :62F:",
  file,
  account: "PL73116022020000000123456789",
  closing: { amount: "5950.00", date: "2024-03-05", currency: "pln" },
  items: [
    { date: "2024-03-04", amount: "300.00", payee: "Wspolnota Mieszkaniowa Lipowa 7", notes: "Czynsz marzec 2024 mieszkanie 12" },
    { date: "2024-03-05", amount: "-1250.00", payee: "Jan Kowalski", notes: "Faktura 17/2024" },
  ],
} satisfies DialectFixture;
