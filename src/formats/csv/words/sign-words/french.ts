import type { SignWords } from "./index";

// French: the Débit/Crédit and Sens flags and the libellés of French, Belgian, Swiss, Luxembourg and
// Congolese (Rawbank, TMB, Equity BCDC) bank exports ("RETRAIT DAB", "PRLV SEPA", "VIREMENT REÇU", "SALAIRE").
export const french: SignWords = {
  indicatorOut: ["débit", "sortie"],
  indicatorIn: ["crédit", "entrée", "entree"],
  out: [
    "retrait*",
    "retrait dab",
    "paiement*",
    "paiement par carte",
    "prélèvement*",
    "prlv",
    "achat*",
    "cb",
    "virement émis",
    "virement envoyé",
    "vir emis",
    "frais",
    "cotisation*",
    "échéance",
    "facture",
  ],
  in: [
    "virement reçu",
    "vir recu",
    "vir sepa recu",
    "virement en votre faveur",
    "salaire",
    "paie",
    "remise de chèque*",
    "remise chèque*",
    "versement espèces",
    "=dépôt",
    "paiement reçu",
    "merci pour votre paiement",
    "allocation*",
    "intérêts créditeurs",
  ],
  reversal: ["remboursement", "annulation", "avoir"],
  repayment: [],
  card: ["carte", "numéro de carte", "carte de crédit", "relevé de carte"],
};
