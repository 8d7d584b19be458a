// A Czech e-shop's shipping notice that restates the order's total as paid: the order confirmation was the purchase.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Czech e-shop / CZ / shipping notice, Celkem k úhradě … (zaplaceno) (not a purchase)",
  from: { name: "Mall.cz", address: "info@mall.cz" },
  date: "Mon, 7 Oct 2024 09:12:04 +0200",
  subject: "Vaše objednávka byla odeslána",
  text: [
    "Dobrý den,",
    "",
    "Vaše objednávka č. 7712345678 byla odeslána.",
    "Zásilku doručí PPL, číslo zásilky: 40012345678.",
    "Sledování zásilky: https://www.ppl.cz/vyhledat-zasilku?shipmentId=40012345678",
    "",
    "Philips Airfryer HD9252/90      1 ks    1 299 Kč",
    "",
    "Celkem k úhradě 1 299 Kč (zaplaceno)",
    "",
    "Děkujeme, že nakupujete u nás.",
  ].join("\n"),
  want: { verdict: "not_a_receipt" },
} satisfies UnseenMail;
