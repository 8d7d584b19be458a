// One reading of an upload's head: the registry's word on what the file is and the CSV reader's detection of its first
// bytes are made once, and every step (the saved profile's lookup, the budget's evidence, an import's stream when it
// would read the same) asks that reading instead of detecting the head again.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { detectProfile, openDecisions } from "../../src/formats/csv";
import { CSV_FORMAT } from "../../src/formats/registry";
import { accountsOf, type AnyOpenedUpload, openUpload } from "../../src/uploads/accounts";
import { importFile } from "../../src/uploads/import-file";
import { previewImport } from "../../src/uploads/preview";
import { headContext, type HeadDetection, HeadReading } from "../../src/uploads/reading";
import { fileOf } from "../../src/uploads/statement-file";
import { connectIntake, SEED_ACCOUNTS } from "../support/intake";

const bytes = (text: string) => new TextEncoder().encode(text);

/** Dates that read both ways (the order is left open: the budget is asked) and an English header. */
const OPEN = bytes(
  ["Date,Description,Amount", "02/03/2024,CORNER SHOP,-23.40", "02/04/2024,CHEMIST,-8.99", "03/03/2024,SALARY,1850.00"].join("\n"),
);
/** Dates that say their own order, a running balance that proves the sign: nothing is left open. */
const DECIDED = bytes(
  [
    "Datum;Text;Betrag;Saldo",
    "25.03.2024;Bäckerei;-3,40;996,60",
    "26.03.2024;Miete;-950,00;46,60",
    "27.03.2024;Gehalt;1.850,00;1.896,60",
    "28.03.2024;Apotheke;-8,99;1.887,61",
  ].join("\n"),
);

/** The CSV reader's detection, counted. */
function counted(): HeadDetection & { detected: number } {
  const reader = {
    detected: 0,
    detectProfile: (...args: Parameters<typeof detectProfile>) => {
      reader.detected++;
      return detectProfile(...args);
    },
    // Asked with the head's profile, it plans the dates' readings but never detects the head again.
    openDecisions: (...args: Parameters<typeof openDecisions>) => {
      if (args[3] === undefined) reader.detected++;
      return openDecisions(...args);
    },
  };
  return reader;
}

describe("the head is detected once for the fingerprint and the decisions it leaves open", () => {
  it("names the fingerprint and the open date order from one detection", () => {
    const reader = counted();
    const reading = new HeadReading(OPEN, { format: CSV_FORMAT });
    const context = headContext("october.csv", "cash");
    const fingerprint = reading.fingerprint(reader, {}, context);
    const open = reading.openDecisions(reader, {}, context);
    expect(fingerprint).toBe(detectProfile(OPEN).fingerprint);
    expect(open?.open.map((d) => d.decision)).toContain("date_order");
    expect(reader.detected).toBe(1);
    expect(reading.detections).toBe(1);
  });

  it("reads the head again only with what it was not asked before: the profile saved for its header", () => {
    const reader = counted();
    const reading = new HeadReading(OPEN, { format: CSV_FORMAT });
    reading.fingerprint(reader, {}, headContext("october.csv", null));
    const saved = { dateFormat: "DD/MM/YYYY" as const };
    const open = reading.openDecisions(reader, {}, headContext("october.csv", null, saved));
    reading.openDecisions(reader, {}, headContext("october.csv", null, saved));
    // The saved day-first order decides what the bytes left open.
    expect(open?.open.map((d) => d.decision)).not.toContain("date_order");
    expect(reader.detected).toBe(2);
  });

  it("says what a head detection cannot read, once: no fingerprint, nothing open", () => {
    const reader = counted();
    const reading = new HeadReading(bytes("just one line of prose, nothing delimited"), { format: CSV_FORMAT });
    expect(reading.fingerprint(reader, {}, {})).toBeNull();
    expect(reading.openDecisions(reader, {}, {})).toBeUndefined();
    expect(reader.detected).toBe(1);
  });

  it("names the header a bare head reads when the upload's context refuses it", () => {
    // The header is read before the file's name or the account's type is weighed: a refusal that came of them leaves the
    // header's fingerprint, and the profile saved for it is still found.
    const profile = detectProfile(DECIDED);
    const reader: HeadDetection = {
      detectProfile: (_head, _overrides, context) => {
        if (context?.accountType !== undefined) throw new Error("refused for the account's type");
        return profile;
      },
      openDecisions,
    };
    const reading = new HeadReading(DECIDED, { format: CSV_FORMAT });
    expect(reading.fingerprint(reader, {}, headContext("konto.csv", "credit"))).toBe(profile.fingerprint);
    expect(reading.openDecisions(reader, {}, headContext("konto.csv", "credit"))).toBeUndefined();
    expect(reading.detections).toBe(2);
  });
});

describe("an upload's steps before the plan ask the one reading", () => {
  const opened = async (csv: Uint8Array, fileName: string, dryRun = true) => {
    const intake = await connectIntake();
    const connectionId = `c-${intake.world.name}`;
    const query = { account: SEED_ACCOUNTS.checking, dry_run: dryRun };
    const upload = await openUpload(env, connectionId, query, fileOf(csv, fileName), {}, accountsOf(query).accounts);
    return { connectionId, upload };
  };
  const detections = (upload: AnyOpenedUpload) => upload.use((u) => u.accounts.map((a) => a.request.reading.detections));

  it("detects a CSV's head once for its settings, the budget asked for its open date order, and the dry run asks it no more", async () => {
    const { connectionId, upload } = await opened(OPEN, "statement.csv");
    expect(detections(upload)).toEqual([1]);
    const preview = await upload.use((u) => previewImport(env, connectionId, {}, u));
    expect((preview.profile as { dateReason?: string }).dateReason).toMatch(/the budget's locale \(en-US\) writes dates month-first/);
    expect(detections(upload)).toEqual([1]);
  });

  it("detects a head that leaves nothing open once too", async () => {
    const { upload } = await opened(DECIDED, "konto.csv");
    expect(detections(upload)).toEqual([1]);
  });

  it("imports a head that leaves nothing open with that one detection: the stream takes the reading's profile", async () => {
    const { connectionId, upload } = await opened(DECIDED, "konto.csv", false);
    const imported = await upload.use((u) => importFile(env, connectionId, {}, u, false));
    expect("rows" in imported ? imported.rows : null).toEqual({ planned: 4, ignored: 1, error: 0 });
    expect(upload.use((u) => u.accounts.map((a) => [a.request.reading.detections, a.request.reading.taken]))).toEqual([[1, 1]]);
  });

  it("previews a head that leaves nothing open with that one detection: the dry run's plan takes the reading's profile", async () => {
    const { connectionId, upload } = await opened(DECIDED, "konto.csv");
    const preview = await upload.use((u) => previewImport(env, connectionId, {}, u));
    expect(preview.rows).toEqual({ planned: 4, ignored: 1, error: 0 });
    expect(upload.use((u) => u.accounts.map((a) => [a.request.reading.detections, a.request.reading.taken]))).toEqual([[1, 1]]);
  });

  it("keeps what the registry said the file is", async () => {
    const { upload } = await opened(OPEN, "statement.csv");
    expect(upload.use((u) => u.accounts[0]?.request.reading.file)).toEqual({ format: CSV_FORMAT });
  });
});
