// POST /taps: a payment the person's phone posts as it happens (JSON or form fields merchant, amount, currency, card,
// time, id), inserted at once into the account the tap settings name for the card; `dry_run=true` says what it would
// insert and sends nothing (the connection page's "send a test tap"). GET/PUT /taps/settings: which account each card's
// taps go to. The key rides in the Authorization header, never in the URL an automation stores and logs.
import { bodyLimit } from "hono/body-limit";
import { TargetRefused } from "../channel";
import { outboxOf } from "../storage";
import { accountForCard, cardMappedTwice, MAX_CARDS, saveTapSettings, type TapSettings, tapSettingsOf } from "../taps/settings";
import { readTap, type Tap, TapFields } from "../taps/tap";
import { sendTap } from "../taps/receive";
import { budgetOf } from "./budget";
import { badRequest, HttpError } from "./errors";
import { refusalError } from "./refusals";
import { TapQuery, TapSettingsChange } from "./requests/payments";
import { type Answer, Room } from "./route";

/** A tap is a few fields: anything larger is not one. */
const MAX_TAP_BYTES = 8 * 1024;

export const taps = new Room("/taps")
  .route(
    {
      method: "post",
      path: "/taps",
      summary: "A payment a phone posts as it happens, inserted at once; dry_run=true says what would be inserted.",
      query: TapQuery,
      // Read by readTap, which names each field it cannot read.
      body: { jsonOrForm: TapFields },
      answers: { 200: "TapDryRunAnswer", 202: "TapAnswer" },
      refusals: [400, 404, 409, 413],
    },
    bodyLimit({
      maxSize: MAX_TAP_BYTES,
      onError: () => {
        throw new HttpError(413, `A tap is at most ${MAX_TAP_BYTES / 1024} KB of fields.`);
      },
    }),
    async (c) => {
      const reading = readTap(await fieldsOf(c.req.raw), new Date());
      if (!reading.ok) throw badRequest(`This tap cannot be read: ${reading.reason.join("; ")}.`, { problems: reading.reason });
      const tap = reading.value;
      const connectionId = c.get("connectionId");
      const settings = await tapSettingsOf(c.env.CONNECTIONS, connectionId);
      if (c.req.valid("query").dry_run === "true") {
        const accountId = accountForCard(settings, tap.card);
        if (accountId !== null) {
          const target = await outboxOf(c.env).target(connectionId, accountId);
          if (!target.ok) throw refusalError(target, accountId);
        }
        return c.json({
          budget: await budgetOf(c),
          dry_run: true,
          manual_account_id: accountId,
          ...view(tap),
        } satisfies Answer<"TapDryRunAnswer">);
      }
      try {
        const { report, manualAccountId } = await sendTap(c.env, connectionId, settings, tap);
        return c.json(
          {
            budget: await budgetOf(c),
            id: report.id,
            manual_account_id: manualAccountId,
            ...view(tap),
            report: `/imports/${report.id}`,
          } satisfies Answer<"TapAnswer">,
          202,
        );
      } catch (error) {
        if (error instanceof TargetRefused) throw refusalError(error.refusal, accountForCard(settings, tap.card) ?? undefined);
        throw error;
      }
    },
  )
  .route(
    { method: "get", path: "/taps/settings", summary: "Which account each card's taps go to.", answers: { 200: "TapSettingsAnswer" } },
    async (c) => c.json(settingsView(await tapSettingsOf(c.env.CONNECTIONS, c.get("connectionId"))) satisfies Answer<"TapSettingsAnswer">),
  )
  .route(
    {
      method: "put",
      path: "/taps/settings",
      summary: "Sets which account each card's taps go to.",
      body: { json: TapSettingsChange },
      hint: `Send JSON {account_id, cards: [{card, account_id}]} (up to ${MAX_CARDS} cards; an account id, or null for cash).`,
      answers: { 200: "TapSettingsAnswer" },
      refusals: [400, 404, 409],
    },
    async (c) => {
      const change = c.req.valid("json");
      const connectionId = c.get("connectionId");
      const twice = cardMappedTwice(change.cards.map((card) => ({ card: card.card, accountId: card.account_id })));
      if (twice) throw badRequest(mappedTwice(twice));
      for (const id of new Set([change.account_id, ...change.cards.map((card) => card.account_id)])) {
        if (id === null) continue;
        // Checked now, not when the first tap comes: a wrong id is the sender's to fix.
        const target = await outboxOf(c.env).target(connectionId, id);
        if (!target.ok) throw refusalError(target, id);
      }
      const saved = await saveTapSettings(c.env.CONNECTIONS, connectionId, {
        accountId: change.account_id,
        cards: change.cards.map((card) => ({ card: card.card, accountId: card.account_id })),
      });
      return c.json(settingsView(saved) satisfies Answer<"TapSettingsAnswer">);
    },
  );

/** The fields of a JSON body or a form (automations send either). */
async function fieldsOf(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (/^application\/x-www-form-urlencoded|^multipart\/form-data/i.test(type)) {
    const form = await request.formData().catch(() => null);
    if (!form) throw badRequest("The form could not be read.");
    return Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  }
  const body: unknown = await request.json().catch(() => undefined);
  if (body === undefined)
    throw badRequest("Send the tap as JSON (merchant, amount, and optionally currency, card, time, id) or as form fields.");
  return body;
}

const view = (tap: Tap) => ({
  merchant: tap.merchant,
  amount: tap.amount,
  currency: tap.currency,
  card: tap.card,
  date: tap.date,
  external_id: tap.externalId,
});

/** Said alike by the API and the connection page's form. */
export const mappedTwice = (twice: { card: string; other: string }) =>
  twice.card === twice.other
    ? `The card "${twice.card}" is listed for two accounts: a tap of it could go to either. List each card once.`
    : `"${twice.card}" and "${twice.other}" are one card listed for two accounts: a tap of it could go to either. List each card once.`;

const settingsView = (settings: TapSettings) => ({
  account_id: settings.accountId,
  cards: settings.cards.map((c) => ({ card: c.card, account_id: c.accountId })),
});
