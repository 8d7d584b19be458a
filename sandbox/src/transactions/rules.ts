// Payee-matching account rules, applied by POST /transactions when apply_rules is true.
import { type Db, json, num, str } from "../db";

export interface Rule {
  id: number;
  payee_contains: string | null;
  payee_equals: string | null;
  manual_account_id: number | null;
  linked_account_id: number | null;
  set_payee: string | null;
  set_category_id: number | null;
  set_tag_ids: number[];
}

export function loadRules(db: Db): Rule[] {
  return db.all("SELECT * FROM rules ORDER BY id").map((r) => ({
    id: Number(r.id),
    payee_contains: str(r.payee_contains),
    payee_equals: str(r.payee_equals),
    manual_account_id: num(r.manual_account_id),
    linked_account_id: num(r.linked_account_id),
    set_payee: str(r.set_payee),
    set_category_id: num(r.set_category_id),
    set_tag_ids: json<number[]>(r.set_tag_ids, []),
  }));
}

interface Target {
  payee: string;
  category_id: number | null;
  tag_ids: number[];
  manual_account_id: number | null;
  linked_account_id: number | null;
}

function matches(rule: Rule, t: Target): boolean {
  const accountScoped = rule.manual_account_id !== null || rule.linked_account_id !== null;
  if (accountScoped && (rule.manual_account_id !== t.manual_account_id || rule.linked_account_id !== t.linked_account_id)) {
    return false;
  }
  const payee = t.payee.toLowerCase();
  if (rule.payee_equals !== null && payee !== rule.payee_equals.toLowerCase()) return false;
  if (rule.payee_contains !== null && !payee.includes(rule.payee_contains.toLowerCase())) return false;
  return rule.payee_equals !== null || rule.payee_contains !== null;
}

/**
 * Every matching rule applies, in id order, to the raw payee. A rule renames the payee and adds tags;
 * it sets the category only when the request left it empty (what the request says explicitly wins).
 */
export function applyRules<T extends Target>(rules: Rule[], t: T): T {
  const raw = t.payee;
  const out = { ...t, tag_ids: [...t.tag_ids] };
  for (const rule of rules) {
    if (!matches(rule, { ...t, payee: raw })) continue;
    if (rule.set_payee !== null) out.payee = rule.set_payee;
    if (rule.set_category_id !== null && t.category_id === null) out.category_id = rule.set_category_id;
    for (const tag of rule.set_tag_ids) if (!out.tag_ids.includes(tag)) out.tag_ids.push(tag);
  }
  return out;
}
