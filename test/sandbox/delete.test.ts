// DELETE /transactions (bulk, all or nothing) and DELETE /transactions/{id}: unknown, repeated, split and grouped ids.
import { describe, expect, it } from "vitest";
import { type InsertResponse, type TestWorld, items, newWorld } from "./world";

type ErrorBody = { message: string; errors: Record<string, unknown>[] };

async function insert(w: TestWorld, n: number, tag: string): Promise<number[]> {
  const res = await w.api("POST", "/transactions", {
    transactions: items(n, (i) => ({ external_id: `${tag}-${i}`, payee: `Shop ${tag} ${i}`, date: `2025-04-0${i + 1}` })),
  });
  return ((await res.json()) as InsertResponse).transactions.map((t) => t.id);
}

const remaining = async (w: TestWorld) =>
  (await w.adminCall<{ transactions: { id: number }[] }>("GET", "/transactions")).transactions.map((t) => t.id);

const bulkDelete = async (w: TestWorld, body: unknown) => {
  const res = await w.api("DELETE", "/transactions", body);
  return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as ErrorBody) };
};

describe("DELETE /transactions deletes every id given, 1 to 500", () => {
  it("answers 204 and the transactions are gone; the rest stay", async () => {
    const w = await newWorld("bulkdel");
    const ids = await insert(w, 4, "a");
    expect(await bulkDelete(w, { ids: ids.slice(0, 3) })).toEqual({ status: 204, body: null });
    expect(await remaining(w)).toEqual([ids[3]]);
  });

  it("takes 500 ids in one request", async () => {
    const w = await newWorld("bulk500");
    const ids: number[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const res = await w.api("POST", "/transactions", {
        transactions: items(100, (i) => ({ external_id: `m-${batch}-${i}`, payee: `Shop ${batch} ${i}`, amount: `${batch}.${i}` })),
      });
      ids.push(...((await res.json()) as InsertResponse).transactions.map((t) => t.id));
    }
    expect(await bulkDelete(w, { ids })).toEqual({ status: 204, body: null });
    expect(await remaining(w)).toEqual([]);
  });

  it("refuses an empty list, more than 500 ids, ids that are not integers and unknown properties (400)", async () => {
    const w = await newWorld("bulkshape");
    const [id] = await insert(w, 1, "s");
    for (const body of [{ ids: [] }, { ids: Array.from({ length: 501 }, (_, i) => i + 1) }, { ids: ["1"] }, { ids: [id], force: true }, {}])
      expect((await bulkDelete(w, body)).status).toBe(400);
    expect(await remaining(w)).toEqual([id]);
  });
});

describe("DELETE /transactions refuses the whole request for one bad id", () => {
  it("lists every occurrence of a repeated id (400) and deletes nothing", async () => {
    const w = await newWorld("bulkdup");
    const [a, b, c] = await insert(w, 3, "d");
    const answer = await bulkDelete(w, { ids: [a, a, b, c] });
    expect(answer.status).toBe(400);
    expect(answer.body!.errors).toEqual([
      { errMsg: `Duplicate transaction ID found: ${a}`, transaction_id: a, ids_index: 0, invalid_property: "ids" },
      { errMsg: `Duplicate transaction ID found: ${a}`, transaction_id: a, ids_index: 1, invalid_property: "ids" },
    ]);
    expect(await remaining(w)).toEqual([a, b, c]);
  });

  it("lists the unknown ids (404) and deletes none of the known ones", async () => {
    const w = await newWorld("bulkunknown");
    const [a, b] = await insert(w, 2, "u");
    const answer = await bulkDelete(w, { ids: [a, 999_001, b, 999_002] });
    expect(answer.status).toBe(404);
    expect(answer.body!.errors).toEqual([
      { errMsg: "There is no transaction with the id: 999001", ids_index: 1, id: 999_001 },
      { errMsg: "There is no transaction with the id: 999002", ids_index: 3, id: 999_002 },
    ]);
    expect(await remaining(w)).toEqual([a, b]);
  });

  it("refuses split parents, split children, groups and group members (400), saying how to unsplit or ungroup", async () => {
    const w = await newWorld("bulkstruct");
    const [plain, split, m1, m2] = await insert(w, 4, "g");
    const { children } = await w.adminCall<{ children: number[] }>("POST", `/transactions/${split}/split`, { amounts: ["-5", "-7.34"] });
    const { id: group } = await w.adminCall<{ id: number }>("POST", "/transaction-groups", { ids: [m1, m2] });
    for (const [id, says] of [
      [split, `unsplit it first (DELETE /transactions/split/${split})`],
      [children[0]!, `unsplit its parent ${split} first`],
      [group, `ungroup it first (DELETE /transactions/group/${group})`],
      [m1, `part of transaction group ${group}`],
    ] as const) {
      const answer = await bulkDelete(w, { ids: [plain, id] });
      expect(answer.status).toBe(400);
      expect(answer.body!.errors).toHaveLength(1);
      expect(answer.body!.errors[0]).toMatchObject({ transaction_id: id, ids_index: 1 });
      expect(String(answer.body!.errors[0]!.errMsg)).toContain(says);
      const single = await w.api("DELETE", `/transactions/${id}`);
      expect(single.status).toBe(400);
      expect(((await single.json()) as ErrorBody).errors[0]!.errMsg).toContain(says);
    }
    expect(await remaining(w)).toContain(plain);
  });
});

