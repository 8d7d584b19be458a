// An order-status tracker: the stages of an order drawn as a row or a column ("Ordered · Shipped · Out for
// delivery · Delivered"), which order confirmations show as well as shipping notices. Its words name stages,
// not what happened: "Shipped" in a tracker says no more than "Ordered" beside it.
import { foldAccents } from "../text/phrases";

/** Stage names, folded (no accents, lower case), in the languages of the mails. */
const STAGES = new Set([
  ...["ordered", "order placed", "placed", "order received", "confirmed", "order confirmed", "processing", "preparing"],
  ...["packed", "packing", "shipped", "dispatched", "in transit", "on the way", "out for delivery", "delivered"],
  ...["ready for pickup", "picked up", "arriving", "arrived"],
  ...["bestellt", "bestatigt", "in bearbeitung", "verpackt", "versandt", "verschickt", "unterwegs", "in zustellung"],
  ...["zugestellt", "geliefert"],
  ...["commande", "commandee", "confirmee", "en preparation", "preparee", "expediee", "expedie", "en transit"],
  ...["en cours de livraison", "livree", "livre"],
  ...["pedido", "pedido realizado", "confirmado", "en preparacion", "preparando", "enviado", "en camino", "en reparto"],
  ...["entregado", "em preparacao", "em transito", "saiu para entrega", "entregue"],
  ...["ordinato", "confermato", "in preparazione", "spedito", "in transito", "in consegna", "consegnato"],
  ...["besteld", "bevestigd", "verwerkt", "verzonden", "onderweg", "bezorgd", "afgeleverd"],
]);
/** What draws the stages apart on one line: dots, bullets, bars, arrows, dashes, tabs. */
const SEPARATOR = /\s*(?:[·•|>→»›⟶➔/\t]|--?|–|—)\s*/u;
/** Stages in one row or column that make a tracker (two could be a sentence's words). */
const MIN_STAGES = 3;
/** Lines between two stages of a column that are only their dates or ticks ("Oct 3", "Mon, 3 Oct", "✓"). */
const LABEL = /^(?:(?=.*\p{N})[\p{L}\p{N}\p{P}\s]{1,16}|[\p{P}\p{S}\s]+)$/u;

const bare = (s: string) =>
  foldAccents(s)
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "")
    .replace(/\s+/g, " ");

const isStage = (s: string) => STAGES.has(bare(s));

/** The indices of the lines that belong to a tracker, as a row on one line or a column of lines. */
export function trackerLines(lines: readonly string[]): Set<number> {
  const out = new Set<number>();
  let column: number[] = [];
  const closeColumn = () => {
    if (column.length >= MIN_STAGES) for (const i of column) out.add(i);
    column = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const parts = line.split(SEPARATOR).filter((p) => p.trim() !== "");
    if (parts.length >= MIN_STAGES && parts.filter(isStage).length >= MIN_STAGES) out.add(i);
    if (isStage(line)) column.push(i);
    else if (line.trim() !== "" && !(column.length > 0 && LABEL.test(line.trim()))) closeColumn();
  }
  closeColumn();
  return out;
}
