// Balance sources: the manual accounts Intake keeps current, each source's last run and state (stale,
// needs attention), "run now", and a form for each kind. Filled by public/assets/balances.js.
import { DataTable } from "./data-table";
import { Layout } from "./layout";

/** A schedule's settings as a person would start them: a loan (depreciation and growth differ in fields). */
const LOAN_EXAMPLE = JSON.stringify(
  { kind: "loan", principal: "20000", annualRate: "6.5", payment: "450", paymentDay: 15, start: "2025-01-10" },
  null,
  1,
);

export function BalancesPage() {
  return (
    <Layout title="Balances" script="balances" current="balances">
      <h1>Balances</h1>
      <p class="hint">
        Manual accounts that keep themselves current: from the SimpleFIN Bridge, from a price feed (quantity × price), or from a schedule (a
        loan, depreciation, growth). Each source runs once a day; a balance is written only when it changed.
      </p>
      <p id="balances-summary" class="summary" role="status"></p>
      <DataTable
        id="balances"
        caption="Balance sources and their last run"
        columns={["Account", "Source", "Last run", "State", "Actions"]}
      />
      <section aria-labelledby="runs-title" id="runs-section" hidden>
        <h2 id="runs-title">Runs</h2>
        <ul id="runs-list"></ul>
      </section>

      <h2>Add a source</h2>
      <details>
        <summary>SimpleFIN Bridge</summary>
        <form id="claim-form">
          <label for="setup-token">Setup token (from the Bridge; claimed once)</label>
          <input id="setup-token" name="setup_token" type="password" autocomplete="off" required />
          <label for="claim-label">Name</label>
          <input id="claim-label" name="label" maxlength={80} placeholder="SimpleFIN" />
          <button type="submit">Claim</button>
        </form>
        <form id="simplefin-form">
          <label for="simplefin-account">SimpleFIN account</label>
          <select id="simplefin-account" name="simplefin" required></select>
          <label for="simplefin-target">Manual account</label>
          <select id="simplefin-target" name="manual_account_id" class="account-select" required></select>
          <button type="submit">Add</button>
        </form>
      </details>
      <details>
        <summary>Priced holding</summary>
        <form id="priced-form">
          <label for="priced-target">Manual account</label>
          <select id="priced-target" name="manual_account_id" class="account-select" required></select>
          <label for="priced-quantity">Quantity</label>
          <input id="priced-quantity" name="quantity" inputmode="decimal" required />
          <label for="priced-url">Price URL (JSON)</label>
          <input id="priced-url" name="price_url" type="url" required />
          <label for="priced-path">Price path (JSONPath, e.g. $.quote.price)</label>
          <input id="priced-path" name="price_path" required />
          <label for="priced-currency">Price currency (optional, e.g. USD: checked against the account's)</label>
          <input id="priced-currency" name="price_currency" maxlength={3} />
          <label for="priced-currency-path">Currency path (optional, e.g. $.quote.currency: checked on every run)</label>
          <input id="priced-currency-path" name="currency_path" />
          <label for="priced-fx-url">FX URL (optional)</label>
          <input id="priced-fx-url" name="fx_url" type="url" />
          <label for="priced-fx-path">FX path (e.g. $.rates.EUR)</label>
          <input id="priced-fx-path" name="fx_path" />
          <button type="submit">Add</button>
        </form>
      </details>
      <details>
        <summary>Schedule</summary>
        <form id="schedule-form">
          <label for="schedule-target">Manual account</label>
          <select id="schedule-target" name="manual_account_id" class="account-select" required></select>
          <label for="schedule-settings">Schedule (JSON: loan, depreciation or growth)</label>
          <textarea id="schedule-settings" name="settings" rows={8} required>
            {LOAN_EXAMPLE}
          </textarea>
          <button type="submit">Add</button>
        </form>
      </details>
      <p id="balances-error" class="error" role="alert"></p>
    </Layout>
  );
}
