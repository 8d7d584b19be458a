// A Czech e-shop's order confirmation: "Celkem k úhradě", koruna without decimals and a space between thousands.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Alza.cz / CZ / order confirmation, Celkem k úhradě, Kč",
  from: { name: "Alza.cz", address: "objednavky@alza.cz" },
  date: "Sat, 5 Oct 2024 13:22:40 +0200",
  subject: "Potvrzení objednávky č. 412345678",
  text: [
    "Dobrý den,",
    "",
    "děkujeme za Vaši objednávku. Níže najdete její shrnutí.",
    "",
    "Číslo objednávky: 412345678",
    "Datum objednávky: 5. 10. 2024",
    "",
    "Xiaomi Redmi Buds 5 Pro, černá      1 ks    1 990 Kč",
    "Doprava do AlzaBoxu                        49 Kč",
    "",
    "Celkem k úhradě: 2 039 Kč",
    "z toho DPH 21 %: 354 Kč",
    "",
    "Způsob platby: platební karta – zaplaceno",
  ].join("\n"),
  want: { verdict: "purchase", merchant: ["Alza.cz", "alza.cz"], total: "2039.00", currency: "czk", date: "2024-10-05" },
} satisfies UnseenMail;
