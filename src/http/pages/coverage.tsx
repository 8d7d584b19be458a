// The Accounts page: for each account of the budget, which months its imports cover (a strip of the last twelve) and
// whether the budget agrees with the bank's balances, in words, with each cause found linked to its row or transaction,
// and "Check now".
import type { Dated } from "./page-dates";
import { Layout } from "./layout";

export function CoveragePage({ dates }: Dated) {
  return (
    <Layout dates={dates} title="Accounts" script="coverage" current="accounts">
      <h1>Accounts</h1>
      <p>
        Every balance your bank states (a statement's opening and closing, a running balance, a SimpleFIN pull) checks your budget: between
        two of them, the account's transactions must add up to the difference. Each account is checked after every import and pull.
      </p>
      <p id="coverage-summary" class="summary" role="status"></p>
      <div id="coverage-accounts" class="coverage-accounts"></div>
    </Layout>
  );
}
