// The upload page: choose an account and a file, check the preview and correct what detection decided,
// import, watch the progress. The script (public/assets/upload.js) fills it from the JSON API.
import type { Dated } from "./page-dates";
import type { Child } from "hono/jsx";
import { ENCODING_LABELS, ENCODINGS } from "../../formats/csv/words/encoding-names";
import { acceptList, kindsInWords } from "../../formats/file-kinds";
import { DRY_RUN_MAX_BYTES } from "../../uploads/preview-head";
import { DataTable } from "./data-table";
import { Layout } from "./layout";

/** One decision of detection: a control to change it, and below it why Intake decided so (filled by the script). */
function Decision({ id, name, label, children }: { id: string; name: string; label: string; children?: Child }) {
  return (
    <div class="decision">
      <label for={id}>{label}</label>
      <select id={id} name={name} aria-describedby={`${id}-why`}>
        {children}
      </select>
      <p id={`${id}-why`} class="why"></p>
    </div>
  );
}

export function UploadPage({ dates }: Dated) {
  return (
    <Layout dates={dates} title="Import a bank export" script="upload" current="import">
      <h1>Import a bank export</h1>
      <p class="hint">
        Intake reads the file, shows you how it will be imported, skips what is already in your budget, and reports every row.
      </p>

      <ChooseStep />

      <PreviewStep />

      <ProgressStep />
    </Layout>
  );
}

/** 1. The account and the file. */
function ChooseStep() {
  return (
    <section aria-labelledby="choose-h" class="step">
      <h2 id="choose-h">1. Choose the account and the file</h2>
      <form id="choose">
        <label for="account">Account</label>
        <select id="account" name="account" aria-describedby="account-hint">
          <option value="">Loading your accounts…</option>
        </select>
        <p id="account-hint" class="hint"></p>
        <div id="drop" class="drop">
          <label for="file">Bank export</label>
          <input
            id="file"
            name="file"
            type="file"
            accept={acceptList()}
            aria-describedby="file-hint"
            data-preview-max-bytes={String(DRY_RUN_MAX_BYTES)}
          />
          <p id="file-hint" class="hint">
            {kindsInWords()} from your bank or app. You can also drop the file here.
          </p>
        </div>
      </form>
    </section>
  );
}

/** 2. How the file will be imported: what Intake read, the decisions to check, the rows, and the Import button. */
function PreviewStep() {
  return (
    <section id="preview" aria-labelledby="preview-h" class="step" hidden>
      <h2 id="preview-h">2. Check how it will be imported</h2>
      <p id="refusal" class="notice error" role="alert" hidden></p>
      <p id="summary" class="summary"></p>
      {/* A file larger than a preview reads: how much of it the preview shows, and that the import takes it whole. */}
      <p id="part" class="notice" hidden></p>
      <p id="verification" class="verification"></p>
      <div id="warnings" class="warnings" hidden>
        <h3>Please check</h3>
        <ul id="warning-list"></ul>
      </div>
      {/* What nothing in the file decides: asked once, each reading beside the other; the answer is kept for the next file. */}
      <div id="questions" class="questions" hidden>
        <h3>Before importing, one question</h3>
        <div id="question-list"></div>
      </div>
      <StatementForm />
      <DecisionsForm />
      <DataTable
        id="preview"
        caption="The first rows, as they will be imported"
        columns={[
          "Row",
          { label: "Date", key: "date" },
          { label: "Payee", key: "what" },
          { label: "Amount", numeric: true, key: "amount" },
          "Currency",
          "Notes",
          { label: "Outcome", key: "outcome" },
        ]}
      />
      {/* The outcome stays in view at the foot of the screen while the decisions and rows above are checked. */}
      <div id="import-bar" class="import-bar">
        <div id="balance-check" class="notice warning" hidden>
          <p id="balance-words" role="alert"></p>
          <label>
            <input id="balance-confirm" type="checkbox" /> Import it as it reads anyway
          </label>
        </div>
        <div id="currency-check" class="notice warning" hidden>
          <p id="currency-words" role="alert"></p>
          <label>
            <input id="currency-confirm" type="checkbox" /> Import these amounts into this account anyway
          </label>
        </div>
        <p class="row">
          <span id="outcome-words" class="outcome-words"></span>
          <button id="import" type="button" class="primary">
            Import
          </button>
        </p>
      </div>
    </section>
  );
}

