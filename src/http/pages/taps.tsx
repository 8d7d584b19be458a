// The connection page's "Taps from your phone": where a phone posts a payment as it happens, how to set up an iOS
// Shortcut or an Android automation to do it, which account each card's taps go to, and a test that sends nothing.
import type { ConnectionView } from "./connect";

export interface TapsView {
  accountId: number | null;
  cards: { card: string; accountId: number | null }[];
}

/** Rows of the card form: the listed cards and room for more. */
const CARD_ROWS = 4;

export function Taps({ c, origin }: { c: ConnectionView; origin: string }) {
  const accounts = c.mailbox.accounts;
  const rows = [
    ...c.taps.cards,
    ...Array.from({ length: Math.max(0, CARD_ROWS - c.taps.cards.length) }, () => ({ card: "", accountId: null })),
  ];
  const AccountSelect = ({ id, name, value }: { id: string; name: string; value: number | null }) => (
    <select id={id} name={name}>
      <option value="cash" selected={value === null}>
        Cash (no account)
      </option>
      {accounts.map((a) => (
        <option value={String(a.id)} selected={a.id === value}>
          {a.name}
        </option>
      ))}
    </select>
  );
  return (
    <>
      <p>
        Your phone can put a payment in your budget the moment you pay: it posts the merchant and amount to{" "}
        <strong class="address">{origin}/taps</strong> with one of your API keys (above) in the <code>Authorization</code> header. When the
        bank's export comes, its row takes the tap's transaction over: one payment, one transaction.
      </p>
      <details>
        <summary>Set up an iOS Shortcut</summary>
        <ol>
          <li>In Shortcuts, open Automation, tap New, choose Transaction, pick your cards, and choose Run Immediately.</li>
          <li>Add the action Get Contents of URL with the address above, Method POST.</li>
          <li>
            Add a header <code>Authorization</code> with the value <code>Bearer</code>, a space, and your API key.
          </li>
          <li>
            Request Body JSON: <code>merchant</code> = Merchant, <code>amount</code> = Amount, <code>card</code> = Card, <code>time</code> =
            Current Date, formatted as ISO 8601 (a Format Date action).
          </li>
        </ol>
      </details>
      <details>
        <summary>Set up an Android automation</summary>
        <ol>
          <li>In an automation app (MacroDroid, Tasker, Automate), make a trigger on your bank app's payment notification.</li>
          <li>Read the merchant and the amount from the notification's text (the app's text or regex action).</li>
          <li>
            Add an HTTP request: POST to the address above, header <code>Authorization: Bearer</code> and your key, a JSON body with{" "}
            <code>merchant</code>, <code>amount</code>, <code>card</code> and <code>time</code> (ISO 8601), or the same as form fields.
          </li>
        </ol>
      </details>
      <form method="post" action="/connect/taps">
        <input type="hidden" name="connection" value={c.id} />
        <label for={`tap-account-${c.id}`}>Taps of cards not listed go to</label>
        <AccountSelect id={`tap-account-${c.id}`} name="account" value={c.taps.accountId} />
        <fieldset>
          <legend>Cards, as your phone names them (or their last four digits), and their accounts</legend>
          {rows.map((row, i) => (
            <div class="row">
              <input
                name={`card-${i}`}
                type="text"
                maxlength={60}
                value={row.card}
                aria-label={`Card ${i + 1}`}
                placeholder={i === 0 ? "e.g. Visa 4242" : ""}
              />
              <AccountSelect id={`tap-card-account-${c.id}-${i}`} name={`card-account-${i}`} value={row.accountId} />
            </div>
          ))}
        </fieldset>
        <p>
          <button type="submit">Save tap settings</button>
        </p>
      </form>
      <form method="post" action="/connect/taps/test">
        <input type="hidden" name="connection" value={c.id} />
        <button type="submit" class="secondary">
          Send a test tap (nothing is inserted)
        </button>
      </form>
    </>
  );
}
