// Notifications: what Intake tells the person and how (e-mail at once or a daily digest, a webhook), each
// kind on or off, a test, and the latest notices with how each was sent. Filled by public/assets/notifications.js.
import type { Dated } from "./page-dates";
import { KIND_LABELS, NOTICE_KINDS } from "../../notifications";
import { Layout } from "./layout";

export function NotificationsPage({ dates }: Dated) {
  return (
    <Layout dates={dates} title="Notifications" script="notifications" current="notifications">
      <h1>Notifications</h1>
      <p class="hint">
        Intake tells you when something needs you and nobody was watching: a budget to reconnect, a balance source in trouble, an import
        that ended with rows not imported or whose rows do not add up to the file's own balances, a receipt held for you, a payment your
        bank showed as pending and never booked. Each event is told once.
      </p>
      <p id="notifications-summary" class="summary" role="status"></p>
      <form id="notification-settings" class="stack" hidden>
        <fieldset>
          <legend>By e-mail</legend>
          <label class="choice">
            <input id="email-on" type="checkbox" />
            <span>
              Send e-mails to{" "}
              <strong id="email-address" class="address">
                your address
              </strong>
            </span>
          </label>
          <label class="choice">
            <input id="delivery-single" name="delivery" type="radio" value="single" /> One e-mail per event, as it happens
          </label>
          <p class="choice">
            <label class="choice">
              <input id="delivery-daily" name="delivery" type="radio" value="daily" /> One daily digest, at
            </label>
            <select id="digest-hour" aria-label="Hour of the daily digest (UTC)">
              {Array.from({ length: 24 }, (_, h) => (
                <option value={String(h)}>{`${String(h).padStart(2, "0")}:00 UTC`}</option>
              ))}
            </select>
          </p>
        </fieldset>
        <fieldset>
          <legend>By webhook (optional)</legend>
          <label for="webhook-url">Webhook URL</label>
          <input id="webhook-url" type="url" inputmode="url" placeholder="https://" aria-describedby="webhook-hint" />
          <p id="webhook-hint" class="hint">
            Each notice is posted there as JSON, at once (a daily digest is for e-mail only). An https address on the internet.
          </p>
        </fieldset>
        <fieldset>
          <legend>Tell me when</legend>
          {NOTICE_KINDS.map((kind) => (
            <label class="choice">
              <input id={`kind-${kind}`} type="checkbox" data-kind={kind} /> {KIND_LABELS[kind]}
            </label>
          ))}
        </fieldset>
        <p id="settings-error" class="error form-error" role="alert" tabindex={-1}></p>
        <p class="row">
          <button type="submit" class="primary">
            Save
          </button>
          <button type="button" id="send-test" class="secondary">
            Send a test
          </button>
        </p>
        <p id="settings-status" class="hint" role="status"></p>
      </form>
      <section aria-labelledby="recent-title">
        <h2 id="recent-title">Latest notices</h2>
        <ul id="recent-list" class="notice-list"></ul>
      </section>
    </Layout>
  );
}
