// Through the route: a profile saved by one upload is a default for the next upload of the same bank,
// never an order that silently drops its rows.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveConnection } from "../../src/connections";
import { newWorld } from "../support/world";

const CHECKING = 101; // the sandbox seed's checking account

async function connect() {
  const world = await newWorld();
  const apiKey = `key-${world.name}`;
  await saveConnection(env, `c-${world.name}`, world.token, apiKey);
  const upload = (csv: string, query: string) =>
    SELF.fetch(`https://intake.test/imports${query}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "text/csv" },
      body: csv,
    });
  return { upload };
}

type Answer = { counts: { total: number }; profile: { dateFormat: string; warnings?: string[] }; items?: { item: { date: string } }[] };

describe("a saved profile is a default the next file's evidence may overrule", () => {
  it("imports next month's export whose dates prove day-first after a month-first profile was saved", async () => {
    const { upload } = await connect();
    const first = ["Date,Description,Amount", "10/02/2018,TESCO,-12.40", "11/02/2018,BOOTS,-3.99"].join("\n");
    // Answered month-first (the dry run asked): an answer is saved; a reading nobody answered would be asked again.
    const accepted = await upload(first, `?account=${CHECKING}&date_format=MM/DD/YYYY`);
    expect(accepted.status).toBe(202);
    expect(((await accepted.json()) as Answer).profile.dateFormat).toBe("MM/DD/YYYY"); // saved for this header
    const next = ["Date,Description,Amount", "25/02/2018,TESCO,-20.00", "26/02/2018,SHELL,-45.10"].join("\n");
    const dry = (await (await upload(next, `?account=${CHECKING}&dry_run=true`)).json()) as Answer;
    expect(dry.items?.map((i) => i.item.date)).toEqual(["2018-02-25", "2018-02-26"]);
    expect(dry.profile.warnings?.join(" ")).toMatch(/saved profile reads dates as MM\/DD\/YYYY/);
    const second = await upload(next, `?account=${CHECKING}`);
    expect(second.status).toBe(202);
    const answer = (await second.json()) as Answer;
    expect(answer.counts.total).toBe(2);
    expect(answer.profile.dateFormat).toBe("DD/MM/YYYY");
  });

  it("an explicit date_format of the request still wins over the saved profile and the file", async () => {
    const { upload } = await connect();
    await upload(["Date,Description,Amount", "10/02/2018,A,-1.00"].join("\n"), `?account=${CHECKING}`);
    const dry = (await (
      await upload(["Date,Description,Amount", "03/04/2018,A,-1.00"].join("\n"), `?account=${CHECKING}&dry_run=true&date_format=DD/MM/YYYY`)
    ).json()) as Answer;
    expect(dry.items?.map((i) => i.item.date)).toEqual(["2018-04-03"]);
  });
});
