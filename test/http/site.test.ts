// The pages: server-rendered shells with their own scripts, every answer under one security policy.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ENCODINGS } from "../../src/formats/csv";
import { fileKinds } from "../../src/formats/registry";
import { checkedFetch } from "../support/answers";

const PAGES = [
  "/",
  "/history",
  "/history/0b0e3f1c-0000-4000-8000-000000000000",
  "/history/transaction/17",
  "/saved-profiles",
  "/inbox",
  "/balances",
  "/coverage",
];

describe("every page is server-rendered HTML that loads its own script and no other", () => {
  it.each(PAGES)("%s", async (path) => {
    const response = await SELF.fetch(`https://intake.test${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>|^<html/i);
    expect(html).toContain('<html lang="en">');
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/type="module" src="\/assets\/[a-z-]+\.js"/);
    // No inline script or handler: the policy forbids them, and a page must not depend on them.
    expect(html).not.toMatch(/<script\b[^>]*>[^<]+<\/script>/);
    expect(html).not.toMatch(/\son[a-z]+="/);
    expect(html).toContain('aria-live="polite"');
  });
});

describe("the upload page offers every encoding Intake reads", () => {
  it("lists each in the encoding control", async () => {
    const html = await (await SELF.fetch("https://intake.test/")).text();
    const control = html.slice(html.indexOf('<select id="encoding"'), html.indexOf("</select>", html.indexOf('<select id="encoding"')));
    expect([...control.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1])).toEqual([...ENCODINGS]);
    expect(control).toContain(">Cyrillic (Windows-1251)<");
    expect(control).toContain(">Japanese (Shift_JIS)<");
  });
});

describe("the upload page's picker offers every kind of file Intake reads (formats/registry.ts)", () => {
  it("lists PDF statements and spreadsheets with the exports, in the picker and in its hint", async () => {
    const html = await (await SELF.fetch("https://intake.test/")).text();
    const accept = /<input id="file"[^>]*accept="([^"]+)"/.exec(html)?.[1]?.split(",") ?? [];
    for (const kind of fileKinds()) for (const extension of kind.extensions) expect(accept).toContain(`.${extension}`);
    expect(accept).toEqual(expect.arrayContaining([".pdf", ".xlsx", ".xls", ".ods", ".csv", ".ofx", ".sta", "application/pdf"]));
    const hint = /<p id="file-hint"[^>]*>([^<]+)</.exec(html)?.[1] ?? "";
    expect(hint).toContain("PDF statement");
    expect(hint).toContain("XLSX");
    expect(hint).toContain("MT940");
  });
});

describe("every HTML answer carries the security headers", () => {
  it.each([...PAGES, "/connect"])("%s", async (path) => {
    const headers = (await SELF.fetch(`https://intake.test${path}`)).headers;
    const csp = headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/default-src 'self'/);
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("same-origin");
  });
});

describe("the pages' scripts and styles are served from the worker's assets, under the same headers", () => {
  it.each([
    ["/assets/upload.js", /javascript/],
    ["/assets/intake.css", /text\/css/],
  ])("%s", async (path, type) => {
    const response = await SELF.fetch(`https://intake.test${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(type);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("answers a missing asset with the 404 its document describes: no body, not the JSON Error", async () => {
    const document = (await (await SELF.fetch("https://intake.test/openapi.json")).json()) as {
      paths: Record<string, { get: { responses: Record<string, { content?: unknown }> } }>;
    };
    const described = document.paths["/assets/{path}"]?.get.responses["404"];
    const response = await checkedFetch("https://intake.test/assets/nothing-here.js");
    expect(response.status).toBe(404);
    expect([described?.content, response.headers.get("Content-Type"), await response.text()]).toEqual([undefined, null, ""]);
  });
});
