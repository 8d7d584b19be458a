// @ts-check
// The receipts inbox: each message with its verdict in words, the fields read and how, the transaction,
// a retry for a delivery that failed, and for a receipt held for its amount or payee, a form that adds it;
// above the table, a mail provider's request to confirm forwarding to this address, until it is used.
// Its table shows each row's key columns on a narrow screen and opens the others beneath it.
import "./data-table.js";
import { announce, byId, h } from "./elements.js";
import { api, ApiError, requireKey } from "./session.js";
import { attachmentInWords, deliveryInWords, displayMoney, displayTime, howInWords, inWords, plural } from "./words.js";
/** @import { HeldReceipt, Inbox, InboxEntry, MailboxRead } from "./answers" */
/** @typedef {NonNullable<InboxEntry["fields"]>} Fields */

/** What was read from a receipt, in a person's words. */
const READ_LABELS = { merchant: "shop", total: "total", date: "date", orderNumber: "order number" };

/** The verdict in words: what Intake decided, then what the delivery did. */
const VERDICTS = {
  queued: "sent to your budget",
  not_a_receipt: "not a purchase",
  suspicious: "suspicious: not booked",
  unverified: "not verified",
  refused: "refused",
  failed: "failed",
  needs_amount: "needs your amount",
  needs_review: "needs review",
  forwarding_confirmation: "forwarding confirmation: not booked",
  needs_account: "statement: choose its account",
  already_imported: "statement imported already",
};
/** A card alert's kind in words. */
const ALERT_KINDS = {
  purchase: "a purchase",
  withdrawal: "a withdrawal",
  refund: "a refund",
  incoming: "money in",
  hold: "a pending hold",
  pending: "a payment still pending",
  declined: "declined",
  reversed: "reversed",
  notice: "a notice",
};
/** How many item lines "What was read" lists. */
const ITEMS_SHOWN = 3;
const DELIVERIES = {
  inserted: "inserted",
  duplicate: "already there",
  refused: "refused by the budget",
  failed: "failed",
  pending: "waiting",
  matched: "matched to the bank's transaction",
  held: "held: no matching transaction",
};

/** @type {string | null} */
let cursor = null;

await requireKey();
byId("inbox-more").addEventListener("click", () => load(false));
await load(true);

