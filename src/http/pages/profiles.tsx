// Saved profiles: the decisions Intake keeps per bank export (one per header), named, renamed or forgotten.
import type { Dated } from "./page-dates";
import { Layout } from "./layout";

export function ProfilesPage({ dates }: Dated) {
  return (
    <Layout dates={dates} title="Saved profiles" script="profiles" current="profiles">
      <h1>Saved profiles</h1>
      <p class="hint">
        Each import remembers how it read its file, so the next export from the same bank needs no corrections. Forget a bank's profile to
        have Intake detect it afresh.
      </p>
      <p id="profiles-summary" class="summary" role="status"></p>
      <ul id="profile-list" class="profile-list"></ul>
    </Layout>
  );
}
