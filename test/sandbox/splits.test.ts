// Split transactions: POST /transactions/split/{id} and DELETE /transactions/split/{id} (unsplit), and what a split
// does to the rest of the API (listing, deleting, updating the parent and its children).
import { describe, expect, it } from "vitest";
import { type ErrorBody, type InsertResponse, type TestWorld, item, newWorld } from "./world";

interface Tx {
  id: number;
  date: string;
  amount: string;
  to_base: number;
  payee: string;
  category_id: number | null;
  notes: string | null;
  tag_ids: number[];
  is_split_parent: boolean;
  split_parent_id: number | null;
  children?: Tx[];
  [k: string]: unknown;
}

async function insertOne(w: TestWorld, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await w.api("POST", "/transactions", { transactions: [item({ external_id: crypto.randomUUID(), ...overrides })] });
  expect(res.status).toBe(201);
  return ((await res.json()) as InsertResponse).transactions[0]!.id;
}

const call = async <T = Tx>(w: TestWorld, method: string, path: string, body?: unknown) => {
  const res = await w.api(method, path, body);
  return { status: res.status, body: (res.status === 204 ? null : await res.json()) as T };
};

const split = <T = Tx>(w: TestWorld, id: number, children: unknown[]) =>
  call<T>(w, "POST", `/transactions/split/${id}`, { child_transactions: children });

const listed = async (w: TestWorld, query = "") =>
  (await call<{ transactions: Tx[] }>(w, "GET", `/transactions?start_date=2025-03-01&end_date=2025-03-31${query}`)).body.transactions
    .map((t) => t.id)
    .sort((a, b) => a - b);

const parentOf88 = (w: TestWorld) =>
  insertOne(w, { amount: "88.45", payee: "Food Town", category_id: 11, notes: "weekly", tag_ids: [31], currency: "eur" });

describe("POST /transactions/split/{id}: children whose amounts sum to the parent's", () => {
  it("answers 201 the split parent with its children; each child inherits what it does not set", async () => {
    const w = await newWorld("splitok");
    const parent = await parentOf88(w);
    const res = await split(w, parent, [
      { amount: 44.23, payee: "Food Town - Lenny" },
      { amount: "44.22", date: "2025-03-02", category_id: 12, notes: "coffee", tag_ids: [32] },
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: parent, amount: "88.4500", is_split_parent: true, split_parent_id: null });
    const [lenny, penny] = res.body.children!;
    expect(lenny).toMatchObject({
      amount: "44.2300",
      currency: "eur",
      payee: "Food Town - Lenny",
      date: "2025-03-01",
      category_id: 11,
      notes: "weekly",
      tag_ids: [31],
      manual_account_id: 101,
      split_parent_id: parent,
      is_split_parent: false,
      source: "split",
    });
    expect(penny).toMatchObject({
      amount: "44.2200",
      payee: "Food Town",
      date: "2025-03-02",
      category_id: 12,
      notes: "coffee",
      tag_ids: [32],
    });
    // Their to_base is their share of the parent's (eur at the sandbox's 1.08).
    expect([lenny!.to_base, penny!.to_base]).toEqual([47.7684, 47.7576]);
  });

  it("lets a child clear the category and notes with null instead of inheriting them", async () => {
    const w = await newWorld("splitnull");
    const parent = await parentOf88(w);
    const res = await split(w, parent, [{ amount: "80", category_id: null, notes: null }, { amount: "8.45" }]);
    expect(res.body.children!.map((c) => [c.category_id, c.notes])).toEqual([
      [null, null],
      [11, "weekly"],
    ]);
  });

  it("splits a negative amount (a refund) into negative children", async () => {
    const w = await newWorld("splitneg");
    const parent = await insertOne(w, { amount: "-10.00" });
    expect((await split(w, parent, [{ amount: "-2.5" }, { amount: "-7.5" }])).status).toBe(201);
  });
});

