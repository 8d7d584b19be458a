// The CAMT adapter: each entry (`Ntry`) in its direction (direction.ts) becomes one transaction, as the bank booked
// it (a batch entry's payments kept in its notes and metadata, batch.ts); booking date (date or date-time), the bank's
// reference as the id, the counterparty as payee (details.ts), remittance information as notes; pending entries are
// imported marked pending (the booked entry of a later statement takes them over); the booked balances
// (balances.ts) check the entries and the closing one is reported.
import { statementExternalId } from "../../ids";
import { type ImportPlan, type PlannedItem, type RowReport } from "../../plan";
import type { SourceAdapter } from "../contract";
import { statementCheck, type StatementCheck, statementsVerification, type Verification } from "../verification";
import { SourceInputError } from "../errors";
import { accountsByCurrency, chooseAccount, identityKey } from "../file-accounts";
import { openingTags, plannedFromOneReading } from "../statement-chunks";
import { serviceAmount } from "../../money";
import { bookedBalances } from "./balances";
import { batchMetadata, batchNotes, batchOf } from "./batch";
import { counterparty, remittance, sharedCounterparty } from "./details";
import { directionOf, signsAmounts } from "./direction";
import { attribute, camtDocument, type CamtDocument, children, entries, type Node, text } from "./document";
import { xmlText } from "./encoding";
import { recognizesCamt } from "./signature";

/** With at most MAX_STATEMENT_TRANSACTIONS, what a statement of this format fits in (bench/upload/heap.mjs). */
const MAX_CAMT_BYTES = 16 * 1024 * 1024;
const CAMT_FILE = { what: "a CAMT file", maxBytes: MAX_CAMT_BYTES, countTransactions: (bytes: Uint8Array) => openingTags(bytes, "Ntry") };

export interface CamtSettings {
  /** The account (IBAN or other id) to import when the file holds several. */
  account?: string;
}

export interface CamtProfile {
  format: "camt";
  message: string;
  accounts: string[];
  account: string;
  closing_balance: { amount: string; currency: string | null; date: string | null } | null;
  /** Each statement's opening balance plus its booked entries against its closing balance. */
  verification?: Verification;
  /** Entries that batch several payments, each imported as the one booking it is, its payments kept with it. */
  batches?: string[];
  warnings?: string[];
}

export const camtAdapter: SourceAdapter<CamtSettings, CamtProfile> = {
  format: "camt",
  name: "CAMT",
  whole: CAMT_FILE,
  recognizes: recognizesCamt,
  ...plannedFromOneReading(CAMT_FILE, readCamt, (statements, options) => planCamt(statements, options.settings?.account)),
  statementBalance: (profile) => profile.closing_balance,
  verification: (profile) => profile.verification ?? null,
  fileAccounts: (profile) => profile.accounts,
  importedAccount: (profile) => profile.account,
};

/**
 * An account is its IBAN (or other id) and its currency: banks keep one IBAN in several currencies and send a
 * statement per currency, which are two accounts to the service (a manual account has one currency). The
 * currency is the account's (`Acct/Ccy`), else its balances' (`Bal/Amt/@Ccy`), else its entries'; a statement
 * that names none (an empty notification) is of its IBAN's first currency in the file.
 */
function accountsOf(statements: CamtDocument["statements"]): ReturnType<typeof accountsByCurrency<Node>> {
  return accountsByCurrency(
    statements.map(({ node }) => ({
      statement: node,
      number: text(node, "Acct/Id/IBAN") ?? text(node, "Acct/Id/Othr/Id") ?? "unnamed account",
      currency: (
        text(node, "Acct/Ccy") ??
        attribute(children(node, "Bal")[0], "Amt", "Ccy") ??
        attribute(entries(node).next().value ?? undefined, "Amt", "Ccy")
      )?.toUpperCase(),
    })),
  );
}

/** Every statement, report or notification of the file, read once (planning one account reads, never changes, them). */
function readCamt(bytes: Uint8Array): CamtDocument {
  const document = camtDocument(xmlText(bytes));
  if (document.statements.length === 0) throw new SourceInputError("this CAMT file holds no statement, report or notification");
  return document;
}

