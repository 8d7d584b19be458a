// The order number and the item lines of a text receipt: the reference after an order/invoice/receipt
// label ("Order #112-3344", "Bestellnummer: A-100", "N° de commande : 4711"), and the lines above the totals
// that pair a description with an amount ("Mug x 2\t$20.00").
import { moneyIn } from "../money/amounts";
import { linesWith, phrasePattern, phrasesIn } from "../text/phrases";
import { EXCLUDED_LABELS, TOTAL_LABELS } from "../totals/total-labels";

const NUMBER_LABELS = phrasePattern([
  ...[
    "order number",
    "order no.",
    "order no",
    "order #",
    "order id",
    "order",
    "invoice number",
    "invoice no.",
    "invoice no",
    "invoice #",
    "invoice",
    "receipt number",
    "receipt no.",
    "receipt #",
    "receipt",
    "confirmation number",
    "confirmation code",
    "confirmation #",
    "booking reference",
    "booking number",
    "reference number",
    "reference",
    "transaction id",
    "transaction number",
  ],
  ...[
    "bestellnummer",
    "bestell-nr.",
    "bestell-nr",
    "bestellung",
    "auftragsnummer",
    "auftrags-nr.",
    "rechnungsnummer",
    "rechnungs-nr.",
    "rechnung nr.",
    "rechnung nr",
    "belegnummer",
    "beleg-nr.",
    "buchungsnummer",
    "transaktionscode",
  ],
  ...[
    "numéro de commande",
    "n° de commande",
    "no de commande",
    "commande n°",
    "commande",
    "référence de commande",
    "numéro de facture",
    "facture n°",
    "référence",
  ],
  ...["numero d'ordine", "numero ordine", "n. ordine", "ordine n.", "ordine", "numero fattura", "fattura n."],
  ...["número de pedido", "n.º de pedido", "nº de pedido", "pedido nº", "pedido", "número de factura", "factura nº", "referencia"],
  ...["bestelnummer", "ordernummer", "bestelling", "factuurnummer", "referentie"],
  ...["ordernummer", "kvittonummer", "fakturanummer", "ordrenummer", "ordrenr.", "kvitteringsnummer"],
  ...["numer zamówienia", "nr zamówienia", "zamówienie nr", "numer faktury", "faktura nr"],
]);
/**
 * A reference: letters, digits and joiners, with at least one digit ("112-3344556", "A-100", "INV/2023/01"), after
 * a number sign if any ("N°", "No.", "Nr:"). A sign is one only when a mark or a blank ends it: the N of "NW-20931"
 * and "N12345" is the reference's own first letter.
 */
const REFERENCE = /^[\s:#№.]*(?:(?:n[°º.]|n[or]\.|n[or](?=[\s:#]))\s*)?[:#\s]*([A-Z0-9][A-Z0-9\-_/.]{1,39})/iu;

/** The order number after the first label that is followed by a reference, in the subject or the body. */
export function orderNumberIn(subject: string | null, lines: readonly string[]): string | null {
  for (const line of [...linesWith(lines, NUMBER_LABELS).map((i) => lines[i] ?? ""), subject ?? ""]) {
    for (const label of phrasesIn(line, NUMBER_LABELS)) {
      const m = REFERENCE.exec(line.slice(label.end));
      const ref = m?.[1]?.replace(/[.\-/]+$/, "");
      if (ref && /\d/.test(ref) && ref.length >= 3 && !/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$|^\d{4}[./-]\d{1,2}[./-]\d{1,2}$/.test(ref))
        return ref;
    }
  }
  return null;
}

const TOTALS_OR_OTHER = phrasePattern([...TOTAL_LABELS.map((l) => l.words), ...Object.values(EXCLUDED_LABELS).flat()]);
/** Most item lines taken: beyond this the text is a catalogue, not a receipt. */
const MAX_ITEMS = 50;
/** Longest description taken as an item (a longer one is a sentence). */
const MAX_DESCRIPTION = 100;

/**
 * Item lines, best effort: above the first total/subtotal line, lines with a description and an amount and no
 * label word. Receipts lay items out in too many ways to be sure; the purchase does not depend on them.
 */
export function itemsIn(lines: readonly string[], totalLine: number | null): string[] {
  const out: { description: string; labelled: boolean }[] = [];
  const end = Math.min(totalLine ?? lines.length, lines.length);
  // Only the lines above the total are read: the rest of the mail (often its longer part) is not searched.
  const labelled = new Set(linesWith(lines, TOTALS_OR_OTHER, end));
  for (let i = 0; i < end && out.length < MAX_ITEMS; i++) {
    const line = lines[i] ?? "";
    if (labelled.has(i)) {
      // The first subtotal or total ends the items.
      if (out.length > 0) break;
      continue;
    }
    const [first] = moneyIn(line);
    if (!first) continue;
    const description = line
      .slice(0, first.start)
      .replace(/[\t ]+/g, " ")
      .replace(/[\s:.\-–—@]+$/, "")
      .trim();
    if (description.length >= 2 && description.length <= MAX_DESCRIPTION && /\p{L}{2}/u.test(description))
      out.push({ description, labelled: /:\s*$/.test(line.slice(0, first.start).replace(/[^\s:\p{L}\p{N}]+$/u, "")) });
  }
  // A label with a colon written under every item ("Return value: $12.99", "You saved: 0,60 €") is a field of each
  // item, not an item: a field written once ("Room: $200.00") may be the item itself.
  const fields = new Set(
    out
      .filter((o, i) => o.labelled && out.some((p, j) => j !== i && p.labelled && p.description === o.description))
      .map((o) => o.description),
  );
  return out.filter((o) => !fields.has(o.description)).map((o) => o.description);
}