/** @param {boolean} first */
async function load(first) {
  /** @type {Inbox} */
  let page;
  try {
    page = await api(`/receipts?limit=50${cursor && !first ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
  } catch (error) {
    byId("inbox-summary").textContent = error instanceof ApiError ? inWords(error.message) : "The inbox could not be loaded.";
    return;
  }
  cursor = page.cursor;
  if (first) byId("forwarding-notices").replaceChildren(...(page.forwarding_confirmations ?? []).map(forwardingNotice));
  if (first) fillAlertSenders(page.alert_senders ?? []);
  const tbody = byId("inbox-table").querySelector("tbody");
  const rows = page.receipts.map(row);
  if (first) tbody?.replaceChildren(...rows);
  else tbody?.append(...rows);
  const shown = tbody?.children.length ?? 0;
  byId("inbox-summary").textContent = shown === 0 ? "No receipts yet." : `${plural(shown, "message")} shown.`;
  byId("inbox-more").hidden = cursor === null;
}

/**
 * "Gmail asks you to confirm forwarding from pat@example.org: code 123456789 — or open this link". The link is
 * the provider's own (the server keeps no other); it is checked again here all the same.
 * @param {{ provider: string, code: string | null, link: string | null, forwarded_by: string | null }} c
 */
function forwardingNotice(c) {
  const link = c.link?.startsWith("https://")
    ? h("a", { href: c.link, target: "_blank", rel: "noopener noreferrer", text: "open this link" })
    : null;
  const from = c.forwarded_by ? `from ${c.forwarded_by}` : "to this address";
  return h(
    "p",
    { class: "notice forwarding", role: "status" },
    `${c.provider} asks you to confirm forwarding ${from}: `,
    c.code ? `code ${c.code}` : null,
    c.code && link ? " — or " : null,
    link,
  );
}

/**
 * The addresses alerts came from, where the server could not list them (a tab signed in with an API key):
 * "Chase, no.reply.alerts@chase.com: 2 alerts, the last on 3 Oct 2026".
 * @param {{ address: string, issuer: string | null, count: number, last_seen: string }[]} senders
 */
function fillAlertSenders(senders) {
  const slot = document.getElementById("alert-senders");
  if (!slot || slot.dataset.fill !== "api") return;
  const list =
    senders.length === 0
      ? h("p", { id: "alert-senders", text: "No alerts yet: the sender of the first one your rule forwards is listed here." })
      : h(
          "ul",
          { id: "alert-senders" },
          ...senders.map((s) =>
            h(
              "li",
              {},
              s.issuer ? h("strong", { text: s.issuer }) : null,
              s.issuer ? ", " : null,
              h("span", { class: "address", text: s.address }),
              `: ${plural(s.count, "alert")}, the last on ${displayTime(s.last_seen.slice(0, 10))}`,
            ),
          ),
        );
  slot.replaceWith(list);
}

/** A read field as shown: the total with its currency (two decimals), the day in the reader's locale. @param {string} key @param {Fields} fields */
function readValue(key, fields) {
  if (key === "total") return displayMoney(String(fields.total), String(fields.currency ?? "")).trim();
  if (key === "date") return displayTime(String(fields.date));
  return String(fields[key]);
}

/**
 * "card alert, a purchase: Chase, Chase Freedom (...4321) → account #102; paid 40.00 CHF": what kind of alert, whose
 * card, and the account it went to (from the card table, else the mailbox's).
 * @param {Fields} fields
 * @returns {string[]}
 */
function alertInWords(fields) {
  if (!fields.alert_kind) return [];
  const kind = ALERT_KINDS[/** @type {keyof ALERT_KINDS} */ (fields.alert_kind)] ?? fields.alert_kind;
  const whose = [fields.issuer, fields.card].filter(Boolean).join(", ");
  const account = "account_id" in fields ? ` → ${fields.account_id === null ? "cash" : `account #${fields.account_id}`}` : "";
  const original = fields.original_amount ? `; paid ${fields.original_amount}` : "";
  return [`card alert, ${kind}${whose ? `: ${whose}` : ""}${account}${original}`];
}

/**
 * "statement "Umsaetze.csv" (csv) → account #205": a statement mailed in, and the account it went to.
 * @param {Fields} fields
 * @returns {string[]}
 */
function statementInWords(fields) {
  if (typeof fields.statement !== "string") return [];
  const format = fields.format ? ` (${String(fields.format).toUpperCase()})` : "";
  const account = typeof fields.account_id === "number" ? ` → account #${fields.account_id}` : "";
  return [`statement "${fields.statement}"${format}${account}`];
}

/**
 * A statement several accounts could be: one button per account, which imports it there (POST /receipts/:id/account)
 * and shows the row queued with its report.
 * @param {InboxEntry} r
 */
function accountChoice(r) {
  const ids = /** @type {string[]} */ (r.fields?.account_choices ?? []);
  const names = /** @type {string[]} */ (r.fields?.account_names ?? []);
  const said = h("span", { class: "why", role: "status" });
  const buttons = ids.map((id, i) =>
    h("button", {
      type: "button",
      class: "secondary",
      text: `Import into ${names[i] ?? `account #${id}`}`,
      onclick: async () => {
        for (const b of buttons) /** @type {HTMLButtonElement} */ (b).disabled = true;
        try {
          /** @type {HeldReceipt} */
          const answer = await api(`/receipts/${encodeURIComponent(r.id)}/account`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ account_id: Number(id) }),
          });
          document.querySelector(`tr[data-id="${r.id}"]`)?.replaceWith(row(answer.receipt));
          announce(`The statement is imported into ${names[i] ?? `account #${id}`}.`);
        } catch (error) {
          said.textContent = `Not imported: ${error instanceof ApiError ? inWords(error.message) : "Intake could not be reached."}`;
          for (const b of buttons) /** @type {HTMLButtonElement} */ (b).disabled = false;
          announce(said.textContent ?? "");
        }
      },
    }),
  );
  return h("div", {}, ...buttons, said);
}

/**
 * The reader's own notes on each field, folded away: the line says where a field was read, these say how.
 * @param {Record<string, string | undefined> | undefined} how
 */
function readingDetail(how) {
  const notes = Object.entries(how ?? {}).flatMap(([k, note]) =>
    note && Object.hasOwn(READ_LABELS, k) ? [/** @type {const} */ ([k, note])] : [],
  );
  if (notes.length === 0) return null;
  return h(
    "details",
    { class: "reading" },
    h("summary", { text: "how it was read" }),
    h("ul", {}, ...notes.map(([k, note]) => h("li", { text: `${READ_LABELS[/** @type {keyof READ_LABELS} */ (k)]}: ${inWords(note)}` }))),
  );
}

