import type { SignWords } from "./index";

// Italian: the Dare/Avere and Addebito/Accredito flags and the causali of Italian bank and card exports
// (Poste, Intesa, UniCredit: "PRELIEVO BANCOMAT", "PAGAMENTO POS", "ACCREDITO STIPENDIO", "BONIFICO RICEVUTO").
export const italian: SignWords = {
  indicatorOut: ["addebito", "uscita", "dare", "debito"],
  // "D"/"A" (Dare/Avere), a column of its own or after the amount; "d" is in the English and French lists.
  indicatorIn: ["accredito", "entrata", "avere", "credito", "a"],
  out: [
    "prelievo*",
    "prelievi",
    "prelevamento",
    "pagamento*",
    "pagamento pos",
    "acquisto*",
    "addebito*",
    "bonifico disposto",
    "bonifico in uscita",
    "bonifico effettuato",
    "commissione",
    "commissioni",
    "canone",
    "spese",
    "imposta di bollo",
  ],
  in: [
    "pagamento ricevuto",
    "grazie per il pagamento",
    "stipendio",
    "emolumenti",
    "accredito*",
    "accredito stipendio",
    "bonifico ricevuto",
    "bonifico in entrata",
    "bonifico a vostro favore",
    "bonifico a tuo favore",
    "versamento*",
    "pensione",
    "interessi creditori",
  ],
  reversal: ["rimborso", "storno*", "annullamento"],
  repayment: [],
  card: ["carta", "carta di credito", "numero carta"],
};