/** A statement's own choices: which of the file's accounts (or several, each into an account of the budget), and its closing balance. */
function StatementForm() {
  return (
    <form id="statement" hidden>
      <fieldset>
        <legend>The statement</legend>
        <p id="file-account-choice" hidden>
          <label for="file-account">This file holds several accounts: import</label> <select id="file-account" name="file_account"></select>
        </p>
        <div id="file-account-map-choice" hidden>
          <p class="hint">Or import several of the file's accounts at once, each into an account of your budget:</p>
          <div id="file-account-map" class="controls"></div>
          <p>
            <label>
              <input id="map-set-balance" type="checkbox" /> Also set each account's balance to its statement's closing balance
            </label>
          </p>
          <p>
            <button id="import-mapped" type="button" class="secondary" disabled>
              Import the accounts chosen
            </button>
          </p>
        </div>
        <p id="set-balance-choice" hidden>
          <label>
            <input id="set-balance" type="checkbox" name="set_balance" /> <span id="set-balance-words"></span>
          </label>
        </p>
      </fieldset>
    </form>
  );
}

/** How the file is read, each decision the person may change. */
function DecisionsForm() {
  return (
    <form id="decisions">
      <fieldset id="reading">
        <legend>How the file is read</legend>
        <p id="layout-words" class="hint"></p>
        <div class="controls">
          <Decision id="date-format" name="dateFormat" label="Dates" />
          <Decision id="decimal" name="decimalSeparator" label="Decimal mark">
            <option value=".">point: 1,234.56</option>
            <option value=",">comma: 1.234,56</option>
          </Decision>
          <Decision id="sign" name="sign" label="Money out is written">
            <option value="negative_is_money_out">negative (−12.50 is a payment)</option>
            <option value="positive_is_money_out">positive (12.50 is a payment)</option>
          </Decision>
          <Decision id="scale" name="amountScale" label="Amounts are in">
            <option value="0">units, as written</option>
            <option value="2">cents (1250 is 12.50)</option>
            <option value="3">thousandths (12500 is 12.50)</option>
          </Decision>
          <Decision id="delimiter" name="delimiter" label="Fields are split at">
            <option value=",">comma</option>
            <option value=";">semicolon</option>
            <option value={"\t"}>tab</option>
            <option value="|">bar (|)</option>
          </Decision>
          <Decision id="encoding" name="encoding" label="Text encoding">
            {ENCODINGS.map((e) => (
              <option value={e}>{ENCODING_LABELS[e]}</option>
            ))}
          </Decision>
        </div>
      </fieldset>
      <fieldset>
        <legend>What each column holds</legend>
        <div id="columns" class="columns"></div>
      </fieldset>
      <p>
        <button id="reset" type="button" class="secondary">
          Undo my changes
        </button>
      </p>
    </form>
  );
}

/** 3. The import on its way, then its report. */
function ProgressStep() {
  return (
    <section id="progress" aria-labelledby="progress-h" class="step" tabindex={-1} hidden>
      <h2 id="progress-h">3. Importing</h2>
      <p id="state" class="state"></p>
      <progress id="bar" max={100} value={0} aria-labelledby="state"></progress>
      <dl id="counts" class="counts"></dl>
      <ul id="account-jobs" hidden></ul>
      <p id="poll-note" class="hint" role="status"></p>
      <p>
        <a id="report-link" href="/history">
          See every row's outcome
        </a>
      </p>
    </section>
  );
}
