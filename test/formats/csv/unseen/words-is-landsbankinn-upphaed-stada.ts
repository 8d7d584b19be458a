import type { UnseenFixture } from "./fixture";

// Class: Icelandic headers with letters NFD keeps whole ("Upphæð", "Staða", "Mótaðili"), signed whole-krónur
// amounts. Modelled on Landsbankinn's account-transactions export.
export default {
  name: "IS Landsbankinn: Upphæð, Staða, Mótaðili, Skýring",
  file: [
    "Dagsetning;Vaxtadagur;Tilvísun;Mótaðili;Skýring;Upphæð;Staða",
    "02.05.2024;02.05.2024;1001;BÓNUS SMÁRALIND;Kortafærsla;-4.590;195.410",
    "06.05.2024;06.05.2024;1002;DÆMI EHF;Laun apríl;650.000;845.410",
    "14.05.2024;14.05.2024;1003;ORKUVEITAN;Rafmagn;-12.340;833.070",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "4590", payee: "BÓNUS" },
      { date: "2024-05-06", amount: "-650000", payee: "DÆMI" },
      { date: "2024-05-14", amount: "12340", payee: "ORKUVEITAN" },
    ],
  },
} satisfies UnseenFixture;
