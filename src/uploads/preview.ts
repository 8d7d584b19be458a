// A dry run: the plan of one account's file, nothing sent. The page's preview: every decision,
// the rows already in the budget (one listing of the account over the file's days), the transfers its rows would pair
// into (one listing of every account over their window), the file's currencies beside the account's.
import { outboxOf } from "../storage";
import { type PlannedItem, type RowReport, rowsOf, runOf, spreadsheetSafe } from "../plan";
import { readAtMost } from "../formats/bytes";
import { verificationOf } from "../formats/verification";
import type { ProvisionalMatch } from "../outbox";
import { alreadyElsewhere, alreadyThere, type AlreadyThere, dateSpan, type Elsewhere } from "./already-there";
import { learnFromBudget, type LearnQuery } from "./learned";
import { withStandingRows } from "./standing-rows";
import { addDays } from "../locale/days";
import { type BudgetRow, POSTING_WINDOW_DAYS, probableDuplicates } from "./probable-duplicates";
import type { OpenedUpload } from "./accounts";
import { DRY_RUN_MAX_BYTES, dryRunTooLarge, readAsHead } from "./preview-head";
import { accountBalanceOf, fileCurrencies, inputOrThrow } from "./steps";
import type { AnyProfile, StatementBalance } from "../formats/contract";

/** A row's takeover of a transaction a receipt, a tap or a pending row put there, or the question which of several. */
type Takeover = Extract<ProvisionalMatch, { kind: "matched" | "ambiguous" }>;

/** A preview is for reading on a page, not for paging through the file: the import's report is. */
export const MAX_PREVIEW_ROWS = 1000;

export interface PreviewQuery extends LearnQuery {
  /** Only the first this many row reports (and their items). */
  preview?: number;
  skip_duplicates?: boolean;
  /** The body is the first part of a file of this many bytes (preview-head.ts). */
  head_of?: number;
}

/** What a dry run answers (the route adds the budget it concerns, and that it is a dry run). */
export async function previewImport<Settings, Profile extends AnyProfile>(
  env: Env,
  connectionId: string,
  query: PreviewQuery,
  upload: OpenedUpload<Settings, Profile>,
) {
  const {
    adapter,
    format,
    rest,
    accounts: [account],
  } = upload;
  if (!account) throw new Error("a dry run has its one account (accounts.ts)");
  const { target, options } = account;
  // A form's file has no declared size: it is refused as soon as it passes the limit.
  const body = await readAtMost(rest, DRY_RUN_MAX_BYTES, dryRunTooLarge);
  const { bytes, part } = query.head_of === undefined ? { bytes: body, part: null } : readAsHead(adapter, body, query.head_of);
  const plan = await inputOrThrow(() => adapter.plan(bytes, options));
  // A statement closes at the file's end: its first part's last balance is not the one to set the account to.
  const statementBalance = part?.partial ? null : (adapter.statementBalance?.(plan.profile) ?? null);
  const unread = plan.rows.filter((r) => r.outcome === "error").length;
  const verification = verificationOf(adapter.verification?.(plan.profile), plan.items.length, statementBalance, unread);
  const already = await inBudgetAlready(env, connectionId, target.manualAccountId, plan.items, query.skip_duplicates !== false);
  const found = await provisionalMatches(env, connectionId, target.manualAccountId, plan.items, already.found);
  // The rows that would take a transaction over (or ask which of several), as the answer's `matches` names them.
  const matches = new Map<number, Takeover>();
  const questions = new Map<number, Extract<ProvisionalMatch, { kind: "question" }>>();
  for (const [i, match] of found) {
    // A receipt outside the takeover's window is a question on a row still imported (receipt-question.ts).
    if (match.kind === "question") questions.set(i, match);
    // The bank's rows of another import that took a transaction over are there already, as the import will find them.
    else if (match.kind === "known") {
      already.found.set(i, "taken_over");
      already.answer.count++;
    } else matches.set(i, match);
  }
  // A row that takes a transaction over is that transaction, not a copy of another account's.
  for (const i of matches.keys()) already.elsewhere?.delete(i);
  const transfers = await transfersInBudget(
    env,
    connectionId,
    target.manualAccountId,
    plan.items,
    (i) => already.found.has(i) || matches.has(i),
  );
  // Rows nothing proves are there, that another export of the account probably put there: named, still imported.
  const probable =
    already.budget === null
      ? null
      : probableDuplicates(
          plan.items,
          await withStandingRows<BudgetRow>(env, connectionId, already.budget, plan.items),
          (i) => already.found.has(i) || matches.has(i) || questions.has(i),
          adapter.layout?.(plan.profile) ?? adapter.format,
          adapter.datedByPurchase?.(plan.profile) ?? false,
        );
  // Asked last: what is already in the budget, or taken over, is found by the bank's own text.
  const learning = await learnFromBudget(env, connectionId, query);
  const items = learning ? learning.apply(plan.items) : plan.items;
  const marked = {
    ...plan,
    items: items.map((p, i) => {
      // As the Outbox will send it (no payee or note as a spreadsheet formula); its day and sum first, as the
      // preview's table shows them, for a script that reads what was planned without knowing an item's shape.
      const item = spreadsheetSafe(p.item).item;
      const shown = { date: item.date, amount: item.amount, ...p, item };
      const found = already.found.get(i);
      if (found) return { ...shown, already: found };
      const match = matches.get(i);
      if (match) return { ...shown, matches: match };
      const transfer = transfers.found[i];
      // Still imported into the chosen account: the row says where it already is.
      const elsewhere = already.elsewhere?.get(i);
      const duplicate = probable?.get(i);
      const question = questions.get(i);
      return {
        ...shown,
        ...(transfer ? { transfer } : {}),
        ...(elsewhere ? { elsewhere } : {}),
        ...(duplicate ? { probable_duplicate: duplicate } : {}),
        ...(question ? { receipt_question: { says: question.says, receipts: question.candidates } } : {}),
      };
    }),
  };
  const shown = previewOf(marked, query.preview ?? Infinity);
  // Same names as the 202: `rows` counts row outcomes; `counts` (delivery) is absent, nothing is sent.
  return {
    format: adapter.format,
    manual_account_id: target.manualAccountId,
    file_name: upload.fileName,
    profile: plan.profile,
    statement_balance: statementBalance,
    // The balance "set the balance" would write, in the account's sign (a card's owed amount positive); null for cash.
    balance_to_set: balanceShown(statementBalance, target.manualAccountId, target.accountType ?? null),
    verification,
    // What the page compares with the account's currency before it offers "Import".
    currencies: fileCurrencies(plan, statementBalance),
    account_currency: target.currency,
    rows: rowCounts(plan.rows),
    ignored_reasons: ignoredReasons(plan.rows),
    already_in_budget: already.answer,
    // Rows another of the budget's manual accounts holds: still imported here, unless another account is chosen.
    elsewhere_in_budget: elsewhereCounts(already.elsewhere),
    matches_in_budget: matchCounts(matches),
    // Rows probably in the budget already (another export's wording of the same payment): imported unless left out.
    probable_duplicates: { count: probable?.size ?? 0, checked: probable !== null },
    // Rows still imported that may be a receipt of yours outside the takeover's window: asked (`take` answers yes).
    receipt_questions: { count: questions.size },
    transfers_in_budget: { count: Object.keys(transfers.found).length, checked: transfers.checked, requests: transfers.requests },
    ...(learning ? { learned: learning.counts(items) } : {}),
    ...format.dryRunFields?.(bytes, plan.profile),
    items: shown.items,
    row_reports: shown.rows,
    ...(query.preview === undefined ? {} : { preview_complete: shown.complete }),
    ...(part ?? {}),
  };
}

