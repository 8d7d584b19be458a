// Each format of the registry reaches an upload with its settings, paired with the registry's own adapter.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FORMATS, type RegisteredFormat } from "../../src/formats/registry";
import { uploadFormatFor } from "../../src/uploads/formats";
import { HeadReading } from "../../src/uploads/reading";

function adapterNamed(format: string): RegisteredFormat {
  const adapter = FORMATS.find((a) => a.format === format);
  if (!adapter) throw new Error(`no ${format} in the registry`);
  return adapter;
}

describe("every format of the registry has its upload settings", () => {
  it("pairs each format with its own adapter and settings, the CSV reader loaded on demand", async () => {
    expect(FORMATS.length).toBeGreaterThanOrEqual(5);
    for (const registered of FORMATS) {
      const format = await uploadFormatFor(registered);
      expect(format.format).toBe(registered.format);
      expect(format.use((paired) => [paired.format, paired.name])).toEqual([registered.format, registered.name]);
    }
  });

  it("gives CSV its own settings (the page's columns, the profile kept) and a statement the account of the file", async () => {
    const own = async (format: string) =>
      (await uploadFormatFor(adapterNamed(format))).use((_, upload) => ({
        columns: upload.dryRunFields !== undefined,
        kept: upload.afterImport !== undefined,
      }));
    expect(await own("csv")).toEqual({ columns: true, kept: true });
    expect(await own("ofx")).toEqual({ columns: false, kept: false });
    const account = { id: 101, currency: "eur", type: "cash" };
    const request = {
      env,
      connectionId: "c1",
      reading: new HeadReading(new Uint8Array(), { format: adapterNamed("camt") }),
      overrides: {},
      fileAccount: "DE02",
      fileName: null,
      account,
    };
    expect(await (await uploadFormatFor(adapterNamed("camt"))).use((_, upload) => upload.settings(request))).toEqual({ account: "DE02" });
  });
});
