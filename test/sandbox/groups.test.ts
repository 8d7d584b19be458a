// Transaction groups: POST /transactions/group, GET and DELETE /transactions/group/{id}, and what a group does to
// the rest of the API (listing, deleting, updating its members).
import { describe, expect, it } from "vitest";
import { type ErrorBody, type InsertResponse, type TestWorld, item, newWorld } from "./world";

interface Tx {
  id: number;
  amount: string;
  currency: string;
  to_base: number;
  group_parent_id: number | null;
  is_group_parent: boolean;
  children?: Tx[];
  [k: string]: unknown;
}

async function insert(w: TestWorld, overrides: Record<string, unknown>[]): Promise<number[]> {
  const res = await w.api("POST", "/transactions", { transactions: overrides.map((o, i) => item({ external_id: `g-${i}`, ...o })) });
  expect(res.status).toBe(201);
  return ((await res.json()) as InsertResponse).transactions.map((t) => t.id);
}

const call = async <T = Tx>(w: TestWorld, method: string, path: string, body?: unknown) => {
  const res = await w.api(method, path, body);
  return { status: res.status, body: (res.status === 204 ? null : await res.json()) as T };
};

const group = (w: TestWorld, ids: number[], extra: Record<string, unknown> = {}) =>
  call(w, "POST", "/transactions/group", { ids, date: "2025-03-31", payee: "Weekend away", ...extra });

const listed = async (w: TestWorld, query = "") =>
  (await call<{ transactions: Tx[] }>(w, "GET", `/transactions?start_date=2025-03-01&end_date=2025-03-31${query}`)).body.transactions
    .map((t) => t.id)
    .sort((a, b) => a - b);

describe("POST /transactions/group: the group's amount is its members' total in the primary currency", () => {
  it("sums the members' to_base into a usd group (201) carrying is_group_parent, the request's fields and its children", async () => {
    const w = await newWorld("grpsum");
    // 10.00 usd + 20.00 eur (21.60 usd at the sandbox's 1.08) - 3.25 usd = 28.35 usd.
    const ids = await insert(w, [{ amount: "10.00" }, { amount: "20.00", currency: "eur" }, { amount: "-3.25", manual_account_id: 102 }]);
    const res = await group(w, ids, { notes: "Trip", tag_ids: [32], status: "unreviewed" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      date: "2025-03-31",
      amount: "28.3500",
      currency: "usd",
      to_base: 28.35,
      payee: "Weekend away",
      notes: "Trip",
      tag_ids: [32],
      status: "unreviewed",
      is_group_parent: true,
      group_parent_id: null,
      is_split_parent: false,
      manual_account_id: null,
      linked_account_id: null,
      source: "api",
    });
    expect(res.body.children!.map((c) => [c.id, c.group_parent_id, c.amount])).toEqual([
      [ids[0], res.body.id, "10.0000"],
      [ids[1], res.body.id, "20.0000"],
      [ids[2], res.body.id, "-3.2500"],
    ]);
    // The members keep their own data; only group_parent_id is new.
    expect((await call(w, "GET", `/transactions/${ids[1]}`)).body).toMatchObject({
      amount: "20.0000",
      currency: "eur",
      group_parent_id: res.body.id,
    });
  });

  it("defaults status to reviewed and tags to none; inherits the members' category only when they share one", async () => {
    const w = await newWorld("grpcat");
    const [a, b, c, d] = await insert(w, [{ category_id: 11 }, { category_id: 11 }, { category_id: 11 }, { category_id: 12 }]);
    const same = await group(w, [a!, b!]);
    expect(same.body).toMatchObject({ category_id: 11, status: "reviewed", tag_ids: [], notes: null });
    const mixed = await group(w, [c!, d!]);
    expect(mixed.body.category_id).toBeNull();
    const ungrouped = await call(w, "DELETE", `/transactions/group/${mixed.body.id}`);
    expect(ungrouped.status).toBe(204);
    expect((await group(w, [c!, d!], { category_id: 13 })).body.category_id).toBe(13);
  });
});

