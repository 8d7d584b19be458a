// The Receipts page's "Forward your bank's alerts": how to forward only a bank's alert mails to the Intake address at
// Gmail, Outlook.com, iCloud Mail and Fastmail, and the addresses alerts have come from (alert-senders.ts). Written by
// the server, closed until opened: a <details> needs no script.
import type { AlertSender } from "../../mail/alert-senders";
import { dayOn, type PageDates } from "./page-dates";

export interface AlertGuideProps {
  /**
   * The connection's Intake address and its alerts' senders; null when the server does not know whose page it is (a
   * tab that uses an API key: the key travels only with the script's calls).
   */
  mailbox: { address: string; senders: readonly AlertSender[] } | null;
}

export function AlertGuide({ mailbox, dates }: AlertGuideProps & { dates: PageDates }) {
  const Address = () =>
    mailbox ? (
      <strong class="address">{mailbox.address}</strong>
    ) : (
      <>
        your Intake address (on the <a href="/connect">connection page</a>)
      </>
    );
  return (
    <details id="bank-alerts" class="guide">
      <summary>
        <h2>Forward your bank's alerts</h2>
      </summary>
      <p>
        Your bank or card issuer can mail you an alert for each payment ("You spent £18.40 at Corner Deli"). Forwarded to <Address />, each
        becomes a transaction at once; when the bank's export comes, its row takes that transaction over: one payment, one transaction.
      </p>
      <p>
        Forward the alerts only, not all your mail: look up the address they come from (the sender of one you have), and make a rule that
        forwards mail from that address. Some providers first mail a code or a link to confirm the new forwarding address: it shows at the
        top of this page.
      </p>
      <h3>Gmail</h3>
      <ol>
        <li>
          In Settings, See all settings, Forwarding and POP/IMAP, choose Add a forwarding address and enter <Address />. Gmail mails it a
          confirmation code, which shows at the top of this page: enter it in the same Gmail settings and choose Verify (or open the
          notice's link). Keep Disable forwarding chosen there: the filter forwards the alerts alone.
        </li>
        <li>In the search box, open the search options, enter the bank's alert address in From, and choose Create filter.</li>
        <li>
          Tick Forward it to, choose <Address />, and choose Create filter.
        </li>
      </ol>
      <h3>Outlook.com</h3>
      <ol>
        <li>In Settings, Mail, Rules, choose Add new rule and give it a name.</li>
        <li>Add a condition: From, with the bank's alert address.</li>
        <li>
          Add an action: Forward to (or Redirect to) with <Address />, and save the rule.
        </li>
      </ol>
      <h3>iCloud Mail</h3>
      <ol>
        <li>In iCloud Mail on iCloud.com, open Settings, then Rules, and add a rule.</li>
        <li>
          If a message is from the bank's alert address, then Forward to <Address />, and save the rule.
        </li>
      </ol>
      <h3>Fastmail</h3>
      <ol>
        <li>In Settings, Filters &amp; Rules, add a rule.</li>
        <li>
          For mail from the bank's alert address, choose Send a copy to <Address />, and save the rule.
        </li>
      </ol>
      <h3>Alerts seen from</h3>
      <AlertSenders mailbox={mailbox} dates={dates} />
    </details>
  );
}

function AlertSenders({ mailbox, dates }: AlertGuideProps & { dates: PageDates }) {
  if (!mailbox) {
    return (
      // Filled by the page's script from GET /receipts when it signs in with an API key (inbox.js).
      <p id="alert-senders" class="hint" data-fill="api">
        The addresses your alerts came from are listed here in a browser that <a href="/connect">connected your budget</a>.
      </p>
    );
  }
  if (mailbox.senders.length === 0)
    return <p id="alert-senders">No alerts yet: the sender of the first one your rule forwards is listed here.</p>;
  return (
    <ul id="alert-senders">
      {mailbox.senders.map((s) => (
        <li>
          {s.issuer ? <strong>{s.issuer}</strong> : null}
          {s.issuer ? ", " : null}
          <span class="address">{s.address}</span>: {s.count === 1 ? "1 alert" : `${s.count} alerts`}, the last on{" "}
          <time datetime={s.last_seen}>{dayOn(dates, s.last_seen)}</time>
        </li>
      ))}
    </ul>
  );
}