/** The first `n` row reports as answered, and the items they planned. */
function previewOf<Item extends PlannedItem>(plan: { items: Item[]; rows: RowReport[] }, n: number) {
  const rows: RowReport[] = [];
  const reports = answered(plan.rows);
  let next = reports.next();
  for (; !next.done && rows.length < n; next = reports.next()) rows.push(next.value);
  const complete = next.done === true;
  const last = rows.at(-1);
  const lastRow = last ? (last.to_row ?? last.row) : 0;
  return { rows, complete, items: complete ? plan.items : plan.items.filter((i) => i.row <= lastRow) };
}

/**
 * The plan's reports as the answer gives them: a run of planned rows as a report per row, each beside its item
 * (the page lists them so); a run of ignored or unreadable rows stays one report.
 */
function* answered(rows: RowReport[]): Generator<RowReport> {
  for (const r of rows) {
    if (r.outcome !== "planned" || r.to_row === undefined) yield r;
    else for (let row = r.row; row <= r.to_row; row++) yield runOf(r, row, row);
  }
}

/** Ignored rows by why (a continued line, whatever row it continues, is one reason): the page's summary names them. */
function ignoredReasons(rows: RowReport[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    if (row.outcome !== "ignored") continue;
    const reason = row.reason?.startsWith("continues row") ? "continued line" : (row.reason ?? "ignored");
    counts[reason] = (counts[reason] ?? 0) + rowsOf(row);
  }
  return counts;
}

function rowCounts(rows: RowReport[]) {
  const counts = { planned: 0, ignored: 0, error: 0 };
  for (const row of rows) counts[row.outcome] += rowsOf(row);
  return counts;
}

/**
 * The items the budget already holds (already-there.ts), from one listing of the account over the file's days:
 * `requests` is what the preview spent; `checked` false when the listing was refused or cut (then nothing is
 * said to be there).
 */