describe("DELETE /transactions/{id}", () => {
  it("deletes one (204), then answers 404 with the spec's text", async () => {
    const w = await newWorld("onedel");
    const [id] = await insert(w, 1, "o");
    expect((await w.api("DELETE", `/transactions/${id}`)).status).toBe(204);
    const again = await w.api("DELETE", `/transactions/${id}`);
    expect(again.status).toBe(404);
    expect(((await again.json()) as ErrorBody).errors[0]!.errMsg).toBe(`There is no transaction with the id: ${id}.`);
  });
});

describe("a deleted transaction's id is never given again, as the service gives none twice", () => {
  it("the newest deleted one by one, or in bulk: the next insert gets an id above every one given", async () => {
    const w = await newWorld("noreuse");
    const first = await insert(w, 3, "a");
    const newest = Math.max(...first);
    expect((await w.api("DELETE", `/transactions/${newest}`)).status).toBe(204);
    const [next] = await insert(w, 1, "b");
    expect(next).toBeGreaterThan(newest);
    expect(await bulkDelete(w, { ids: [...first.filter((id) => id !== newest), next] })).toEqual({ status: 204, body: null });
    const [after] = await insert(w, 1, "c");
    expect(after).toBeGreaterThan(next!);
    // GET /transactions/{id} of a deleted one stays a 404: nothing else took its id.
    expect((await w.api("GET", `/transactions/${newest}`)).status).toBe(404);
  });
});

describe("Split and grouped transactions in the transaction object and GET /transactions", () => {
  it("carry is_split_parent, split_parent_id, is_group_parent, group_parent_id; parents and members are listed on request", async () => {
    const w = await newWorld("structure");
    const [split, m1, m2] = (await insert(w, 3, "l")) as [number, number, number];
    const { children } = await w.adminCall<{ children: number[] }>("POST", `/transactions/${split}/split`, { amounts: ["-5", "-7.34"] });
    const { id: group } = await w.adminCall<{ id: number }>("POST", "/transaction-groups", { ids: [m1, m2], payee: "Trip" });
    expect(await (await w.api("GET", `/transactions/${split}`)).json()).toMatchObject({ is_split_parent: true, split_parent_id: null });
    expect(await (await w.api("GET", `/transactions/${children[0]}`)).json()).toMatchObject({ split_parent_id: split, source: "split" });
    expect(await (await w.api("GET", `/transactions/${group}`)).json()).toMatchObject({ is_group_parent: true, payee: "Trip" });
    expect(await (await w.api("GET", `/transactions/${m1}`)).json()).toMatchObject({ group_parent_id: group, is_group_parent: false });
    const listed = async (q: string) =>
      (
        (await (await w.api("GET", `/transactions?start_date=2025-04-01&end_date=2025-04-30${q}`)).json()) as {
          transactions: { id: number }[];
        }
      ).transactions
        .map((t) => t.id)
        .sort((a, b) => a - b);
    expect(await listed("")).toEqual([...children, group].sort((a, b) => a - b));
    expect(await listed("&include_split_parents=true&include_group_children=true")).toEqual(
      [split, m1, m2, ...children, group].sort((a, b) => a - b),
    );
  });
});