describe("POST /transactions/split/{id} validates the split (400; nothing is split)", () => {
  it("refuses children that do not add up to the parent's amount", async () => {
    const w = await newWorld("splitsum");
    const parent = await parentOf88(w);
    const res = await split<ErrorBody>(w, parent, [{ amount: 1.5 }, { amount: 1.5 }]);
    expect(res).toEqual({
      status: 400,
      body: {
        message: "Request Validation Failure",
        errors: [{ errMsg: "Sum of split transactions do not add up to the original transaction amount." }],
      },
    });
    expect((await split(w, parent, [{ amount: "44.23" }, { amount: "44.23" }])).status).toBe(400);
    expect((await call(w, "GET", `/transactions/${parent}`)).body).toMatchObject({ is_split_parent: false });
    expect(await listed(w)).toEqual([parent]);
  });

  it("needs 2 to 500 children, each with an amount (the spec's 'Invalid Request Body'), and nothing else", async () => {
    const w = await newWorld("splitshape");
    const parent = await parentOf88(w);
    const missing = await split<ErrorBody>(w, parent, [{ payee: "Lenny" }, { amount: "88.45" }]);
    expect(missing).toEqual({
      status: 400,
      body: {
        message: "Invalid Request Body",
        errors: [
          {
            errMsg: "child_transactions[0] is missing required property 'amount' in request body.",
            child_transactions_index: 0,
            error: "Missing required property",
            invalid_property: "amount",
          },
        ],
      },
    });
    for (const children of [
      [{ amount: "88.45" }],
      Array.from({ length: 501 }, () => ({ amount: "0" })),
      [{ amount: "88.45", currency: "usd" }, { amount: "0" }],
      [{ amount: "88.455" }, { amount: "0" }],
    ]) {
      const res = await split<ErrorBody>(w, parent, children);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Request Validation Failure");
    }
    expect((await call<ErrorBody>(w, "POST", `/transactions/split/${parent}`, { children: [] })).status).toBe(400);
  });

  it("refuses an unknown category, a category group and an unknown tag, naming the child", async () => {
    const w = await newWorld("splitref");
    const parent = await parentOf88(w);
    const res = await split<ErrorBody>(w, parent, [
      { amount: "40", category_id: 899_999_999 },
      { amount: "48.45", category_id: 10, tag_ids: [999] },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        errMsg: "child_transactions[0] category ID does not exist: 899999999",
        child_transactions_index: 0,
        error: "Invalid category ID",
        invalid_property: "category_id",
        category_id: 899_999_999,
      },
      {
        errMsg: "child_transactions[1] category ID is a category group and cannot be assigned to a transaction: 10",
        child_transactions_index: 1,
        error: "Invalid category ID",
        invalid_property: "category_id",
        category_id: 10,
        category_group_name: "Food",
      },
      {
        errMsg: "child_transactions[1] tag ID does not exist: 999",
        child_transactions_index: 1,
        error: "Invalid tag ID",
        invalid_property: "tag_ids",
        tag_id: 999,
      },
    ]);
  });

  it("refuses an already split transaction, a split child, a group and a group member; 404 for an unknown id", async () => {
    const w = await newWorld("splitstruct");
    const parent = await insertOne(w, { amount: "10" });
    const { body } = await split(w, parent, [{ amount: "4" }, { amount: "6" }]);
    const [m1, m2] = [await insertOne(w), await insertOne(w)];
    const { id: group } = await w.adminCall<{ id: number }>("POST", "/transaction-groups", { ids: [m1, m2] });
    const cases: [number, string][] = [
      [parent, "You cannot split an already split transaction. Unsplit it before splitting again."],
      [body.children![0]!.id, `You cannot split a split transaction. Unsplit its parent ${parent} before splitting again.`],
      [group, "You cannot split a group transaction. Ungroup it before splitting."],
      [m1, `You cannot split a transaction in a transaction group. Ungroup group ${group} before splitting.`],
    ];
    for (const [id, errMsg] of cases) {
      const res = await split<ErrorBody>(w, id, [{ amount: "0" }, { amount: "0" }]);
      expect(res.status, String(id)).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ errMsg, id });
    }
    const unknown = await split<ErrorBody>(w, 999_999, [{ amount: "1" }, { amount: "1" }]);
    expect(unknown).toEqual({
      status: 404,
      body: { message: "Not Found", errors: [{ errMsg: "There is no transaction with the id: 999999" }] },
    });
  });
});

describe("A split parent is hidden from GET /transactions; its children are listed", () => {
  it("lists the children, not the parent; include_split_parents adds it, with include_children its children", async () => {
    const w = await newWorld("splithide");
    const parent = await parentOf88(w);
    const { body } = await split(w, parent, [{ amount: "44.23" }, { amount: "44.22" }]);
    const children = body.children!.map((c) => c.id);
    expect(await listed(w)).toEqual(children);
    expect(await listed(w, "&include_split_parents=true")).toEqual([parent, ...children]);
    const withChildren = (
      await call<{ transactions: Tx[] }>(
        w,
        "GET",
        "/transactions?start_date=2025-03-01&end_date=2025-03-31&include_split_parents=true&include_children=true",
      )
    ).body.transactions;
    expect(withChildren.find((t) => t.id === parent)!.children!.map((c) => c.id)).toEqual(children);
    expect((await call(w, "GET", `/transactions/${parent}`)).body.children!.map((c) => c.id)).toEqual(children);
  });
});

