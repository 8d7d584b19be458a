import type { HeaderWords } from "../header-vocabulary";

// Portuguese: Millennium BCP, Caixa Geral de Depósitos, Novo Banco exports, Brazilian Nubank, Itaú, Bradesco, Banco do
// Brasil and Inter layouts.
export default {
  date: "Data, Data movimento, Data do movimento, Data mov., Data lançamento, Data de lançamento, Data da operação, Data transação",
  transactionDate: "Operação, Transação, Compra",
  bookingDate: "Lançamento",
  valueDate: "Data valor, Data de valor",
  amount: "Montante, Valor, Valor EUR, Quantia",
  debit: "Débito, Débitos, Saída, Saídas",
  credit: "Crédito, Créditos, Entrada, Entradas, Reembolso, Estorno, Estornos",
  indicator: "D/C",
  payee: "Favorecido, Destinatário, Beneficiário, Estabelecimento, Nome",
  notes: "Descrição, Descritivo, Histórico, Movimento",
  currency: "Moeda",
  balance: "Saldo, Saldo contabilístico, Saldo disponível",
  transactionId: "Identificador, Número do documento",
  category: "Categoria",
  type: "Tipo, Tipo de movimento",
  status: "Estado, Situação",
  fee: "Taxa, Tarifa",
  checkNumber: "Número do cheque, Nº do cheque, =Cheque",
  foreign: "Moeda original, Valor original",
  account: "Moeda da conta",
  not: {
    amount: "Comissão, Taxa, Saldo",
    payee: "Conta, Cartão",
  },
} satisfies HeaderWords;
