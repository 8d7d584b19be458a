// Checks that the ids an insert or update refers to exist in the world, collecting errors per item.
import type { Db } from "../db";
import type { ErrorItem } from "../errors";
import { findLinkedAccount } from "../routes/linked-accounts";

export interface References {
  manual_account_id?: number | null;
  linked_account_id?: number | null;
  category_id?: number | null;
  tag_ids?: number[];
  recurring_id?: number | null;
}

/** Lookups cached for one request: a 500-item batch usually names the same few accounts. */
export class ReferenceChecker {
  private readonly manual = new Map<number, boolean>();
  private readonly linked = new Map<number, { allow: boolean } | null>();
  private readonly categories = new Map<number, { isGroup: boolean } | null>();
  private readonly tags = new Map<number, boolean>();

  constructor(private readonly db: Db) {}

  check(item: References, at: (field: string) => Record<string, unknown>): ErrorItem[] {
    const errors: ErrorItem[] = [];
    const fail = (field: string, errMsg: string) => errors.push({ errMsg, code: "VALIDATION_ERROR", ...at(field) });
    if (item.manual_account_id != null && item.linked_account_id != null) {
      fail("linked_account_id", "A transaction cannot have both manual_account_id and linked_account_id");
    }
    if (item.manual_account_id != null && !this.manualExists(item.manual_account_id)) {
      fail("manual_account_id", `Manual account ${item.manual_account_id} does not exist`);
    }
    if (item.linked_account_id != null) {
      const linked = this.linkedAccount(item.linked_account_id);
      if (!linked) fail("linked_account_id", `Linked account ${item.linked_account_id} does not exist`);
      else if (!linked.allow) {
        fail(
          "linked_account_id",
          `Linked account ${item.linked_account_id} does not allow transaction modifications (allow_transaction_modifications is false)`,
        );
      }
    }
    if (item.category_id != null) {
      const category = this.category(item.category_id);
      if (!category) fail("category_id", `Category ${item.category_id} does not exist`);
      else if (category.isGroup) fail("category_id", `Category ${item.category_id} is a category group and cannot be assigned`);
    }
    for (const tagId of item.tag_ids ?? []) {
      if (!this.tagExists(tagId)) fail("tag_ids", `Tag ${tagId} does not exist`);
    }
    if (item.recurring_id != null) fail("recurring_id", `Recurring item ${item.recurring_id} does not exist`);
    return errors;
  }

  private manualExists(id: number): boolean {
    let hit = this.manual.get(id);
    if (hit === undefined) this.manual.set(id, (hit = !!this.db.get("SELECT id FROM manual_accounts WHERE id = ?", id)));
    return hit;
  }

  private linkedAccount(id: number) {
    let hit = this.linked.get(id);
    if (hit === undefined) {
      const account = findLinkedAccount(this.db, id);
      this.linked.set(id, (hit = account ? { allow: account.allow_transaction_modifications } : null));
    }
    return hit;
  }

  private category(id: number) {
    let hit = this.categories.get(id);
    if (hit === undefined) {
      const row = this.db.get<{ is_group: number }>("SELECT is_group FROM categories WHERE id = ?", id);
      this.categories.set(id, (hit = row ? { isGroup: row.is_group === 1 } : null));
    }
    return hit;
  }

  private tagExists(id: number): boolean {
    let hit = this.tags.get(id);
    if (hit === undefined) this.tags.set(id, (hit = !!this.db.get("SELECT id FROM tags WHERE id = ?", id)));
    return hit;
  }
}
