// Sections whose heading gives the sign: a card's bill lists "Payments" and "Purchases" (an account's statement
// "Deposits" and "Withdrawals") each under its heading, every amount printed without a sign in one column. Each
// section's direction is read from its heading (words of several languages, a hint), and the statement's own figures
// judge it: the reading stands when the rows, so signed, take one stated balance to another (or make a stated total).
// Where the words are silent or wrong, the signs the figures alone prove are taken only when one reading is proven.
import type { ReadRow } from "./columns";
import type { Entry, Heading } from "./entries";
import { judge, type Judged } from "./figures";

/** Money into the holder's account (a card's payments and credits, an account's deposits). */
const IN =
  /\b(payments?|credits?|deposits?|deposited|additions|refunds?|returns|paid in|money in|gutschriften?|zahlungen|zahlungseing[äa]nge|einzahlungen|eing[äa]nge|erstattungen|pagamentos?|cr[ée]ditos?|estornos?|devolu[çc][õo]es|dep[óo]sitos?|pagos?|abonos?|devoluciones|bonificaciones|betalingen|bijschrijvingen|stortingen|terugbetalingen|paiements?|versements?|remboursements?|pagamenti|accrediti|versamenti|rimborsi)\b/iu;
/** Money out of the holder's account (a card's purchases, fees and interest; an account's withdrawals). */
const OUT =
  /\b(purchases?|fees?|charges?|interest charged|withdrawals?|debits?|cash advances?|subtractions|checks paid|paid out|money out|eink[äa]ufe|k[äa]ufe|belastungen|lastschriften|geb[üu]hren|entgelte|abbuchungen|auszahlungen|kartenums[äa]tze|compras|saques|tarifas|encargos|juros|d[ée]bitos?|anuidades?|consumos|cargos|comisiones|intereses|retiros|aankopen|afschrijvingen|kosten|opnames|uitgaven|achats|frais|retraits|pr[ée]l[èe]vements|acquisti|addebiti|commissioni|prelievi|spese)\b/iu;

/** Headings above a section's first row that may be its title (a title, then the table's header). */
const TITLE_LINES = 3;
/** Groups of sections whose signs the figures alone are asked about, at most (2^n readings). */
const MAX_GROUPS = 6;

export interface SectionSigned {
  rows: ReadRow[];
  /** Whether the statement prints what is owed (a card's bill): its rows and balances are the holder's negated. */
  owed: boolean | null;
}

/**
 * The rows signed by their sections, or null when the statement signs its own amounts (some printed negative, or
 * columns of their own), or neither its headings nor its figures say anything.
 */
export function signedBySections(entries: readonly Entry[], rows: readonly ReadRow[], card: boolean): SectionSigned | null {
  if (rows.length === 0 || rows.some((r) => !r.signedColumn || r.moves < 0 || r.balance !== null)) return null;
  const groups = groupsOf(entries, rows);
  if (groups.length < 2 || groups.length > MAX_GROUPS) return null;
  const signed = (signs: readonly number[]) => rows.map((r) => ({ ...r, moves: (signs[groupOf(groups, r)] ?? 1) * Math.abs(r.moves) }));
  const proof = (signs: readonly number[]): Judged => judge(entries, signed(signs), false);
  // The words' reading, in the holder's sense (in +, out -) and the owed sense (out +): the figures say which.
  const worded = groups.every((g) => g.direction !== null);
  if (worded) {
    const holder = groups.map((g) => (g.direction === "in" ? 1 : -1));
    const owed = holder.map((s) => -s);
    const [asHolder, asOwed] = [proof(holder), proof(owed)];
    const score = (j: Judged) => (j.proven ? (j.score ?? 0) : -Infinity);
    if (asHolder.proven || asOwed.proven) {
      const owing = score(asOwed) > score(asHolder) || (score(asOwed) === score(asHolder) && card);
      return { rows: signed(owing ? owed : holder), owed: owing };
    }
  }
  // The figures alone: every reading (one and its opposite are one), taken only when exactly one is proven.
  // Of a reading and its opposite (a pair of balances read backwards proves it too), the one whose figures' labels
  // say opening and closing; else, on a card's bill, the one that makes most rows what is owed.
  const proven: number[][] = [];
  for (let mask = 0; mask < 1 << (groups.length - 1); mask++) {
    const signs = groups.map((_, i) => (i === 0 || !(mask & (1 << (i - 1))) ? 1 : -1));
    const opposite = signs.map((x) => -x);
    const [one, other] = [proof(signs), proof(opposite)];
    if (!one.proven && !other.proven) continue;
    const owedFirst = signed(signs).filter((r) => r.moves > 0).length * 2 > rows.length === card;
    const score = (j: Judged, first: boolean) => (j.proven ? 2 * (j.score ?? 0) + (first ? 1 : 0) : -Infinity);
    proven.push(score(one, owedFirst) >= score(other, !owedFirst) ? signs : opposite);
  }
  const [only] = proven;
  if (proven.length === 1 && only) return { rows: signed(only), owed: null };
  if (!worded) return null;
  // Nothing proves a reading: the words' is the likelier, said as unproven by the judge's own warning.
  const holder = groups.map((g) => (g.direction === "in" ? 1 : -1));
  return { rows: signed(card ? holder.map((s) => -s) : holder), owed: card };
}

interface Group {
  sections: Set<number>;
  direction: "in" | "out" | null;
}

/**
 * The row sections in order, each joined to the one before it unless its heading says a direction of its own; where
 * no heading says one (a language the words do not know), each new title starts a group, for the figures to judge.
 */
function groupsOf(entries: readonly Entry[], rows: readonly ReadRow[]): Group[] {
  const sections: { section: number; title: string; direction: "in" | "out" | null }[] = [];
  for (const r of rows) {
    if (sections.some((s) => s.section === r.row.section)) continue;
    const title = titleOf(entries, entries.indexOf(r.row));
    // A section of checks side by side, its heading silent ("Checks cleared"), lists checks paid: money out.
    const checks = rows.every((o) => o.row.section !== r.row.section || o.row.check === true);
    sections.push({ section: r.row.section, title, direction: directionOf(title) ?? (checks ? "out" : null) });
  }
  const silent = sections.every((s) => s.direction === null);
  const groups: (Group & { title: string })[] = [];
  for (const { section, title, direction } of sections) {
    const last = groups.at(-1);
    const joins = silent ? title === "" || title === last?.title : direction === null || direction === last?.direction;
    if (last && joins) last.sections.add(section);
    else groups.push({ sections: new Set([section]), direction, title });
  }
  return groups;
}

function groupOf(groups: readonly Group[], r: ReadRow): number {
  return groups.findIndex((g) => g.sections.has(r.row.section));
}

/** The headings just above a section's first row, up to the row or figure before them. */
function titleOf(entries: readonly Entry[], first: number): string {
  const lines: string[] = [];
  for (let i = first - 1; i >= 0 && lines.length < TITLE_LINES; i--) {
    const e = entries[i] as Entry;
    if (e.kind !== "heading") break;
    lines.unshift((e as Heading).text);
  }
  return lines.join(" ");
}

function directionOf(title: string): "in" | "out" | null {
  const into = IN.test(title);
  const out = OUT.test(title);
  return into === out ? null : into ? "in" : "out";
}
