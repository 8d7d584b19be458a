// A payment reminder for an invoice not yet paid: an amount due by a date. Not a purchase.
import type { UnseenMail } from "../fixtures";

export default {
  name: "OVHcloud / FR / unpaid invoice reminder (not a purchase)",
  from: { name: "OVHcloud", address: "facturation@ovh.com" },
  date: "Tue, 8 Oct 2024 07:00:12 +0200",
  subject: "Rappel : votre facture FR51234567 est en attente de paiement",
  text: [
    "Bonjour,",
    "",
    "Sauf erreur de notre part, la facture suivante reste impayée à ce jour :",
    "",
    "Facture : FR51234567",
    "Date de la facture : 01/10/2024",
    "Montant TTC : 23,99 €",
    "Date d'échéance : 15/10/2024",
    "",
    "Pour éviter la suspension de vos services, merci de procéder au règlement avant la date d'échéance",
    "depuis votre espace client, rubrique Facturation > Mes factures.",
    "",
    "Si vous avez déjà réglé cette facture, merci de ne pas tenir compte de ce message.",
    "",
    "L'équipe OVHcloud",
  ].join("\n"),
  want: { verdict: "not_a_receipt" },
} satisfies UnseenMail;
