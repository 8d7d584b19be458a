// A connection's transfer settings (src/outbox/transfer-settings.ts, KV `transfers:<connection>`): what is stored
// overrides the defaults field by field, and a form's value is read as a choice or refused.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  categoryChoiceOf,
  DEFAULT_TRANSFER_SETTINGS,
  deleteTransferSettings,
  saveTransferSettings,
  transferSettingsOf,
} from "../../src/outbox/transfer-settings";

const connection = () => `c-${crypto.randomUUID()}`;

describe("nothing stored: the rule chooses the category, one side alone is left as it is", () => {
  it("reads the defaults", async () => {
    expect(DEFAULT_TRANSFER_SETTINGS).toEqual({ category: "auto", oneSide: false });
    expect(await transferSettingsOf(env.CONNECTIONS, connection())).toEqual(DEFAULT_TRANSFER_SETTINGS);
  });
});

describe("a change keeps what it does not name, per connection", () => {
  it("a category picked, then one side turned on: both kept; another connection untouched", async () => {
    const [id, other] = [connection(), connection()];
    expect(await saveTransferSettings(env.CONNECTIONS, id, { category: 42 })).toEqual({ category: 42, oneSide: false });
    expect(await saveTransferSettings(env.CONNECTIONS, id, { oneSide: true })).toEqual({ category: 42, oneSide: true });
    expect(await transferSettingsOf(env.CONNECTIONS, id)).toEqual({ category: 42, oneSide: true });
    expect(await transferSettingsOf(env.CONNECTIONS, other)).toEqual(DEFAULT_TRANSFER_SETTINGS);
  });
});

describe("a disconnect deletes them: the defaults again", () => {
  it("reads the defaults after delete", async () => {
    const id = connection();
    await saveTransferSettings(env.CONNECTIONS, id, { category: "none", oneSide: true });
    await deleteTransferSettings(env.CONNECTIONS, id);
    expect(await transferSettingsOf(env.CONNECTIONS, id)).toEqual(DEFAULT_TRANSFER_SETTINGS);
  });
});

describe("a form's or a query's value is a choice: auto, none, or a category's id", () => {
  it("takes the words, a positive id as a number or as digits", () => {
    expect(categoryChoiceOf("auto")).toBe("auto");
    expect(categoryChoiceOf("none")).toBe("none");
    expect(categoryChoiceOf(17)).toBe(17);
    expect(categoryChoiceOf("17")).toBe(17);
  });
  it("refuses anything else rather than guessing", () => {
    for (const value of ["", "Auto", "0", 0, -3, "-3", "1.5", 1.5, "12abc", null, undefined, {}, "99999999999999999999"])
      expect(categoryChoiceOf(value), String(value)).toBeNull();
  });
});
