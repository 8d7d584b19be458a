// The project's shared data (../shared: the spec, the bank corpus, the e-mail corpora) lives beside the checkout,
// not in it. Where it is absent, every test that reads it skips; the run says so once, here, not once a file.
import { existsSync } from "node:fs";
import { join } from "node:path";

/** What the shared data holds that the tests read, by the folder they read it from. */
const READ_BY_TESTS = ["spec", "bank-corpus", "email-corpus"] as const;

/** The one line a run prints when some of ../shared is absent (null when all of it is there). */
export function sharedDataNote(shared = join(process.cwd(), "..", "shared")): string | null {
  const missing = READ_BY_TESTS.filter((folder) => !existsSync(join(shared, folder)));
  if (missing.length === 0) return null;
  return `${shared}: ${missing.join(", ")} absent; the tests that read real files, mails or the spec from there skip`;
}
