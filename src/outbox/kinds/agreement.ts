// Kind `agreement`: does an account in the budget agree with the bank? A check reads the account's transactions between
// the oldest and the newest of the bank's balances Intake keeps for it (agreement/anchors.ts), once, in pages under the
// gate, and keeps what agreement/agreement.ts makes of them. A check is asked for when an import of the bank's rows into
// the account ends (its days and balances recorded first: coverImport) and when SimpleFIN pulls the account's balance;
// History does not list it (the Accounts page shows its answer).
import { sideOf } from "../../account-side";
import { VerificationSchema } from "../../formats/verification";
import { agreementOf, type Agreement } from "../agreement/agreement";
import { chosenAnchors, importAnchors } from "../agreement/anchors";
import { addDays } from "../../locale/days";
import type { DeliveredTransaction } from "../delivery-target";
import type { JobRow, KindTables } from "../store";
import type { AccountInfo } from "../targets";
import type { DeliveryContext } from "./context";
import type { KindDescriptor } from "./descriptor";

/**
 * At most this many pages are read for one check (50,000 transactions on v2): an account with more in the days its
 * balances span is said to be unknown rather than spending the service's quota for hours.
 */
export const MAX_CHECK_PAGES = 25;

export const agreement: KindDescriptor = {
  deliver: (ctx, job, now) => deliverCheck(ctx, job, now),
  removal: null,
  matching: null,
  tellsFailedRows: false,
  unserved: {},
  words: {
    title: [{ says: "Checked against the bank's balances" }],
    rows: [{ says: "" }],
    done: [{ says: "checked" }],
    item: null,
    outcomes: {},
    amounts: "transaction",
  },
};

/**
 * An import of the bank's rows into an account has ended: the days it covered and the balances its file stated are
 * kept, and the account is checked again. Its days are its rows' first to last, widened to the days its balances speak
 * for; "what the import came by" is its format ("csv", "ofx"…) or "simplefin".
 */
export function coverImport(tables: KindTables, job: JobRow, now: number): void {
  const accountId = job.manual_account_id;
  if (job.bank_rows !== 1 || job.kind !== "transactions" || job.removal_requested_at !== null || accountId === null) return;
  const rows = tables.coverage.importRows(job.id);
  if (rows.length === 0) return;
  const stated = job.verification === null ? null : VerificationSchema.safeParse(JSON.parse(job.verification));
  const anchors = importAnchors(stated?.success ? stated.data : null, rows);
  let from = rows[0]?.date as string;
  let to = from;
  for (const r of rows) {
    if (r.date < from) from = r.date;
    if (r.date > to) to = r.date;
  }
  for (const a of anchors) {
    const day = a.kind === "opening" ? addDays(a.date, 1) : a.date;
    if (day < from) from = day;
    if (day > to) to = day;
  }
  const kind = (job.source.split(":")[0] ?? job.source) || "file";
  tables.coverage.recordImport(job.id, job.connection_id, accountId, { from, to, kind }, anchors, now);
  tables.coverage.openCheck(job.connection_id, accountId, now);
}

/** One page of the account's transactions dated `from`…`to`; null: the gate says wait (nothing was sent). */
export type ReadPage = (
  from: string,
  to: string,
  offset: number,
) => Promise<{ transactions: DeliveredTransaction[]; hasMore: boolean } | null>;

/**
 * Checks the account: reads what its balances span and says whether the budget agrees. Null: the gate said wait part
 * way (read again from the start next time); a failed read throws (BudgetApiError).
 */
export async function checkAccount(
  tables: KindTables,
  connectionId: string,
  accountId: number,
  info: AccountInfo | undefined,
  readPage: ReadPage,
): Promise<{ agreement: Agreement; requests: number } | { agreement: null; requests: number }> {
  const anchors = chosenAnchors(tables.coverage.anchors(connectionId, accountId));
  const input = {
    anchors,
    covered: tables.coverage.spans(connectionId, accountId),
    rowsKept: tables.coverage.spansWithRows(connectionId, accountId),
    currency: info?.currency ?? null,
    side: sideOf(info?.type),
  };
  const first = anchors[0];
  const last = anchors[anchors.length - 1];
  if (!first || !last || anchors.length < 2) return { agreement: agreementOf({ ...input, transactions: [], rows: [] }), requests: 0 };
  const from = addDays(first.date, 1);
  const transactions: DeliveredTransaction[] = [];
  let requests = 0;
  for (let offset = 0; ;) {
    if (requests >= MAX_CHECK_PAGES) {
      const reason = `more transactions than ${MAX_CHECK_PAGES} pages of the service between ${from} and ${last.date}: not checked`;
      return { agreement: { ...agreementOf({ ...input, anchors: [last], transactions: [], rows: [] }), reason }, requests };
    }
    const page = await readPage(from, last.date, offset);
    if (page === null) return { agreement: null, requests };
    requests++;
    for (const tx of page.transactions) if (tx.accountId === accountId) transactions.push(tx);
    offset += page.transactions.length;
    if (!page.hasMore || page.transactions.length === 0) break;
  }
  const rows = tables.coverage.rows(connectionId, accountId, from, last.date);
  return { agreement: agreementOf({ ...input, transactions, rows }), requests };
}

/** Makes the job's check: one read of the account's window, under the gate; the answer is kept for the account. */
async function deliverCheck(ctx: DeliveryContext, job: JobRow, now: number): Promise<number> {
  const { tables, target } = ctx;
  const check = tables.coverage.pendingCheck(job.id);
  if (!check) return 0;
  const info = (await ctx.hooks.accounts.accounts(check.connection_id)).get(check.account_id);
  const answer = await checkAccount(tables, check.connection_id, check.account_id, info, async (from, to, offset) => {
    const page = await ctx.read(job, () => target.transactionsIn(check.account_id, from, to, offset), {}, offset === 0 ? now : Date.now());
    return page.ok ? page.value : null;
  });
  if (answer.agreement === null) return ctx.requests;
  tables.coverage.saveAgreement(check.connection_id, check.account_id, answer.agreement, Date.now(), job.id);
  ctx.job(job).serveAgainNow();
  return ctx.requests;
}
