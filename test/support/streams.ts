// A stream of the reconciliation bench (bench/reconcile/streams) sent end to end, each report as its channel sends
// it, in the order it arrives: a tap posted to /taps, a receipt mailed to the connection's address (forwarded as a
// mail client does), an export uploaded as the bank wrote the file. Then the sandbox's budget against the truth.
import { env, SELF } from "cloudflare:test";
import type { JobReport } from "../../src/outbox";
import { listReceipts } from "../../src/mail/inbox";
import { exportFile } from "../../bench/reconcile/streams/bank-files.mjs";
import { tapFields, tipOf } from "../../bench/reconcile/streams/channels.mjs";
import { stream } from "../../bench/reconcile/streams/generate.mjs";
import { connected, deliver, forward } from "./mail";
import { waitFor } from "./world";

/** What the test reads of a generated stream (generate.mjs). */
export interface Payment {
  id: string;
  shop: { name: string } | null;
  account: string;
  charged: string;
  /** What the card authorised: the bill before a tip. */
  authorised: string;
  tip: boolean;
  currency: string;
  tags: string[];
  booked: { amount: string } | null;
  receipt: { date: string; order: string | null } | null;
}
type Event =
  | { at: number; kind: "tap"; payment: Payment }
  | { at: number; kind: "receipt"; payment: Payment }
  | { at: number; kind: "export"; account: string };
export interface Stream {
  seed: number;
  accounts: Record<string, { id: number; card: string }>;
  payments: Payment[];
  events: Event[];
}

/**
 * A small US stream (six payments, two of them the collision `collision` draws, or none) over the sandbox's checking
 * account (101), its credit card (102) and cash: the accounts every sandbox world has.
 */
export function smallStream(seed: number, collision: string | null): Stream {
  const options = {
    payments: [6, 6],
    classes: collision ? [collision] : [],
    accounts: ["checking", "cardA", "cash"],
    home: "us",
    trip: 0,
    bankOnly: false,
    // The pinned cases below were drawn before the bench's card alerts: the mail reader's alerts are tested apart.
    alerts: false,
    transfers: false,
    otherLayout: 0,
  };
  return stream(seed, options) as unknown as Stream;
}

/**
 * Sends every report of the stream in its order, each settled before the next; answers the budget's transactions and
 * the truth, each as "account amount" (cash: "cash"), sorted: one per payment, at the amount it was paid.
 */
export async function endToEnd(s: Stream): Promise<{ inBudget: string[]; truth: string[] }> {
  const setup = await connected({ matchMode: "match_or_insert", accountId: null, attachReceipts: false });
  const auth = { Authorization: `Bearer key-${setup.world.name}` };
  const send = (path: string, body: string, type: string) =>
    SELF.fetch(`https://intake.test${path}`, { method: "POST", headers: { ...auth, "Content-Type": type }, body });
  const settled = (id: string) =>
    waitFor(
      async () => (await (await SELF.fetch(`https://intake.test/imports/${id}`, { headers: auth })).json()) as JobReport,
      (r) => r.counts.pending === 0 && r.status !== "running" && r.status !== "queued",
    );
  const cards = Object.values(s.accounts).map((a) => ({ card: a.card.slice(-4), account_id: a.id }));
  const taps = await SELF.fetch("https://intake.test/taps/settings", {
    method: "PUT",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({ account_id: null, cards }),
  });
  if (!taps.ok) throw new Error(`tap settings: ${taps.status}`);
  for (const e of s.events) {
    if (e.kind === "tap") {
      await settled(await accepted(await send("/taps", JSON.stringify(tapFields(e.payment, s)), "application/json")));
    } else if (e.kind === "receipt") {
      await deliver(forward({ to: setup.address, original: receiptMail(e.payment) }), setup.address);
      const [entry] = (await listReceipts(env.CONNECTIONS, setup.connectionId, { limit: 1 })).receipts;
      if (!entry?.job_id) throw new Error(`${e.payment.id}'s receipt was not queued: ${JSON.stringify(entry)}`);
      await settled(entry.job_id);
    } else {
      const file = exportFile(e, s) as { text: string; type: string };
      await settled(await accepted(await send(`/imports?account=${s.accounts[e.account]!.id}`, file.text, file.type)));
    }
  }
  const inBudget = (await setup.world.transactions()).map((t) => entry(t.manual_account_id, t.amount));
  const truth = s.payments.map((p) => entry(p.account === "cash" ? null : s.accounts[p.account]!.id, p.booked?.amount ?? p.charged));
  return { inBudget: inBudget.sort(), truth: truth.sort() };
}

const entry = (account: number | null, amount: string) => `${account ?? "cash"} ${Number(amount).toFixed(2)}`;

async function accepted(response: Response): Promise<string> {
  if (response.status !== 202) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The shop's receipt, forwarded as Gmail quotes it: the shop as sender, the day paid, the order and its total. */
function receiptMail(p: Payment): string {
  const receipt = p.receipt!;
  const shop = p.shop!.name;
  const day = new Date(`${receipt.date}T12:00:00Z`);
  const order = receipt.order ?? `R-${p.id.toUpperCase()}`;
  return `---------- Forwarded message ---------
From: ${shop} <orders@${shop.toLowerCase().replace(/[^a-z0-9]/g, "")}.com>
Date: ${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} 2026 at 14:02
Subject: Your order #${order}
To: Pat <pat@example.org>

Thank you for your order #${order}.
1 x Purchase   $${p.tip ? p.authorised : p.charged}
${p.tip ? `Tip   $${tipOf(p)}\n` : ""}Order total: $${p.charged}
`;
}
