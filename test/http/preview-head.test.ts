// A dry run of a file's first part (`head_of`): a file larger than a dry run takes is previewed from its head,
// cut at its last whole record, and the answer says how much of the file that was.
import { describe, expect, it } from "vitest";
import { connectIntake, SEED_ACCOUNTS } from "../support/intake";

const MB = 1024 * 1024;

type Dry = {
  rows: { planned: number; ignored: number; error: number };
  partial?: boolean;
  previewed_bytes?: number;
  file_bytes?: number;
  statement_balance: unknown;
};

/** A CSV of `n` rows of about 100 bytes, every row a valid payment in October 2026. */
function csvOfRows(n: number): string {
  const lines = ["Date,Payee,Notes,Amount"];
  for (let i = 1; i <= n; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    lines.push(`2026-10-${day},Shop number ${i},A purchase described at some length to fill the row out,-${(i % 900) + 1}.${i % 10}5`);
  }
  return lines.join("\n") + "\n";
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("a dry run of a larger file's first part reads its whole rows and says how much it read", () => {
  it("previews the first 5 MB of a 6 MB CSV, leaving out the row the cut went through", async () => {
    const { upload } = await connectIntake();
    const file = bytes(csvOfRows(70_000));
    expect(file.length).toBeGreaterThan(6 * MB);
    // The first 5 MB or just under, cut inside a row's amount: read alone, "…,-12" would be a row of its own.
    const lastLineEnd = file.subarray(0, 5 * MB - 200).lastIndexOf(0x0a) + 1;
    const head = file.subarray(0, file.indexOf(0x0a, lastLineEnd) - 3);
    expect(new TextDecoder().decode(head.subarray(lastLineEnd))).toMatch(/^2026-10-\d\d,Shop number \d+,A purchase.*,-\d+$/);
    const wholeRows = new TextDecoder().decode(head.subarray(0, lastLineEnd)).split("\n").length - 2;
    const response = await upload(head, `?account=${SEED_ACCOUNTS.checking}&dry_run=true&preview=1&head_of=${file.length}`);
    expect(response.status).toBe(200);
    const dry = (await response.json()) as Dry;
    expect(dry).toMatchObject({ partial: true, previewed_bytes: lastLineEnd, file_bytes: file.length });
    expect(dry.rows).toEqual({ planned: wholeRows, ignored: 1, error: 0 });
  });

  it("reads a body that is the whole file, as head_of says, as any dry run", async () => {
    const { upload } = await connectIntake();
    const file = bytes(csvOfRows(3));
    const response = await upload(file, `?account=${SEED_ACCOUNTS.checking}&dry_run=true&head_of=${file.length}`);
    expect(response.status).toBe(200);
    const dry = (await response.json()) as Dry;
    expect(dry).toMatchObject({ partial: false, previewed_bytes: file.length, file_bytes: file.length });
    expect(dry.rows.planned).toBe(3);
  });

  it("says no statement balance for a statement's first part: the file closes at its end", async () => {
    const { upload } = await connectIntake();
    const statement = (n: number) =>
      [
        `:20:STMT${n}`,
        ":25:DE89370400440532013000",
        `:28C:${n}`,
        ":60F:C261001EUR1000,00",
        `:61:261002D${n},00NTRFNONREF`,
        `:86:Payment ${n}`,
        `:62F:C261002EUR${1000 - n},00`,
        "-",
      ].join("\r\n");
    const file = bytes([statement(1), statement(2), statement(3)].join("\r\n") + "\r\n");
    // Cut inside the third statement: the first two are whole.
    const head = file.subarray(0, file.length - 20);
    const response = await upload(head, `?account=${SEED_ACCOUNTS.checking}&dry_run=true&head_of=${file.length}`);
    expect(response.status).toBe(200);
    const dry = (await response.json()) as Dry;
    expect(dry).toMatchObject({ partial: true, file_bytes: file.length, statement_balance: null });
    expect(dry.rows).toEqual({ planned: 2, ignored: 0, error: 0 });
  });
});

describe("a dry run's head_of is refused with a 4xx that says why", () => {
  const file = csvOfRows(3);

  it.each(["abc", "0", "-5", "1.5", "", `${100 * MB + 1}`])("refuses head_of=%s with a 400", async (value) => {
    const { upload } = await connectIntake();
    const response = await upload(file, `?account=${SEED_ACCOUNTS.checking}&dry_run=true&head_of=${value}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/head_of/);
  });

  it("refuses head_of without dry_run: an import takes the whole file", async () => {
    const { upload } = await connectIntake();
    const response = await upload(file, `?account=${SEED_ACCOUNTS.checking}&head_of=${10 * MB}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/dry_run=true/);
  });

  it("refuses a body larger than the file head_of names", async () => {
    const { upload } = await connectIntake();
    const response = await upload(file, `?account=${SEED_ACCOUNTS.checking}&dry_run=true&head_of=10`);
    expect(response.status).toBe(400);
  });

  it("answers 422 for the first part of an OFX file, read whole, and names the format", async () => {
    const { upload } = await connectIntake();
    const ofx = "OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKTRANLIST><STMTTRN><DTPOSTED>20261002";
    const response = await upload(ofx, `?account=${SEED_ACCOUNTS.checking}&dry_run=true&head_of=${7 * MB}`);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: "head_not_previewable", format: "ofx" } });
  });
});
