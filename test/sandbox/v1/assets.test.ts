// GET /v1/assets and PUT /v1/assets/:id: v1's view of the manual accounts (the same rows as /v2/manual_accounts).
import { describe, expect, it } from "vitest";
import { newV1World, read } from "./legacy";
import { V1_ASSET, V1_ERROR, conforms } from "./shapes";
import { z } from "zod";

type ManualAccount = { id: number; balance: string; balance_as_of: string; status: string; closed_on: string | null; name: string };
const v2Account = async (w: Awaited<ReturnType<typeof newV1World>>, id: number) =>
  (await (await w.api("GET", `/manual_accounts/${id}`)).json()) as ManualAccount;

describe("GET /v1/assets", () => {
  it("lists every manual account in v1's asset shape", async () => {
    const w = await newV1World("v1assets");
    await w.api("POST", "/manual_accounts", { name: "Loan", type: "loan", balance: "900", institution_name: "Bank" });
    const { status, body } = await read(w.v1("GET", "/assets"));
    expect(status).toBe(200);
    const { assets } = conforms(z.strictObject({ assets: z.array(V1_ASSET) }), body);
    const v2 = (await (await w.api("GET", "/manual_accounts")).json()) as { manual_accounts: { id: number }[] };
    expect(assets.map((a) => a.id)).toEqual(v2.manual_accounts.map((a) => a.id));
    expect(assets[0]).toMatchObject({ id: 101, type_name: "cash", subtype_name: "checking", name: "Checking", currency: "usd" });
    expect(assets.find((a) => a.name === "Loan")).toMatchObject({ type_name: "loan", balance: "900.0000", institution_name: "Bank" });
  });
});

describe("PUT /v1/assets/:id", () => {
  it("sets the balance and balance_as_of, answering the asset; v2 sees the same account", async () => {
    const w = await newV1World("v1assetput");
    const { status, body } = await read(w.v1("PUT", "/assets/101", { balance: 1234.5, balance_as_of: "2025-05-01" }));
    expect(status).toBe(200);
    const asset = conforms(V1_ASSET, body);
    expect(asset).toMatchObject({ id: 101, balance: "1234.5000", balance_as_of: "2025-05-01T00:00:00.000Z" });
    expect(await v2Account(w, 101)).toMatchObject({ balance: "1234.5000", balance_as_of: "2025-05-01T00:00:00.000Z" });
  });

  it("stamps now when balance_as_of is absent, and ignores balance_as_of without a balance", async () => {
    const w = await newV1World("v1assetasof");
    const before = Date.now();
    const { body } = await read<{ balance_as_of: string }>(w.v1("PUT", "/assets/101", { balance: "10" }));
    expect(Date.parse(body.balance_as_of)).toBeGreaterThanOrEqual(before - 1000);
    const after = await read<{ balance_as_of: string; balance: string }>(
      w.v1("PUT", "/assets/101", { balance_as_of: "2020-01-01", name: "Main" }),
    );
    expect(after.body).toMatchObject({ balance: "10.0000", balance_as_of: body.balance_as_of, name: "Main" });
  });

  it("closes an asset with closed_on and reopens it with closed_on null", async () => {
    const w = await newV1World("v1assetclose");
    const closed = await read(w.v1("PUT", "/assets/102", { closed_on: "2025-04-30" }));
    expect(conforms(V1_ASSET, closed.body).closed_on).toBe("2025-04-30");
    expect(await v2Account(w, 102)).toMatchObject({ status: "closed", closed_on: "2025-04-30" });
    await w.v1("PUT", "/assets/102", { closed_on: null });
    expect(await v2Account(w, 102)).toMatchObject({ status: "active", closed_on: null });
  });

  it("takes v1's field names and tolerates the object's own system fields", async () => {
    const w = await newV1World("v1assetnames");
    const { body: listed } = await read<{ assets: Record<string, unknown>[] }>(w.v1("GET", "/assets"));
    const echo = { ...listed.assets[0], type_name: "other asset", subtype_name: "jar", exclude_transactions: true };
    const { status, body } = await read(w.v1("PUT", "/assets/101", echo));
    expect(status).toBe(200);
    expect(conforms(V1_ASSET, body)).toMatchObject({ type_name: "other asset", subtype_name: "jar", exclude_transactions: true });
  });

  it("answers failures as v1 does: 404 {error} for an unknown asset, 200 {error} for a bad body, nothing changed", async () => {
    const w = await newV1World("v1asseterr");
    for (const path of ["/assets/999", "/assets/abc"]) {
      const missing = await read(w.v1("PUT", path, { balance: 1 }));
      expect(missing.status).toBe(404);
      conforms(V1_ERROR, missing.body);
    }
    for (const bad of [{ balance: "12.34567" }, { type_name: "boat" }, { manual_account_id: 1 }, {}, { id: 101 }]) {
      const res = await read(w.v1("PUT", "/assets/101", bad));
      expect(res.status, JSON.stringify(bad)).toBe(200);
      conforms(V1_ERROR, res.body);
    }
    expect((await read<{ error: string }>(w.v1("PUT", "/assets/101", {}))).body.error).toBe("No valid fields to update");
    expect((await v2Account(w, 101)).balance).toBe("2500.00");
  });
});
