import type { UnseenFixture } from "./fixture";

// Class: a wallet's activity list in French, where a purchase and its refund in another currency each come with a
// pair of nameless "Conversion de devise standard" rows; the refund's pair runs the other way (the foreign currency
// sold, the account's currency received). Each is one transaction in the account's currency. Modelled on PayPal's
// "Télécharger les activités" CSV, oldest first.
export default {
  name: "PayPal (français): achat et remboursement en USD, Conversion de devise standard",
  file: [
    '"Date","Heure","Fuseau horaire","Nom","Type","État","Devise","Brut","Frais","Net","De l\'adresse email","À l\'adresse email","Numéro de transaction","Titre de l\'objet","Numéro de transaction de référence","Solde","Impact sur le solde"',
    '"04/06/2024","14:02:11","CEST","SNCF Voyageurs","Paiement Express Checkout","Terminé","EUR","-45,00","0,00","-45,00","moi@example.fr","paypal@sncf.fr","1FR11111AA111111A","Billet","","155,00","Débit"',
    '"08/06/2024","21:15:40","CEST","Steam Games","Paiement Express Checkout","Terminé","USD","-29,99","0,00","-29,99","moi@example.fr","paypal@steam.com","2FR22222BB222222B","Jeu","","-29,99","Débit"',
    '"08/06/2024","21:15:40","CEST","","Conversion de devise standard","Terminé","USD","29,99","0,00","29,99","moi@example.fr","","3FR33333CC333333C","","2FR22222BB222222B","0,00","Crédit"',
    '"08/06/2024","21:15:40","CEST","","Conversion de devise standard","Terminé","EUR","-28,12","0,00","-28,12","moi@example.fr","","4FR44444DD444444D","","2FR22222BB222222B","126,88","Débit"',
    '"12/06/2024","09:40:00","CEST","Steam Games","Remboursement de paiement","Terminé","USD","29,99","0,00","29,99","paypal@steam.com","moi@example.fr","5FR55555EE555555E","","2FR22222BB222222B","29,99","Crédit"',
    '"12/06/2024","09:40:00","CEST","","Conversion de devise standard","Terminé","USD","-29,99","0,00","-29,99","moi@example.fr","","6FR66666FF666666F","","5FR55555EE555555E","0,00","Débit"',
    '"12/06/2024","09:40:00","CEST","","Conversion de devise standard","Terminé","EUR","27,85","0,00","27,85","moi@example.fr","","7FR77777GG777777G","","5FR55555EE555555E","154,73","Crédit"',
    '"20/06/2024","11:00:00","CEST","Leboncoin","Paiement Express Checkout","Terminé","EUR","-60,00","0,00","-60,00","moi@example.fr","paiement@leboncoin.fr","8FR88888HH888888H","Annonce","","94,73","Débit"',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-06-04", amount: "45.00", payee: "SNCF" },
      { date: "2024-06-08", amount: "28.12", payee: "Steam" },
      { date: "2024-06-12", amount: "-27.85", payee: "Steam" },
      { date: "2024-06-20", amount: "60.00", payee: "Leboncoin" },
    ],
  },
} satisfies UnseenFixture;