/** @param {InboxEntry} r */
function row(r) {
  // A statement's job has many rows: its report says what each became, not its first row's delivery.
  const statement = typeof r.fields?.statement === "string";
  if (statement) r = { ...r, delivery: undefined, delivery_reason: undefined, transaction_id: undefined };
  const verdict = r.delivery
    ? DELIVERIES[/** @type {keyof DELIVERIES} */ (r.delivery)]
    : VERDICTS[/** @type {keyof VERDICTS} */ (r.verdict)];
  const why = r.delivery_reason ?? r.reason ?? "";
  const fields = r.fields ?? {};
  const read = alertInWords(fields)
    .concat(statementInWords(fields))
    .concat(
      ["merchant", "total", "date", "orderNumber"]
        .filter((k) => fields[k])
        .map(
          (k) =>
            `${READ_LABELS[/** @type {keyof READ_LABELS} */ (k)]}: ${readValue(k, fields)}${/** @type {Record<string, string | undefined>} */ (r.confidence ?? {})[k] === "low" ? ", unsure" : ""}${howInWords(r.how?.[k]) ? `, ${howInWords(r.how?.[k])}` : ""}`,
        ),
    )
    .concat(Array.isArray(fields.items) && fields.items.length > 0 ? [`items: ${fields.items.slice(0, ITEMS_SHOWN).join(", ")}`] : [])
    .join(" · ");
  // A failed delivery is sent again; a held receipt (match mode found nothing) is inserted after all.
  const jobId = r.job_id;
  const retry =
    (r.delivery === "failed" || r.delivery === "held") && jobId
      ? h("button", {
          type: "button",
          class: "secondary",
          onclick: () => retryJob(jobId),
          text: r.delivery === "held" ? "Insert anyway" : "Retry",
        })
      : null;
  return h(
    "tr",
    { class: r.delivery ?? r.verdict, "data-id": r.id },
    // A <time>, on one line (intake.css): a date that wraps reads as two.
    h("td", {}, h("time", { datetime: r.received_at, text: displayTime(r.received_at) })),
    // What a person looks for first, at any width: the shop and the amount (the subject when no shop was read).
    h("td", {}, purchaseOf(r)),
    h("td", { class: "num" }, fields.total ? readValue("total", fields) : ""),
    h("td", {}, h("strong", { text: verdict ?? r.verdict }), why ? h("span", { class: "why", text: deliveryInWords(why) }) : null),
    h("td", {}, r.from ?? "(no sender)", h("br"), h("span", { class: "hint", text: r.subject ?? "(no subject)" })),
    h("td", {}, read, readingDetail(r.how)),
    h(
      "td",
      {},
      // The transaction by what it is, leading to where it is in the budget and the import that put it there.
      r.transaction_id
        ? h("a", {
            href: `/history/transaction/${encodeURIComponent(r.transaction_id)}`,
            text:
              typeof fields.merchant === "string" && fields.merchant
                ? `${fields.merchant} in your budget`
                : "the transaction in your budget",
          })
        : "",
      r.attachment ? h("span", { class: "why", text: attachmentInWords(r.attachment) }) : null,
      retry,
      r.verdict === "needs_amount" || r.verdict === "needs_review" ? addForm(r) : null,
      statement && r.job_id ? h("a", { href: `/history/${encodeURIComponent(r.job_id)}`, text: "the import's report" }) : null,
      r.verdict === "needs_account" ? accountChoice(r) : null,
      r.verdict === "unverified" && addressOf(r.from) ? acceptSender(/** @type {string} */ (addressOf(r.from))) : null,
    ),
  );
}

/**
 * The shop a mail is about ("Corner Deli"), else the mail's original subject or its own: the purchase in a few words.
 * @param {InboxEntry} r
 */
function purchaseOf(r) {
  const fields = r.fields ?? {};
  if (typeof fields.merchant === "string" && fields.merchant) return fields.merchant;
  if (typeof fields.statement === "string") return `statement "${fields.statement}"`;
  const subject = typeof fields.original_subject === "string" && fields.original_subject ? fields.original_subject : r.subject;
  return subject ?? "(no subject)";
}