function planCamt({ statements, cut }: CamtDocument, wanted: string | undefined): ImportPlan<CamtProfile> & { profile: CamtProfile } {
  const first = statements[0];
  const last = statements.at(-1);
  if (!first || !last) throw new SourceInputError("this CAMT file holds no statement, report or notification");
  const { named, keys } = accountsOf(statements);
  const chosen = chooseAccount(named, wanted, "CAMT");
  const isChosen = (node: Node) => keys.get(node) === identityKey(chosen);
  const account = chosen.seed;
  const items: PlannedItem[] = [];
  const rows: RowReport[] = [];
  const warnings: string[] = [];
  const batches: string[] = [];
  const seen = new Map<string, number>();
  let entryNumber = 0;
  let closing: CamtProfile["closing_balance"] = null;
  const checked: StatementCheck[] = [];
  for (const { node, created } of statements) {
    if (!isChosen(node)) continue;
    const { opening, closing: own } = bookedBalances(node);
    closing = own ?? closing;
    const firstItem = items.length;
    const firstRow = entryNumber + 1;
    const signed = signsAmounts(node);
    for (const entry of entries(node)) {
      const row = ++entryNumber;
      const status = (text(entry, "Sts") ?? text(entry, "Sts/Cd"))?.toUpperCase();
      // Pending: imported as what it is until the booked entry of a later statement takes it over.
      const pending = status === "PDNG";
      if (status && status !== "BOOK" && !pending) {
        rows.push({ row, outcome: "ignored", reason: `status ${status}` });
        continue;
      }
      const planned = transactionOf(entry, row, account, seen, { warnings, batches }, { created, pending, signed });
      if ("error" in planned) rows.push({ row, outcome: "error", reason: planned.error });
      else {
        items.push(planned);
        rows.push({ row, outcome: "planned" });
      }
    }
    checked.push(statementCheck(opening, own, items.slice(firstItem), firstRow));
  }
  // A cut file: the entries before the cut are whole; the one it stops inside (the last statement's) is not read.
  if (cut !== null && isChosen(last.node)) {
    if (cut.insideEntry)
      rows.push({ row: ++entryNumber, outcome: "error", reason: `entry ${entryNumber}: the file ends inside this entry` });
    warnings.push("The file ended early: its XML stops after its last whole entry, unclosed. Import the complete file from the bank.");
  }
  const profile: CamtProfile = {
    format: "camt",
    message: first.kind,
    accounts: named.map((a) => a.label),
    account: chosen.label,
    closing_balance: closing,
    verification: statementsVerification(checked),
    ...(batches.length > 0 ? { batches } : {}),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
  return { items, rows, profile };
}

/** One entry's transaction: the entry as booked, a batch's payments kept with it (batch.ts). */
function transactionOf(
  entry: Node,
  row: number,
  account: string,
  seen: Map<string, number>,
  /** What the reading says: warnings, and the batches kept with their entries. */
  said: { warnings: string[]; batches: string[] },
  statement: {
    /** The statement's or notification's creation time: the date of an entry that names none (camt.054 often). */
    created: string | null;
    pending: boolean;
    /** The statement signs its amounts (direction.ts). */
    signed: boolean;
  },
): PlannedItem | { error: string } {
  const { created, pending, signed } = statement;
  const { warnings, batches } = said;
  const details = children(entry, "NtryDtls").flatMap((d) => children(d, "TxDtls"));
  const signedAmount = text(entry, "Amt");
  const written = signedAmount?.replace(/^[+-]/, "");
  const own = text(entry, "BookgDt/Dt") ?? text(entry, "BookgDt/DtTm") ?? text(entry, "ValDt/Dt") ?? text(entry, "ValDt/DtTm");
  const date = (own ?? created)?.slice(0, 10);
  if (!own && created && !pending) warnings.push(`entry ${row} has no booking or value date: dated by the message's creation (${date})`);
  if (!written || !/^\d+(\.\d+)?$/.test(written)) return { error: `entry ${row}: the amount "${signedAmount ?? ""}" is not readable` };
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return { error: `entry ${row}: no booking or value date` };
  const direction = directionOf(entry, undefined, signed);
  if (direction.review) warnings.push(`entry ${row}: ${direction.review}: imported as money out, marked for review`);
  const moneyOut = direction.out;
  const { value, rounded } = serviceAmount(`${moneyOut ? "-" : ""}${written}`);
  if (rounded) warnings.push(`entry ${row}: ${written} has more than 4 decimals; it was rounded`);
  const first = details[0];
  const batch = details.length > 1 ? batchOf(entry, details, signed, value) : null;
  // A batch is the booking, so its id is the booking's reference: the one a statement that lists only the batch's
  // total (`Btch`, no details) gives the same entry whose payments a notification (camt.054) lists. A single payment
  // keeps its own reference first, as it always has.
  const entryReference = text(entry, "AcctSvcrRef") ?? text(entry, "NtryRef");
  const paymentReference = text(first, "Refs/AcctSvcrRef") ?? text(first, "Refs/EndToEndId");
  const reference = batch ? (entryReference ?? paymentReference) : (paymentReference ?? entryReference);
  const usable = reference && reference.toUpperCase() !== "NOTPROVIDED" ? reference : null;
  const key = usable ? `ref\u001f${usable}\u001f0` : `${date}\u001f${value}\u001f0`;
  const occurrence = (seen.get(key) ?? 0) + 1;
  seen.set(key, occurrence);
  const item: PlannedItem["item"] = {
    date,
    amount: value,
    external_id: statementExternalId("camt", account, key, usable ? 1 : occurrence),
  };
  const currency = attribute(entry, "Amt", "Ccy");
  if (currency) item.currency = currency.toLowerCase();
  // A reversal's parties are the original payment's: a returned direct debit names its creditor as Cdtr.
  const creditor = moneyOut !== /^(true|1)$/.test(text(entry, "RvslInd") ?? "");
  // A batch is none of its payments: its payee is theirs only when they share one.
  const payee = batch ? sharedCounterparty(details, creditor) : counterparty(first, creditor);
  if (payee) item.payee = payee;
  const notes = batch
    ? batchNotes(batch, text(entry, "AddtlNtryInf"))
    : (remittance(first) ?? text(first, "AddtlTxInf") ?? text(entry, "AddtlNtryInf"));
  if (notes) item.notes = notes;
  if (batch) {
    item.custom_metadata = { batch: batchMetadata(batch) };
    batches.push(
      `entry ${row}: ${details.length} payments booked as one entry, imported as one, its payments in its notes and metadata` +
        (batch.sum === null
          ? " (not every one gives its amount in the entry's currency)"
          : batch.addsUp
            ? ""
            : " (they do not add up to it)"),
    );
  }
  if (pending) item.custom_metadata = { ...item.custom_metadata, pending: true };
  if (direction.review) {
    item.status = "unreviewed";
    item.custom_metadata = { ...item.custom_metadata, needs_review: direction.review };
  }
  return {
    row,
    item,
    ...(usable ? { recordId: `${usable}#0` } : { occurrence }),
    ...(pending ? { provisional: "pending" as const } : {}),
  };
}
