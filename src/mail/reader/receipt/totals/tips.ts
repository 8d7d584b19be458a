// The tip a receipt's total includes ("Tip (18%) $9.00", "Trinkgeld 2,00 €"): the card's authorisation was the bill
// before it, so the receipt meets a tap or a pending row that much below its total, and no other (a grocery's receipt
// states none: a card's payment below it is another purchase). A service charge is part of the bill, not a tip.
import { moneyIn } from "../money/amounts";
import { linesWith, phrasePattern } from "../text/phrases";

const TIP = phrasePattern(
  [
    ...["tip", "tips", "gratuity", "gratuities", "added tip", "tip amount", "trinkgeld", "pourboire", "propina", "mancia"],
    ...["fooi", "dricks", "drikkepenge", "driks", "gorjeta", "napiwek", "spropitné", "sprepitné", "bahşiş", "borravaló"],
    ...["bacșiș", "juomaraha", "чаевые", "чайові", "φιλοδώρημα", "טיפ", "チップ", "小费", "小費", "팁", "tip kasir"],
  ],
  true,
);

/** The tip in the total at line `totalLine`, as a decimal ("9.00"): on a tip line above it, below the total; else null. */
export function tipIn(lines: readonly string[], total: string | null, totalLine: number | null): string | null {
  if (total === null) return null;
  for (const i of linesWith(lines, TIP)) {
    if (i === totalLine) continue;
    const line = lines[i] ?? "";
    // Not the share it is of the bill ("Tip (18%) $9.00").
    const here = moneyIn(line).filter((m) => !/^\s*%/.test(line.slice(m.end)));
    // The amount on the label's line, or alone on the next one ("Tip" / "$9.00", as tables are flattened).
    const money = here[0] ?? (i + 1 !== totalLine && i + 1 < lines.length ? moneyIn(lines[i + 1] ?? "")[0] : undefined);
    if (!money || money.negative) continue;
    const tip = Number(money.value);
    if (tip > 0 && tip < Number(total)) return money.value;
  }
  return null;
}
