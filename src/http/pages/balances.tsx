// Balance sources: the manual accounts Intake keeps current, each source's last run and state (stale,
// needs attention), "run now", edit and delete, the claimed SimpleFIN connections, and a form for each
// kind of the kinds' table (source-forms.tsx) whose refusals are shown beneath it. Filled by public/assets/balances.js.
import type { Dated } from "./page-dates";
import { sourceKindForms } from "../../balance-sources/kinds";
import { DataTable } from "./data-table";
import { Layout } from "./layout";
import { SourceForm } from "./source-forms";

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

/**
 * The claimed SimpleFIN connections: a setup token is claimed once, and each connection's accounts are listed (and
 * offered by the forms that read through one) with a Disconnect.
 */
function SimplefinConnections() {
  return (
    <>
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
    </>
  );
}

/** "a, b, or c". */
const orList = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")}, or ${items.at(-1)}`);

export function BalancesPage({ dates }: Dated) {
  const forms = sourceKindForms();
  return (
    <Layout dates={dates} title="Balances" script="balances" current="balances">
      <h1>Balances</h1>
      <p class="hint">
        Manual accounts that keep themselves current: {orList(Object.values(forms).map((f) => f.source))}. Each source runs once a day
        unless you choose otherwise; a balance is written only when it changed.
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
      {Object.entries(forms).map(([kind, form]) => (
        <SourceForm kind={kind} form={form} before={form.simplefinConnections ? <SimplefinConnections /> : null}>
          <RunSchedule id={`${form.id}-schedule`} />
          <FormButtons add="Add" />
          <FormError id={`${form.id}-form`} />
        </SourceForm>
      ))}
    </Layout>
  );
}
