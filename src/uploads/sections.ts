// Where each section of a file of several (an account, a currency sub-account, a card) goes, decided before anything
// is sent (pure): the budget's account its number names (an IBAN or number in the account's name, or its last digits),
// narrowed by currency where the section is kept in one; or the account the person chose for that section before. A
// section that names nothing known, that two accounts could be, or that another section names too, is held with its
// reason: two sections' rows are never merged into one account, and no account is guessed.
import { accountsNamedBy, type ListedAccount } from "./named-account";

/** An account of the budget as routing reads it: its names and the currency it is kept in. */
export interface BudgetAccount extends ListedAccount {
  currency: string | null;
}

/** A section of the file, as the file names it. */
export interface FileSection {
  /** The name the file lists it under (`file_account`): its number, with what tells it apart ("1234 (USD)"). */
  label: string;
  /** Its account number as the file writes it. */
  number: string;
  /** The one currency its rows and balances are in (lowercase), or null when they name none or several. */
  currency: string | null;
  /** Its rows read as transactions. */
  rows: number;
}

/** A section with where it goes: an account and why, or held and why. */
export interface RoutedSection extends FileSection {
  accountId: number | null;
  /** Why that account, in words. */
  how: string | null;
  /** Why it is held, in words; null when it goes to `accountId`. */
  held: string | null;
  /** The accounts it could be, when several could: the person chooses among them. */
  choices: number[];
}

/** A number that names an account has digits enough ("account 2", a PDF's table without a number, names none). */
const MIN_DIGITS = 4;

/**
 * Each section's account: the person's earlier choice for it (`remembered`, by label), else the one account its number
 * names (of its currency, when several accounts carry the number), else held; sections two of which would go to one
 * account are held, unless the person chose that account for each.
 */
export function routeSections(
  sections: readonly FileSection[],
  accounts: readonly BudgetAccount[],
  remembered: ReadonlyMap<string, number>,
): RoutedSection[] {
  const listed = new Set(accounts.map((a) => a.id));
  const routed = sections.map((section): RoutedSection => {
    const chosen = remembered.get(choiceKey(section.label));
    if (chosen !== undefined && listed.has(chosen))
      return into(section, chosen, `you chose this account for ${section.label} on an earlier import`);
    return byNumber(section, accounts);
  });
  const claims = new Map<number, RoutedSection[]>();
  for (const r of routed) if (r.accountId !== null) claims.set(r.accountId, [...(claims.get(r.accountId) ?? []), r]);
  return routed.map((r) => {
    const sharing = r.accountId === null ? [] : (claims.get(r.accountId) ?? []);
    if (sharing.length < 2 || sharing.every((s) => s.how?.startsWith("you chose"))) return r;
    const others = sharing.filter((s) => s !== r).map((s) => s.label);
    const name = nameOf(accounts, r.accountId);
    const why = `${others.join(", ")} of this file ${others.length > 1 ? "go" : "goes"} to ${name} too: choose each one's account`;
    return held(r, why, r.accountId === null ? [] : [r.accountId]);
  });
}

/** The key a choice is remembered by: the section's label, its spacing and case aside. */
export function choiceKey(label: string): string {
  return label.replace(/\s+/g, " ").trim().toUpperCase();
}

/** The one account the section's number names, of its currency; held when none or several. */
function byNumber(section: FileSection, accounts: readonly BudgetAccount[]): RoutedSection {
  const digits = section.number.replace(/\D/g, "");
  if (digits.length < MIN_DIGITS) return held(section, "the file names no account number for it", []);
  const named = accountsNamedBy([section.number], accounts);
  const candidates = accounts.filter((a) => named.ids.includes(a.id));
  const { currency } = section;
  const ofCurrency = currency === null ? candidates : candidates.filter((a) => a.currency?.toLowerCase() === currency);
  const [only] = ofCurrency;
  if (ofCurrency.length === 1 && only) {
    const kept = currency !== null && candidates.length > 1 ? `, the one kept in ${currency.toUpperCase()}` : "";
    return into(section, only.id, `${named.how ?? ""}${kept}`);
  }
  if (ofCurrency.length > 1) {
    const names = ofCurrency.map((a) => displayName(a)).join(", ");
    return held(
      section,
      `${ofCurrency.length} of your accounts could be it (${names}: ${named.how ?? ""}): choose one`,
      ofCurrency.map((a) => a.id),
    );
  }
  const [first] = candidates;
  if (first && currency !== null) {
    const kept = candidates.map((a) => `${displayName(a)} in ${a.currency?.toUpperCase() ?? "no currency"}`).join(", ");
    return held(
      section,
      `its rows are in ${currency.toUpperCase()}, and the account its number names is not (${kept}): choose an account of that currency`,
      [],
    );
  }
  const last = digits.length > MIN_DIGITS ? `, nor a name ending in its last digits ${digits.slice(-MIN_DIGITS)}` : "";
  return held(section, `no account of your budget has number ${section.number} in its name${last}`, []);
}

function into(section: FileSection, accountId: number, how: string): RoutedSection {
  return { ...section, accountId, how, held: null, choices: [] };
}

function held(section: FileSection, why: string, choices: number[]): RoutedSection {
  return { ...section, accountId: null, how: null, held: why, choices };
}

function displayName(a: ListedAccount): string {
  return a.display_name ?? a.name;
}

function nameOf(accounts: readonly BudgetAccount[], id: number | null): string {
  const account = accounts.find((a) => a.id === id);
  return account ? displayName(account) : `account ${id ?? "cash"}`;
}
