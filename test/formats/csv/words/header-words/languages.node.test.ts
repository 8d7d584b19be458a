// Every language's header words by tag (header-words/languages.ts): each table is listed and names a statement's
// columns; no word is empty once normalized; no word names money out in one language and money in in another.
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Role } from "../../../../../src/formats/csv/words/columns";
import { matchKey } from "../../../../../src/formats/csv/words/header-key";
import { wordsOf, type HeaderWords } from "../../../../../src/formats/csv/words/header-vocabulary";
import { LANGUAGES } from "../../../../../src/formats/csv/words/header-words/languages";

const FOLDER = resolve(__dirname, "../../../../../src/formats/csv/words/header-words");

describe("every table of the folder is listed, under its own tag", () => {
  it("lists each language module's table", async () => {
    const files = readdirSync(FOLDER).filter((f) => f.endsWith(".ts") && f !== "languages.ts");
    expect(files.length).toBe(Object.keys(LANGUAGES).length);
    for (const f of files) {
      const table = ((await import(resolve(FOLDER, f))) as { default: HeaderWords }).default;
      const tag = f.replace(/\.ts$/, "").replace(/^zh-han([st])$/, (_, s: string) => `zh-Han${s}`);
      expect(LANGUAGES[tag], f).toBe(table);
    }
  });
});

describe("every language has a table of its own that names the columns of a statement", () => {
  const required =
    "ar bg cs da de el en es et fi fr he hi hr hu hy id is it ja ko lt lv nl no pl pt ro ru sk sl sr sv th tr uk vi zh-Hans zh-Hant";
  it.each(required.split(" "))("%s", (tag) => {
    const table: HeaderWords | undefined = LANGUAGES[tag];
    expect(table).toBeDefined();
    const has = (kind: Role) => (table![kind] ?? "") !== "";
    expect(has("date") && has("amount") && has("debit") && has("credit") && has("balance")).toBe(true);
    expect(has("payee") || has("notes")).toBe(true);
  });
  it("has no word that reads as nothing once normalized (it could never match)", () => {
    const empty = Object.entries(LANGUAGES).flatMap(([tag, table]) =>
      Object.values(table)
        .flatMap((list) => (typeof list === "string" ? [list] : Object.values(list as Record<string, string>)))
        .flatMap(wordsOf)
        .filter((w) => matchKey(w.replace(/^=|\*$/g, "")) === "")
        .map((w) => `${tag}: ${w}`),
    );
    expect(empty).toEqual([]);
  });
});

describe("no word names money out in one language and money in in another", () => {
  const keys = (role: "debit" | "credit") =>
    new Map(
      Object.entries(LANGUAGES).flatMap(([tag, table]) =>
        wordsOf(table[role] ?? "").map((w) => [matchKey(w.replace(/^=|\*$/g, "")), tag] as const),
      ),
    );
  it("keeps the debit words and the credit words apart", () => {
    const credit = keys("credit");
    const both = [...keys("debit")].filter(([k]) => credit.has(k)).map(([k, tag]) => `${k} (${tag} debit, ${credit.get(k)} credit)`);
    expect(both).toEqual([]);
  });
});
