// GET /receipts: the connection's receipts inbox, newest first: every message received, what Intake made
// of it and why, and for those sent on, what the delivery did (from the import job's report); on the first page,
// the forwarding confirmations still open and the addresses bank and card alerts came from.
// GET/PUT /receipts/mailbox: the connection's receipt address and settings, for scripts (the connection
// page edits the same settings with a form). POST /receipts/{id}/add books a held receipt (held-receipts.ts);
// POST /receipts/{id}/account imports a mailed statement held for its account (held-statements.ts): rooms of their
// own at the same base.
import { outboxOf } from "../storage";
import { configOf } from "../config";
import type { JobReport } from "../outbox";
import { alertSendersOf } from "../mail/alert-senders";
import { openConfirmations } from "../mail/forwarding-notices";
import { type InboxEntry, listReceipts } from "../mail/inbox";
import { MAX_SENDERS, type MailboxSettings, mailboxOf, updateMailbox } from "../mail/mailbox";
import { budgetOf } from "./budget";
import { refusalError } from "./refusals";
import { InboxQuery, MailboxChange } from "./requests/payments";
import { type Answer, Room } from "./route";

const MAILBOX_HINT = `Send JSON with any of: senders (up to ${MAX_SENDERS} email addresses), account_id (a manual account's id, or null for cash), match_mode (off, match_or_insert, match_or_hold), attach_receipts (true or false), time_zone (an IANA time zone such as "America/Chicago", or null to guess it from the budget's currency).`;

/** What a delivered receipt became: the job's outcome for its one item. */
type Delivery = "inserted" | "duplicate" | "refused" | "failed" | "pending" | "matched" | "held" | "removing" | "removed" | "kept";

const mailboxView = (mailbox: MailboxSettings, domain: string) => ({
  address: `${mailbox.alias}@${domain}`,
  senders: mailbox.allowedSenders,
  account_id: mailbox.accountId,
  match_mode: mailbox.matchMode,
  attach_receipts: mailbox.attachReceipts !== false,
  time_zone: mailbox.timeZone ?? null,
});

/** Whether the receipt's file is on its transaction: attached, already there, not attached (why), or still waiting. */
function attachmentOf(entry: InboxEntry, reports: Record<string, JobReport | null>) {
  if (!entry.attachment_job_id) return entry.attachment_reason ? { attachment: { outcome: "none", reason: entry.attachment_reason } } : {};
  const report = reports[entry.attachment_job_id];
  const item = report?.items?.[0];
  if (!item) return {};
  const outcomes: Partial<Record<string, string>> = { inserted: "attached", duplicate: "already_attached", invalid: "not_attached" };
  const reason = item.reason ?? (item.outcome === "pending" ? report?.last_error : undefined) ?? null;
  return { attachment: { outcome: outcomes[item.outcome] ?? item.outcome, reason } };
}

/** What the receipt's delivery became, from its job's one item. */
function deliveryOf(entry: InboxEntry, reports: Record<string, JobReport | null>) {
  const report = entry.job_id ? reports[entry.job_id] : null;
  const item = report?.items?.[0];
  if (!item) return entry;
  const delivery: Delivery = item.outcome === "duplicate" ? "duplicate" : item.outcome === "invalid" ? "refused" : item.outcome;
  // A receipt waiting in match mode has no item reason yet: the job says what it waits for.
  const why = item.reason ?? (item.outcome === "pending" ? report?.last_error : undefined) ?? null;
  return {
    ...entry,
    delivery,
    transaction_id: item.transaction_id ?? null,
    delivery_reason: why,
    ...attachmentOf(entry, reports),
  };
}

export const receipts = new Room("/receipts")
  .route(
    {
      method: "get",
      path: "/receipts",
      summary: "The receipts inbox, newest first, one page.",
      query: InboxQuery,
      hint: "Query parameters not accepted: use limit (1 to 100) and cursor.",
      answers: { 200: "InboxAnswer" },
      refusals: [400],
    },
    async (c) => {
      const query = c.req.valid("query");
      const connectionId = c.get("connectionId");
      const page = await listReceipts(c.env.CONNECTIONS, connectionId, { limit: query.limit ?? 50, cursor: query.cursor });
      // Every receipt's job and its file's job, read in one call to the Outbox.
      const jobIds = page.receipts.flatMap((e) => [e.job_id, e.attachment_job_id].filter((id): id is string => Boolean(id)));
      const reports = jobIds.length > 0 ? await outboxOf(c.env).reports(jobIds, { connectionId, items: true, limit: 1 }) : {};
      const entries = page.receipts.map((entry) => deliveryOf(entry, reports));
      // The first page is the newest mail: a confirmation older than it has later mail, and is no longer open. The
      // alerts' senders are the whole mailbox's, not a page's: said once, with the first.
      const firstPage = query.cursor
        ? {}
        : {
            forwarding_confirmations: openConfirmations(page.receipts, new Date()),
            alert_senders: await alertSendersOf(c.env.CONNECTIONS, connectionId),
          };
      return c.json({ budget: await budgetOf(c), receipts: entries, ...firstPage, cursor: page.cursor } satisfies Answer<"InboxAnswer">);
    },
  )
  .route(
    {
      method: "get",
      path: "/receipts/mailbox",
      summary: "The connection's receipt address and settings.",
      answers: { 200: "MailboxReadAnswer" },
    },
    async (c) =>
      c.json({
        budget: await budgetOf(c),
        ...mailboxView(await mailboxOf(c.env.CONNECTIONS, c.get("connectionId")), configOf(c.env).emailDomain),
      } satisfies Answer<"MailboxReadAnswer">),
  )
  .route(
    {
      method: "put",
      path: "/receipts/mailbox",
      summary: "Changes the receipt settings.",
      body: { json: MailboxChange },
      hint: MAILBOX_HINT,
      answers: { 200: "MailboxAnswer" },
      refusals: [400, 404, 409],
    },
    async (c) => {
      const { senders, account_id, match_mode, attach_receipts, time_zone } = c.req.valid("json");
      if (typeof account_id === "number") {
        // Checked now, not when the first receipt arrives: a wrong id is the sender's to fix.
        const target = await outboxOf(c.env).target(c.get("connectionId"), account_id);
        if (!target.ok) throw refusalError(target, account_id);
      }
      const next = await updateMailbox(c.env.CONNECTIONS, c.get("connectionId"), {
        ...(senders ? { allowedSenders: senders } : {}),
        ...(account_id !== undefined ? { accountId: account_id } : {}),
        ...(match_mode ? { matchMode: match_mode } : {}),
        ...(attach_receipts !== undefined ? { attachReceipts: attach_receipts } : {}),
        ...(time_zone !== undefined ? { timeZone: time_zone } : {}),
      });
      return c.json(mailboxView(next, configOf(c.env).emailDomain) satisfies Answer<"MailboxAnswer">);
    },
  );
