// Ask once, remember: what nothing decides is a question in the dry run (each reading with its first rows); by API the
// import takes the better-supported reading and its answer and report carry the question; an answer sent with the import
// is saved with the layout's profile, so the bank's next file asks nothing, and a question nobody answered is asked again.
import { describe, expect, it } from "vitest";
import { connectIntake, SEED_ACCOUNTS } from "../support/intake";
import { waitFor } from "../support/world";

type Question = {
  decision: string;
  taken: string;
  readings: { answer: Record<string, unknown>; says: string; rows?: { date: string }[] }[];
};
type DryRun = { questions: Question[]; items: { item: { date: string } }[]; profile: { dateReason?: string } };

/** An Australian credit union's export whose dates all read both ways and say nothing else. */
const MARCH = [
  "Date,Description,Amount",
  "02/03/2024,WOOLWORTHS,-23.40",
  "02/04/2024,AMPOL,-48.00",
  "03/03/2024,PAYROLL,2100.00",
  "03/04/2024,TELSTRA,-35.00",
].join("\n");
/** The same bank's next export: the same header. */
const APRIL = [
  "Date,Description,Amount",
  "04/05/2024,COLES,-61.10",
  "04/06/2024,AMPOL,-52.00",
  "05/05/2024,PAYROLL,2100.00",
  "05/06/2024,OPTUS,-40.00",
].join("\n");

async function dryRun(intake: Awaited<ReturnType<typeof connectIntake>>, csv: string) {
  const response = await intake.upload(csv, `?account=${SEED_ACCOUNTS.checking}&dry_run=true`);
  expect(response.status).toBe(200);
  return (await response.json()) as DryRun;
}

async function imported(intake: Awaited<ReturnType<typeof connectIntake>>, csv: string, query = "") {
  const response = await intake.upload(csv, `?account=${SEED_ACCOUNTS.checking}${query}`);
  expect(response.status).toBe(202);
  const answer = (await response.json()) as { report: string; questions?: Question[] };
  const report = await waitFor(
    () => intake.report(answer.report),
    (r) => r.status === "done",
  );
  return { answer, report };
}

describe("the dry run asks what nothing decides, each reading with its first rows", () => {
  it("asks the date order of an export nothing places, the budget's en-US locale taken meanwhile", async () => {
    const body = await dryRun(await connectIntake(), MARCH);
    expect(body.questions).toHaveLength(1);
    const [q] = body.questions;
    expect(q?.decision).toBe("date_order");
    expect(q?.taken).toMatch(/the budget's locale \(en-US\) writes dates month-first/);
    expect(q?.readings.map((r) => r.says)).toEqual(["month first (MM/DD/YYYY)", "day first (DD/MM/YYYY)"]);
    expect(q?.readings.map((r) => r.rows?.map((x) => x.date))).toEqual([
      ["2024-02-03", "2024-02-04", "2024-03-03"],
      ["2024-03-02", "2024-04-02", "2024-03-03"],
    ]);
  });

  it("answers an empty list for a file that leaves nothing to ask", async () => {
    const body = await dryRun(await connectIntake(), MARCH.replace("03/04/2024", "25/03/2024"));
    expect(body.questions).toEqual([]);
  });
});

describe("by API the import takes the better-supported reading, and carries the question", () => {
  it("imports month-first and says so in its answer and its report", async () => {
    const intake = await connectIntake();
    const { answer, report } = await imported(intake, MARCH);
    expect(answer.questions?.map((q) => q.decision)).toEqual(["date_order"]);
    expect(report.questions?.[0]?.readings.map((r) => r.answer)).toEqual([{ dateFormat: "MM/DD/YYYY" }, { dateFormat: "DD/MM/YYYY" }]);
    expect((await intake.world.transactions()).map((t) => t.date).sort()).toEqual(["2024-02-03", "2024-02-04", "2024-03-03", "2024-03-04"]);
  });
});

describe("an answer is saved with the layout's profile; an unanswered question is asked again", () => {
  it("reads the bank's next file as answered, asking nothing", async () => {
    const intake = await connectIntake();
    const { answer, report } = await imported(intake, MARCH, "&date_format=DD/MM/YYYY");
    expect(answer.questions).toBeUndefined();
    expect(report.questions).toBeUndefined();
    const next = await dryRun(intake, APRIL);
    expect(next.questions).toEqual([]);
    expect(next.items[0]?.item.date).toBe("2024-05-04");
    expect(next.profile.dateReason).toMatch(/as the saved profile for this format says/);
  });

  it("asks the next file again when the import went by the reading taken, unanswered", async () => {
    const intake = await connectIntake();
    await imported(intake, MARCH);
    const next = await dryRun(intake, APRIL);
    expect(next.questions.map((q) => q.decision)).toEqual(["date_order"]);
    expect(next.profile.dateReason).not.toMatch(/saved profile/);
  });
});