describe("POST /transactions/group validates the request as the spec says (400, nothing grouped)", () => {
  it("needs 2 to 500 ids, a date and a payee, and no other property", async () => {
    const w = await newWorld("grpshape");
    const [a, b] = await insert(w, [{}, {}]);
    for (const body of [
      { ids: [a], date: "2025-03-31", payee: "x" },
      { ids: Array.from({ length: 501 }, (_, i) => i + 1), date: "2025-03-31", payee: "x" },
      { ids: [a, b], payee: "x" },
      { ids: [a, b], date: "2025-03-31" },
      { ids: [a, b], date: "2025-03-31", payee: "x", amount: "1.00" },
    ]) {
      const res = await call<ErrorBody>(w, "POST", "/transactions/group", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe("Request Validation Failure");
    }
    expect(await listed(w)).toEqual([a, b]);
  });

  it("names a repeated id, then unknown ids, with their place in the request", async () => {
    const w = await newWorld("grpids");
    const [a, b] = (await insert(w, [{}, {}])) as [number, number];
    const repeated = await group(w, [a, b, a]);
    expect(repeated.status).toBe(400);
    expect((repeated.body as unknown as ErrorBody).errors).toEqual([
      { errMsg: `Duplicate transaction ID found: ${a}`, ids_index: 2, transaction_id: a, invalid_property: "ids" },
    ]);
    const unknown = await group(w, [a, 999_001, b, 999_002]);
    expect(unknown.status).toBe(400);
    expect(unknown.body as unknown).toEqual({
      message: "Request Validation Failure",
      errors: [
        { errMsg: "There is no transaction with the id: 999001", ids_index: 1, id: 999_001 },
        { errMsg: "There is no transaction with the id: 999002", ids_index: 3, id: 999_002 },
      ],
    });
  });

  it("refuses groups, members of a group and split transactions, and an unknown category or tag", async () => {
    const w = await newWorld("grpstruct");
    const [m1, m2, free, toSplit] = (await insert(w, [{}, {}, {}, { amount: "10.00" }])) as [number, number, number, number];
    const first = await group(w, [m1, m2]);
    const split = await call(w, "POST", `/transactions/split/${toSplit}`, { child_transactions: [{ amount: "4" }, { amount: "6" }] });
    const child = split.body.children![0]!.id;
    const res = await group(w, [first.body.id, m1, toSplit, child, free]);
    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).errors).toEqual([
      {
        errMsg: `Transaction with id ${first.body.id} is a transaction group and cannot be added to another transaction group.`,
        ids_index: 0,
        id: first.body.id,
      },
      {
        errMsg: `Transaction with id ${m1} is in a transaction group already and cannot be added to another transaction group.`,
        ids_index: 1,
        id: m1,
        group_parent_id: first.body.id,
      },
      {
        errMsg: `Transaction with id ${toSplit} is a split transaction and cannot be added to a transaction group.`,
        ids_index: 2,
        id: toSplit,
      },
      {
        errMsg: `Transaction with id ${child} is a split transaction and cannot be added to a transaction group.`,
        ids_index: 3,
        id: child,
      },
    ]);
    const other = (await insert(w, [{ external_id: "o-1" }]))[0]!;
    for (const extra of [{ category_id: 999 }, { category_id: 10 }, { tag_ids: [999] }]) {
      const bad = await group(w, [free, other], extra);
      expect(bad.status, JSON.stringify(extra)).toBe(400);
    }
    expect((await call(w, "GET", `/transactions/${free}`)).body.group_parent_id).toBeNull();
  });
});

describe("Members of a group are hidden from GET /transactions unless include_group_children", () => {
  it("lists the group instead of its members; include_group_children adds them, include_children gives the group its children", async () => {
    const w = await newWorld("grphide");
    const [a, b, c] = (await insert(w, [{}, {}, {}])) as [number, number, number];
    const { body: g } = await group(w, [a, b]);
    expect(await listed(w)).toEqual([c, g.id]);
    expect(await listed(w, "&include_group_children=true")).toEqual([a, b, c, g.id]);
    const withChildren = (
      await call<{ transactions: Tx[] }>(w, "GET", "/transactions?start_date=2025-03-01&end_date=2025-03-31&include_children=true")
    ).body.transactions;
    expect(withChildren.find((t) => t.id === g.id)!.children!.map((t) => t.id)).toEqual([a, b]);
    expect(withChildren.find((t) => t.id === c)!.children).toBeUndefined();
    const plain = (await call<{ transactions: Tx[] }>(w, "GET", "/transactions?start_date=2025-03-01&end_date=2025-03-31")).body
      .transactions;
    expect(plain.every((t) => !("children" in t))).toBe(true);
  });
});

