import type { SignWords } from "./index";

// Serbian and Macedonian in Cyrillic: the Задужење/Одобрење (Дугује/Потражује) flags and the описи of their bank
// exports ("ИСПЛАТА", "УПЛАТА", "ПЛАТА").
export const serbian: SignWords = {
  indicatorOut: ["задужење", "дугује", "задолжување"],
  // "Д"/"П" (дугује/потражује); "д" is Russian's and Bulgarian's money out too.
  indicatorIn: ["одобрење", "потражује", "одобрување", "п"],
  out: ["исплата", "плаћање", "подизање готовине", "трајни налог", "накнада", "банкомат"],
  in: ["уплата", "=плата", "прилив"],
  reversal: ["поврат", "сторно"],
  repayment: [],
  card: ["картица", "кредитна картица", "број картице"],
};
