// The words of each notice, made from what the Outbox, the balance sources and the receipts inbox report.
// Written for a person who was not watching: what happened, to what, and what to do; no codes.
import type { SourceAttention } from "../balance-sources/attention";
import { sourceKindName } from "../balance-sources/kinds";
import {
  agreementSentence,
  type DifferingAccount,
  type FailedRowsJob,
  type NeverBooked,
  type UnbalancedImport,
  type UnmatchedReceipt,
} from "../outbox";
import type { InboxEntry } from "../mail/inbox";
import type { Names } from "./names";
import type { LastingNotice, Notice } from "./notice";

export function reconnectNotice(connectionId: string, names: Names): LastingNotice {
  return {
    key: `reconnect:${connectionId}`,
    connectionId,
    kind: "reconnect",
    title: "Reconnect your budget to Intake",
    text:
      `The budgeting service refused Intake's access to ${names.budget(connectionId)} twice. Imports, receipts and balance updates ` +
      "wait, nothing is lost, until you reconnect it on the Connection page.",
    path: "/connect",
  };
}

export function sourceNotice(source: SourceAttention, names: Names): LastingNotice {
  const what = `The ${sourceKindName(source.kind)} balance source of ${names.account(source.connectionId, source.manualAccountId)}`;
  const why = source.reason ? `: ${source.reason}` : "";
  if (source.state === "stale") {
    return {
      key: `source:${source.sourceId}:stale`,
      connectionId: source.connectionId,
      kind: "source_stale",
      title: "A balance source went stale",
      text: `${what} has not moved for a while, so Intake did not write it as today's balance${why}.`,
      path: "/balances",
    };
  }
  return {
    key: `source:${source.sourceId}:needs_you`,
    connectionId: source.connectionId,
    kind: "source_attention",
    title: "A balance source needs you",
    text: `${what} could not be read${why}. Its balance is not updated until it runs again: fix it, then choose "Run now" on the Balances page.`,
    path: "/balances",
  };
}

export function failedRowsNotice(job: FailedRowsJob, names: Names): Notice {
  const file = job.fileName ? `of ${job.fileName} ` : "";
  const into = names.account(job.connectionId, job.accountId);
  const rows = job.failed === 1 ? "1 row" : `${job.failed} rows`;
  return {
    id: `job:${job.jobId}:failed_rows`,
    connectionId: job.connectionId,
    kind: "import_failed_rows",
    title: `An import ended with ${rows} not imported`,
    text:
      `${rows} of ${job.total} ${file}were not imported into ${into}: the budgeting service refused them or kept failing. ` +
      "The import's report says which and why, and can send them again.",
    path: `/history/${encodeURIComponent(job.jobId)}`,
  };
}

export function unbalancedNotice(job: UnbalancedImport, names: Names): Notice {
  const file = job.fileName ? ` ${job.fileName}` : "";
  const where =
    job.row === null ? "" : ` from row ${job.row}: the balance should read ${job.expected ?? "?"} there and reads ${job.found ?? "?"}`;
  return {
    id: `job:${job.jobId}:unbalanced`,
    connectionId: job.connectionId,
    kind: "import_unbalanced",
    title: "An import does not add up to the bank's balances",
    text:
      `The rows of the imported file${file} do not add up to its own balances${where}. They were imported into ` +
      `${names.account(job.connectionId, job.accountId)} as they read: check that row against your bank's statement ` +
      "(a row misread, or missing from the file); the import's report shows them.",
    path: `/history/${encodeURIComponent(job.jobId)}${job.row === null ? "" : `#row-${job.row}`}`,
  };
}

export function unmatchedNotice(receipt: UnmatchedReceipt, names: Names): Notice {
  const what = [
    receipt.payee,
    receipt.amount === null ? null : names.amount(receipt.connectionId, receipt.amount),
    receipt.date === null ? null : names.day(receipt.connectionId, receipt.date),
  ]
    .filter(Boolean)
    .join(", ");
  return {
    id: `job:${receipt.jobId}:unmatched`,
    connectionId: receipt.connectionId,
    kind: "receipt_held",
    title: "A receipt found no bank transaction",
    text:
      `No transaction of your bank matched the receipt${what ? ` (${what})` : ""} within 7 days, so it is held ` +
      "instead of being added: book it yourself from the Receipts page, or leave it.",
    path: "/inbox",
  };
}

