import type { HeaderWords } from "../header-vocabulary";

// Icelandic: Landsbankinn, Íslandsbanki and Arion banki exports ("Dagsetning", "Upphæð", "Staða").
export default {
  date: "Dagsetning, Dags, Færsludagur, Bókunardagur",
  transactionDate: "Færsludagur",
  bookingDate: "Bókunardagur",
  valueDate: "Vaxtadagur",
  amount: "Upphæð, Fjárhæð",
  debit: "Úttekt, Út",
  credit: "Innborgun, Inn",
  payee: "Mótaðili, Viðtakandi, Greiðandi",
  notes: "Texti, Skýring, Lýsing",
  currency: "Mynt, Gjaldmiðill",
  balance: "Staða",
  transactionId: "Tilvísun",
  category: "Flokkur",
  type: "Tegund",
  not: {
    amount: "Gengi, Staða",
    payee: "Reikningur, Reikningsnúmer",
  },
} satisfies HeaderWords;
