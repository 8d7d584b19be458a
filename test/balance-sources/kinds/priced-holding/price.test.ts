import { describe, expect, it } from "vitest";
import { parsePath, pricedBalance, readPath } from "../../../../src/balance-sources/kinds/priced-holding/price";

const quote = { data: { symbol: "BTC", price: "61234.56", stale: false, history: [58000, 60000, 61234.56] } };

function value(doc: unknown, path: string): unknown {
  const r = readPath(doc, path);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

function reason(r: { ok: true } | { ok: false; reason: string }): string {
  return r.ok ? "ok" : r.reason;
}

describe("a priced holding is quantity × price (× an FX rate)", () => {
  it("multiplies the quantity by the price at the path", () => {
    expect(pricedBalance({ quantity: "0.5", pricePath: "$.data.price" }, quote)).toEqual({
      ok: true,
      value: { balance: "30617.28", price: "61234.56" },
    });
  });
  it("reads a price written as a JSON number", () => {
    const r = pricedBalance({ quantity: "3", pricePath: "$.data.history[-1]" }, quote);
    expect(r.ok && r.value.balance).toBe("183703.68");
  });
  it("converts with an FX rate from a second document", () => {
    const r = pricedBalance({ quantity: "3", pricePath: "$.price", fxPath: "$.rates.EUR" }, { price: 100 }, { rates: { EUR: 0.9171 } });
    expect(r).toEqual({ ok: true, value: { balance: "275.13", price: "100.00", fx: "0.9171" } });
  });
  it("rounds once, at the end, half-even to 4 places", () => {
    // Rounding quantity × price first would give 0.0000 × 3 = 0; the exact product is 0.00015 → 0.0002.
    const r = pricedBalance({ quantity: "0.00005", pricePath: "$.p", fxPath: "$.fx" }, { p: "1" }, { fx: "3" });
    expect(r.ok && r.value.balance).toBe("0.0002");
    const tie = pricedBalance({ quantity: "0.00005", pricePath: "$.p", fxPath: "$.fx" }, { p: "1" }, { fx: "5" });
    expect(tie.ok && tie.value.balance).toBe("0.0002"); // 0.00025: the tie goes to the even 0.0002
  });
});

describe("errors are values, not throws", () => {
  const holding = { quantity: "1", pricePath: "$.data.price" };
  it("says where a path stops matching", () => {
    expect(reason(pricedBalance(holding, { data: {} }))).toBe('price: $["data"] has no member "price"');
    expect(reason(pricedBalance(holding, { data: [] }))).toBe('price: $["data"] is an array, not an object');
    expect(reason(pricedBalance(holding, "<html>"))).toBe("price: $ is a string, not an object");
  });
  it("refuses a price that is not a number", () => {
    expect(reason(pricedBalance(holding, { data: { price: "n/a" } }))).toMatch(
      /^price at \$\.data\.price is "n\/a" is not a decimal number/,
    );
    expect(reason(pricedBalance(holding, { data: { price: null } }))).toBe("price at $.data.price is not a number (null)");
    expect(reason(pricedBalance(holding, { data: { price: { usd: 1 } } }))).toBe("price at $.data.price is not a number (object)");
  });
  it("refuses a negative or zero price", () => {
    expect(reason(pricedBalance(holding, { data: { price: "-3" } }))).toBe("price at $.data.price is negative (-3.00)");
    expect(reason(pricedBalance(holding, { data: { price: 0 } }))).toBe("price at $.data.price is 0");
  });
  it("refuses a bad quantity and a missing FX document", () => {
    expect(reason(pricedBalance({ ...holding, quantity: "-1" }, quote))).toBe("quantity must not be negative");
    expect(reason(pricedBalance({ ...holding, quantity: "ten" }, quote))).toMatch(/^quantity: /);
    expect(reason(pricedBalance({ ...holding, fxPath: "$.rate" }, quote))).toBe("fx rate: no document was fetched for fxPath");
    expect(reason(pricedBalance({ ...holding, fxPath: "$.rate" }, quote, { rate: "-0.5" }))).toBe("fx rate at $.rate is negative (-0.50)");
  });
  it("refuses a bad path before reading anything", () => {
    expect(reason(pricedBalance({ ...holding, pricePath: "$..price" }, quote))).toMatch(/^price: descendant segments/);
  });
});

describe("paths are singular JSONPath queries", () => {
  const doc = { a: { b: 1 }, "a b": 2, list: ["x", "y", "z"], "it's": 3, é: 4, "€uro": 5, "": 6, 'q"': 7 };
  it("reads $, .name, ['name'], [\"name\"] and [n]", () => {
    expect(value(doc, "$")).toBe(doc);
    expect(value(doc, "$.a.b")).toBe(1);
    expect(value(doc, "$['a b']")).toBe(2);
    expect(value(doc, '$["a"]["b"]')).toBe(1);
    expect(value(doc, "$.list[1]")).toBe("y");
    expect(value(doc, "$[ 'list' ][ 0 ]")).toBe("x");
  });
  it("counts negative indexes from the end", () => expect(value(doc, "$.list[-1]")).toBe("z"));
  it("decodes escapes and non-ASCII names", () => {
    expect(value(doc, "$['it\\'s']")).toBe(3);
    expect(value(doc, "$['\\u00e9']")).toBe(4);
    expect(value(doc, "$.€uro")).toBe(5);
    expect(value(doc, "$['']")).toBe(6);
    expect(value(doc, '$["q\\""]')).toBe(7);
  });
  it("reads own members only: nothing reaches a prototype", () => {
    expect(reason(readPath({}, "$.__proto__"))).toBe('$ has no member "__proto__"');
    expect(reason(readPath({}, "$.constructor"))).toBe('$ has no member "constructor"');
    expect(reason(readPath([1, 2], "$.length"))).toBe("$ is an array, not an object");
    expect(reason(readPath({ 0: "a" }, "$[0]"))).toBe("$ is an object, not an array");
    expect(reason(readPath(doc, "$.list[3]"))).toBe('$["list"] has no element 3 (length 3)');
  });
});

describe("anything beyond one value is refused with a clear message", () => {
  const refused = (path: string) => reason(parsePath(path));
  it("refuses filters and script expressions: nothing is evaluated", () => {
    expect(refused("$[?(@.price > 1)]")).toBe("filter expressions ([?...]) are not supported");
    expect(refused("$.data[?@.id==1].price")).toBe("filter expressions ([?...]) are not supported");
    expect(refused("$[(@.length-1)]")).toBe("script expressions are not supported");
  });
  it("refuses descendants, wildcards, slices and unions", () => {
    expect(refused("$..price")).toMatch(/^descendant segments/);
    expect(refused("$.*")).toMatch(/^wildcards/);
    expect(refused("$[*]")).toMatch(/^wildcards/);
    expect(refused("$.list[0:2]")).toMatch(/^slices/);
    expect(refused("$['a','b']")).toMatch(/^unions/);
  });
  it("refuses malformed paths", () => {
    expect(refused("data.price")).toBe('path must start with "$" (the document root)');
    expect(refused("$.")).toMatch(/must be followed by a name/);
    expect(refused("$.1abc")).toMatch(/must be followed by a name/);
    expect(refused("$[01]")).toBe('missing "]"');
    expect(refused("$[-0]")).toMatch(/quoted name or an integer index/);
    expect(refused("$['open")).toBe("unterminated quoted name");
    expect(refused("$['\\x']")).toBe('invalid escape "\\x" in a name');
    expect(refused("$ .a")).toBe('unexpected " " at character 2');
    expect(refused("$" + ".a".repeat(65))).toMatch(/more than 64 segments/);
  });
});