/** The bare address of a From ("Pat <pat@example.org>" or "pat@example.org"), or null. @param {unknown} from */
function addressOf(from) {
  if (typeof from !== "string") return null;
  const address = (/<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : null;
}

/**
 * "Accept this sender" on a message from an address the mailbox does not accept: it joins the mailbox's senders
 * (PUT /receipts/mailbox), so its next receipts are read. Without it the person had to find the mailbox API.
 * @param {string} address
 */
function acceptSender(address) {
  const said = h("span", { class: "why", role: "status" });
  const button = /** @type {HTMLButtonElement} */ (
    h("button", {
      type: "button",
      class: "secondary",
      text: "Accept this sender",
      onclick: async () => {
        button.disabled = true;
        try {
          /** @type {MailboxRead} */
          const mailbox = await api("/receipts/mailbox");
          const senders = mailbox.senders;
          if (senders.includes(address)) {
            said.textContent = `${address} is accepted already: this message was not verified for the reason above.`;
          } else {
            await api("/receipts/mailbox", {
              method: "PUT",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ senders: [...senders, address] }),
            });
            said.textContent = `Accepted: mail from ${address} is read from now on. Forward this one again to book it.`;
            button.hidden = true;
          }
        } catch (error) {
          said.textContent = `Not accepted: ${error instanceof ApiError ? inWords(error.message) : "Intake could not be reached."}`;
          button.disabled = false;
        }
        announce(said.textContent ?? "");
      },
    })
  );
  return h("div", {}, button, said);
}

/**
 * The amount Intake could not read (the total, when it read one), the payee as read, and "Add": the receipt
 * becomes its transaction and the row shows it queued. A refusal is said next to the field it is about.
 * @param {InboxEntry} r
 */
function addForm(r) {
  const fields = r.fields ?? {};
  const ids = { amount: `amount-${r.id}`, payee: `payee-${r.id}`, error: `add-error-${r.id}` };
  const amount = /** @type {HTMLInputElement} */ (
    h("input", { id: ids.amount, type: "text", inputmode: "decimal", autocomplete: "off", required: true, "aria-describedby": ids.error })
  );
  amount.value = String(fields.total ?? "");
  const payee = /** @type {HTMLInputElement} */ (h("input", { id: ids.payee, type: "text", autocomplete: "off", maxlength: "100" }));
  payee.value = String(fields.merchant ?? "");
  const error = h("p", { id: ids.error, class: "error", role: "alert" });
  const button = /** @type {HTMLButtonElement} */ (h("button", { type: "submit", text: "Add" }));
  // Nothing in the mail said the person paid: the one question, answered either way, and kept for the sender.
  const asks = r.question === "is_purchase";
  const notPurchase = asks ? /** @type {HTMLButtonElement} */ (h("button", { type: "button", text: "Not a purchase" })) : null;
  const form = h(
    "form",
    { class: "add-held", "aria-label": `Add the receipt "${r.subject ?? "(no subject)"}"` },
    asks
      ? h("p", {
          class: "question",
          text: "Is this a purchase? Nothing in the mail says you paid. Your answer counts for this sender's next mails too.",
        })
      : null,
    h("label", { for: ids.amount, text: "Amount" }),
    amount,
    h("label", { for: ids.payee, text: "Payee" }),
    payee,
    button,
    notPurchase,
    error,
  );
  notPurchase?.addEventListener("click", async () => {
    error.textContent = "";
    notPurchase.disabled = true;
    try {
      await api(`/receipts/${encodeURIComponent(r.id)}/not-a-purchase`, { method: "POST" });
      announce("Noted: not a purchase, nor the next such mails of this sender.");
      await load(true);
    } catch (failure) {
      error.textContent = failure instanceof ApiError ? inWords(failure.message) : "The answer was not taken; try again.";
      notPurchase.disabled = false;
    }
  });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    for (const input of [amount, payee]) input.removeAttribute("aria-invalid");
    button.disabled = true;
    try {
      const body = { amount: amount.value, ...(payee.value.trim() ? { payee: payee.value } : {}) };
      await api(`/receipts/${encodeURIComponent(r.id)}/add`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      announce("Added: the receipt is on its way to your budget.");
      await load(true);
    } catch (failure) {
      error.textContent = failure instanceof ApiError ? inWords(failure.message) : "The receipt could not be added; try again.";
      const field = failure instanceof ApiError ? failure.details.field : undefined;
      const wrong = field === "payee" ? payee : field === "amount" ? amount : null;
      wrong?.setAttribute("aria-invalid", "true");
      wrong?.focus();
      button.disabled = false;
    }
  });
  return form;
}

/** @param {string} jobId */
async function retryJob(jobId) {
  try {
    await api(`/imports/${encodeURIComponent(jobId)}/retry`, { method: "POST" });
    announce("Sent again.");
    await load(true);
  } catch (error) {
    announce(error instanceof ApiError ? inWords(error.message) : "The retry was not accepted.");
  }
}
