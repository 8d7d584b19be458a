import { type DialectFixture, inCodePage } from "./fixture";

// Sberbank (Hungary): the funds code after the mark (F, HUF's third letter), a transaction type left blank
// (`S   `) and `X` where the reference goes; the counterparty, its account and the purpose in `:NS:` lines
// (`2!n35x`) after a `:86:` that only names the kind of transfer. Windows-1250, CR LF.
const file = [
  ":20:0000123456",
  ":25:HU42117730161111101800000000",
  ":28C:00045/00001",
  ":60F:C240214HUF1250000,00",
  ":61:2402150215DF24020,00S   X",
  ":86:Átutalás terhelés",
  ":NS:01Magyar Telekom Nyrt.",
  "02HU85117000061234567800000000",
  "03Számla 2024/02 ügyfélszám 4471021",
  "04",
  ":61:2402150215CF350000,00S   X",
  ":86:Átutalás jóváírás",
  ":NS:01Erdős Péter",
  "02HU21104000990123456700000000",
  "03Bérleti díj február",
  ":61:2402160216DF1500,00S   X",
  ":86:Számlavezetési díj",
  ":62F:C240216HUF1574480,00",
  "-",
].join("\r\n");

export default {
  bank: "Sberbank (Hungary)",
  layout: "funds code, blank transaction type, :NS: lines, Windows-1250",
  file: inCodePage(file, "windows-1250"),
  account: "HU42117730161111101800000000",
  closing: { amount: "1574480.00", date: "2024-02-16", currency: "huf" },
  items: [
    {
      date: "2024-02-15",
      amount: "24020.00",
      payee: "Magyar Telekom Nyrt.",
      notes: "Átutalás terhelés · HU85117000061234567800000000 · Számla 2024/02 ügyfélszám 4471021",
    },
    {
      date: "2024-02-15",
      amount: "-350000.00",
      payee: "Erdős Péter",
      notes: "Átutalás jóváírás · HU21104000990123456700000000 · Bérleti díj február",
    },
    { date: "2024-02-16", amount: "1500.00", payee: "Számlavezetési díj" },
  ],
} satisfies DialectFixture;
