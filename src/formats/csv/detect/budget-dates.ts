// The budget's word on a date column whose every date reads both ways, where nothing in the file decides (see
// decide-dates.ts): the date format the person chose, then the account's currency when it is not the budget's own (a
// bank abroad writes as its country does, whatever the person's locale), then the budget's locale, then the account's
// currency. Each says which evidence decided, for the decisions the preview and the API show.
import { orderOfCurrency, orderOfDisplayFormat, orderOfLocale } from "../../../locale/date-order";
import type { BudgetEvidence } from "../words/budget-evidence";

export interface BudgetDateOrder {
  order: "DMY" | "MDY";
  /** Why, as a clause after "because": "the budget's locale (en-GB) writes dates day-first". */
  why: string;
}

const words = (order: "DMY" | "MDY") => (order === "DMY" ? "day-first" : "month-first");

/** The order the budget's settings and the account's currency imply, strongest first; null when none says one. */
export function budgetDateOrder(budget: BudgetEvidence | undefined): BudgetDateOrder | null {
  if (!budget) return null;
  const chosen = budget.dateFormat === undefined ? null : orderOfDisplayFormat(budget.dateFormat);
  if (chosen) return { order: chosen, why: `the date format chosen in the budget (${budget.dateFormat}) is ${words(chosen)}` };
  const account = budget.accountCurrency?.toLowerCase();
  const byCurrency = account === undefined ? null : orderOfCurrency(account);
  const abroad = byCurrency !== null && budget.primaryCurrency !== undefined && budget.primaryCurrency.toLowerCase() !== account;
  const currencyWhy = (order: "DMY" | "MDY") =>
    `the account is in ${account?.toUpperCase()}${abroad ? ` (the budget's own currency is ${budget.primaryCurrency?.toUpperCase()})` : ""}, whose banks write dates ${words(order)}`;
  if (abroad && byCurrency) return { order: byCurrency, why: currencyWhy(byCurrency) };
  const local = budget.locale === undefined ? null : orderOfLocale(budget.locale);
  if (local === "DMY" || local === "MDY")
    return { order: local, why: `the budget's locale (${budget.locale}) writes dates ${words(local)}` };
  return byCurrency ? { order: byCurrency, why: currencyWhy(byCurrency) } : null;
}
