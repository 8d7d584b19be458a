import type { SignWords } from "./index";

// Lithuanian: the D/K (debetas/kreditas) flags and the paskirtys of Lithuanian bank exports (Swedbank, SEB,
// Luminor: "Mokėjimas kortele", "Grynųjų pinigų išėmimas", "Darbo užmokestis", "Įmoka").
export const lithuanian: SignWords = {
  indicatorOut: ["debetas"],
  indicatorIn: ["kreditas"],
  out: ["mokėjimas kortele", "pirkinys", "grynųjų pinigų išėmimas", "išėmimas", "komisinis mokestis"],
  in: ["darbo užmokestis", "atlyginimas", "įmoka"],
  reversal: ["grąžinimas"],
  repayment: [],
  card: ["kortelė", "kortelės numeris", "kredito kortelė"],
};
