import type { SignWords } from "./index";

// Dutch: the Af/Bij and Debet/Credit flags and the mutatiesoorten of Dutch and Flemish bank exports
// (ING, Rabobank, ABN AMRO, KBC: "Betaalautomaat", "Geldautomaat", "Incasso", "Salaris", "Storting").
export const dutch: SignWords = {
  indicatorOut: ["af", "debet", "uitgaand"],
  indicatorIn: ["bij", "inkomend"],
  out: [
    "betaalautomaat",
    "geldautomaat",
    "geldopname",
    "opname",
    "incasso",
    "acceptgiro",
    "pinbetaling",
    "betaling",
    "afschrijving",
    "kosten",
  ],
  in: ["salaris", "loon", "bijschrijving", "storting", "betaling ontvangen", "bedankt voor uw betaling", "creditering", "kinderbijslag"],
  reversal: ["terugbetaling", "terugboeking", "teruggave", "storno", "retour"],
  repayment: ["aflossing*"],
  card: ["kaart", "kaartnummer", "creditcard", "kredietkaart"],
};
