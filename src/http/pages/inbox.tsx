// The receipts inbox: every forwarded message, its verdict and why, the fields read and how, the
// transaction it became; a retry for one whose delivery failed, and for a receipt held for its amount or
// payee, the fields to give them and "Add"; above them, a provider's forwarding confirmation until it is used.
// Filled by public/assets/inbox.js, but for how to forward a bank's alerts, which the server writes (alert-guide.tsx).
import { AlertGuide, type AlertGuideProps } from "./alert-guide";
import type { Dated } from "./page-dates";
import { DataTable } from "./data-table";
import { Layout } from "./layout";

export function InboxPage({ alerts, dates }: { alerts: AlertGuideProps } & Dated) {
  return (
    <Layout dates={dates} title="Receipts" script="inbox" current="receipts">
      <h1>Receipts</h1>
      <p class="hint">
        Forward a receipt to your address (on the <a href="/connect">connection page</a>) and it appears here, with what Intake read from
        it.
      </p>
      {/* A mail provider's request to confirm forwarding to this address, until it is used (forwarding-notices.ts). */}
      <div id="forwarding-notices"></div>
      <AlertGuide {...alerts} dates={dates} />
      <p id="inbox-summary" class="summary" role="status"></p>
      <DataTable
        id="inbox"
        caption="Messages received, newest first"
        columns={[
          { label: "Received", key: "date" },
          { label: "Purchase", key: "what" },
          { label: "Amount", numeric: true, key: "amount" },
          { label: "Verdict", key: "outcome" },
          "From and subject",
          "What was read",
          "Transaction",
        ]}
      />
      <nav class="pager" aria-label="Inbox pages">
        <button id="inbox-more" type="button" class="secondary" hidden>
          Older messages
        </button>
      </nav>
    </Layout>
  );
}
