// Card alerts end to end in the sandbox: a bank's alert forwarded to the mailbox is in the budget the same minute, as a
// tap in the account its card maps to; the month's export takes it over at the bank's amount and date, the merchant
// kept; a payment abroad is booked at what left the account; what moved nothing books nothing; an alert and a
// receipt of one purchase are one transaction with the bank's row; an alert in a bank's name from elsewhere is refused.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { JobReport } from "../../src/outbox";
import { alertSendersOf } from "../../src/mail/alert-senders";
import { type InboxEntry, listReceipts } from "../../src/mail/inbox";
import { updateMailbox } from "../../src/mail/mailbox";
import { saveTapSettings } from "../../src/taps/settings";
import { addHeldReceipt } from "../../src/mail/add";
import { FullBudgetApi } from "../support/full-budget-api";
import { connected, deliver, forward, ME, RECEIPT } from "../support/mail";
import { day, mailDay, rfcDay, usDay } from "../support/days";
import { waitFor } from "../support/world";

/** The alert's day, ten days ago (a tap of it is within a tap's 30 days); the export's rows a day before and two after. */
const ALERT_DAY = -10;
const BEFORE = -11;
const BOOKED = -8;

const CHECKING = 101;
const CARD_ACCOUNT = 102;

/** A bank's alert as a mail client forwards it inline. */
const alertMail = (from: string, subject: string, body: string, date = `${mailDay(ALERT_DAY)} at 14:02`) =>
  `---------- Forwarded message ---------\nFrom: ${from}\nDate: ${date}\nSubject: ${subject}\nTo: Pat <${ME}>\n\n${body}\n`;

const CHASE = alertMail(
  "Chase <no.reply.alerts@chase.com>",
  "Your $25.98 transaction with CORNER BOOKS",
  `You made a $25.98 transaction with CORNER BOOKS on ${usDay(ALERT_DAY)} at 2:01 PM ET.\n\nAccount: Chase Freedom (...4321)\n\nYou are receiving this alert because you chose to.`,
);

const MONZO_ABROAD = alertMail(
  "Monzo <alerts@monzo.com>",
  "You spent 40.00 CHF at Bergbahn Zermatt",
  "You spent 40.00 CHF at Bergbahn Zermatt with your card ending 4321.\nThis used 42.85 EUR from your account.\n\nMonzo",
);

const DECLINED = alertMail(
  "Chase <no.reply.alerts@chase.com>",
  "Your transaction was declined",
  `A $312.00 transaction with BEST ELECTRONICS on your card ending in 4321 was declined on ${usDay(ALERT_DAY)} due to insufficient funds.`,
);

const EXPORT = ["Date,Description,Amount", `${day(BEFORE)},Corner Coffee,-3.50`, `${day(BOOKED)},CORNER BOOKS 0042 SEATTLE,-25.98`].join(
  "\n",
);

