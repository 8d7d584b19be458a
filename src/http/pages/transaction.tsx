// "transaction 17" in a report links here: the page finds the import and row that put that transaction in the
// budget and opens that report at that row (public/assets/transaction.js), or says Intake did not put it there.
import type { Dated } from "./page-dates";
import { Layout } from "./layout";

export function TransactionPage({ id, dates }: { id: string } & Dated) {
  return (
    <Layout dates={dates} title={`Transaction ${id}`} script="transaction" current="history">
      <h1>Transaction {id}</h1>
      <p id="transaction-found" role="status" data-transaction={id}>
        Looking for the import that put it in your budget…
      </p>
    </Layout>
  );
}
