// A statement's booked balances, as the check reads them (opening plus booked entries is the closing) and as the
// account's balance is offered: the opening booked (OPBD) or the previous statement's closing (PRCD), and the closing
// booked (CLBD). An account report (camt.052) made during the day states interim booked balances (ITBD) instead: the
// latest one is where the booked entries stand, and the earliest of two is where they started.
import { attribute, children, type Node, text } from "./document";

export interface BookedBalance {
  /** In the holder's view: negative is owed to the bank (DBIT). */
  amount: string;
  currency: string | null;
  date: string | null;
}

interface Stated extends BookedBalance {
  code: string;
  /** The date or date-time as written, for ordering interim balances of one day. */
  at: string;
}

export function bookedBalances(statement: Node): { opening: BookedBalance | null; closing: BookedBalance | null } {
  const stated: Stated[] = [];
  for (const bal of children(statement, "Bal")) {
    const code = text(bal, "Tp/CdOrPrtry/Cd");
    const amount = text(bal, "Amt");
    if (!code || !amount) continue;
    const at = text(bal, "Dt/DtTm") ?? text(bal, "Dt/Dt") ?? "";
    const negative = text(bal, "CdtDbtInd") === "DBIT";
    stated.push({
      code,
      at,
      amount: `${negative ? "-" : ""}${amount}`,
      currency: attribute(bal, "Amt", "Ccy")?.toLowerCase() ?? null,
      date: at.slice(0, 10) || null,
    });
  }
  const first = (code: string) => stated.find((b) => b.code === code) ?? null;
  const interim = stated.filter((b) => b.code === "ITBD");
  const latest = interim.reduce<Stated | null>((a, b) => (a === null || b.at >= a.at ? b : a), null);
  const earliest = interim.reduce<Stated | null>((a, b) => (a === null || b.at < a.at ? b : a), null);
  const closing = first("CLBD") ?? latest;
  const opening = first("OPBD") ?? first("PRCD") ?? (interim.length > 1 && earliest !== closing ? earliest : null);
  return { opening: opening && plain(opening), closing: closing && plain(closing) };
}

const plain = ({ amount, currency, date }: Stated): BookedBalance => ({ amount, currency, date });