describe("Split transactions cannot be deleted, and the parent cannot be modified", () => {
  it("refuses deleting the parent or a child (400, saying to unsplit), and PUT of the parent", async () => {
    const w = await newWorld("splitnodel");
    const parent = await parentOf88(w);
    const { body } = await split(w, parent, [{ amount: "44.23" }, { amount: "44.22" }]);
    const child = body.children![0]!.id;
    for (const id of [parent, child]) {
      const one = await call<ErrorBody>(w, "DELETE", `/transactions/${id}`);
      expect(one.status).toBe(400);
      expect(one.body.errors[0]!.errMsg).toContain(`DELETE /transactions/split/${parent}`);
      expect((await call(w, "DELETE", "/transactions", { ids: [id] })).status).toBe(400);
    }
    expect((await call(w, "PUT", `/transactions/${parent}`, { notes: "x" })).status).toBe(400);
  });

  it("lets a child's payee, category and notes change, not its amount or currency (the children add up to the parent)", async () => {
    const w = await newWorld("splitput");
    const parent = await parentOf88(w);
    const { body } = await split(w, parent, [{ amount: "44.23" }, { amount: "44.22" }]);
    const child = body.children![0]!.id;
    const ok = await call(w, "PUT", `/transactions/${child}`, { payee: "Lenny", category_id: 13, notes: null, amount: "44.23" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ payee: "Lenny", category_id: 13, notes: null, amount: "44.2300", split_parent_id: parent });
    for (const change of [{ amount: "50" }, { currency: "usd" }])
      expect((await call(w, "PUT", `/transactions/${child}`, change)).status).toBe(400);
  });
});

describe("DELETE /transactions/split/{id} unsplits: the children are gone, the parent is restored", () => {
  it("answers 204; the parent is listed again as it was, deletable, and can be split again", async () => {
    const w = await newWorld("unsplit");
    const parent = await parentOf88(w);
    const before = (await call(w, "GET", `/transactions/${parent}`)).body;
    const { body } = await split(w, parent, [{ amount: "44.23" }, { amount: "44.22" }]);
    expect((await call(w, "DELETE", `/transactions/split/${parent}`)).status).toBe(204);
    expect(await listed(w, "&include_split_parents=true")).toEqual([parent]);
    for (const child of body.children!) expect((await call(w, "GET", `/transactions/${child.id}`)).status).toBe(404);
    const after = (await call(w, "GET", `/transactions/${parent}`)).body;
    expect({ ...after, updated_at: null }).toEqual({ ...before, updated_at: null });
    expect(after.children).toBeUndefined();
    expect((await split(w, parent, [{ amount: "88" }, { amount: "0.45" }])).status).toBe(201);
    expect((await call(w, "DELETE", `/transactions/split/${parent}`)).status).toBe(204);
    expect((await call(w, "DELETE", `/transactions/${parent}`)).status).toBe(204);
  });

  it("refuses an id that is not a split parent (400, naming the parent of a child) and an unknown id (the spec's 400)", async () => {
    const w = await newWorld("unsplitbad");
    const parent = await parentOf88(w);
    const plain = await insertOne(w);
    const { body } = await split(w, parent, [{ amount: "44.23" }, { amount: "44.22" }]);
    const child = body.children![0]!.id;
    const fromChild = await call<ErrorBody>(w, "DELETE", `/transactions/split/${child}`);
    expect(fromChild.status).toBe(400);
    expect(fromChild.body.errors[0]).toMatchObject({
      errMsg: `Transaction ${child} is not a split parent: unsplit its parent ${parent} instead`,
      id: child,
    });
    expect((await call(w, "DELETE", `/transactions/split/${plain}`)).status).toBe(400);
    const unknown = await call<ErrorBody>(w, "DELETE", "/transactions/split/543210");
    expect(unknown).toEqual({
      status: 400,
      body: { message: "Not Found", errors: [{ errMsg: "There is no transaction with the id: 543210", id: 543_210 }] },
    });
    expect((await call(w, "GET", `/transactions/${child}`)).status).toBe(200);
  });
});
