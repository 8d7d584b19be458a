// The Outbox's own settings (src/outbox/store/settings.ts): each policy keeps only what was set, the defaults fill the rest.
import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_POLICY } from "../../../src/outbox/backoff";
import { DEFAULT_MATCH_POLICY } from "../../../src/outbox/store/settings";
import { DEFAULT_ACCOUNT_CACHE_POLICY } from "../../../src/outbox/targets";
import { OutboxStore } from "../../../src/outbox/store";
import { inFreshOutbox } from "../../support/store";

describe("a policy nobody set is the default", () => {
  it("retry, match and account cache", () =>
    inFreshOutbox((_sql, storage) => {
      const { settings } = new OutboxStore(storage);
      expect(settings.retryPolicy()).toEqual(DEFAULT_RETRY_POLICY);
      expect(settings.matchPolicy()).toEqual(DEFAULT_MATCH_POLICY);
      expect(settings.accountCachePolicy()).toEqual(DEFAULT_ACCOUNT_CACHE_POLICY);
    }));
});

describe("a policy keeps only what was set: the defaults fill the rest, and a later set replaces it", () => {
  it("a retry policy of one field, then another", () =>
    inFreshOutbox((_sql, storage) => {
      const { settings } = new OutboxStore(storage);
      settings.setRetryPolicy({ maxAttempts: 2 });
      expect(settings.retryPolicy()).toEqual({ ...DEFAULT_RETRY_POLICY, maxAttempts: 2 });
      settings.setRetryPolicy({ baseMs: 5 });
      expect(settings.retryPolicy()).toEqual({ ...DEFAULT_RETRY_POLICY, baseMs: 5 });
    }));
  it("each policy is kept apart, and survives a new store on the same storage", () =>
    inFreshOutbox((_sql, storage) => {
      new OutboxStore(storage).settings.setMatchPolicy({ windowMs: 1000 });
      new OutboxStore(storage).settings.setAccountCachePolicy({ ttlMs: 10 });
      const { settings } = new OutboxStore(storage);
      expect(settings.matchPolicy()).toEqual({ ...DEFAULT_MATCH_POLICY, windowMs: 1000 });
      expect(settings.accountCachePolicy()).toEqual({ ...DEFAULT_ACCOUNT_CACHE_POLICY, ttlMs: 10 });
      expect(settings.retryPolicy()).toEqual(DEFAULT_RETRY_POLICY);
    }));
});