async function setUp(mailbox: { accountId?: number | null; matchMode?: "off" | "match_or_insert" } = {}) {
  const setup = await connected({ attachReceipts: false, accountId: CHECKING, ...mailbox });
  const auth = { Authorization: `Bearer key-${setup.world.name}` };
  const report = async (id: string) =>
    (await (await SELF.fetch(`https://intake.test/imports/${id}?items=true`, { headers: auth })).json()) as JobReport;
  const settled = (id: string) =>
    waitFor(
      () => report(id),
      (r) => r.counts.pending === 0 && r.status !== "running" && r.status !== "queued",
    );
  const inbox = async () => (await listReceipts(env.CONNECTIONS, setup.connectionId, { limit: 10 })).receipts;
  /** Forwards a mail; its inbox entry, and its job's report once settled when it made one. */
  const receive = async (
    original: string,
    options: { envelope?: string } = {},
  ): Promise<{ entry: InboxEntry; report: JobReport | null }> => {
    const before = (await inbox()).length;
    await deliver(forward({ to: setup.address, original }), setup.address, options);
    const [entry] = await waitFor(inbox, (e) => e.length > before);
    return { entry: entry!, report: entry!.job_id ? await settled(entry!.job_id) : null };
  };
  const upload = async (body = EXPORT, account = CHECKING) => {
    // currency_confirmed: the payment abroad's export is in EUR, the seed's account in USD.
    const response = await SELF.fetch(`https://intake.test/imports?account=${account}&currency_confirmed=true`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/csv" },
      body,
    });
    expect(response.status).toBe(202);
    return settled(((await response.json()) as { id: string }).id);
  };
  /** The phone's tap of Chase's Corner Books payment (or, `at` another day, of another), posted as a Shortcut does; its job's report once settled. */
  const tap = async (at = ALERT_DAY) => {
    const response = await SELF.fetch("https://intake.test/taps", {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({
        merchant: "Corner Books",
        amount: "25.98",
        currency: "USD",
        card: "Freedom",
        time: `${day(at)}T14:01:00-04:00`,
      }),
    });
    expect(response.status).toBe(202);
    return settled(((await response.json()) as { id: string }).id);
  };
  return { ...setup, receive, upload, inbox, settled, tap };
}

describe("an alert is in the budget the minute it arrives, and the month's export takes it over", () => {
  it("alert → CSV → one transaction at the bank's amount and date, the merchant kept", async () => {
    const { receive, upload, world } = await setUp();
    const { entry, report } = await receive(CHASE);
    expect(entry).toMatchObject({
      verdict: "queued",
      fields: {
        alert_kind: "purchase",
        issuer: "Chase",
        merchant: "CORNER BOOKS",
        total: "25.98",
        currency: "usd",
        date: day(ALERT_DAY),
      },
    });
    expect(report).toMatchObject({ channel: "alert", counts: { inserted: 1 } });
    const alertTx = report!.items![0]!.transaction_id!;

    const imported = await upload(EXPORT.replace("-25.98", "-27.10"));
    const row = imported.items!.find((i) => i.payee === "CORNER BOOKS 0042 SEATTLE")!;
    expect(row).toMatchObject({ outcome: "matched", transaction_id: alertTx });
    expect(row.reason).toBe(`matches your card alert "CORNER BOOKS" of ${day(ALERT_DAY)}; amount 25.98 → 27.10`);
    const payments = (await world.transactions()).filter((t) => t.payee !== "Corner Coffee");
    expect(payments.map((t) => [t.id, t.date, t.amount, t.payee])).toEqual([[alertTx, day(BOOKED), "27.1000", "CORNER BOOKS"]]);
  });

  it("books the same alert forwarded twice once", async () => {
    const { receive, world } = await setUp();
    await receive(CHASE);
    const again = await receive(CHASE);
    expect(again.report?.counts).toMatchObject({ inserted: 0 });
    expect((await world.transactions()).length).toBe(1);
  });

  it("goes to the account its card maps to in the tap settings, else the mailbox's", async () => {
    const { receive, connectionId, world } = await setUp();
    await saveTapSettings(env.CONNECTIONS, connectionId, { accountId: null, cards: [{ card: "Freedom 4321", accountId: CARD_ACCOUNT }] });
    const mapped = await receive(CHASE);
    expect(mapped.entry.fields).toMatchObject({ account_id: CARD_ACCOUNT });
    const other = await receive(CHASE.replaceAll("4321", "9999").replace("CORNER BOOKS", "OTHER SHOP").replace("$25.98", "$7.00"));
    expect(other.entry.fields).toMatchObject({ account_id: CHECKING });
    const accounts = (await world.transactions()).map((t) => t.manual_account_id).sort();
    expect(accounts).toEqual([CHECKING, CARD_ACCOUNT]);
  });
});

