// A run without ../shared says once which of its folders are absent, so the skipped tests are explained.
import { mkdtempSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sharedDataNote } from "./support/shared-data";

describe("a run without the shared data says so once", () => {
  it("names the absent folders and what skips", () => {
    const shared = mkdtempSync(join(tmpdir(), "shared-"));
    mkdirSync(join(shared, "spec"));
    expect(sharedDataNote(shared)).toBe(
      `${shared}: bank-corpus, email-corpus absent; the tests that read real files, mails or the spec from there skip`,
    );
  });
  it("says nothing when every folder is there", () => {
    const shared = mkdtempSync(join(tmpdir(), "shared-"));
    for (const folder of ["spec", "bank-corpus", "email-corpus"]) mkdirSync(join(shared, folder));
    expect(sharedDataNote(shared)).toBeNull();
  });
});
