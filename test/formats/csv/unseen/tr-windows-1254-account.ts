import { bytesIn } from "../decode/encodings/bytes-in";
import type { UnseenFixture } from "./fixture";

// A Turkish bank's account history in windows-1254: ı ş ğ İ, which windows-1252 would read as ý þ ð Ý.
const fixture: UnseenFixture = {
  name: "Turkish account history in windows-1254: ı ş ğ İ in header and descriptions",
  file: bytesIn(
    "windows-1254",
    [
      "Tarih;İşlem Açıklaması;Tutar (TL);Bakiye (TL)",
      "03.01.2024;Market alışverişi Şişli;-245,50;10.254,50",
      "05.01.2024;Maaş ödemesi;25.000,00;35.254,50",
      "08.01.2024;Elektrik faturası - Ağustos;-612,40;34.642,10",
      "",
    ].join("\r\n"),
  ),
  expect: {
    items: [
      { date: "2024-01-03", amount: "245.50", payee: "Şişli" },
      { date: "2024-01-05", amount: "-25000.00", payee: "Maaş" },
      { date: "2024-01-08", amount: "612.40", payee: "Ağustos" },
    ],
  },
};
export default fixture;
