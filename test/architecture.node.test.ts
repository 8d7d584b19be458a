// The module graph of src/, read from the files' own import statements: no cycles, and every import goes down
// the floors (or stays in its own folder), so the shared primitives at the bottom never learn of a channel.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import type { DeliveryContext } from "../src/outbox/kinds/context";
import type { KindTables } from "../src/outbox/store";

const SRC = resolve(__dirname, "../src");

/** Each part of src/ and its floor: a module may import from its own part and from lower floors only. */
const FLOORS: Record<string, number> = {
  // What can fail, as a value: below everything that returns one.
  "result.ts": 0,
  // A value built on first use (the schemas the main module defines): below everything that defines one.
  "on-first-use.ts": 0,
  // A map of lists grown in place: below every part that gathers rows by a key.
  "lists.ts": 0,
  "config.ts": 1,
  "ids.ts": 1,
  storage: 1,
  "plan.ts": 1,
  "money.ts": 1,
  // Which side of a balance is owed: above money.ts, below every channel that writes or checks a balance.
  "account-side.ts": 2,
  "lazy-modules.ts": 1,
  // How people write dates and amounts (bank files, receipts, taps): read the same way by every channel.
  locale: 1,
  "budget-api": 2,
  formats: 2,
  connections: 3,
  // Addresses a person gave (a price feed, a webhook): the URL policy and one bounded fetch, for every channel that calls out.
  web: 3,
  profiles: 3,
  // Which transaction a payment is (pure): read by the Outbox, which writes what it decides, and by the channels.
  matching: 3,
  outbox: 4,
  "channel.ts": 5,
  // What the budget's history says of a shop (pure): reads the matching's merchant words, asked by the channels.
  learning: 5,
  taps: 6,
  // The upload, a channel like taps: its formats' settings read saved profiles, its chunks go through channel.ts.
  uploads: 6,
  "balance-sources": 6,
  // A bank's card alert arrives by mail and is booked as a tap (mail/alerts.ts): mail is above taps.
  mail: 7,
  notifications: 8,
  http: 9,
  "index.ts": 10,
};

interface Import {
  from: string;
  to: string;
  /** `import type`: erased when compiled, so it cannot make a cycle at run time. */
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "vendor" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The modules of src/, walked once for every rule below. */
const SOURCE_FILES = sourceFiles(SRC);

const parsed = new Map<string, ts.SourceFile>();
/** A module's syntax tree, parsed once however many rules read it. */
function syntaxOf(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) parsed.set(file, (source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true)));
  return source;
}

function resolved(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, "index.ts"), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?["'](\.[^"']+)["']/gm;
const DYNAMIC = /import\(\s*["'](\.[^"']+)["']\s*\)/g;

const imports: Import[] = SOURCE_FILES.flatMap((file) => {
  const text = readFileSync(file, "utf8");
  const found: Import[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const to = resolved(file, m[2]!);
    if (to) found.push({ from: file, to, typeOnly: m[1] !== undefined });
  }
  for (const m of text.matchAll(DYNAMIC)) {
    const to = resolved(file, m[1]!);
    if (to) found.push({ from: file, to, typeOnly: false });
  }
  return found;
});

const partOf = (file: string) => relative(SRC, file).split("/")[0]!;
const named = (file: string) => relative(SRC, file);