async function inBudgetAlready(env: Env, connectionId: string, accountId: number | null, items: PlannedItem[], payeeAmountDate: boolean) {
  const span = dateSpan(items);
  const none = {
    found: new Map<number, AlreadyThere>(),
    elsewhere: null as Map<number, Elsewhere> | null,
    budget: null as BudgetRow[] | null,
    answer: { count: 0, checked: span === null, requests: 0 },
  };
  if (span === null) return none;
  // The days across every account when one listing holds them: a row already in another account is named there. The
  // posting window around them: another export may date a row of the file a few days off (probable-duplicates.ts).
  const [from, to] = [addDays(span.from, -POSTING_WINDOW_DAYS), addDays(span.to, POSTING_WINDOW_DAYS)];
  const listed = await outboxOf(env).transactionsIn(connectionId, accountId, from, to, 3, true);
  if (!listed.ok || !listed.complete) return { ...none, answer: { ...none.answer, requests: listed.ok ? listed.requests : 0 } };
  const found = alreadyThere(items, listed.transactions, payeeAmountDate);
  const elsewhere = listed.elsewhere === null ? null : alreadyElsewhere(items, listed.elsewhere, (i) => found.has(i));
  return { found, elsewhere, budget: listed.transactions, answer: { count: found.size, checked: true, requests: listed.requests } };
}

/** How many rows each other account already holds, by account: what the page's summary names. */
function elsewhereCounts(found: Map<number, Elsewhere> | null) {
  if (found === null) return { count: 0, checked: false, accounts: [] };
  const accounts = new Map<number, { account_id: number; account_name: string; count: number }>();
  for (const e of found.values()) {
    const counted = accounts.get(e.account_id) ?? { ...e, count: 0 };
    counted.count++;
    accounts.set(e.account_id, counted);
  }
  return { count: found.size, checked: true, accounts: [...accounts.values()].sort((a, b) => b.count - a.count) };
}

/**
 * The rows that would take over what receipts, taps and pending rows put in the account before the bank's row came
 * (src/outbox/reconcile.ts; the Outbox knows them, no request): by item index, leaving out rows already there.
 */
async function provisionalMatches(
  env: Env,
  connectionId: string,
  accountId: number | null,
  items: PlannedItem[],
  already: Map<number, AlreadyThere>,
): Promise<Map<number, ProvisionalMatch>> {
  // Only what the match reads travels to the Outbox (a 5 MB file's items are many).
  const rows = items.map(({ row, item, provisional }) => ({
    row,
    ...(provisional ? { provisional } : {}),
    item: {
      date: item.date,
      amount: item.amount,
      external_id: item.external_id,
      payee: item.payee,
      currency: item.currency,
      // The evidence's order numbers, and a pending row's mark: the import asks the same question of them.
      original_name: item.original_name,
      notes: item.notes,
      ...(item.custom_metadata?.pending === true ? { custom_metadata: { pending: true } } : {}),
    },
  }));
  const found = await outboxOf(env).provisionalMatches(connectionId, accountId, rows);
  const matches = new Map<number, ProvisionalMatch>();
  for (const [index, match] of Object.entries(found)) if (!already.has(Number(index))) matches.set(Number(index), match);
  return matches;
}

/**
 * The rows that would pair as a transfer with a transaction of another of the budget's accounts, as the import's end
 * will (src/outbox/transfer-preview.ts): one listing of the window, every account. Rows already there or taking a
 * transaction over are left out (`skip`).
 */
async function transfersInBudget(
  env: Env,
  connectionId: string,
  accountId: number | null,
  items: PlannedItem[],
  skip: (index: number) => boolean,
): Promise<{ checked: boolean; requests: number; found: Record<number, string> }> {
  // Only what the rule reads travels, and rows left out keep their place (an empty day is no row of the window).
  const rows = items.map(({ item }, i) =>
    skip(i)
      ? { date: item.date, amount: "0" }
      : {
          date: item.date,
          amount: item.amount,
          currency: item.currency,
          payee: item.payee,
          original_name: item.original_name,
          notes: item.notes,
        },
  );
  return outboxOf(env).transfersInPreview(connectionId, accountId, rows);
}

/** How many rows take over a transaction, by the channel that put it there, and how many several fit. */
function matchCounts(matches: Map<number, Takeover>) {
  const counts = { count: 0, receipt: 0, tap: 0, pending: 0, ambiguous: 0 };
  for (const match of matches.values()) {
    if (match.kind === "ambiguous") counts.ambiguous++;
    else (counts.count++, counts[match.channel]++);
  }
  return counts;
}

/** The statement's balance as the account would hold it, or null when none can be set (cash, none stated, unreadable). */
function balanceShown(statement: StatementBalance | null, accountId: number | null, accountType: string | null) {
  if (!statement || accountId === null) return null;
  const shown = accountBalanceOf(statement, accountType);
  return shown.ok ? shown.value : null;
}
