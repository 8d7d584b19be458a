// A French telecom bill paid by SEPA debit on a later day: the mandate says how it will be paid, not that it was.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Orange / FR / facture, sera prélevé le … (not a purchase yet)",
  from: { name: "Orange", address: "facture@orange.fr" },
  date: "Tue, 5 Nov 2024 07:02:31 +0100",
  subject: "Votre facture Orange de novembre est disponible",
  text: [
    "Bonjour,",
    "",
    "Votre facture du 05/11/2024 est disponible dans votre Espace Client.",
    "",
    "Montant TTC : 42,99 €",
    "Mode de paiement : prélèvement automatique",
    "Référence unique de mandat : ORFR-00123456",
    "",
    "Ce montant sera prélevé sur votre compte bancaire le 20/11/2024.",
    "",
    "Cordialement,",
    "Le service client Orange",
  ].join("\n"),
  want: { verdict: "not_a_receipt" },
} satisfies UnseenMail;