/** Every cycle of the graph's strongly connected parts (Tarjan), as lists of files. */
function cycles(edges: Import[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(named(w));
    } while (w !== v);
    if (part.length > 1) found.push(part);
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("the module graph has no cycles", () => {
  it("reads the imports of every module", () => {
    expect(imports.length).toBeGreaterThan(300);
  });

  it("no module reaches itself through the imports that run", () => {
    expect(cycles(imports.filter((i) => !i.typeOnly))).toEqual([]);
  });

  it("no balance-sources module reaches itself through any import, a type's included", () => {
    // A type-only cycle runs nothing, but it ties the modules in it into one: a kind could not be read, changed or
    // removed apart from the table and the store.
    const within = imports.filter((i) => partOf(i.from) === "balance-sources" && partOf(i.to) === "balance-sources");
    expect(cycles(within)).toEqual([]);
  });
});

describe("imports go down the floors: the shared primitives know nothing of the channels above them", () => {
  it("names a floor for every part of src/", () => {
    const parts = new Set(SOURCE_FILES.map(partOf));
    expect([...parts].filter((p) => FLOORS[p] === undefined)).toEqual([]);
  });

  it("no module imports from a higher floor, or from another part of its own floor", () => {
    const upward = imports
      .filter((i) => partOf(i.from) !== partOf(i.to) && FLOORS[partOf(i.to)]! >= FLOORS[partOf(i.from)]!)
      .map((i) => `${named(i.from)} -> ${named(i.to)}`);
    expect(upward).toEqual([]);
  });
});

/**
 * The rooms of the CSV reader (src/formats/csv/), lowest first: its words (the vocabulary every step reads: header
 * and row words, the profile), decoding the bytes, reading the table, detecting what each column is, planning the
 * rows. A module imports from its own room and from lower rooms only; the files directly in formats/csv/ (the
 * adapter, its entry points) are the top and may import every room, which imports none of them.
 */
const CSV = join(SRC, "formats/csv");
const CSV_ROOMS = ["words", "decode", "read", "detect", "plan"];
/** A formats/csv module's room: its folder there, or "top" for the files directly in it. */
const csvRoomOf = (file: string) => {
  const path = relative(CSV, file).split("/");
  return path.length === 1 ? "top" : path[0]!;
};
const csvRank = (room: string) => (room === "top" ? CSV_ROOMS.length : CSV_ROOMS.indexOf(room));
/** Each import between two rooms of formats/csv that does not go down, type-only ones included. */
const csvUpward = (edges: Import[]) =>
  edges
    .filter((i) => i.from.startsWith(CSV + "/") && i.to.startsWith(CSV + "/") && csvRoomOf(i.from) !== csvRoomOf(i.to))
    .filter((i) => csvRank(csvRoomOf(i.to)) >= csvRank(csvRoomOf(i.from)))
    .map((i) => `${named(i.from)} -> ${named(i.to)}${i.typeOnly ? " (type)" : ""}`);

describe("inside formats/csv imports run one way: words < decode < read < detect < plan < the adapter", () => {
  const csvFiles = SOURCE_FILES.filter((file) => file.startsWith(CSV + "/"));

  it("names a room for every folder of formats/csv", () => {
    const rooms = new Set(csvFiles.map(csvRoomOf));
    expect([...rooms].filter((room) => room !== "top" && !CSV_ROOMS.includes(room))).toEqual([]);
    expect([...rooms].sort()).toEqual([...CSV_ROOMS, "top"].sort());
  });

  it("reads the imports between the rooms, type-only ones included", () => {
    const between = imports.filter((i) => csvFiles.includes(i.from) && csvFiles.includes(i.to) && csvRoomOf(i.from) !== csvRoomOf(i.to));
    expect(between.some((i) => i.typeOnly)).toBe(true);
    expect(between.some((i) => !i.typeOnly)).toBe(true);
  });

  it("finds an import that goes up, and one into the top, as going the wrong way", () => {
    // The rule's own check: the layout before the rooms ran one way (detect read plan's row words; every room read
    // the profile at the top) is refused.
    const at = (path: string) => join(CSV, path);
    const old: Import[] = [
      { from: at("detect/decide-sign.ts"), to: at("plan/row-words.ts"), typeOnly: false },
      { from: at("read/table.ts"), to: at("profile.ts"), typeOnly: true },
      { from: at("plan/row-planner.ts"), to: at("words/row-words.ts"), typeOnly: false },
      { from: at("index.ts"), to: at("plan/row-planner.ts"), typeOnly: false },
    ];
    expect(csvUpward(old)).toEqual([
      "formats/csv/detect/decide-sign.ts -> formats/csv/plan/row-words.ts",
      "formats/csv/read/table.ts -> formats/csv/profile.ts (type)",
    ]);
  });

  it("no module of a room imports from a higher room or from the top", () => {
    expect(csvUpward(imports)).toEqual([]);
  });
});

/**
 * The matching (src/matching/): what decides which transaction a payment is, pure (no storage, no Durable Object's
 * state), a room of its own beneath the Outbox, so that the Outbox and the channels (the preview, the learning) read
 * the same rules without one reaching into the other. Its floors, lowest first: the words shops and transfers are
 * named by, and what the service's duplicate check compares (twins.ts); the evidence of one purchase (its merchant,
 * the day a bank's text says the card was used); the rules of one payment (a bank row against a receipt, a tap, a
 * pending row) and of a transfer; match mode's choice and the question a receipt outside the window asks; the choice
 * across currencies. A module imports from lower floors only, type-only imports too, and nothing of storage/ or of
 * outbox/. The Outbox's reconciliation (outbox/reconcile.ts) writes what the room decides; the store, beneath it,
 * imports nothing of it.
 */
const MATCHING = join(SRC, "matching");
const MATCHING_FLOORS: Record<string, number> = {
  "merchant-words.ts": 0,
  "transfer-words.ts": 0,
  "twins.ts": 0,
  "merchant-evidence.ts": 1,
  "purchase-day.ts": 1,
  "provisional-match.ts": 2,
  "transfer-match.ts": 2,
  "receipt-match.ts": 3,
  "receipt-question.ts": 3,
  "currency-match.ts": 4,
};
/** The Outbox's module that writes the room's decisions to the store. */
const RECONCILE = "outbox/reconcile.ts";
const inMatching = (file: string) => file.startsWith(MATCHING + "/");
const matchingFloor = (file: string) => MATCHING_FLOORS[relative(MATCHING, file)] ?? -1;
/** Each import that breaks the matching room's floors or its purity, type-only ones included. */
const matchingWrong = (edges: Import[]) =>
  edges
    .filter((i) => {
      if (inMatching(i.from) && inMatching(i.to)) return matchingFloor(i.to) >= matchingFloor(i.from);
      if (inMatching(i.from)) return /^(outbox|storage)\//.test(named(i.to));
      return named(i.to) === RECONCILE && named(i.from).startsWith("outbox/store/");
    })
    .map((i) => `${named(i.from)} -> ${named(i.to)}${i.typeOnly ? " (type)" : ""}`);

describe("the matching is a room beneath the Outbox: its imports run down its floors, and it reads no store", () => {
  const matchingFiles = SOURCE_FILES.filter(inMatching);

  it("stands on a floor below the Outbox's, and the channels' that read it", () => {
    expect(FLOORS.matching).toBeLessThan(FLOORS.outbox!);
    expect(FLOORS.matching).toBeLessThan(FLOORS.learning!);
    expect(FLOORS.matching).toBeLessThan(FLOORS.uploads!);
  });

  it("names a floor for every module of matching/, and leaves none of them in outbox/", () => {
    expect(matchingFiles.map((file) => relative(MATCHING, file)).sort()).toEqual(Object.keys(MATCHING_FLOORS).sort());
    const left = SOURCE_FILES.filter((file) => named(file).startsWith("outbox/"))
      .filter((file) => MATCHING_FLOORS[relative(dirname(file), file)] !== undefined)
      .map(named);
    expect(left).toEqual([]);
  });

  it("reads the imports inside the room, and into it from the Outbox and the channels", () => {
    const pairs = (edges: Import[]) => edges.map((i) => `${named(i.from)} -> ${named(i.to)}`);
    expect(pairs(imports.filter((i) => inMatching(i.from) && inMatching(i.to)))).toContain(
      "matching/currency-match.ts -> matching/receipt-match.ts",
    );
    const into = pairs(imports.filter((i) => inMatching(i.to) && !inMatching(i.from)));
    expect(into).toEqual(
      expect.arrayContaining([
        "outbox/reconcile.ts -> matching/provisional-match.ts",
        "outbox/kinds/match.ts -> matching/receipt-match.ts",
        "uploads/probable-duplicates.ts -> matching/merchant-evidence.ts",
      ]),
    );
  });

  it("finds an import up a floor, one across a floor, a reach into the Outbox or storage, and the store's into the reconciliation", () => {
    // The rule's own check: the layout before the room (the store read the match policy from receipt-match.ts), and
    // a rule that reads its rows itself.
    const at = (path: string) => join(SRC, path);
    const wrong: Import[] = [
      { from: at("matching/merchant-evidence.ts"), to: at("matching/provisional-match.ts"), typeOnly: true },
      { from: at("matching/receipt-match.ts"), to: at("matching/receipt-question.ts"), typeOnly: false },
      { from: at("matching/provisional-match.ts"), to: at("outbox/store/index.ts"), typeOnly: true },
      { from: at("matching/receipt-match.ts"), to: at("outbox/kinds/claim.ts"), typeOnly: false },
      { from: at("matching/currency-match.ts"), to: at("storage/rows.ts"), typeOnly: false },
      { from: at("outbox/store/settings.ts"), to: at("outbox/reconcile.ts"), typeOnly: false },
    ];
    const right: Import[] = [
      { from: at("outbox/reconcile.ts"), to: at("outbox/store/index.ts"), typeOnly: false },
      { from: at("outbox/reconcile.ts"), to: at("matching/receipt-question.ts"), typeOnly: false },
      { from: at("matching/currency-match.ts"), to: at("matching/receipt-match.ts"), typeOnly: false },
      { from: at("matching/receipt-match.ts"), to: at("ids.ts"), typeOnly: false },
      { from: at("outbox/kinds/match.ts"), to: at("matching/receipt-match.ts"), typeOnly: false },
      { from: at("outbox/store/items.ts"), to: at("matching/twins.ts"), typeOnly: false },
    ];
    expect(matchingWrong([...wrong, ...right])).toEqual([
      "matching/merchant-evidence.ts -> matching/provisional-match.ts (type)",
      "matching/receipt-match.ts -> matching/receipt-question.ts",
      "matching/provisional-match.ts -> outbox/store/index.ts (type)",
      "matching/receipt-match.ts -> outbox/kinds/claim.ts",
      "matching/currency-match.ts -> storage/rows.ts",
      "outbox/store/settings.ts -> outbox/reconcile.ts",
    ]);
  });

  it("no module of the room imports up or across its floors, nor anything of outbox/ or storage/", () => {
    expect(matchingWrong(imports)).toEqual([]);
  });
});

/**
 * The channels that hand plans to the Outbox (an upload, a tap, a mail) and the learning reach it one way: the stub
 * (storage/objects.ts) and the types of its surface (outbox/index.ts: the plans it takes, the answers it gives). None
 * imports a module of the Outbox's folder, nor its surface at run time: a rule they share with the Outbox lives beneath
 * it (matching/, locale/). The balance sources still read the Outbox's write limits (outbox/writes.ts).
 */
const THROUGH_SURFACE = ["uploads", "taps", "mail", "learning"];
const OUTBOX_SURFACE = "outbox/index.ts";
/** Each import of the Outbox's folder by a channel that reaches it through its surface only. */
const pastSurface = (edges: Import[]) =>
  edges
    .filter((i) => THROUGH_SURFACE.includes(partOf(i.from)) && partOf(i.to) === "outbox")
    .filter((i) => named(i.to) !== OUTBOX_SURFACE || !i.typeOnly)
    .map((i) => `${named(i.from)} -> ${named(i.to)}${i.typeOnly ? " (type)" : ""}`);

describe("uploads, taps, mail and the learning never import the Outbox's folder: only its surface's types", () => {
  it("reads their imports of the surface", () => {
    const surface = imports
      .filter((i) => THROUGH_SURFACE.includes(partOf(i.from)) && named(i.to) === OUTBOX_SURFACE)
      .map((i) => named(i.from));
    expect(surface).toEqual(expect.arrayContaining(["uploads/steps.ts", "uploads/preview.ts", "taps/receive.ts", "mail/deliver.ts"]));
  });

  it("finds an upload's reach into the Outbox's modules, and a run-time import of its surface", () => {
    // The rule's own check: the preview's imports before the matching had a room of its own.
    const at = (path: string) => join(SRC, path);
    const before: Import[] = [
      { from: at("uploads/probable-duplicates.ts"), to: at("outbox/matching/merchant-evidence.ts"), typeOnly: false },
      { from: at("uploads/preview.ts"), to: at("outbox/agreement/days.ts"), typeOnly: false },
      { from: at("uploads/already-there.ts"), to: at("outbox/twins.ts"), typeOnly: false },
      { from: at("uploads/refused.ts"), to: at("outbox/targets.ts"), typeOnly: true },
      { from: at("learning/suggest.ts"), to: at("outbox/matching/merchant-evidence.ts"), typeOnly: false },
      { from: at("uploads/preview.ts"), to: at("outbox/index.ts"), typeOnly: false },
      { from: at("uploads/steps.ts"), to: at("outbox/index.ts"), typeOnly: true },
      { from: at("http/kinds.ts"), to: at("outbox/kinds/index.ts"), typeOnly: false },
      { from: at("uploads/preview.ts"), to: at("matching/provisional-match.ts"), typeOnly: false },
    ];
    expect(pastSurface(before)).toEqual([
      "uploads/probable-duplicates.ts -> outbox/matching/merchant-evidence.ts",
      "uploads/preview.ts -> outbox/agreement/days.ts",
      "uploads/already-there.ts -> outbox/twins.ts",
      "uploads/refused.ts -> outbox/targets.ts (type)",
      "learning/suggest.ts -> outbox/matching/merchant-evidence.ts",
      "uploads/preview.ts -> outbox/index.ts",
    ]);
  });

  it("no module of theirs imports past the surface", () => {
    expect(pastSurface(imports)).toEqual([]);
  });
});

/** A module's code without its comments (a comment may say how long a day is; a URL's `//` is kept). */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/.*$/gm, "");
/** Each product of numbers in `code` (`86_400_000`, `24 * 3600_000`, `1000 * 60 * 60 * 24`) that makes a day in milliseconds. */
const dayLengths = (code: string) =>
  [...code.matchAll(/(?<![\w.])\d[\d_]*(?:e\d+)?(?:\s*\*\s*\d[\d_]*(?:e\d+)?)*(?![\w.])/g)]
    .map((m) => m[0])
    .filter((product) => product.split("*").reduce((n, factor) => n * Number(factor.trim().replace(/_/g, "")), 1) === 86_400_000);

