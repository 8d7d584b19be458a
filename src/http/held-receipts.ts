// POST /receipts/{id}/add: a receipt held in the inbox ("needs your amount", "needs review") booked with the
// amount the person gives (and the payee, currency or date when they correct what was read). JSON in; the
// entry, now queued with its job, out. A second "Add" of the same entry is a 409, never a second transaction.
// POST /receipts/{id}/not-a-purchase: the person's "no" to a held mail (not-a-purchase.ts).
import type * as z from "zod";
import { addHeldReceipt, type HeldAddition } from "../mail/add";
import { dismissHeldReceipt } from "../mail/not-a-purchase";
import { MAX_WHOLE_DIGITS } from "../formats/plausible";
import { badRequest, HttpError } from "./errors";
import { heldRefusal, noEntry, notHeld } from "./held-entries";
import { refusalError } from "./refusals";
import { AddReceiptBody } from "./requests/payments";
import { type Answer, Room } from "./route";

/**
 * Up to 11 integer digits and 4 decimals: the service keeps 4 decimals, and its amounts are doubles, exact to
 * 15 digits. Digits only, with a decimal point — or a decimal comma before one or two digits ("12,50"), as
 * much of the world types it; a comma before three ("1,234") could be either and is refused.
 */
const AMOUNT = new RegExp(`^(?<int>\\d{1,${MAX_WHOLE_DIGITS}})(?:\\.(?<dot>\\d{1,4})|,(?<comma>\\d{1,2}))?$`);
/** As long as the service's other names (a category's, a tag's). */
const PAYEE_MAX = 100;

// Behind a key (the declaration's default): auth.ts also refuses a cookie-authorised change from another origin.
export const heldReceipts = new Room("/receipts")
  .route(
    {
      method: "post",
      path: "/receipts/{id}/add",
      summary: "Books a held receipt (needs_amount, needs_review) with the amount the person gives.",
      body: { json: AddReceiptBody },
      hint: "Send JSON with amount (required) and any of payee, currency, date.",
      answers: { 200: "HeldReceiptAnswer" },
      refusals: [400, 404, 409, 503],
    },
    async (c) => {
      const addition = heldAddition(c.req.valid("json"));
      const outcome = await addHeldReceipt(c.env, c.get("connectionId"), c.req.param("id"), addition);
      if (outcome.ok) return c.json({ receipt: outcome.value } satisfies Answer<"HeldReceiptAnswer">);
      throw heldRefusal(
        outcome.reason,
        {
          done: "This receipt was already added: its transaction is on its way (see its job).",
          otherwise: "Only a receipt held for its amount or payee can be added.",
        },
        (failed) =>
          failed.refusal
            ? refusalError(failed.refusal, failed.accountId ?? undefined)
            : new HttpError(503, "Intake could not hand the receipt to delivery; it is still held, try again shortly."),
      );
    },
  )
  // "Not a purchase": the answer to a held mail, kept for its sender where it asked "Is this a purchase?".
  .route(
    {
      method: "post",
      path: "/receipts/{id}/not-a-purchase",
      summary:
        'Says a held receipt is not a purchase; where it asked "Is this a purchase?", its sender\'s next such mails are not booked either.',
      answers: { 200: "HeldReceiptAnswer" },
      refusals: [404, 409],
    },
    async (c) => {
      const outcome = await dismissHeldReceipt(c.env, c.get("connectionId"), c.req.param("id"));
      if (outcome.ok) return c.json({ receipt: outcome.value } satisfies Answer<"HeldReceiptAnswer">);
      if (outcome.reason.kind === "unknown") throw noEntry();
      throw notHeld(outcome.reason.entry, {
        done: "This receipt was already added: its transaction is on its way (see its job).",
        otherwise: "Only a held receipt can be answered as not a purchase.",
      });
    },
  );

/** The person's values, checked one by one so the message names the field to fix. */
function heldAddition(body: z.infer<typeof AddReceiptBody>): HeldAddition {
  const addition: HeldAddition = { amount: amountOf(body.amount) };
  if (body.payee !== undefined && body.payee.trim() !== "") {
    const payee = body.payee.trim().replace(/\s+/g, " ");
    if (payee.length > PAYEE_MAX || /\p{Cc}/u.test(payee))
      throw badRequest(`The payee is a name of up to ${PAYEE_MAX} characters.`, { field: "payee" });
    addition.payee = payee;
  }
  if (body.currency !== undefined && body.currency.trim() !== "") {
    const code = body.currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code) || !knownCurrencies().has(code))
      throw badRequest("The currency is a three-letter ISO 4217 code, such as EUR or USD.", { field: "currency" });
    addition.currency = code.toLowerCase();
  }
  if (body.date !== undefined && body.date.trim() !== "") {
    const date = body.date.trim();
    if (!isCalendarDate(date)) throw badRequest("The date is a day written YYYY-MM-DD, such as 2024-10-08.", { field: "date" });
    addition.date = date;
  }
  return addition;
}

function amountOf(value: string | number | undefined): string {
  if (value === undefined || (typeof value === "string" && value.trim() === ""))
    throw badRequest("Give the amount that was paid, such as 12.50.", { field: "amount" });
  // A JSON number as JavaScript writes it: an exponent ("1e21") or NaN fails the pattern below.
  const text = typeof value === "number" ? String(value) : value.trim();
  const m = AMOUNT.exec(text);
  const whole = m?.groups?.int;
  if (!m?.groups || whole === undefined)
    throw badRequest(
      `The amount is a positive number with up to ${MAX_WHOLE_DIGITS} digits and 4 decimals, such as 12.50 (no thousands separators).`,
      {
        field: "amount",
      },
    );
  const decimals = m.groups.dot ?? m.groups.comma ?? "";
  const amount = `${whole.replace(/^0+(?=\d)/, "")}${decimals ? `.${decimals}` : ""}`;
  if (!/[1-9]/.test(amount)) throw badRequest("The amount must be more than zero.", { field: "amount" });
  return amount;
}

function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.toISOString().slice(0, 10) === text;
}

let currencies: ReadonlySet<string> | undefined;
/** The ISO 4217 codes the runtime knows. */
function knownCurrencies(): ReadonlySet<string> {
  currencies ??= new Set(Intl.supportedValuesOf("currency"));
  return currencies;
}
