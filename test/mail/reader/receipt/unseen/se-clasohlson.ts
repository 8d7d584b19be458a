// A Swedish retailer's order confirmation: "Att betala", moms, kronor with a space between thousands.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Clas Ohlson / SE / order confirmation, Att betala and moms",
  from: { name: "Clas Ohlson", address: "noreply@clasohlson.se" },
  date: "Sun, 6 Oct 2024 16:05:12 +0200",
  subject: "Orderbekräftelse 5501234567",
  text: [
    "Hej Erik!",
    "",
    "Tack för din beställning. Här är en sammanfattning.",
    "",
    "Ordernummer: 5501234567",
    "Orderdatum: 2024-10-06",
    "",
    "Artikel                          Antal   Pris",
    "Cocraft borrskruvdragare 18 V    1       1 199,00 kr",
    "Batterier AA 10-pack             2       49,90 kr",
    "",
    "Delsumma: 1 298,80 kr",
    "Frakt: 49,00 kr",
    "Att betala: 1 347,80 kr",
    "Varav moms: 269,56 kr",
    "",
    "Betalsätt: Klarna faktura",
  ].join("\n"),
  want: { verdict: "purchase", merchant: ["Clas Ohlson", "clasohlson.se"], total: "1347.80", currency: "sek", date: "2024-10-06" },
} satisfies UnseenMail;