describe("a payment abroad is booked at what left the account, the purchase's own amount in the notes", () => {
  it("books 42.85 EUR of a 40.00 CHF purchase, and the EUR row takes it over", async () => {
    const { receive, upload, world } = await setUp();
    const { entry, report } = await receive(MONZO_ABROAD);
    expect(entry.fields).toMatchObject({ merchant: "Bergbahn Zermatt", total: "42.85", currency: "eur", original_amount: "40.00 CHF" });
    const tx = report!.items![0]!.transaction_id!;
    const booked = await new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token }).transaction(tx);
    expect([booked.amount, booked.currency]).toEqual(["42.8500", "eur"]);
    expect(booked.notes).toContain("40.00 CHF");
    // Kept for the merchant's receipt of 40.00 CHF, which meets this transaction by it (receipt-match.ts).
    expect(booked.custom_metadata).toMatchObject({ tap: { original: { amount: "40.00", currency: "chf" } } });
    const imported = await upload(`Date,Description,Amount,Currency\n${day(BOOKED)},BERGBAHN ZERMATT,-42.85,EUR`);
    expect(imported.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    expect(await world.transactions()).toHaveLength(1);
  });
});

describe("an alert in the purchase's currency only is taken over by the account's row in its own", () => {
  it("books 40.00 CHF, and the USD row of the card takes it over across currencies", async () => {
    const { receive, upload, world } = await setUp();
    const chfOnly = MONZO_ABROAD.replace("This used 42.85 EUR from your account.\n", "");
    const { entry, report } = await receive(chfOnly);
    expect(entry.fields).toMatchObject({ merchant: "Bergbahn Zermatt", total: "40.00", currency: "chf" });
    const tx = report!.items![0]!.transaction_id!;
    const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
    // The card network's rate and a 1.5% foreign-transaction fee: not the service's rate.
    const usd = ((await api.transaction(tx)).to_base * 1.015).toFixed(2);
    const imported = await upload(`Date,Description,Amount\n${day(BOOKED)},BERGBAHN ZERMATT,-${usd}`);
    expect(imported.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    expect(imported.items![0]!.reason).toBe(
      `matches your card alert "Bergbahn Zermatt" of ${day(ALERT_DAY)} across currencies: 40.00 CHF ≈ ${usd} USD`,
    );
    expect(await world.transactions()).toHaveLength(1);
  });
});

describe("a pending hold is a pending transaction, booked by the bank's row at what was spent", () => {
  it("holds 100.00 at the pump, and the 62.40 row takes it over", async () => {
    const { receive, upload, world } = await setUp();
    const hold = alertMail(
      "Chase <no.reply.alerts@chase.com>",
      "Pending authorization at SHELL OIL",
      `A pending authorization of $100.00 at SHELL OIL 5744 was placed on your card ending in 4321 on ${usDay(ALERT_DAY)}.`,
    );
    const { entry, report } = await receive(hold);
    expect(entry.fields).toMatchObject({ alert_kind: "hold", total: "100.00" });
    const tx = report!.items![0]!.transaction_id!;
    const imported = await upload(`Date,Description,Amount\n${day(BOOKED)},SHELL OIL 57444,-62.40`);
    expect(imported.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    expect(imported.items![0]!.reason).toMatch(
      new RegExp(`^matches your card alert "SHELL OIL[^"]*" of ${day(ALERT_DAY)}; amount 100.00 → 62.40$`),
    );
    expect((await world.transactions()).map((t) => [t.id, t.amount])).toEqual([[tx, "62.4000"]]);
  });
});

describe("an alert that moved nothing books nothing, and the inbox says why", () => {
  it("lists a declined payment with its reason", async () => {
    const { receive, world } = await setUp();
    const { entry } = await receive(DECLINED);
    expect(entry).toMatchObject({ verdict: "not_a_receipt", fields: { alert_kind: "declined" } });
    expect(entry.reason).toMatch(/^a declined card payment: nothing was booked/);
    expect(entry.reason).toMatch(/insufficient funds/);
    expect(await world.transactions()).toEqual([]);
  });
});

describe("an alert and a receipt of one purchase, then the bank's row: one transaction", () => {
  it("alert → receipt enriches it → the CSV takes it over", async () => {
    const { receive, upload, world } = await setUp({ matchMode: "match_or_insert" });
    const alert = await receive(CHASE);
    const tx = alert.report!.items![0]!.transaction_id!;
    const receipt = await receive(RECEIPT.replace("Sat, 3 Oct 2026", mailDay(ALERT_DAY)));
    expect(receipt.report!.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    const imported = await upload();
    expect(imported.items!.find((i) => i.payee === "CORNER BOOKS 0042 SEATTLE")).toMatchObject({ outcome: "matched", transaction_id: tx });
    const payments = (await world.transactions()).filter((t) => Number(t.amount) === 25.98);
    expect(payments.map((t) => t.id)).toEqual([tx]);
    // The receipt names the shop the alert's descriptor stood for.
    expect(payments[0]).toMatchObject({ payee: "Corner Books", date: day(BOOKED) });
    expect(payments[0]!.notes).toMatch(/CB-1042/);
  });
});

describe("the phone's tap, then the bank's alert of the same payment, then the bank's row: one transaction", () => {
  it("enriches the tap's transaction with the alert, keeps the phone's payee, and the CSV takes it over", async () => {
    const { receive, upload, world, tap: phoneTap } = await setUp();
    const tap = await phoneTap();
    const tx = tap.items![0]!.transaction_id!;
    const alert = await receive(CHASE);
    expect(alert.report!.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    const imported = await upload();
    expect(imported.items!.find((i) => i.payee === "CORNER BOOKS 0042 SEATTLE")).toMatchObject({ outcome: "matched", transaction_id: tx });
    const payments = (await world.transactions()).filter((t) => Number(t.amount) === 25.98);
    expect(payments.map((t) => [t.id, t.payee])).toEqual([[tx, "Corner Books"]]);
    expect(payments[0]!.notes).toMatch(/card alert · Chase/);
  });

  it("the other order: the phone's tap after the alert enriches the alert's transaction", async () => {
    const { receive, world, tap: phoneTap } = await setUp();
    const alert = await receive(CHASE);
    const tx = alert.report!.items![0]!.transaction_id!;
    const tap = await phoneTap();
    expect(tap.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    expect((await world.transactions()).map((t) => t.id)).toEqual([tx]);
  });

  it("a tap that comes late, after the bank's row took the alert's transaction over, enriches that transaction", async () => {
    const { receive, upload, world, tap: phoneTap } = await setUp();
    const alert = await receive(CHASE);
    const tx = alert.report!.items![0]!.transaction_id!;
    const imported = await upload();
    expect(imported.items!.find((i) => i.payee === "CORNER BOOKS 0042 SEATTLE")).toMatchObject({ outcome: "matched", transaction_id: tx });
    const tap = await phoneTap();
    expect(tap.items![0]).toMatchObject({ outcome: "matched", transaction_id: tx });
    expect((await world.transactions()).filter((t) => Number(t.amount) === 25.98).map((t) => t.id)).toEqual([tx]);
  });

  it("a tap two days after the alert is another payment, though the bank's row of the alert's is the day before it", async () => {
    const { receive, upload, world, tap: phoneTap } = await setUp();
    const alert = await receive(CHASE);
    const tx = alert.report!.items![0]!.transaction_id!;
    await upload();
    const tap = await phoneTap(BOOKED + 1);
    expect(tap.items![0]).toMatchObject({ outcome: "inserted" });
    expect(tap.items![0]!.transaction_id).not.toBe(tx);
    expect((await world.transactions()).filter((t) => Number(t.amount) === 25.98)).toHaveLength(2);
  });

  it("never takes another alert's transaction for its own: two alerts of one price are two payments", async () => {
    const { receive, world } = await setUp();
    await receive(CHASE);
    const second = await receive(CHASE.replace("2:01 PM", "2:09 PM"));
    expect(second.report!.items![0]).toMatchObject({ outcome: "inserted" });
    expect((await world.transactions()).length).toBe(2);
  });
});

describe("the sender: the person's own forward, or the bank's alert a filter sent on as it came", () => {
  const BANK_AS_AUTHOR = [
    "Authentication-Results: mx.cloudflare.net; dkim=pass header.d=chase.com; spf=pass smtp.mailfrom=pat+caf_=x@example.org; dmarc=pass header.from=chase.com",
    "From: Chase <no.reply.alerts@chase.com>",
    "To: Pat <pat@example.org>",
    "Subject: Your $25.98 transaction with CORNER BOOKS",
    "Message-ID: <alert-1@chase.com>",
    `Date: ${rfcDay(ALERT_DAY)} 18:01:00 +0000`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    `You made a $25.98 transaction with CORNER BOOKS on ${usDay(ALERT_DAY)} at 2:01 PM ET.`,
    "Account: Chase Freedom (...4321)",
  ].join("\r\n");

  it("books an alert the person's mailbox forwarded with the bank as its author, and lists its sender", async () => {
    const { address, connectionId, inbox, world } = await setUp();
    await deliver(BANK_AS_AUTHOR, address, { envelope: "pat+caf_=x@example.org" });
    const [entry] = await waitFor(inbox, (e) => e.length > 0);
    expect(entry).toMatchObject({ verdict: "queued", fields: { alert_kind: "purchase", merchant: "CORNER BOOKS" } });
    await waitFor(
      () => world.transactions(),
      (t) => t.length === 1,
    );
    expect(await alertSendersOf(env.CONNECTIONS, connectionId)).toMatchObject([
      { address: "no.reply.alerts@chase.com", issuer: "Chase", count: 1 },
    ]);
  });

  it("books one alert that reached the mailbox both ways once, in either order", async () => {
    for (const order of ["filter first", "forward first"]) {
      const { address, inbox, receive, world } = await setUp();
      const byFilter = async () => {
        const before = (await inbox()).length;
        await deliver(BANK_AS_AUTHOR, address, { envelope: "pat+caf_=x@example.org" });
        return (await waitFor(inbox, (e) => e.length > before))[0]!;
      };
      const first = order === "filter first" ? await byFilter() : (await receive(CHASE)).entry;
      const second = order === "filter first" ? (await receive(CHASE)).entry : await byFilter();
      expect([first.verdict, second.verdict], order).toEqual(["queued", "queued"]);
      expect(second.external_id, order).toBe(first.external_id);
      await waitFor(
        () => world.transactions(),
        (t) => t.length > 0,
      );
      expect((await world.transactions()).length, order).toBe(1);
    }
  });

  it("keeps two alerts apart when the other way brings another payment (another minute)", async () => {
    const { address, inbox, receive, world } = await setUp();
    await deliver(BANK_AS_AUTHOR, address, { envelope: "pat+caf_=x@example.org" });
    await waitFor(inbox, (e) => e.length > 0);
    const other = await receive(CHASE.replace("2:01 PM", "2:09 PM"));
    expect(other.report!.items![0]).toMatchObject({ outcome: "inserted" });
    expect((await world.transactions()).length).toBe(2);
  });

  it("refuses the same mail from a stranger's envelope", async () => {
    const { address, inbox, world } = await setUp();
    await deliver(BANK_AS_AUTHOR, address, { envelope: "bounce@chase.com" });
    const [entry] = await waitFor(inbox, (e) => e.length > 0);
    expect(entry).toMatchObject({ verdict: "unverified" });
    expect(await world.transactions()).toEqual([]);
  });

  it("refuses an alert in a bank's name from another domain, forwarded by the person", async () => {
    const { receive, world } = await setUp();
    const fake = CHASE.replace("Chase <no.reply.alerts@chase.com>", "Chase Alerts <chase.alerts.team@gmail.com>");
    const { entry } = await receive(fake);
    expect(entry).toMatchObject({ verdict: "suspicious" });
    expect(entry.reason).toMatch(/speaks as Chase but was sent from gmail\.com/);
    expect(await world.transactions()).toEqual([]);
  });
});

describe("an alert from a domain whose ending is in no Public Suffix List books nothing", () => {
  // No bank sends from a name nobody can register: the unlisted bank's "own domain" there is no evidence, and a known
  // bank's name under it is a look-alike. The same bank on a real suffix is booked (above, and below).
  it.each([
    [
      "an unlisted bank",
      "Banco Lumen <avisos@bancolumen.zzbank>",
      "Compra aprovada",
      "Compra aprovada no cartão final 4711 de R$ 45,90 em PADARIA REAL.",
    ],
    [
      "an unlisted bank in English",
      "Harbor Federal CU <alerts@harborfederal.cu-alerts>",
      "Card transaction",
      `Your card ***4711 was charged $12.40 at CORNER DELI on ${usDay(ALERT_DAY)}.`,
    ],
    [
      "a known bank's name",
      "Chase <no.reply.alerts@chase.com.secure-alerts>",
      "Your $25.98 transaction with CORNER BOOKS",
      `You made a $25.98 transaction with CORNER BOOKS on ${usDay(ALERT_DAY)} at 2:01 PM ET.\n\nAccount: Chase Freedom (...4321)`,
    ],
  ])("%s", async (_, from, subject, body) => {
    const { receive, world } = await setUp();
    const { entry } = await receive(alertMail(from, subject, body));
    expect(entry).toMatchObject({ verdict: "suspicious" });
    expect(entry.reason).toMatch(/no public domain suffix|not one of/);
    expect(await world.transactions()).toEqual([]);
  });
});

describe("an alert from a host that wears a bank's domain under another's books nothing", () => {
  // "chase.com.alerts-center.example" is registered under alerts-center.example: the bank's domain as its left-hand
  // labels is a claim, not an anonymised sender, whatever its suffix and whatever the display name says.
  it.each([
    ["Chase <no.reply.alerts@chase.com.alerts-center.example>", "Chase"],
    ["Alerts <no.reply.alerts@chase.com.alerts-center.example>", "Chase"],
    ["Card services <alerts@chase.com.alerts-center.net>", "Chase"],
  ])("%s", async (from, issuer) => {
    const { receive, world } = await setUp();
    const { entry } = await receive(
      alertMail(
        from,
        "Your $25.98 transaction with CORNER BOOKS",
        `You made a $25.98 transaction with CORNER BOOKS on ${usDay(ALERT_DAY)} at 2:01 PM ET.\n\nAccount: Chase Freedom (...4321)`,
      ),
    );
    expect(entry).toMatchObject({ verdict: "suspicious" });
    expect(entry.reason).toContain(`speaks as ${issuer}`);
    expect(await world.transactions()).toEqual([]);
  });
});

describe("an alert with the receipt mailbox set to cash still goes to its card's account", () => {
  it("uses the card table before the mailbox", async () => {
    const { receive, connectionId } = await setUp({ accountId: null });
    await updateMailbox(env.CONNECTIONS, connectionId, { accountId: null });
    await saveTapSettings(env.CONNECTIONS, connectionId, { accountId: null, cards: [{ card: "4321", accountId: CARD_ACCOUNT }] });
    const { entry } = await receive(CHASE);
    expect(entry.fields).toMatchObject({ account_id: CARD_ACCOUNT });
  });
});

/** A bank no table lists, forwarded by the person. */
const lumen = (subject: string, body: string) => alertMail("Banco Lumen <avisos@bancolumen.com>", subject, body);

describe("an alert of a bank no table lists goes to the account named after its card, whatever form it writes the digits in", () => {
  it.each([
    ["***4711", "Card transaction", `Your card ***4711 was charged $12.40 at CORNER DELI on ${usDay(ALERT_DAY)}.`],
    ["cartão final 4711", "Compra aprovada", "Compra aprovada no cartão final 4711 de R$ 45,90 em PADARIA REAL."],
    ["carte n° XXXX4711", "Paiement par carte", "Paiement de 12,50 € chez BOULANGERIE DUPAIN avec votre carte n° XXXX4711."],
  ])("%s", async (_, subject, body) => {
    const { receive, world } = await setUp();
    const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
    const visa = await api.createManualAccount({ name: "Visa 4711", type: "credit", currency: "usd", balance: "0" });
    const { entry, report } = await receive(lumen(subject, body));
    expect(entry).toMatchObject({ verdict: "queued", fields: { alert_kind: "purchase", account_id: visa.id } });
    expect(report).toMatchObject({ counts: { inserted: 1 } });
    expect((await world.transactions()).map((t) => t.manual_account_id)).toEqual([visa.id]);
  });
});

describe("what a bank no table lists says did not go out books nothing", () => {
  it.each([
    ["money received", "Příchozí platba", "Na váš účet ****4711 byla připsána částka 5 000,00 Kč od Jana Nováková.", "incoming"],
    ["a refund", "Estorno", "Estorno de R$ 45,90 de PADARIA REAL no cartão final 4711.", "refund"],
    ["a charge for later", "Próximo cargo", "Se cargará un importe de 9,99 € el 01/12/2026 en tu tarjeta terminada en 4711.", "notice"],
    ["a payment still pending", "Pending payment", "You have a pending payment of $18.00 to CITY PARKING on card ***4711.", "pending"],
  ])("%s", async (_, subject, body, kind) => {
    const { receive, world } = await setUp();
    const { entry } = await receive(lumen(subject, body));
    expect(entry).toMatchObject({ verdict: "not_a_receipt", fields: { alert_kind: kind } });
    expect(await world.transactions()).toEqual([]);
  });
});

describe("an alert whose merchant nothing names is held asking for it, then booked in its card's account", () => {
  it("held as needs_review with what it says, and the person's payee books it", async () => {
    const { receive, connectionId, world } = await setUp();
    const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
    const visa = await api.createManualAccount({ name: "Visa 4711", type: "credit", currency: "usd", balance: "0" });
    const { entry } = await receive(lumen("Transaction alert", `Your card ***4711 was charged $23.50 on ${usDay(ALERT_DAY)}.`));
    expect(entry).toMatchObject({
      verdict: "needs_review",
      fields: { alert_kind: "purchase", merchant: null, total: "23.50", currency: "usd", account_id: visa.id },
    });
    expect(entry.reason).toMatch(/names no merchant/);
    expect(await world.transactions()).toEqual([]);
    const added = await addHeldReceipt(env, connectionId, entry.id, { amount: "23.50", payee: "Corner Deli" });
    expect(added).toMatchObject({ ok: true, value: { verdict: "queued" } });
    const [tx] = await waitFor(
      () => world.transactions(),
      (t) => t.length === 1,
    );
    expect(tx).toMatchObject({ payee: "Corner Deli", manual_account_id: visa.id });
  });

  it("a wallet's alert whose subject names the business is read from the subject, in the account named after the wallet", async () => {
    const { receive, world } = await setUp();
    const api = new FullBudgetApi({ baseUrl: env.BUDGET_API_URL, token: world.token });
    const wallet = await api.createManualAccount({ name: "FlyPay", type: "cash", currency: "usd", balance: "0" });
    const { entry } = await receive(
      alertMail(
        "FlyPay by Harbor <no-reply@notify.flypay.harborbank.com.hk>",
        "You have paid the business BLUE LANTERN TEA",
        "Payment successful via FlyPay\n- HKD 58.00\nPayment status SUCCESS",
      ),
    );
    expect(entry).toMatchObject({
      verdict: "queued",
      fields: { alert_kind: "purchase", merchant: "BLUE LANTERN TEA", total: "58.00", currency: "hkd", account_id: wallet.id },
    });
    expect((await world.transactions()).map((t) => t.manual_account_id)).toEqual([wallet.id]);
  });
});
