// A German mobile bill that announces its direct debit for a later day: not paid yet, the bank's row books it.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Vodafone / DE / monthly bill, wird am 15. abgebucht (not a purchase yet)",
  from: { name: "Vodafone", address: "rechnung@vodafone.de" },
  date: "Fri, 1 Nov 2024 06:12:44 +0100",
  subject: "Ihre Vodafone-Rechnung für Oktober 2024",
  text: [
    "Hallo Max Mustermann,",
    "",
    "Ihre neue Rechnung ist da.",
    "",
    "Kundennummer: 123456789",
    "Rechnungsnummer: 9876543210",
    "Rechnungsdatum: 01.11.2024",
    "Rechnungsbetrag: 39,99 €",
    "",
    "Ihre Rechnung finden Sie als PDF in MeinVodafone.",
    "",
    "Der Betrag wird am 15.11.2024 per SEPA-Lastschrift von Ihrem Konto DE89 **** **** **** 3000 abgebucht.",
    "Mandatsreferenz: VF-123456789-01",
    "",
    "Viele Grüße",
    "Ihr Vodafone-Team",
  ].join("\n"),
  want: { verdict: "not_a_receipt" },
} satisfies UnseenMail;
