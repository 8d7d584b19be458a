// GET/PUT /transfers/settings: the category a transfer between the person's own accounts gets, read and written by
// a script with an API key; a category the budget does not have is refused when it is sent.
import { describe, expect, it } from "vitest";
import { connectIntake } from "../support/intake";

describe("the transfer category is read and set through the API", () => {
  it("answers the choice and the budget's categories; takes an id it has, auto or none; refuses one it has not", async () => {
    const { call, api } = await connectIntake();
    const picked = await api.createCategory({ name: "Card payments" });
    const first = (await (await call("GET", "/transfers/settings")).json()) as {
      category: unknown;
      categories: { id: number; name: string }[];
    };
    expect(first.category).toBe("auto");
    expect(first.categories).toContainEqual(expect.objectContaining({ id: picked.id, name: "Card payments" }));

    const put = await call("PUT", "/transfers/settings", { category: picked.id });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ category: picked.id, one_side: false });
    expect(((await (await call("GET", "/transfers/settings")).json()) as { category: unknown }).category).toBe(picked.id);

    expect(await (await call("PUT", "/transfers/settings", { category: "none" })).json()).toEqual({ category: "none", one_side: false });
    expect(await (await call("PUT", "/transfers/settings", { one_side: true })).json()).toEqual({ category: "none", one_side: true });
    expect((await call("PUT", "/transfers/settings", { category: 999_999 })).status).toBe(404);
    expect((await call("PUT", "/transfers/settings", { category: "groceries" })).status).toBe(400);
  });
});
