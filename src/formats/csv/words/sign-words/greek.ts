import type { SignWords } from "./index";

// Greek: the Χρέωση/Πίστωση flags (Χ/Π in a column of their own) and the περιγραφές of Greek bank exports (Eurobank, Alpha, Πειραιώς:
// "ΑΝΑΛΗΨΗ", "ΑΓΟΡΑ", "ΜΙΣΘΟΔΟΣΙΑ", "ΚΑΤΑΘΕΣΗ").
export const greek: SignWords = {
  indicatorOut: ["χρέωση", "χ"],
  indicatorIn: ["πίστωση", "π"],
  out: ["ανάληψη", "αγορά", "πληρωμή", "χρέωση", "προμήθεια"],
  in: ["μισθοδοσία", "μισθός", "κατάθεση", "πίστωση"],
  reversal: ["επιστροφή", "ακύρωση"],
  repayment: [],
  card: ["κάρτα", "πιστωτική κάρτα", "αριθμός κάρτας"],
};
