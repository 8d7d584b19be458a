import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { it } from "vitest";
import { impersonatedIssuer, readAlert } from "../../../../src/receipts/reader/alert";
import { parseMail, unwrapParsed } from "../../../../src/receipts/reader/unwrap";

const ROOT = join(process.cwd(), "..", "shared", "email-corpus");
it("dump", async () => {
  const out: string[] = [];
  for (const set of ["receipts-dev", "real-2026-11", "world-2026-11"]) {
    for (const sub of ["alerts", "receipts", "negatives", "forwarded"]) {
      const dir = join(ROOT, set, sub);
      if (!existsSync(dir)) continue;
      for (const f of readdirSync(dir).filter((f) => f.endsWith(".eml"))) {
        const outer = await parseMail(readFileSync(join(dir, f)));
        const { original, how } = await unwrapParsed(outer);
        const forwardedAt = how === "none" ? null : (outer.headers.find((h) => h.key === "date")?.value ?? null);
        const r = readAlert(original, { receivedAt: new Date("2026-11-20T12:00:00Z"), forwardedAt });
        const imp = impersonatedIssuer(original);
        if (r || imp) out.push(`${set}/${sub}/${f}\n  imp=${imp} ${JSON.stringify(r)}`);
      }
    }
  }
  writeFileSync("/tmp/alert-dump.txt", out.join("\n"));
}, 120_000);
