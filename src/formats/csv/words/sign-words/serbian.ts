import type { SignWords } from "./index";

// Serbian and Macedonian in Cyrillic: the Задужење/Одобрење (Дугује/Потражује) flags and the описи of their bank
// exports ("ИСПЛАТА", "УПЛАТА", "ПЛАТА").
export const serbian: SignWords = {
  indicatorOut: ["задужење", "дугује", "задолжување"],
  indicatorIn: ["одобрење", "потражује", "одобрување"],
  out: ["исплата", "плаћање", "подизање готовине", "трајни налог", "накнада", "банкомат"],
  in: ["уплата", "=плата", "прилив"],
  reversal: ["поврат", "сторно"],
  repayment: [],
  card: ["картица", "кредитна картица", "број картице"],
};
