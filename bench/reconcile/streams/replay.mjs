// A stream replayed through Intake (intake.ts) into a simulated budget, event by event in the order they arrive,
// with what became of each report: the transaction it was inserted as, took over, enriched or was a duplicate of.
import { SimulatedBudget } from "./budget.mjs";
import { exportFile } from "./bank-files.mjs";
import { ALERT_SENDER } from "./alerts.mjs";
import { instant, purchaseOf, tapFields } from "./channels.mjs";

/**
 * The person set Intake up as the docs advise someone with several cards: taps by card, receipts in cash (the bank's
 * row moves a receipt to its account), receipts looking for the bank's transaction first (match mode as it comes).
 */
export function personOf(stream) {
  return {
    taps: {
      accountId: null,
      cards: Object.values(stream.accounts)
        .filter((a) => a.card)
        .map((a) => ({ card: a.card, accountId: a.id })),
    },
    mailbox: { accountId: null, matchMode: "match_or_insert" },
  };
}

/**
 * `joins`, in order: {payment, channel, tx, state, payee (as Intake read it), sets}: `sets` when the report gave the transaction its amount and
 * date (inserted it, or a bank row took it over), not when it only joined (a receipt that enriched the bank's
 * transaction, a duplicate).
 */
export async function replay(stream, Intake, storage) {
  const accounts = new Map(Object.values(stream.accounts).map((a) => [a.id, a.currency ?? stream.currency]));
  const budget = new SimulatedBudget(stream.currency, accounts, accountInfos(stream));
  const intake = new Intake(storage, budget, personOf(stream));
  const joins = [];
  const join = (payment, channel, settled, sets) =>
    joins.push({ payment, channel, tx: settled.transactionId, state: settled.state, payee: settled.payee, sets });
  for (const e of stream.events) {
    if (e.kind === "tap") {
      const [settled] = await intake.tap(tapFields(e.payment, stream), instant(e.at, stream.home));
      join(e.payment, "tap", settled, settled.state === "inserted");
    } else if (e.kind === "alert") {
      const [settled] = await intake.alert(e.alert, e.route, e.messageId, instant(e.at, stream.home), ALERT_SENDER);
      join(e.payment, "alert", settled, settled.state === "inserted");
    } else if (e.kind === "receipt") {
      const [settled] = await intake.receipt(
        purchaseOf(e.payment),
        `<${stream.seed}.${e.payment.id}@mail.example>`,
        instant(e.at, stream.home),
      );
      join(e.payment, "receipt", settled, settled.state === "inserted");
    } else {
      const account = stream.accounts[e.account];
      // As the preview advises: every upload leaves out what it calls probably there already (skip=probable_duplicates).
      const settled = await intake.bankExport(account.id, account.type, exportFile(e, stream).text, true);
      if (settled.length !== e.rows.length) throw new Error(`seed ${stream.seed}: ${settled.length} items of ${e.rows.length} rows`);
      settled.forEach((s, i) => join(e.rows[i].payment, e.rows[i].channel, s, s.state === "inserted" || s.state === "matched"));
    }
  }
  return { budget, joins };
}

/** The budget's accounts as the service lists them (targets.ts `AccountInfo`): by the names the person gave them. */
function accountInfos(stream) {
  return new Map(
    Object.values(stream.accounts).map((a) => [
      a.id,
      {
        name: a.name,
        display_name: null,
        institution_name: a.institution,
        currency: a.currency ?? stream.currency,
        status: "active",
        type: a.type,
        balance: "0",
      },
    ]),
  );
}
