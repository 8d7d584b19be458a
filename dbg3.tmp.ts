import { readFileSync } from "node:fs";
import { openPdf } from "./src/lazy-modules";
import { wordsOf } from "./src/formats/pdf/document";
import { entriesOf } from "./src/formats/pdf/entries";
import { itemsInReadingOrder, mirroredIfRightToLeft } from "./src/formats/pdf/right-to-left";
const bytes = new Uint8Array(readFileSync(process.argv[2]!));
const doc = await (await openPdf(bytes)).promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n++) {
  const c = await (await doc.getPage(n)).getTextContent();
  pages.push(mirroredIfRightToLeft(wordsOf(itemsInReadingOrder(c.items))));
}
const want = Number(process.argv[3] ?? 4);
for (const e of entriesOf(pages) as any[]) if (e.page === want || (e.kind !== "row" && e.page === undefined)) console.log(e.kind, e.section, e.band, e.date ? JSON.stringify(e.date) : "", (e.description ?? [e.text]).join(" | ").slice(0, 80), JSON.stringify(e.amounts ?? e.amount ?? "").slice(0, 150));
