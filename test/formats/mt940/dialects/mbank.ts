import { type DialectFixture, inCodePage } from "./fixture";

// mBank (Poland), CompanyNet export: each account's block opened by SOH and closed by ETX, the funds code N
// (PLN's third letter), `:86:` in `~`-subfields after a three-digit operation code: ~00 the code, ~20–~25 the
// title, ~30/~31 the counterparty's bank and account, ~32/~33 its name, ~38 its IBAN; a card payment names the
// merchant in its title only. Windows-1250.
const file = [
  "\u0001",
  ":20:ST240305CYC/1",
  ":25:PL61114020040000320250012345",
  ":28C:52/1",
  ":60F:C240304PLN8450,00",
  ":61:2403050305DN125,00S034NONREF//24065012345",
  ":86:034~00VE02~20FV 2024/03/112 abonament~21telefoniczny~3010501445~311000012345678~32Orange Polska Spółka Akcyjna" +
    "~38PL45105014451000001234567890",
  ":61:2403050305CN3200,00S051NONREF//24065012346",
  ":86:051~00VE12~20Wynagrodzenie za luty 2024~3011402004~310000320250099887~32Zakład Usług Informatycznych~33Łódź" +
    "~38PL27114020040000320250099887",
  ":61:2403060306DN54,37S073NONREF//24066012347",
  ":86:073~00VE35~20Zakup przy użyciu karty~21Żabka Z1234 Kraków~22data transakcji 2024-03-05",
  ":62F:C240306PLN11470,63",
  ":64:C240306PLN11470,63",
  "\u0003",
].join("\r\n");

export default {
  bank: "mBank (Poland)",
  layout: "~-subfields, funds code N, SOH/ETX around the block, Windows-1250",
  file: inCodePage(file, "windows-1250"),
  account: "PL61114020040000320250012345",
  closing: { amount: "11470.63", date: "2024-03-06", currency: "pln" },
  items: [
    { date: "2024-03-05", amount: "125.00", payee: "Orange Polska Spółka Akcyjna", notes: "FV 2024/03/112 abonament telefoniczny" },
    { date: "2024-03-05", amount: "-3200.00", payee: "Zakład Usług Informatycznych Łódź", notes: "Wynagrodzenie za luty 2024" },
    { date: "2024-03-06", amount: "54.37", payee: "Zakup przy użyciu karty Żabka Z1234 Kraków data transakcji 2024-03-05" },
  ],
} satisfies DialectFixture;
