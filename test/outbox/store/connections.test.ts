// Connections as delivery sees them (src/outbox/store/connections.ts): two credential failures in a row pause a
// connection's jobs until a credential works again.
import { describe, expect, it } from "vitest";
import { withJob } from "../../support/store";

describe("a connection needs authorization after its second 401, not its first", () => {
  it("counts 0, 1, 2 and lists only the paused connection", () =>
    withJob((store) => {
      const { connections } = store;
      expect(connections.authFailures("c")).toBe(0);
      connections.setAuthFailures("c", 1);
      expect(connections.needsAuth("c")).toBe(false);
      expect(connections.paused()).toEqual([]);
      connections.setAuthFailures("c", 2);
      expect(connections.needsAuth("c")).toBe(true);
      expect(connections.paused()).toEqual(["c"]);
    }));
});

describe("a working credential resumes the connection", () => {
  it("is no longer paused once its failures are reset", () =>
    withJob((store) => {
      store.connections.setAuthFailures("c", 2);
      store.connections.setAuthFailures("c", 0);
      expect(store.connections.needsAuth("c")).toBe(false);
      expect(store.connections.paused()).toEqual([]);
    }));
});

describe("a connection with no job yet has no row: nothing failed", () => {
  it("reads 0 failures, and setting them makes no row", () =>
    withJob((store) => {
      store.connections.setAuthFailures("other", 2);
      expect(store.connections.authFailures("other")).toBe(0);
      expect(store.connections.paused()).toEqual([]);
    }));
});
