// Each format of the registry reaches an upload with its settings, paired with the registry's own adapter.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { SourceAdapter } from "../../src/formats/contract";
import { FORMATS } from "../../src/formats/registry";
import { uploadFormatFor } from "../../src/uploads/formats";

function adapterNamed(format: string): SourceAdapter {
  const adapter = FORMATS.find((a) => a.format === format);
  if (!adapter) throw new Error(`no ${format} in the registry`);
  return adapter;
}

describe("every format of the registry has its upload settings", () => {
  it("pairs each adapter with settings of its own format, reaching the registry's adapter", () => {
    expect(FORMATS.length).toBeGreaterThanOrEqual(5);
    for (const adapter of FORMATS) {
      const format = uploadFormatFor(adapter);
      expect(format.format).toBe(adapter.format);
      expect(format.use((paired) => paired.recognizes)).toBe(adapter.recognizes);
    }
  });

  it("gives CSV its own settings (the page's columns, the profile kept) and a statement the account of the file", async () => {
    const own = (format: string) =>
      uploadFormatFor(adapterNamed(format)).use((_, upload) => ({
        columns: upload.dryRunFields !== undefined,
        kept: upload.afterImport !== undefined,
      }));
    expect(own("csv")).toEqual({ columns: true, kept: true });
    expect(own("ofx")).toEqual({ columns: false, kept: false });
    const account = { id: 101, currency: "eur", type: "cash" };
    const request = { env, connectionId: "c1", head: new Uint8Array(), overrides: {}, fileAccount: "DE02", fileName: null, account };
    expect(await uploadFormatFor(adapterNamed("camt")).use((_, upload) => upload.settings(request))).toEqual({ account: "DE02" });
  });
});
