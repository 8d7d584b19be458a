import type { HeaderWords } from "../header-vocabulary";

// French: BNP Paribas, Société Générale, Crédit Agricole, LCL, Boursorama, La Banque Postale exports, Belgian
// (Belfius, BNP Paribas Fortis) and Swiss (PostFinance) French layouts.
export default {
  date: "Date, Date opération, Date de l'opération, Date d'opération, Date de comptabilisation, Date comptable",
  transactionDate: "Opération",
  bookingDate: "Comptabilisation, Comptable",
  valueDate: "Date de valeur, Date valeur, Valeur",
  amount: "Montant, Montant EUR",
  debit: "Débit, Débits",
  credit: "Crédit, Crédits, Remboursement, Remboursements",
  indicator: "Sens, Débit/Crédit, D/C",
  payee: "Contrepartie, Nom de la contrepartie, Nom contrepartie, Nom, Bénéficiaire, Tiers, Donneur d'ordre",
  notes: "Libellé, Libellé opération, Communication, Communications, Détail, Détails, Remarque, Commentaire, Information complémentaire",
  currency: "Devise, Monnaie, Monn.",
  balance: "Solde",
  transactionId: "N° de transaction, No de transaction, Numéro de transaction",
  category: "Catégorie, Sous-catégorie",
  type: "Type, Type d'opération, Nature de l'opération",
  status: "Statut, État",
  fee: "Frais, Commission",
  checkNumber: "Numéro de chèque, N° de chèque, N° chèque, Numéro chèque, =Chèque",
  foreign: "Devise d'origine, Devise originale, Montant en devise",
  account: "Devise du compte",
  not: {
    amount: "Frais, Commission, Taux, Solde",
    payee: "Compte",
    credit: "Limite, Disponible",
  },
} satisfies HeaderWords;
