// The BalanceSources object serves other calls while a run awaits the network: what it answers when a
// source changes under a request.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { BalanceSources } from "../../src/balance-sources/balance-sources";
import { freshSymbol, setPrice } from "../support/bridge";
import { SEED_ACCOUNTS } from "../support/intake";
import { setup } from "./support";

describe("a source deleted while its first run reads is answered as added, not with an error", () => {
  it("answers the new source when it was deleted during the price request of its first run", async () => {
    const t = await setup();
    const url = await setPrice(freshSymbol(), { price: "10" });
    const answer = await runInDurableObject(t.sources, async (instance: BalanceSources) => {
      const network = globalThis.fetch;
      // The person deletes the source (a second tab, a script) while its first run awaits the price.
      globalThis.fetch = async (input, init) => {
        for (const s of instance.list(t.connectionId).sources) await instance.remove(t.connectionId, s.id);
        return network(input, init);
      };
      try {
        return await instance.create(t.connectionId, {
          kind: "priced_holding",
          account: { id: SEED_ACCOUNTS.checking, type: "cash", currency: "usd" },
          settings: { quantity: "2", price_url: url, price_path: "$.price" },
          schedule: { every: "day", atMinute: 0 },
        });
      } finally {
        globalThis.fetch = network;
      }
    });
    expect(answer.ok && answer.value.kind).toBe("priced_holding");
    expect((await t.sources.list(t.connectionId)).sources).toEqual([]);
  });
});