export function neverBookedNotice(row: NeverBooked, names: Names): Notice {
  const what = [row.payee, names.amount(row.connectionId, row.amount)].filter(Boolean).join(", ");
  return {
    id: `pending:${row.jobId}:${row.seq}`,
    connectionId: row.connectionId,
    kind: "pending_never_booked",
    title: "Pending at the bank and never booked: remove it?",
    text:
      `Your bank showed a payment${what ? ` (${what})` : ""} in ${names.account(row.connectionId, row.accountId)} as pending on ` +
      `${names.day(row.connectionId, row.date)}, and no export since has booked it. If it never happened (a hold that was released), delete it from your ` +
      "budget: the link shows it, and the import that put it there.",
    path: `/history/transaction/${row.transactionId}`,
  };
}

/** Held at arrival: what the person must do for a receipt, or null when it needs nothing of them. */
export function heldReceiptNotice(connectionId: string, entry: InboxEntry): Notice | null {
  const mail = entry.subject ? `“${entry.subject}”` : "A mail";
  const from = entry.from ? ` from ${entry.from}` : "";
  const base = { id: `receipt:${connectionId}:${entry.id}`, connectionId, kind: "receipt_held" as const, path: "/inbox" };
  switch (entry.verdict) {
    case "needs_amount":
      return {
        ...base,
        title: "A receipt needs its amount",
        text: `${mail}${from} reads as a purchase, but Intake could not find its total. Give the amount on the Receipts page to book it.`,
      };
    case "needs_review":
      return {
        ...base,
        title: "A receipt needs your review",
        text: `${mail}${from} reads as a purchase Intake is not sure of${entry.reason ? ` (${entry.reason})` : ""}. Check it on the Receipts page to book it.`,
      };
    case "needs_account":
      return {
        ...base,
        title: "A mailed statement needs its account",
        text: `${mail}${from} carries a statement that could be any of several of your accounts${entry.reason ? ` (${entry.reason})` : ""}. Choose its account on the Receipts page to import it.`,
      };
    case "failed":
      // A statement the person (or their bank) mailed and Intake could not import: never left to be found.
      if (typeof entry.fields?.statement !== "string") return null;
      return {
        ...base,
        title: "A mailed statement was not imported",
        text: `${mail}${from}: ${entry.reason ?? "the statement could not be read"}.`,
      };
    case "suspicious":
      return {
        ...base,
        title: "A suspicious mail reached your receipt address",
        text: `${mail}${from} was not booked${entry.reason ? `: ${entry.reason}` : ""}. Do not call numbers or follow links in it.`,
      };
    case "forwarding_confirmation": {
      // The code and the link stay on the Receipts page: a notice goes to a mailbox or a webhook.
      const provider = typeof entry.fields?.provider === "string" ? entry.fields.provider : "Your mail provider";
      return {
        ...base,
        kind: "forwarding_confirmation",
        title: `${provider} asks you to confirm forwarding to Intake`,
        text: `${provider} sent your Intake address a code to confirm it as a forwarding address. Open the Receipts page for the code or the link, and confirm it at ${provider} to start forwarding.`,
      };
    }
    default:
      return null;
  }
}

export function differsNotice(account: DifferingAccount, names: Names): Notice {
  return {
    id: `account:${account.connectionId}:${account.accountId}:differs:${account.differsAt}`,
    connectionId: account.connectionId,
    kind: "account_differs",
    title: "An account no longer agrees with your bank",
    text:
      `${capitalized(names.account(account.connectionId, account.accountId))}: ${ended(agreementSentence(account.agreement))} ` +
      "The Accounts page lists every cause found, with the row or the transaction to check.",
    path: `/coverage#account-${account.accountId}`,
  };
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A sentence with its full stop, unless it ends with its own ("deleted there?"). */
const ended = (s: string) => (/[.?!]$/.test(s) ? s : `${s}.`);
