import type { SignWords } from "./index";

// Finnish: the Pano/Otto flags and the tapahtumalajit of Finnish bank exports (OP, Nordea FI, S-Pankki:
// "KORTTIOSTO", "NOSTO", "E-LASKU", "PALKKA", "TALLETUS").
export const finnish: SignWords = {
  indicatorOut: ["otto", "veloitus"],
  indicatorIn: ["pano", "hyvitys"],
  out: ["korttiosto", "osto", "nosto", "käteisnosto", "e lasku", "suoramaksu", "palvelumaksu", "maksu"],
  in: ["palkka", "talletus", "eläke"],
  reversal: ["palautus", "hyvitys"],
  repayment: ["lyhennys"],
  card: ["kortti", "kortin numero", "luottokortti"],
};
