// The dry run of a file of several sections (accounts, currency sub-accounts, cards), as one answer (pure): each
// section previewed as the upload of it alone would be, into the account it goes to (or none, when held), and the
// previews put together: every section's rows in one list of items, each saying its section; counts summed; the file
// balanced only where every section is. Each section's own account, balance and verification stay in its entry.
import type { Verification } from "../formats/verification";
import type { RowReport } from "../plan";
import type { Question } from "../formats/csv/words/profile";
import type { RoutedSection } from "./sections";

/** What one section's preview answers, of what the whole file's answer is made (preview.ts `previewImport`). */
export interface SectionPreview {
  format: string;
  file_name: string | null;
  profile: { warnings?: string[]; signUnproven?: boolean } & Record<string, unknown>;
  statement_balance: { amount: string; date: string | null; currency: string | null } | null;
  verification: Verification | null;
  currencies: string[];
  rows: { planned: number; ignored: number; error: number };
  ignored_reasons: Record<string, number>;
  already_in_budget: Checked;
  elsewhere_in_budget: { count: number; checked: boolean; accounts: { account_id: number; account_name: string; count: number }[] };
  matches_in_budget: Record<string, number>;
  probable_duplicates: { count: number; checked: boolean };
  receipt_questions: { count: number };
  transfers_in_budget: Checked;
  questions?: Question[];
  items: object[];
  row_reports: RowReport[];
  preview_complete?: boolean;
}

interface Checked {
  count: number;
  checked: boolean;
  requests: number;
}

/** A section as an answer lists it: what it names, its rows, and its account and why, or held and why. */
export interface SectionListed {
  file_account: string;
  number: string;
  currency: string | null;
  rows: number;
  account_id: number | null;
  how: string | null;
  held: string | null;
  choices: number[];
}

/** A section as the dry run lists it: where it goes (or why it is held), and what its own rows prove. */
export interface SectionPreviewed extends SectionListed {
  statement_balance: SectionPreview["statement_balance"];
  verification: Verification | null;
}

/** The section as an answer lists it. */
export function listed(section: RoutedSection): SectionListed {
  return {
    file_account: section.label,
    number: section.number,
    currency: section.currency,
    rows: section.rows,
    account_id: section.accountId,
    how: section.how,
    held: section.held,
    choices: section.choices,
  };
}

/** The file's dry run: each section's preview put together, in the file's order. */
export function mergedPreview<P extends SectionPreview>(previews: readonly { section: RoutedSection; preview: P }[]) {
  const [first] = previews;
  if (!first) throw new Error("a file of sections has a section (sectioned-upload.ts)");
  const all = previews.map((p) => p.preview);
  const questions = all.flatMap((p) => p.questions ?? []);
  return {
    format: first.preview.format,
    // Each section has its own account: the file as a whole goes to none.
    manual_account_id: null,
    file_name: first.preview.file_name,
    profile: { ...(first.preview.profile as P["profile"]), ...profileSaying(previews) },
    statement_balance: null,
    balance_to_set: null,
    verification: verificationOf(all.map((p) => p.verification)),
    currencies: [...new Set(all.flatMap((p) => p.currencies))],
    account_currency: null,
    rows: summed(all.map((p) => p.rows)),
    ignored_reasons: summed(all.map((p) => p.ignored_reasons)),
    already_in_budget: checked(all.map((p) => p.already_in_budget)),
    elsewhere_in_budget: {
      count: total(all.map((p) => p.elsewhere_in_budget.count)),
      checked: all.every((p) => p.elsewhere_in_budget.checked),
      accounts: all.flatMap((p) => p.elsewhere_in_budget.accounts),
    },
    matches_in_budget: summed(all.map((p) => p.matches_in_budget)),
    probable_duplicates: {
      count: total(all.map((p) => p.probable_duplicates.count)),
      checked: all.every((p) => p.probable_duplicates.checked),
    },
    receipt_questions: { count: total(all.map((p) => p.receipt_questions.count)) },
    transfers_in_budget: checked(all.map((p) => p.transfers_in_budget)),
    ...(questions.length > 0 ? { questions } : {}),
    // One list of every section's rows, each saying its section: what the file would become, row by row.
    items: previews.flatMap(({ section, preview }) =>
      preview.items.map((item: P["items"][number]) => ({ ...item, section: section.label })),
    ),
    row_reports: all.flatMap((p) => p.row_reports),
    ...(all.some((p) => p.preview_complete !== undefined) ? { preview_complete: all.every((p) => p.preview_complete !== false) } : {}),
    sections: previews.map(({ section, preview }) => previewed(section, preview)),
  };
}

/** The sections' warnings, each under its section's name, and a sign nothing proved in any of them. */
function profileSaying(previews: readonly { section: RoutedSection; preview: SectionPreview }[]) {
  const warnings = previews.flatMap(({ section, preview }) =>
    (preview.profile.warnings ?? []).map((w) => `account ${section.label}: ${w}`),
  );
  const unproven = previews.some(({ preview }) => preview.profile.signUnproven === true);
  return { warnings, ...(unproven ? { signUnproven: true } : {}) };
}

/**
 * The file's verification: balanced only where every section balances on its own; unbalanced where any does not; no
 * balances where none prints any; partial otherwise. Its rows are the sections' rows, counted together.
 */
export function verificationOf(each: readonly (Verification | null)[]): Verification | null {
  const known = each.filter((v): v is Verification => v !== null);
  if (known.length === 0) return null;
  const statuses = new Set([...known.map((v) => v.status), ...(known.length < each.length ? ["no_balances" as const] : [])]);
  const status = statuses.size === 1 ? (known[0]?.status ?? "no_balances") : statuses.has("unbalanced") ? "unbalanced" : "partial";
  const firstBreak = known.find((v) => v.first_break)?.first_break;
  const notProven = [...new Set(known.flatMap((v) => v.not_proven ?? []))];
  return {
    status,
    rows_checked: total(known.map((v) => v.rows_checked)),
    rows_total: total(known.map((v) => v.rows_total)),
    ...(firstBreak ? { first_break: firstBreak } : {}),
    ...(notProven.length > 0 ? { not_proven: notProven } : {}),
  };
}

function previewed(section: RoutedSection, preview: SectionPreview): SectionPreviewed {
  return { ...listed(section), statement_balance: preview.statement_balance, verification: preview.verification };
}

function summed<K extends string>(counts: readonly Record<K, number>[]): Record<K, number> {
  const sum = {} as Record<K, number>;
  for (const count of counts) for (const [key, n] of Object.entries(count) as [K, number][]) sum[key] = (sum[key] ?? 0) + n;
  return sum;
}

function checked(each: readonly Checked[]): Checked {
  return {
    count: total(each.map((c) => c.count)),
    checked: each.every((c) => c.checked),
    requests: total(each.map((c) => c.requests)),
  };
}

const total = (numbers: readonly number[]) => numbers.reduce((a, b) => a + b, 0);
