// A payment as it happened (its truth) and what each channel says of it: the receipt the charged amount (a
// restaurant's with the tip, abroad in the shop's currency), the phone's tap what was authorised (before the tip;
// at a fuel pump the hold), the bank's pending row the authorisation in the account's currency, its booked row what
// was really taken, days later, in the account's currency at the card network's rate.
import { bankText, fieldOf } from "./bank-texts.mjs";
import { RATES } from "./budget.mjs";
import { cents, DAY, dateOf } from "./draw.mjs";
import { KINDS } from "./merchants.mjs";

/** A card network's rate over the service's, and its foreign-transaction fee: up to 3% more. */
const FX_FEE = [0, 3];
/** A person forwards a receipt later (after the bank's row, often) this often; a tap arrives days late this often. */
const LATE_RECEIPT = 0.35;
const LATE_TAP = 0.05;
/** A phone that reads the bank app's notification writes the bank's text, not the shop's name. */
const RAW_TAP_NAME = 0.2;

/** `draft`: {shop, account, day, amount?, foreign?, tags?, force?}; `s`: the stream (home currency, accounts, stores). */
export function finish(draft, id, d, s) {
  const kind = KINDS[draft.shop.kind];
  const force = draft.force ?? {};
  const currency = draft.foreign ?? s.currency;
  const bill = Number(draft.amount ?? (kind.prices ? d.pick(kind.prices) : d.money(...kind.range)));
  // Tips are a US custom; a refund has none, nor a hold.
  const tip = kind.tip && currency === "usd" && !force.refund ? d.int(10, 25) / 100 : 0;
  const sign = force.refund ? -1 : 1;
  const charged = cents(sign * bill * (1 + tip));
  const rate = currency === s.currency ? 1 : (RATES[currency] / RATES[s.currency]) * (1 + d.int(...FX_FEE) / 100);
  const booked = cents(Number(charged) * rate);
  // Holds are drawn for home purchases only: abroad the pending row's conversion is not modelled.
  const hold = force.refund || draft.foreign ? null : holdOf(kind, force, d, s, booked);
  const nights = kind.nights ? d.int(...kind.nights) : 0;
  const t0 = draft.day * DAY + d.int(8 * 60, 21 * 60);
  const bookDay = draft.day + nights + (force.lag ?? d.int(...kind.lag));
  const field = fieldOf(draft.shop, s.storeOf(draft.shop), d.rnd);
  const account = s.accounts[draft.account];
  const text = account ? bankText(account.style, field, draft.shop, dateOf(draft.day), draft.foreign ? s.abroad : null) : null;
  const cash = draft.account === "cash";
  const card = !cash && !force.refund;
  const tapped = card && (force.tap ?? d.chance(kind.tap));
  const mailed = cash || (!force.refund && (force.receipt ?? d.chance(kind.receipt)));
  const checkout = (draft.day + nights) * DAY + 11 * 60;
  return {
    id,
    shop: draft.shop,
    account: draft.account,
    day: draft.day,
    t0,
    tags: [...(draft.tags ?? []), ...(draft.collision ? [draft.collision] : [])],
    currency,
    // The network's merchant field, as a card alert may name the shop.
    field,
    charged,
    // What the phone and the pending row say: before the tip, or the pump's hold.
    authorised: hold ? hold : cents(sign * bill),
    pendingAmount: hold ?? (tip ? cents(bill * rate) : booked),
    booked: cash ? null : { amount: booked, date: dateOf(bookDay), at: bookDay * DAY + 5 * 60, text },
    pendingShown: Boolean(force.pendingShown),
    tap: tapped
      ? { at: d.chance(LATE_TAP) ? t0 + d.int(2, 6) * DAY : t0 + 1, name: d.chance(RAW_TAP_NAME) ? field : draft.shop.name }
      : null,
    receipt: mailed
      ? {
          at: kind.nights ? checkout + d.int(5, 60) : d.chance(LATE_RECEIPT) ? t0 + d.int(1, 10) * DAY + d.int(0, 600) : t0 + d.int(2, 60),
          date: dateOf(draft.day + nights),
          order: kind.order || d.chance(0.5) ? `${draft.shop.name.slice(0, 2).toUpperCase()}-${id.slice(1)}${d.int(100, 999)}` : null,
        }
      : null,
    hold: hold !== null,
    tip: tip > 0,
    foreign: currency !== s.currency,
  };
}

/**
 * The amount a hold shows: a US pump's 1.00 or 100.00, a European pump's 100.00 or 150.00, a hotel's estimate of
 * the stay; null for no hold (paid inside, or not a fuel station or hotel).
 */
function holdOf(kind, force, d, s, booked) {
  if (force.hold === false || !kind.hold) return null;
  if (typeof force.hold === "string") return force.hold;
  if (kind.nights) return cents(Math.ceil((Number(booked) * (1 + d.int(5, 25) / 100)) / 10) * 10);
  if (!d.chance(0.6)) return null;
  return s.home === "us" ? d.pick(["1.00", "100.00"]) : d.pick(["100.00", "150.00"]);
}
