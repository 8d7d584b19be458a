// @ts-check
// Where a transaction a report names came from: the report of the import that put it in the budget, opened at its
// row; or, when Intake did not put it there (or not in the days it keeps reports), that sentence.
import { byId } from "./elements.js";
import { api, ApiError, requireKey } from "./session.js";
import { inWords } from "./words.js";
/** @import { TransactionRow } from "./answers" */

const found = byId("transaction-found");
const id = found.dataset.transaction ?? "";

await requireKey();
try {
  /** @type {TransactionRow} */
  const answer = await api(`/imports/transactions/${encodeURIComponent(id)}`);
  location.replace(`/history/${encodeURIComponent(answer.import_id)}?offset=${answer.offset}#row-${answer.row}`);
} catch (error) {
  found.textContent = error instanceof ApiError ? inWords(error.message) : "Intake could not be reached.";
}
