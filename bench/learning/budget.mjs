// The budget the person keeps, month by month: what each import inserts (Intake's payee and category, the service's
// rule where the payee sent still meets it), then what the person changes of it. Rows are the service's transaction
// objects as learning reads them.

/** The service's rule of a rule shop: the name it gives and the category it files under. */
export const ruleOf = (shop) => ({
  payee: shop.payee ?? shop.name.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase()),
  category: shop.home,
});

/** Days as the service stamps a row: inserted in the morning, changed by the person the next evening. */
const inserted = (date) => `${date}T09:00:00.000Z`;
const nextEvening = (date) => new Date(Date.parse(`${date}T20:00:00.000Z`) + 86_400_000).toISOString();

/**
 * One purchase into the budget: `sent` is what Intake sent ({payee, category} or nulls), `d` the world's drawing for
 * the person's slips (a purchase filed wrong, or left unfiled, and never looked at again).
 */
export function insert(rows, purchase, sent, d) {
  const { shop, descriptor } = purchase;
  let payee = sent.payee ?? descriptor;
  let category = sent.category ?? null;
  // apply_rules: the rule meets the payee as sent; a category sent wins over the rule's.
  const rule = shop?.rule ? ruleOf(shop) : null;
  if (rule && payee === descriptor) {
    payee = rule.payee;
    if (category === null) category = rule.category;
  }
  const wanted = rule ? rule : { payee: purchase.payee ?? descriptor, category: purchase.category };
  let changed = false;
  if (payee !== wanted.payee) {
    payee = wanted.payee;
    changed = true;
  }
  if (category !== wanted.category) {
    // The person files what came unfiled (now and then wrongly, or not at all) and corrects what came wrong.
    const slip = category === null && d.chance(0.05);
    const next = slip ? (d.chance(0.5) ? null : d.pick([101, 102, 103, 104, 105, 106, 107])) : wanted.category;
    if (next !== category) changed = true;
    category = next;
  }
  const mark =
    sent.payee !== null || sent.category !== null
      ? {
          learned: {
            descriptor,
            ...(sent.payee !== null ? { payee: sent.payee } : {}),
            ...(sent.category !== null ? { category_id: sent.category } : {}),
          },
        }
      : null;
  rows.push({
    id: rows.length + 1,
    date: purchase.date,
    payee,
    original_name: descriptor,
    category_id: category,
    created_at: inserted(purchase.date),
    updated_at: changed ? nextEvening(purchase.date) : inserted(purchase.date),
    source: "api",
    split_parent_id: null,
    is_group_parent: false,
    custom_metadata: mark,
  });
}