/** The one module of a day's arithmetic, and what it defines: no other module of src/ defines a name of it. */
const DAYS = "locale/days.ts";
/** The names a module declares at any depth: functions, and constants holding a function or a number. */
function declaredNames(source: ts.SourceFile): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) names.push(node.name.text);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = node.initializer;
      if (ts.isArrowFunction(value) || ts.isFunctionExpression(value) || ts.isNumericLiteral(value) || ts.isBinaryExpression(value)) {
        names.push(node.name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/**
 * Every function's body written in two modules, as `module:name` groups: the body with its comments and spaces
 * dropped and its parameters named by their place (`$0`, `$1`), so a copy is found whatever its name or its
 * parameters' (`shifted(iso, days)` is `addDays(day, n)`). Bodies shorter than a line's worth are too common to count.
 */
const SHORTEST_COPY = 30;
function copies(sources: ts.SourceFile[]): string[] {
  const byBody = new Map<string, string[]>();
  for (const source of sources) {
    const visit = (node: ts.Node) => {
      let fn: ts.FunctionLikeDeclaration | undefined;
      let name = "(anonymous)";
      if (ts.isFunctionDeclaration(node) && node.body) [fn, name] = [node, node.name?.text ?? name];
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
          [fn, name] = [node.initializer, node.name.text];
      }
      if (fn?.body) {
        let body = codeOf(fn.body.getText(source));
        fn.parameters.forEach((p, n) => (body = body.replace(new RegExp(`\\b${p.name.getText(source)}\\b`, "g"), `$${n}`)));
        body = body.replace(/\s+/g, "").replace(/^\{return(.*);\}$/, "$1");
        const where = `${relative(SRC, source.fileName)}:${name}`;
        if (body.length >= SHORTEST_COPY) byBody.set(body, [...(byBody.get(body) ?? []), where]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...byBody.values()]
    .filter((places) => new Set(places.map((p) => p.split(":")[0])).size > 1)
    .map((places) => [...new Set(places)].sort().join(" = "))
    .sort();
}

/**
 * Copies written before this rule, each left for the part that owns it (its own helper module is a change of those
 * parts, not of the day's arithmetic). A copy gone from src/ must leave this list too.
 */
const KNOWN_COPIES: Record<string, string> = {
  "budget-api/client.ts:parseJson = budget-api/v1-client.ts:parseJson": "the two clients' answer reading",
  "formats/balance-label.ts:plain = mail/reader/receipt/text/phrases.ts:foldAccents": "accents folded by a format and the mail reader",
  "formats/csv/detect/running-balance.ts:close = formats/csv/detect/status-by-balance.ts:same": "the CSV reader's cent's tolerance",
  "http/notifications.ts:capitalized = notifications/news.ts:capitalized": "a notice's first letter",
  "http/pages/api.tsx:isObject = mail/reader/receipt/markup/markup.ts:isObject": "a plain object told from an array",
  "mail/reader/alert/amounts.ts:snippet = mail/reader/alert/evidence.ts:cut": "an alert's line shortened",
  "mail/reader/alert/issuers.ts:escape = mail/reader/receipt/money/amounts.ts:escape = mail/reader/receipt/money/currency.ts:escape = mail/reader/receipt/text/phrases.ts:escape":
    "a word made a pattern, in the mail reader",
  "taps/settings.ts:name = taps/tap.ts:normalized": "a card's name compared",
};

describe("one module per shared helper: a day's arithmetic is locale/days.ts's, and no function is written twice", () => {
  const sources = SOURCE_FILES.map(syntaxOf);

  it("finds a day's length however it is written, and not a day's seconds", () => {
    expect(dayLengths("const at = (d) => Date.parse(d) / 86_400_000; const ms = 86400000;")).toEqual(["86_400_000", "86400000"]);
    expect(dayLengths("x = 24 * 3600_000; y = 1000 * 60 * 60 * 24; z = 864e5;")).toEqual(["24 * 3600_000", "1000 * 60 * 60 * 24", "864e5"]);
    expect(dayLengths("ttl = 30 * 24 * 3600; n = 86_400; w = 7 * 24 * 3600_000;")).toEqual([]);
  });

  it("no module but locale/days.ts writes a day's length in milliseconds: each reads DAY_MS, addDays, daysBetween or dayNumber", () => {
    const found = SOURCE_FILES.filter((file) => named(file) !== DAYS).flatMap((file) =>
      dayLengths(codeOf(readFileSync(file, "utf8"))).map((product) => `${named(file)}: ${product}`),
    );
    expect(found).toEqual([]);
  });

  it("finds a second definition of a name of locale/days.ts, and a copy of a helper under another name", () => {
    // The rule's own check: the copies of addDays before there was one (a CSV step's, a PDF's, the budget's evidence).
    const moduleOf = (file: string, text: string) => ts.createSourceFile(join(SRC, file), text, ts.ScriptTarget.Latest, true);
    const made = [
      moduleOf(
        "formats/csv/detect/decide-dates.ts",
        "function addDays(iso: string, days: number): string {\n  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);\n}",
      ),
      moduleOf(
        "formats/pdf/tokens.ts",
        "function shifted(day: string, n: number): string {\n  // a statement's day moved\n  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);\n}",
      ),
      moduleOf("uploads/budget-evidence.ts", "const around = (d: string) => d.trim();\nconst within = (d: string) => d.trim();"),
    ];
    expect(copies(made)).toEqual(["formats/csv/detect/decide-dates.ts:addDays = formats/pdf/tokens.ts:shifted"]);
    expect(made.flatMap(declaredNames)).toEqual(["addDays", "shifted", "around", "within"]);
  });

  it("no other module of src/ defines a name locale/days.ts exports", () => {
    const shared = new Set(declaredNames(syntaxOf(join(SRC, DAYS))));
    expect([...shared].sort()).toEqual(["DAY_MS", "addDays", "dayNumber", "daysBetween"]);
    const again = sources
      .filter((source) => named(source.fileName) !== DAYS)
      .flatMap((source) =>
        declaredNames(source)
          .filter((name) => shared.has(name))
          .map((name) => `${named(source.fileName)}: ${name}`),
      );
    expect(again).toEqual([]);
  });

  it("no function's body is written in two modules, but the copies known before this rule", () => {
    expect(copies(sources).filter((copy) => KNOWN_COPIES[copy] === undefined)).toEqual([]);
  });

  it("lists no known copy that is gone", () => {
    const found = copies(sources);
    expect(Object.keys(KNOWN_COPIES).filter((copy) => !found.includes(copy))).toEqual([]);
  });
});

/** The modules that read and write a Durable Object's SQLite: the storage module, each object's store and schema. */
const isStore = (file: string) => /^(storage|outbox\/store)\/|(^|\/)(store|schema)\.ts$/.test(named(file));

/**
 * What a module claims of a value without checking it: `as` casts (`as const` is none: it asserts nothing about a
 * value read) and rows typed by `sql.exec<T>(…)`, which SQLite never checks against `T`.
 */
function unchecked(file: string): { casts: string[]; typedExecs: string[] } {
  const source = syntaxOf(file);
  const found: { casts: string[]; typedExecs: string[] } = { casts: [], typedExecs: [] };
  const where = (node: ts.Node) => `${named(file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && node.type.getText(source) !== "const") {
      found.casts.push(`${where(node)}: ${node.getText(source)}`);
    }
    if (
      ts.isCallExpression(node) &&
      node.typeArguments &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "exec"
    ) {
      found.typedExecs.push(where(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("stores read rows by their columns' types, not by casts", () => {
  const stores = SOURCE_FILES.filter(isStore);

  it("finds the stores of every Durable Object with SQLite", () => {
    for (const store of ["storage/rows.ts", "outbox/store/items.ts", "balance-sources/store.ts", "notifications/store.ts"]) {
      expect(stores.map(named)).toContain(store);
    }
  });

  it("no module but a store runs SQL: what the others need of the tables is a store's method", () => {
    // The notifier's reading (outbox/attention.ts) ran five queries of its own until store/attention.ts held them.
    const runsSql = (text: string) => /\bsql\s*\.\s*exec\b/.test(text);
    expect(runsSql("const paused = sql.exec(`SELECT id FROM connections`)")).toBe(true);
    // The Outbox's attachment files ran theirs beside the store (outbox/attachment-files.ts) until store/ held them.
    expect([join(SRC, "outbox/attachment-files.ts"), join(SRC, "outbox/store/attachment-files.ts")].map(isStore)).toEqual([false, true]);
    const found = SOURCE_FILES.filter((file) => !isStore(file) && runsSql(readFileSync(file, "utf8"))).map(named);
    expect(found).toEqual([]);
  });

  it("no store casts with `as`", () => {
    expect(stores.flatMap((file) => unchecked(file).casts)).toEqual([]);
  });

  it("no store types the rows of a query by hand (`exec<T>`): they are read through a shape (src/storage/rows.ts)", () => {
    expect(stores.flatMap((file) => unchecked(file).typedExecs)).toEqual([]);
  });
});

// An adapter is typed by its settings and its profile (formats/contract.ts), and an upload's settings for it are typed
// by the adapter (uploads/formats.ts `uploadFormatOf`): a cast to either would let a CSV profile reach a statement's step.
describe("a format's settings come with its adapter, never by a cast", () => {
  it("no module of src/ casts to an adapter, an upload format, a profile, its overrides or settings", () => {
    const typed = /^(SourceAdapter|UploadFormat)\b|(Profile|ProfileOverrides|Settings)(<.*>)?( \| undefined)?$/;
    const found = SOURCE_FILES.flatMap((file) => unchecked(file).casts).filter((cast) => typed.test(cast.replace(/^.* as /, "")));
    expect(found).toEqual([]);
  });
});

/**
 * The HTTP API's description (src/http/api/: every answer's schema, the table of routes, the document made of them) is
 * a module loaded on demand (lazy-modules.ts, on the first GET /openapi.json or /api): the main module builds none of
 * it at startup. A route types its answer by the description's types, which compile away.
 */
const API_DESCRIPTION = join(SRC, "http/api");
/** Each import that would put a module of src/http/api/ into the main module: one that runs, from outside it. */
const apiDescriptionLoaded = (edges: Import[]) =>
  edges
    .filter((i) => !i.typeOnly && !i.from.startsWith(API_DESCRIPTION + "/") && i.to.startsWith(API_DESCRIPTION + "/"))
    .map((i) => `${named(i.from)} -> ${named(i.to)}`);

describe("the API's description is loaded on demand: the routes import it as types only", () => {
  it("finds the routes' import of it, as types: route.ts names the answers (api/answers.ts)", () => {
    const typed = imports
      .filter((i) => i.typeOnly && i.to.startsWith(API_DESCRIPTION + "/"))
      .map((i) => `${named(i.from)} -> ${named(i.to)}`);
    expect(typed).toContain("http/route.ts -> http/api/answers.ts");
  });

  it("finds an import of it that runs as loading it", () => {
    const at = (path: string) => join(SRC, path);
    const edges: Import[] = [
      { from: at("http/reports.ts"), to: at("http/api/reports.ts"), typeOnly: false },
      { from: at("http/taps.ts"), to: at("http/api/payments.ts"), typeOnly: true },
      { from: at("http/api/imports.ts"), to: at("http/api/reports.ts"), typeOnly: false },
    ];
    expect(apiDescriptionLoaded(edges)).toEqual(["http/reports.ts -> http/api/reports.ts"]);
  });

  it("no module outside src/http/api/ imports it at run time", () => {
    expect(apiDescriptionLoaded(imports)).toEqual([]);
  });
});

describe("the worker reaches each Durable Object one way: its getter in src/storage/objects.ts", () => {
  it("no other module of src/ finds an object by name or id itself", () => {
    const reaching = SOURCE_FILES.filter((file) => named(file) !== "storage/objects.ts")
      .filter((file) => /\.(idFromName|getByName|idFromString|newUniqueId)\(/.test(readFileSync(file, "utf8")))
      .map(named);
    expect(reaching).toEqual([]);
  });
});

// The Outbox's RPC is declared once: each method is a function of its rpc/ module that takes the object's parts first,
// and one line of the table (outbox/rpc/index.ts), whose key is the function's name; the Durable Object (outbox.ts)
// installs the table and writes no signature again (its one method of its own is the runtime's alarm).
const RPC_DIR = join(SRC, "outbox/rpc");
const RPC_TABLE = join(RPC_DIR, "index.ts");
/** The rpc/ modules that serve no method: the table itself, and the parts every answer borrows with their shared steps. */
const RPC_UNSERVED = ["index.ts", "parts.ts"];
const FACADE = join(SRC, "outbox/outbox.ts");

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The functions a module exports that take the Outbox's parts first: the answers it has for the object to serve. */
function answersOf(source: ts.SourceFile): string[] {
  return source.statements
    .filter(ts.isFunctionDeclaration)
    .filter((fn) => isExported(fn) && fn.parameters[0]?.type?.getText(source) === "OutboxParts")
    .flatMap((fn) => (fn.name ? [fn.name.text] : []));
}

/** The table's lines, each `method = module.function` (the module by its file, the import's alias resolved). */
function tableLines(source: ts.SourceFile): string[] {
  const modules = new Map<string, string>();
  for (const statement of source.statements.filter(ts.isImportDeclaration)) {
    const bound = statement.importClause?.namedBindings;
    if (bound && ts.isNamespaceImport(bound) && ts.isStringLiteral(statement.moduleSpecifier))
      modules.set(bound.name.text, statement.moduleSpecifier.text.replace(/^\.\//, ""));
  }
  const lines: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isPropertyAccessExpression(node.initializer) && ts.isIdentifier(node.initializer.expression)) {
      const module = modules.get(node.initializer.expression.text) ?? node.initializer.expression.text;
      lines.push(`${node.name.getText(source)} = ${module}.${node.initializer.name.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/** What the table leaves out or misnames: an answer of an rpc/ module no line serves, a line named otherwise than its function. */
function unserved(table: ts.SourceFile, modules: ts.SourceFile[]): string[] {
  const lines = tableLines(table);
  const served = new Set(lines.map((line) => line.split(" = ")[1]));
  const missing = modules.flatMap((source) => {
    const module = basename(source.fileName, ".ts");
    return answersOf(source)
      .filter((name) => !served.has(`${module}.${name}`))
      .map((name) => `not served: ${module}.${name}`);
  });
  const misnamed = lines.filter((line) => line.split(" = ")[0] !== line.split(".").pop()).map((line) => `misnamed: ${line}`);
  return [...missing, ...misnamed];
}

/** The members of the Outbox class that write a method again: every method or function-valued property but the constructor and the runtime's alarm. */
function rewrittenMethods(source: ts.SourceFile): string[] {
  const outbox = source.statements.filter(ts.isClassDeclaration).find((c) => c.name?.text === "Outbox");
  return (outbox?.members ?? [])
    .filter(
      (m) => ts.isMethodDeclaration(m) || (ts.isPropertyDeclaration(m) && m.initializer !== undefined && ts.isFunctionLike(m.initializer)),
    )
    .map((m) => m.name?.getText(source) ?? "(unnamed)")
    .filter((name) => name !== "alarm");
}

describe("the Outbox's RPC is declared once: a function of rpc/ and a line of its table, the facade deriving the rest", () => {
  const moduleOf = (file: string, text: string) => ts.createSourceFile(join(SRC, file), text, ts.ScriptTarget.Latest, true);
  const rpcModules = readdirSync(RPC_DIR)
    .filter((name) => name.endsWith(".ts") && !RPC_UNSERVED.includes(name))
    .map((name) => syntaxOf(join(RPC_DIR, name)));

  it("finds an answer no line serves, a line named otherwise, and a method the facade writes again", () => {
    const table = moduleOf(
      "outbox/rpc/index.ts",
      'import * as r from "./reports";\nexport const OUTBOX_RPC = { report: r.report, rows: r.rowNotes } satisfies Table;',
    );
    const reports = moduleOf(
      "outbox/rpc/reports.ts",
      "export function report(parts: OutboxParts, id: string) {}\nexport function rowNotes(parts: OutboxParts) {}\n" +
        "export function list(parts: OutboxParts, connectionId: string) {}\nexport function pageOf(rows: Row[]) {}\nfunction own(parts: OutboxParts) {}",
    );
    expect(unserved(table, [reports])).toEqual(["not served: reports.list", "misnamed: rows = reports.rowNotes"]);
    const facade = moduleOf(
      "outbox/outbox.ts",
      "export class Outbox extends DurableObject<Env> {\n  #parts: OutboxParts;\n  constructor() { super(); }\n" +
        "  report(jobId: string) { return reports.report(this.#parts, jobId); }\n  list = (id: string) => reports.list(this.#parts, id);\n" +
        "  override alarm() { return this.#delivery.alarm(); }\n}",
    );
    expect(rewrittenMethods(facade)).toEqual(["report", "list"]);
  });

  it("serves every answer of every rpc/ module, each line by its function's name", () => {
    const table = syntaxOf(RPC_TABLE);
    expect(tableLines(table)).toContain("report = reports.report");
    expect(rpcModules.map((source) => basename(source.fileName))).toContain("plans.ts");
    expect(unserved(table, rpcModules)).toEqual([]);
  });

  it("the facade writes no method of the table again: its own is the runtime's alarm", () => {
    expect(rewrittenMethods(syntaxOf(FACADE))).toEqual([]);
    expect(readFileSync(FACADE, "utf8")).toMatch(/\boverride alarm\(\)/);
  });
});

/** Every class of src/ with its `protected` members, and the names of the classes src/ extends. */
function classesOf(files: string[]) {
  const declared: { file: string; name: string; protectedMembers: string[] }[] = [];
  const extended = new Set<string>();
  for (const file of files) {
    const source = syntaxOf(file);
    const visit = (node: ts.Node) => {
      if (ts.isClassLike(node)) {
        for (const clause of node.heritageClauses ?? [])
          if (clause.token === ts.SyntaxKind.ExtendsKeyword) for (const type of clause.types) extended.add(type.expression.getText(source));
        const protectedMembers = node.members
          .filter((m) => ts.getCombinedModifierFlags(m as ts.Declaration) & ts.ModifierFlags.Protected)
          .map((m) => m.name?.getText(source) ?? "(unnamed)");
        declared.push({ file: named(file), name: node.name?.text ?? "(anonymous)", protectedMembers });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { declared, extended };
}

// A test hook is a way into production code that only tests take. Three shapes of it are looked for: a
// `protected` member of a class that no class of src/ extends (only a test's subclass can reach it: the Outbox's
// tuning and delivery target maker were such); a module of src/ that names a file of test/support/ (production
// code that knows its tests' doubles); and a route under /__test. Test subclasses (test/support/test-worker.ts,
// test/browser/support/intake-entry.ts) hold the seams instead, reaching the production classes only through
// their constructors' arguments, their stored settings and their public methods.
describe("no test hook lives in src/", () => {
  const files = SOURCE_FILES;

  it("finds the protected members src/ itself uses (the mail reader's body decoders)", () => {
    const { declared, extended } = classesOf(files);
    expect(declared.some((c) => c.protectedMembers.length > 0 && extended.has(c.name))).toBe(true);
  });

  it("has no protected member in a class that src/ does not extend", () => {
    const { declared, extended } = classesOf(files);
    const hooks = declared.filter((c) => c.protectedMembers.length > 0 && !extended.has(c.name));
    expect(hooks.map((c) => `${c.file}: ${c.name}.${c.protectedMembers.join(", ")}`)).toEqual([]);
  });

  it("names no file of test/support/ and serves no /__test route", () => {
    const found = files.filter((file) => /test\/support\/|["'`]\/__test\b/.test(readFileSync(file, "utf8"))).map(named);
    expect(found).toEqual([]);
  });
});

describe("non-null assertions are proven, not claimed", () => {
  it("src/ has none (`x!`): a type proves each value there, or a check names what was missing", () => {
    const found: string[] = [];
    for (const file of SOURCE_FILES) {
      const source = syntaxOf(file);
      const visit = (node: ts.Node) => {
        if (ts.isNonNullExpression(node)) {
          found.push(`${named(file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(found).toEqual([]);
  });
});

/** The store's parts that hold a job's and its items' state, the step's and the credential's. */
type StateParts = "items" | "jobs" | "attempts" | "gate" | "readBack" | "connections";
/** What of it a kind can reach through its context: none, or the type says which (a compile error below). */
type ReachedByKinds = Extract<keyof DeliveryContext["tables"] | keyof KindTables, StateParts> | Extract<keyof DeliveryContext, "store">;
/** The step's own methods a kind could call on its context: none. */
type StepMethodsOpen = Extract<keyof DeliveryContext, "failAttempt" | "closeAttempt" | "nextSlot" | "failShared">;

// The exactly-once step holds the whole store privately (outbox/kinds/context.ts): a kind reaches its own tables through
// `ctx.tables`, typed without a job's state (store/index.ts `KindTables`), and its job through its view
// (outbox/kinds/job-view.ts). The types hold the rule: `tsc` fails this file if a part of the state or a step's method
// is reachable; what is left to read here is that no kind module gets hold of the whole store another way.
describe("a delivery kind sends through the one exactly-once step of its context (outbox/kinds/context.ts)", () => {
  const STEP = "outbox/kinds/context.ts";
  const VIEW = "outbox/kinds/job-view.ts";
  const kinds = SOURCE_FILES.filter((file) => named(file).startsWith("outbox/kinds/") && named(file) !== STEP && named(file) !== VIEW);
  const view = SOURCE_FILES.filter((file) => named(file) === VIEW);

  /** `file:line name` for each node `found` names. */
  function uses(file: string, found: (node: ts.Node) => string[]): string[] {
    const source = syntaxOf(file);
    const out: string[] = [];
    const visit = (node: ts.Node): void => {
      for (const name of found(node))
        out.push(`${named(file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${name}`);
      ts.forEachChild(node, visit);
    };
    visit(source);
    return out;
  }

  it("finds the kind modules and the job's view", () => {
    expect(kinds.map(named)).toEqual(
      expect.arrayContaining(["outbox/kinds/transactions.ts", "outbox/kinds/match.ts", "outbox/kinds/removal.ts"]),
    );
    expect(view.map(named)).toEqual([VIEW]);
  });

  it("a kind's context and tables reach no part of a job's state, nor the step's own methods (by their types)", () => {
    // Each is `false` by its type, and the file does not compile, when a part or a method is reachable.
    const noneReached: [ReachedByKinds] extends [never] ? true : false = true;
    const noneOpen: [StepMethodsOpen] extends [never] ? true : false = true;
    expect([noneReached, noneOpen]).toEqual([true, true]);
  });

  it("no kind module names the whole store (OutboxStore), so none can reach past its tables and its job's view", () => {
    const whole = (file: string) => uses(file, (node) => (ts.isIdentifier(node) && node.text === "OutboxStore" ? [node.text] : []));
    expect(kinds.flatMap(whole)).toEqual([]);
  });

  it("the job's view reaches no part of the step: the gate, the attempts, the credential's and read-back's failure counts", () => {
    const STEP_PARTS = new Set(["gate", "attempts", "markServed", "setAuthFailures", "resetFailures", "countFailure", "connections"]);
    const parts = (file: string) =>
      uses(file, (node) => (ts.isPropertyAccessExpression(node) && STEP_PARTS.has(node.name.text) ? [node.name.text] : []));
    expect(view.flatMap(parts)).toEqual([]);
  });
});

describe("every request takes its slot of the rate gate in one place (outbox/store/gate.ts)", () => {
  /** Each module of src/ that imports the bucket's spending (`take`) from rate-gate.ts. */
  const spenders = SOURCE_FILES.filter((file) =>
    syntaxOf(file).statements.some(
      (node) =>
        ts.isImportDeclaration(node) &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        node.moduleSpecifier.text.endsWith("rate-gate") &&
        node.importClause?.namedBindings !== undefined &&
        ts.isNamedImports(node.importClause.namedBindings) &&
        node.importClause.namedBindings.elements.some((element) => (element.propertyName ?? element.name).text === "take"),
    ),
  ).map(named);

  it("only the gate's store spends a token: delivery, the requests outside it and a connection's resume call its takeSlot", () => {
    expect(spenders).toEqual(["outbox/store/gate.ts"]);
  });
});

// Each real balance-source kind, like the test build's dummy (test/http/kinds.test.ts), is one folder — its settings,
// fit, reading and the page's form — and one line in the kinds' table (balance-sources/kinds/index.ts); the page and its scripts draw every form from the
// table and name no kind.
describe("a balance-source kind is its folder and one line in the kinds' table", () => {
  const KINDS_DIR = join(SRC, "balance-sources/kinds");
  const TABLE = join(KINDS_DIR, "index.ts");
  const folders = readdirSync(KINDS_DIR).filter((name) => statSync(join(KINDS_DIR, name)).isDirectory());
  const inFolder = (file: string, folder: string) => file.startsWith(join(KINDS_DIR, folder) + "/");

  it("finds the real kinds' folders, each listed by one line of the table", () => {
    expect(folders.sort()).toEqual(["priced-holding", "schedule", "simplefin"]);
    const table = readFileSync(TABLE, "utf8");
    for (const folder of folders) expect(table).toMatch(new RegExp(`^import \\{ \\w+ \\} from "\\./${folder}";$`, "m"));
  });

  it("no module but the table imports a kind's folder", () => {
    const reaching = imports
      .filter((i) => i.from !== TABLE && folders.some((folder) => inFolder(i.to, folder) && !inFolder(i.from, folder)))
      .map((i) => `${named(i.from)} -> ${named(i.to)}`);
    expect(reaching).toEqual([]);
  });

  it("no module of a kind's folder reaches the table, through any import (a type's included)", () => {
    const next = new Map<string, string[]>();
    for (const { from, to } of imports) next.set(from, [...(next.get(from) ?? []), to]);
    const reaching = SOURCE_FILES.filter((file) => folders.some((folder) => inFolder(file, folder))).filter((file) => {
      const seen = new Set([file]);
      const queue = [file];
      for (let at = queue.pop(); at !== undefined; at = queue.pop())
        for (const to of next.get(at) ?? []) if (!seen.has(to)) (seen.add(to), queue.push(to));
      return seen.has(TABLE);
    });
    expect(reaching.map(named)).toEqual([]);
  });

  it("the Balances page and its scripts name no kind, nor any id of a kind's form", () => {
    const page = [
      "src/http/pages/balances.tsx",
      "src/http/pages/source-forms.tsx",
      "public/assets/balances.js",
      "public/assets/balance-forms.js",
    ];
    const texts = page.map((file) => readFileSync(resolve(__dirname, "..", file), "utf8"));
    const names = folders.flatMap((folder) => {
      const form = readFileSync(join(KINDS_DIR, folder, "page.ts"), "utf8");
      return [folder.replace(/-/g, "_"), ...[...form.matchAll(/\bid: "([^"]+)"/g)].map((m) => m[1]!)];
    });
    expect(names).toContain("loan-principal");
    const named = names.filter((name) => texts.some((text) => new RegExp(`["'\`]${name}["'\`]`).test(text)));
    expect(named).toEqual([]);
  });
});

// Typed errors at the edges, one Result inside (src/result.ts). A success-or-failure shape declared
// anywhere else is a type literal or interface with an `ok: true|false` member, or a union with a one-field failure
// literal (`string | { problem: string }`); each is listed by the declaration it belongs to.
describe("what can fail inside src/ returns the one Result type (src/result.ts)", () => {
  /** The shapes left declared, each with why it is not a Result. */
  const ALLOWED: Record<string, string> = {
    // The Outbox's RPC answers: the worker reads them through the Durable Object's stub, as typed answers of the edge.
    "outbox/rpc/imports.ts: RemovalAnswer": "Outbox.removeImport's answer to the worker",
    "outbox/rpc/budget.ts: BalanceAnswer": "Outbox.accountBalance's answer to a balance source's run",
    "outbox/rpc/budget.ts: CategoryListAnswer": "Outbox.categoryList's answer to the worker",
    "outbox/rpc/budget.ts: TransactionsInAnswer": "Outbox.transactionsIn's answer to the worker (a preview's already-there rows)",
    "outbox/rpc/history.ts: HistoryAnswer": "Outbox.budgetHistory's answer to the worker (what an import learns of shops)",
    "outbox/targets.ts: TargetAnswer": "Outbox.target's answer to the worker",
    "outbox/targets.ts: AccountListAnswer": "Outbox.accountList's answer to the worker",
    "outbox/targets.ts: Refusal": "the failure half of the Outbox's answers, which the HTTP routes word (http/refusals.ts)",
    // A bank file's transaction or the row's error, once per transaction in the adapters' measured paths (bench/csv):
    // a Result would wrap every item in one more object.
    "formats/camt/adapter.ts: transactionOf": "an entry's item or its error, per transaction",
    "formats/mt940/adapter.ts: transaction": "a statement line's item or its error, per transaction",
  };

  const okMember = (member: ts.TypeElement) =>
    ts.isPropertySignature(member) &&
    member.name.getText() === "ok" &&
    member.type !== undefined &&
    ts.isLiteralTypeNode(member.type) &&
    (member.type.literal.kind === ts.SyntaxKind.TrueKeyword || member.type.literal.kind === ts.SyntaxKind.FalseKeyword);
  const loneFailure = (type: ts.TypeNode) =>
    ts.isTypeLiteralNode(type) &&
    type.members.length === 1 &&
    /^(problem|reason|message|error)$/.test(type.members[0]?.name?.getText() ?? "");

  /** The named declaration a shape belongs to: its type alias, interface, function or method (`Class.method`). */
  function owner(node: ts.Node): string {
    for (let at: ts.Node | undefined = node; at; at = at.parent) {
      if (
        ts.isTypeAliasDeclaration(at) ||
        ts.isInterfaceDeclaration(at) ||
        ts.isFunctionDeclaration(at) ||
        ts.isMethodDeclaration(at) ||
        ts.isMethodSignature(at) ||
        ts.isVariableDeclaration(at) ||
        (ts.isPropertySignature(at) && !okMember(at))
      ) {
        if (!at.name) continue;
        const inClass = ts.isClassDeclaration(at.parent) && at.parent.name ? `${at.parent.name.text}.` : "";
        return `${inClass}${at.name.getText()}`;
      }
    }
    return "(anonymous)";
  }

  function resultShapes(): string[] {
    const found = new Set<string>();
    for (const file of SOURCE_FILES.filter((f) => named(f) !== "result.ts")) {
      const visit = (node: ts.Node) => {
        const literal = (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node)) && node.members.some(okMember);
        if (literal || (ts.isUnionTypeNode(node) && node.types.some(loneFailure))) found.add(`${named(file)}: ${owner(node)}`);
        ts.forEachChild(node, visit);
      };
      visit(syntaxOf(file));
    }
    return [...found].sort();
  }

  it("finds the Outbox's answers (the rule reads the shapes it is meant to)", () => {
    expect(resultShapes()).toEqual(expect.arrayContaining(["outbox/rpc/imports.ts: RemovalAnswer", "outbox/targets.ts: TargetAnswer"]));
  });

  it("declares no other success-or-failure shape", () => {
    expect(resultShapes().filter((shape) => ALLOWED[shape] === undefined)).toEqual([]);
  });

  it("allows no shape that is gone", () => {
    const shapes = resultShapes();
    expect(Object.keys(ALLOWED).filter((shape) => !shapes.includes(shape))).toEqual([]);
  });
});

// A bank's file is recognised in one place, the registry (src/formats/registry.ts): each format's signature (its
// folder's signature.ts) and each container's check (a PDF's `isPdf`, a spreadsheet's `spreadsheetKind`) are imported
// by the registry and by their own folder only; every other module asks the registry what a file is. The upload's
// route hands the file to its room and names no format: neither a module of a format's folder nor a format's,
// container's or extension's name in its text.
const REGISTRY = join(SRC, "formats/registry.ts");
const CONTAINER_CHECKS = ["isPdf", "spreadsheetKind"];

interface NamedImport {
  from: string;
  to: string;
  names: string[];
}

/** Every import of src/ with the names it takes (a namespace import or a re-export of all: "*"). */
const namedImports: NamedImport[] = SOURCE_FILES.flatMap((file) =>
  syntaxOf(file).statements.flatMap((statement): NamedImport[] => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) return [];
    const to = resolved(file, specifier.text);
    if (!to) return [];
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
    const names =
      bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))
        ? bindings.elements.map((e) => (e.propertyName ?? e.name).text)
        : ["*"];
    return [{ from: file, to, names }];
  }),
);

/** Each import of a recogniser by a module that is neither the registry nor of the recogniser's own folder. */
const recognisedOutsideRegistry = (edges: NamedImport[]) =>
  edges
    .filter((i) => i.from !== REGISTRY && dirname(i.from) !== dirname(i.to))
    .filter((i) => i.to.endsWith("/signature.ts") || i.names.some((n) => n === "*" || CONTAINER_CHECKS.includes(n)))
    .filter((i) => i.to.endsWith("/signature.ts") || /^formats\/(pdf|sheets)\/(index|recognize)\.ts$/.test(named(i.to)))
    .map((i) => `${named(i.from)} -> ${named(i.to)}`);

/** The registry's words for what a file is: its formats, the kinds' extensions and the first word of their names. */
async function formatWords(): Promise<string[]> {
  const { FORMATS, fileKinds } = await import("../src/formats/registry");
  const words = [...FORMATS.map((f) => f.format), ...fileKinds().flatMap((k) => [...k.extensions, k.name.split(/[^\p{L}\p{N}]/u)[0]!])].map(
    (w) => w.toLowerCase(),
  );
  return [...new Set(words)].filter((w) => /\p{L}/u.test(w));
}

/** The registry's words a text says (whole words, any case). */
const wordsSaid = (text: string, words: readonly string[]) =>
  words.filter((w) => new RegExp(`(?<![\\p{L}\\p{N}])${w}(?![\\p{L}\\p{N}])`, "iu").test(text));

describe("a file is recognised by the registry alone, and the upload's route names no format", () => {
  const ROUTE = join(SRC, "http/imports.ts");

  it("finds the registry's imports of every signature and container check, and the adapters' of their own", () => {
    const found = namedImports.filter((i) => i.from === REGISTRY).map((i) => named(i.to));
    expect(found).toEqual(expect.arrayContaining(["formats/ofx/signature.ts", "formats/camt/signature.ts", "formats/pdf/index.ts"]));
    expect(namedImports.some((i) => named(i.from) === "formats/qif/adapter.ts" && named(i.to) === "formats/qif/signature.ts")).toBe(true);
  });

  it("finds the layout before the registry owned recognition: the upload and the mail checking PDFs and spreadsheets", () => {
    const at = (path: string) => join(SRC, path);
    const old: NamedImport[] = [
      { from: at("uploads/accounts.ts"), to: at("formats/pdf/index.ts"), names: ["isPdf"] },
      { from: at("uploads/accounts.ts"), to: at("formats/sheets/recognize.ts"), names: ["spreadsheetKind"] },
      { from: at("mail/mailed-statement.ts"), to: at("formats/camt/signature.ts"), names: ["recognizesCamt"] },
      { from: at("uploads/pdf.ts"), to: at("formats/pdf/index.ts"), names: ["pdfStatementAsText"] },
      { from: at("formats/registry.ts"), to: at("formats/ofx/signature.ts"), names: ["recognizesOfx"] },
      { from: at("formats/ofx/adapter.ts"), to: at("formats/ofx/signature.ts"), names: ["recognizesOfx"] },
    ];
    expect(recognisedOutsideRegistry(old)).toEqual([
      "uploads/accounts.ts -> formats/pdf/index.ts",
      "uploads/accounts.ts -> formats/sheets/recognize.ts",
      "mail/mailed-statement.ts -> formats/camt/signature.ts",
    ]);
  });

  it("no module but the registry and a recogniser's own folder imports a recogniser", () => {
    expect(recognisedOutsideRegistry(namedImports)).toEqual([]);
  });

  it("finds the formats in the route as it was: its CSV settings' module and a CSV file's refusal", async () => {
    const words = await formatWords();
    expect(words).toEqual(expect.arrayContaining(["csv", "ofx", "qif", "mt940", "camt", "pdf", "spreadsheet", "xlsx"]));
    const old = `import { requestOverrides } from "../formats/csv/upload-settings";\nconst refusal = \`this CSV file holds 2 accounts\`;`;
    expect(wordsSaid(old, words)).toEqual(["csv"]);
    expect(wordsSaid("const named = query.file_account ?? query.ofx_account;", words)).toEqual(["ofx"]);
  });

  it("the upload's route imports no module of a format's folder and says no format's name", async () => {
    const intoFormats = imports.filter((i) => i.from === ROUTE && /^formats\/[^/]+\//.test(named(i.to))).map((i) => named(i.to));
    expect(intoFormats).toEqual([]);
    expect(wordsSaid(readFileSync(ROUTE, "utf8"), await formatWords())).toEqual([]);
  });
});