describe("GET /transactions/group/{id} answers the group with its members", () => {
  it("answers the group transaction with children; 404 for an unknown id or a transaction that is no group", async () => {
    const w = await newWorld("grpget");
    const [a, b, c] = (await insert(w, [{}, {}, {}])) as [number, number, number];
    const { body: g } = await group(w, [a, b]);
    const res = await call(w, "GET", `/transactions/group/${g.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: g.id, is_group_parent: true, amount: "24.6800" });
    expect(res.body.children!.map((t) => t.id)).toEqual([a, b]);
    // GET /transactions/{id} of a group carries the same children.
    expect((await call(w, "GET", `/transactions/${g.id}`)).body.children!.map((t) => t.id)).toEqual([a, b]);
    expect((await call(w, "GET", "/transactions/group/999001")).status).toBe(404);
    expect((await call(w, "GET", `/transactions/group/${c}`)).status).toBe(404);
  });
});

describe("A member of a group cannot be deleted nor modified; the group neither deleted as a transaction", () => {
  it("refuses DELETE /transactions/{id} and the bulk delete (400) with how to ungroup, and PUT of a member", async () => {
    const w = await newWorld("grpnodel");
    const [a, b] = (await insert(w, [{}, {}])) as [number, number];
    const { body: g } = await group(w, [a, b]);
    for (const id of [a, g.id]) {
      const one = await call<ErrorBody>(w, "DELETE", `/transactions/${id}`);
      expect(one.status).toBe(400);
      expect(one.body.errors[0]!.errMsg).toContain(`DELETE /transactions/group/${g.id}`);
      const bulk = await call<ErrorBody>(w, "DELETE", "/transactions", { ids: [id] });
      expect(bulk.status).toBe(400);
      expect(bulk.body.errors[0]).toMatchObject({ transaction_id: id, ids_index: 0 });
    }
    const put = await call<ErrorBody>(w, "PUT", `/transactions/${a}`, { notes: "mine" });
    expect(put.status).toBe(400);
    expect(put.body.errors[0]!.errMsg).toContain(`part of transaction group ${g.id} and cannot be modified`);
    expect((await call(w, "GET", `/transactions/${a}`)).body.notes).toBeNull();
  });

  it("lets the group's payee, category and notes change, not its amount, currency or account", async () => {
    const w = await newWorld("grpput");
    const [a, b] = (await insert(w, [{}, {}])) as [number, number];
    const { body: g } = await group(w, [a, b]);
    const ok = await call(w, "PUT", `/transactions/${g.id}`, { payee: "Renamed", category_id: 13, notes: "n", amount: g.amount });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ payee: "Renamed", category_id: 13, notes: "n", amount: "24.6800" });
    for (const body of [{ amount: "1.00" }, { currency: "eur" }, { manual_account_id: 101 }])
      expect((await call(w, "PUT", `/transactions/${g.id}`, body)).status, JSON.stringify(body)).toBe(400);
  });
});

describe("DELETE /transactions/group/{id} ungroups: the members are ordinary again, the group is gone", () => {
  it("answers 204; members are listed, carry group_parent_id null and can be deleted; the group is 404", async () => {
    const w = await newWorld("grpdel");
    const [a, b, c] = (await insert(w, [{}, {}, {}])) as [number, number, number];
    const { body: g } = await group(w, [a, b, c]);
    expect((await call(w, "DELETE", `/transactions/group/${g.id}`)).status).toBe(204);
    expect(await listed(w)).toEqual([a, b, c]);
    expect((await call(w, "GET", `/transactions/${a}`)).body.group_parent_id).toBeNull();
    expect((await call(w, "GET", `/transactions/${g.id}`)).status).toBe(404);
    expect((await call(w, "DELETE", `/transactions/${a}`)).status).toBe(204);
    // Regrouping what was ungrouped works.
    expect((await group(w, [b, c])).status).toBe(201);
  });

  it("answers 404 for an unknown id and for a transaction that is no group, changing nothing", async () => {
    const w = await newWorld("grpdel404");
    const [a, b] = (await insert(w, [{}, {}])) as [number, number];
    const { body: g } = await group(w, [a, b]);
    const unknown = await call<ErrorBody>(w, "DELETE", "/transactions/group/543210");
    expect(unknown).toEqual({
      status: 404,
      body: { message: "Not Found", errors: [{ errMsg: "There is no transaction with the id: 543210" }] },
    });
    expect((await call(w, "DELETE", `/transactions/group/${a}`)).status).toBe(404);
    expect((await call(w, "GET", `/transactions/${a}`)).body.group_parent_id).toBe(g.id);
  });
});
