// Payment confirmations written as a sentence, not a table: "Your automatic payment of $102.12 was processed
// successfully", "Ihre Zahlung von 49,99 € ist eingegangen", "Votre paiement de 12,50 € a bien été effectué".
// The amount is a charge only when the sentence says the payment went through: one still to come, one that
// failed, or one made to the user's own card or account (paying a card bill) is not a purchase.
import { moneyIn } from "../money/amounts";
import { linesWith, phrasePattern, phrasesIn } from "../text/phrases";
import { EXCLUDED_LABELS } from "./total-labels";
import type { TotalCandidate } from "./totals";

const PAYMENT_OF = phrasePattern([
  "payment of",
  "zahlung von",
  "zahlung in höhe von",
  "paiement de",
  "pago de",
  "pagamento di",
  "pagamento da",
  "betaling van",
  "pagamento de",
]);
/** Words that say the payment is done. */
const DONE = phrasePattern([
  ...["processed", "received", "successful", "successfully", "complete", "completed", "confirmed", "went through", "approved", "accepted"],
  ...["verarbeitet", "ausgeführt", "erhalten", "eingegangen", "erfolgreich", "bestätigt", "abgeschlossen", "durchgeführt"],
  ...["effectué", "effectuée", "reçu", "reçue", "traité", "traitée", "accepté", "acceptée", "confirmé", "confirmée", "réussi", "validé"],
  ...["procesado", "recibido", "realizado", "confirmado", "aprobado", "completado", "exitoso", "exitosamente", "correctamente"],
  ...["elaborato", "ricevuto", "effettuato", "confermato", "completato", "andato a buon fine", "accettato", "riuscito"],
  ...["ontvangen", "verwerkt", "gelukt", "geslaagd", "voltooid", "bevestigd", "uitgevoerd"],
  ...["processado", "recebido", "aprovado", "concluído", "efetuado"],
]);
/** Words that make it no charge: still to come, failed, or money into the user's own card or account. */
const NOT_A_CHARGE = phrasePattern([
  ...EXCLUDED_LABELS.notYet,
  ...EXCLUDED_LABELS.refund,
  ...["scheduled", "pending", "failed", "declined", "unsuccessful", "to your", "toward your", "towards your", "credited"],
  ...["geplant", "ausstehend", "fehlgeschlagen", "abgelehnt", "auf ihr", "auf dein", "gutgeschrieben"],
  ...["prévu", "en attente", "échoué", "refusé", "sur votre", "crédité"],
  ...["programado", "pendiente", "fallido", "rechazado", "a tu cuenta", "a su cuenta", "abonado"],
  ...["programmato", "in attesa", "non riuscito", "rifiutato", "sul tuo", "accreditato"],
  ...["gepland", "mislukt", "geweigerd", "op je", "op uw", "bijgeschreven"],
  ...["agendado", "pendente", "recusado", "falhou", "na sua", "creditado"],
]);
/** Text between "payment of" and its amount: a sign's space at most ("payment of $ 102.12"). */
const MAX_LEAD = 3;

/** The amounts of the sentences that say a payment went through, as candidates of the strongest rank. */
export function paymentSentenceCandidates(lines: readonly string[]): TotalCandidate[] {
  const out: TotalCandidate[] = [];
  for (const i of linesWith(lines, PAYMENT_OF)) {
    const line = lines[i] ?? "";
    for (const label of phrasesIn(line, PAYMENT_OF)) {
      const money = moneyIn(line).find((m) => m.start >= label.end);
      if (!money || money.start - label.end > MAX_LEAD || money.negative) continue;
      // The sentence around the amount: from the line's start (or the last full stop) to its next full stop.
      const start = Math.max(0, line.lastIndexOf(". ", label.start) + 1);
      const stop = line.indexOf(". ", money.end);
      const rest = line.slice(money.end, stop < 0 ? line.length : stop + 1);
      if (phrasesIn(rest, DONE).length === 0) continue;
      if (phrasesIn(line.slice(start, label.start) + " " + rest, NOT_A_CHARGE).length > 0) continue;
      out.push({ money, rank: 3, label: label.text, lang: null, line: i, at: i, where: "same line" });
    }
  }
  return out;
}
