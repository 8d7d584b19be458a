import type { SignWords } from "./index";

// Portuguese: the D/C and Débito/Crédito flags and the descritivos of Portuguese and Brazilian bank exports
// (Millennium, CGD, Itaú, Nubank: "LEVANTAMENTO", "COMPRA", "PIX RECEBIDO", "SALÁRIO", "ESTORNO").
export const portuguese: SignWords = {
  indicatorOut: ["débito", "saída", "saida"],
  indicatorIn: ["crédito", "entrada"],
  out: [
    "levantamento*",
    "saque",
    "compra*",
    "pagamento*",
    "débito direto",
    "débito automático",
    "transferência enviada",
    "pix enviado",
    "ted enviada",
    "tarifa",
    "comissão",
  ],
  in: [
    "salário",
    "ordenado",
    "depósito",
    "transferência recebida",
    "pagamento recebido",
    "obrigado pelo pagamento",
    "pix recebido",
    "ted recebida",
    "rendimento*",
  ],
  reversal: ["estorno", "reembolso", "devolução"],
  repayment: ["pagamento de fatura", "pagamento fatura", "amortização"],
  card: ["cartão", "cartão de crédito", "número do cartão"],
};
