// @ts-check
// What reading the file left to the person (the dry run's `questions`): each asked once, its readings side by side with
// the first rows each reads, and a button to read the file so. The answer goes with the import as overrides and is
// saved with the layout's profile, so the bank's next file asks nothing.
import { byId, h } from "./elements.js";
import { displayAmount, displayTime, inWords } from "./words.js";

/**
 * @typedef {NonNullable<import("./answers").Preview["questions"]>[number]} Question
 * @typedef {Question["readings"][number]} Reading
 */

/**
 * Shows the questions (none hides the block); `answered` gets the reading's overrides when one is chosen.
 * @param {Question[]} questions
 * @param {{ debitsNegative: boolean }} shown how the budget shows amounts
 * @param {(answer: Reading["answer"]) => void} answered
 */
export function showQuestions(questions, { debitsNegative }, answered) {
  const block = byId("questions");
  block.hidden = questions.length === 0;
  byId("question-list").replaceChildren(
    ...questions.map((q, i) =>
      h(
        "fieldset",
        { class: "reading-question", "data-decision": q.decision },
        h("legend", { text: q.asks }),
        h("p", {
          class: "hint",
          text: `Nothing in the file says. Until you answer, the first reading stands: ${inWords(q.taken)}. Your answer is kept for this bank's next file.`,
        }),
        h(
          "div",
          { class: "readings" },
          ...q.readings.map((r, j) => reading(r, `question-${i}-${j}`, debitsNegative, () => answered(r.answer))),
        ),
      ),
    ),
  );
}

/** One reading: what it says, its first rows, and the button that reads the file so. @param {Reading} r @param {string} id @param {boolean} debitsNegative @param {() => void} choose */
function reading(r, id, debitsNegative, choose) {
  const rows = (r.rows ?? []).map((row) =>
    h(
      "tr",
      {},
      h("td", {}, h("time", { datetime: row.date, text: displayTime(row.date) })),
      h("td", { text: row.payee ?? "" }),
      h("td", { class: "num", text: displayAmount(row.amount, debitsNegative) }),
    ),
  );
  return h(
    "div",
    { class: "reading", role: "group", "aria-labelledby": `${id}-says` },
    h("p", { id: `${id}-says`, class: "says", text: r.says }),
    rows.length > 0 ? h("table", {}, h("tbody", {}, ...rows)) : h("p", { class: "hint", text: "No row reads this way." }),
    h("button", { type: "button", class: "answer", text: "Read it so", onclick: choose }),
  );
}

/**
 * The overrides with an answer laid over them: its money columns role by role, the rest as given.
 * @param {Record<string, any>} overrides @param {Record<string, any>} answer
 */
export function withAnswer(overrides, answer) {
  const { columns, ...rest } = answer;
  return { ...overrides, ...rest, ...(columns ? { columns: { ...overrides.columns, ...columns } } : {}) };
}
