// Balance sources: the manual accounts Intake keeps current, each source's last run and state (stale,
// needs attention), "run now", edit and delete, the claimed SimpleFIN connections, and a form for each
// kind whose refusals are shown beneath it. Filled by public/assets/balances.js.
import type { Child } from "hono/jsx";
import { DataTable } from "./data-table";
import { Layout } from "./layout";

/** A labelled input of a schedule; `field` is its name in the schedule's settings. */
function Field({ id, field, label, type = "text", hint }: { id: string; field: string; label: string; type?: string; hint?: string }) {
  const numeric = type === "integer" || type === "decimal";
  return (
    <>
      <label for={id}>{label}</label>
      <input
        id={id}
        data-field={field}
        type={type === "date" ? "date" : "text"}
        inputmode={numeric ? (type === "integer" ? "numeric" : "decimal") : undefined}
        data-integer={type === "integer" ? "" : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        required
      />
      {hint ? (
        <p id={`${id}-hint`} class="hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** The fields of one schedule kind; only the chosen kind's are enabled (and sent). */
function ScheduleKind({ kind, children }: { kind: string; children?: Child }) {
  return (
    <fieldset class="schedule-kind" data-kind={kind} hidden={kind !== "loan"} disabled={kind !== "loan"}>
      {children}
    </fieldset>
  );
}

/** A form's own message line: a refusal is shown here, next to what caused it, and focus moves to it. */
function FormError({ id }: { id: string }) {
  return <p id={`${id}-error`} class="error form-error" role="alert" tabindex={-1}></p>;
}

/** How often the hourly schedules run: the hours that divide a day (src/balance-sources/readings/due.ts). */
const EVERY_HOURS = [1, 2, 3, 4, 6, 8, 12] as const;

/**
 * When a source runs: once a day at a time of the reader's day (the script turns it into the minute of the UTC day
 * the API takes), or every few hours. A SimpleFIN source spends one of the Bridge's 24 daily requests per run.
 */
function RunSchedule({ id }: { id: string }) {
  return (
    <fieldset class="run-schedule">
      <legend>When it runs</legend>
      <label for={`${id}-every`}>How often</label>
      <select id={`${id}-every`} data-schedule="every">
        <option value="day">Once a day</option>
        {EVERY_HOURS.map((h) => (
          <option value={`hours:${h}`}>{h === 1 ? "Every hour" : `Every ${h} hours`}</option>
        ))}
      </select>
      <label for={`${id}-at`}>At (your time; once a day)</label>
      <input id={`${id}-at`} type="time" data-schedule="at" value="01:00" />
    </fieldset>
  );
}

/** The buttons under a form: its submit (the script names it "Save changes" while editing) and a cancel. */
function FormButtons({ add }: { add: string }) {
  return (
    <p class="row">
      <button type="submit" class="primary" data-add={add}>
        {add}
      </button>
      <button type="button" class="secondary cancel-edit" hidden>
        Cancel editing
      </button>
    </p>
  );
}

export function BalancesPage() {
  return (
    <Layout title="Balances" script="balances" current="balances">
      <h1>Balances</h1>
      <p class="hint">
        Manual accounts that keep themselves current: from the SimpleFIN Bridge, from a price feed (quantity × price), or from a schedule (a
        loan, depreciation, growth). Each source runs once a day unless you choose otherwise; a balance is written only when it changed.
      </p>
      <p id="balances-summary" class="summary" role="status"></p>
      <p id="run-result" class="notice" role="status" hidden></p>
      <DataTable
        id="balances"
        caption="Balance sources and their last run"
        columns={[
          { label: "Account", key: "what" },
          "Source",
          { label: "Last run", key: "date" },
          { label: "State", key: "outcome" },
          { label: "Actions", key: "action" },
        ]}
      />
      <section aria-labelledby="runs-title" id="runs-section" hidden>
        <h2 id="runs-title" tabindex={-1}>
          Runs
        </h2>
        <ul id="runs-list"></ul>
      </section>
      <p id="balances-error" class="error" role="alert"></p>

      <h2>Add a source</h2>
      <details id="simplefin-details">
        <summary>SimpleFIN Bridge</summary>
        <form id="claim-form">
          <label for="setup-token">Setup token (from the Bridge; claimed once)</label>
          <input id="setup-token" name="setup_token" type="password" autocomplete="off" required />
          <label for="claim-label">Name</label>
          <input id="claim-label" name="label" maxlength={80} placeholder="SimpleFIN" />
          <p>
            <button type="submit">Claim</button>
          </p>
          <FormError id="claim-form" />
        </form>
        <p id="claim-done" class="notice" role="status" hidden></p>
        <ul id="simplefin-list" class="connections"></ul>
        <form id="simplefin-form">
          <label for="simplefin-account">SimpleFIN account</label>
          <select id="simplefin-account" name="simplefin" required></select>
          <label for="simplefin-target">Manual account</label>
          <select id="simplefin-target" name="manual_account_id" class="account-select" required></select>
          {/* The API's `transactions` setting: without it a SimpleFIN source only ever sets the balance. */}
          <label>
            <input id="simplefin-transactions" name="transactions" type="checkbox" /> Also import the account's transactions (one more
            Bridge request a run)
          </label>
          <RunSchedule id="simplefin-schedule" />
          <FormButtons add="Add" />
          <FormError id="simplefin-form" />
        </form>
      </details>
      <details id="priced-details">
        <summary>Priced holding</summary>
        <form id="priced-form">
          <label for="priced-target">Manual account</label>
          <select id="priced-target" name="manual_account_id" class="account-select" required></select>
          <label for="priced-quantity">Quantity</label>
          <input id="priced-quantity" name="quantity" data-field="quantity" inputmode="decimal" required />
          <label for="priced-url">Price address (a JSON document)</label>
          <input id="priced-url" name="price_url" data-field="price_url" type="url" required />
          <label for="priced-path">Where the price is in it (e.g. $.quote.price)</label>
          <input id="priced-path" name="price_path" data-field="price_path" required />
          <label for="priced-currency">Price currency (optional, e.g. USD: checked against the account's)</label>
          <input id="priced-currency" name="price_currency" data-field="price_currency" maxlength={3} />
          <label for="priced-currency-path">
            Where the document names its currency (optional, e.g. $.quote.currency: checked on every run)
          </label>
          <input id="priced-currency-path" name="currency_path" data-field="currency_path" />
          <label for="priced-fx-url">Exchange rate address (optional)</label>
          <input id="priced-fx-url" name="fx_url" data-field="fx_url" type="url" />
          <label for="priced-fx-path">Where the rate is in it (e.g. $.rates.EUR)</label>
          <input id="priced-fx-path" name="fx_path" data-field="fx_path" />
          <RunSchedule id="priced-schedule" />
          <FormButtons add="Add" />
          <FormError id="priced-form" />
        </form>
      </details>
      <details id="schedule-details">
        <summary>Schedule</summary>
        <form id="schedule-form">
          <label for="schedule-target">Manual account</label>
          <select id="schedule-target" name="manual_account_id" class="account-select" required></select>
          <label for="schedule-kind">What it follows</label>
          <select id="schedule-kind" name="kind">
            <option value="loan">A loan paid down every month</option>
            <option value="depreciation">Depreciation: a value that falls in a straight line</option>
            <option value="growth">Growth: a value that grows by a yearly rate</option>
          </select>
          <ScheduleKind kind="loan">
            <Field id="loan-principal" field="principal" label="Amount borrowed" type="decimal" />
            <Field id="loan-rate" field="annualRate" label="Yearly interest rate (%)" type="decimal" hint="e.g. 6.5" />
            <Field id="loan-payment" field="payment" label="Monthly payment" type="decimal" />
            <Field id="loan-day" field="paymentDay" label="Day of the month it is paid (1–31)" type="integer" />
            <Field id="loan-start" field="start" label="Paid out on" type="date" />
          </ScheduleKind>
          <ScheduleKind kind="depreciation">
            <Field id="depreciation-value" field="purchaseValue" label="Bought for" type="decimal" />
            <Field id="depreciation-salvage" field="salvageValue" label="Worth at the end of its life" type="decimal" />
            <Field id="depreciation-months" field="usefulLifeMonths" label="Useful life (months)" type="integer" />
            <Field id="depreciation-start" field="start" label="Bought on" type="date" />
          </ScheduleKind>
          <ScheduleKind kind="growth">
            <Field id="growth-value" field="purchaseValue" label="Worth at the start" type="decimal" />
            <Field id="growth-rate" field="annualRate" label="Yearly growth (%; negative for a value that shrinks)" type="decimal" />
            <Field id="growth-start" field="start" label="Start" type="date" />
          </ScheduleKind>
          <RunSchedule id="schedule-schedule" />
          <FormButtons add="Add" />
          <FormError id="schedule-form" />
        </form>
      </details>
    </Layout>
  );
}
