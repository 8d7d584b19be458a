// The accounts of a statement file (OFX, CAMT, MT940) and the names `file_account` / `file_accounts` use for
// them. An account number alone names most accounts. Some files hold several accounts under one number: a
// checking and a savings account of one customer number (OFX BANKID/ACCTTYPE), a bank account and a card with
// the same number, one IBAN kept in EUR and in USD. Their identity is the number and its traits (what tells
// such accounts apart), and the name of each is the number with the traits that differ among them:
// "123456789 (CHECKING)", "DE89370400440532013000 (USD)". A number that names one account is its name alone.
import { SourceInputError } from "./errors";

export interface AccountIdentity {
  /** The account number as the file writes it (ACCTID, IBAN, `:25:`). */
  number: string;
  /** What tells accounts of one number apart, at the same positions for every account of a format, as shown. */
  traits: string[];
}

export interface NamedAccount<T> extends AccountIdentity {
  /** What the file's account list shows and `file_account` names. */
  label: string;
  /**
   * The account part of its external_ids (persisted dedupe keys). The first account of a number (in the order
   * the format has always read them) keeps the number alone: that is what its ids were before accounts of one
   * number were told apart (`file_account=<number>` imported it), and what a file of that account alone gives.
   * Every other account of the number is seeded by its whole identity, so no two accounts share an id.
   */
  seed: string;
  value: T;
}

/** One key per identity: statements of one account (several periods in one file) share it. */
export function identityKey({ number, traits }: AccountIdentity): string {
  return [number, ...traits].join("\u001f");
}

/** Names the file's accounts (distinct identities, in the format's order). */
export function nameAccounts<T>(accounts: (AccountIdentity & { value: T })[]): NamedAccount<T>[] {
  // Grouped once: a file may hold many statements, and naming them must stay linear.
  const byNumber = new Map<string, AccountIdentity[]>();
  for (const a of accounts) {
    const sharing = byNumber.get(a.number);
    if (sharing) sharing.push(a);
    else byNumber.set(a.number, [a]);
  }
  const shownOf = new Map(
    [...byNumber].filter(([, sharing]) => sharing.length > 1).map(([number, sharing]) => [number, tellingApart(sharing)]),
  );
  return accounts.map((account) => {
    const first = byNumber.get(account.number)?.[0] === account;
    const shown = shownOf.get(account.number);
    if (!shown) return { ...account, label: account.number, seed: account.number };
    const label = `${account.number} (${shown.map((i) => account.traits[i]).join(", ")})`;
    return { ...account, label, seed: first ? account.number : identityKey(account) };
  });
}

/**
 * The accounts of statements that name an account by its number and, at most, the currency it is kept in (CAMT,
 * MT940): one number kept in two currencies is two accounts, a statement each. A statement whose currency cannot be
 * read is of its number's first currency in the file. Answers the named accounts, and each statement's identity key.
 */
export function accountsByCurrency<S>(statements: { statement: S; number: string; currency: string | undefined }[]): {
  named: NamedAccount<null>[];
  keys: Map<S, string>;
} {
  const firstCurrency = new Map<string, string>();
  for (const { number, currency } of statements) if (currency && !firstCurrency.has(number)) firstCurrency.set(number, currency);
  const identities = new Map<string, AccountIdentity & { value: null }>();
  const keys = new Map<S, string>();
  for (const { statement, number, currency } of statements) {
    const identity = { number, traits: [currency ?? firstCurrency.get(number) ?? "no currency"], value: null };
    const key = identityKey(identity);
    keys.set(statement, key);
    if (!identities.has(key)) identities.set(key, identity);
  }
  return { named: nameAccounts([...identities.values()]), keys };
}

/**
 * The trait positions a name shows: in order, each one that splits accounts the ones before it left alike, so a
 * checking account and a card of one number are "(CHECKING)" and "(CREDIT CARD)", not also their bank ids.
 */
function tellingApart(accounts: AccountIdentity[]): number[] {
  const shown: number[] = [];
  const alike = (a: AccountIdentity) => shown.map((i) => a.traits[i]).join("\u001f");
  for (let i = 0; i < (accounts[0]?.traits.length ?? 0); i++) {
    const groups = new Map<string, Set<string | undefined>>();
    for (const a of accounts) groups.set(alike(a), (groups.get(alike(a)) ?? new Set()).add(a.traits[i]));
    if (new Set(accounts.map(alike)).size === accounts.length) break;
    if ([...groups.values()].some((values) => values.size > 1)) shown.push(i);
  }
  return shown;
}

/**
 * The account `wanted` names: its label; its number when no other account has it (what `file_account` held
 * before accounts of one number were told apart); or its number with any of its traits in parentheses
 * ("123 (savings)", "123 (SAVINGS, bank 021000021)"), so a name saved from one file keeps working for a file
 * that lists the account by its number alone. No `wanted` and one account: that one.
 */
export function chooseAccount<T>(accounts: NamedAccount<T>[], wanted: string | undefined, format: string): NamedAccount<T> {
  const labels = accounts.map((a) => a.label);
  if (wanted === undefined) {
    const [only] = accounts;
    if (accounts.length === 1 && only) return only;
    throw new SourceInputError(
      `this ${format} file holds ${accounts.length} accounts (${labels.join(", ")}): choose one with file_account`,
      {
        file_accounts: labels,
      },
    );
  }
  const exact = accounts.find((a) => a.label === wanted.trim());
  if (exact) return exact;
  const [, number = wanted, qualifiers = ""] = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(wanted) ?? [];
  const wantedTraits = qualifiers.split(",").map(normal).filter(Boolean);
  const matching = accounts.filter(
    (a) => a.number === number.trim() && wantedTraits.every((t) => a.traits.some((trait) => normal(trait) === t)),
  );
  const [found] = matching;
  if (matching.length === 1 && found) return found;
  if (matching.length > 1) {
    throw new SourceInputError(
      `"${wanted}" names ${matching.length} accounts of this ${format} file (${matching.map((a) => a.label).join(", ")}): choose one with file_account`,
      { file_accounts: labels },
    );
  }
  throw new SourceInputError(`this ${format} file has no account "${wanted}" (it has ${labels.join(", ")})`, { file_accounts: labels });
}

function normal(trait: string): string {
  return trait.trim().replace(/\s+/g, " ").toUpperCase();
}
