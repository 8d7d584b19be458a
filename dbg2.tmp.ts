import { readFileSync } from "node:fs";
import { openPdf } from "./src/lazy-modules";
import { wordsOf } from "./src/formats/pdf/document";
import { itemsInReadingOrder, mirroredIfRightToLeft } from "./src/formats/pdf/right-to-left";
const bytes = new Uint8Array(readFileSync(process.argv[2]!));
const doc = await (await openPdf(bytes)).promise;
for (let n = 1; n <= doc.numPages; n++) {
  const c = await (await doc.getPage(n)).getTextContent();
  const words = mirroredIfRightToLeft(wordsOf(itemsInReadingOrder(c.items)));
  const lines = new Map<number, any[]>();
  for (const w of words as any[]) { const y = Math.round(w.y); (lines.get(y) ?? lines.set(y, []).get(y))!.push(w); }
  console.log("--- page", n);
  for (const y of [...lines.keys()].sort((a, b) => b - a)) console.log(y, lines.get(y)!.sort((a, b) => a.x - b.x).map((w) => `${w.text}@${Math.round(w.x)}`).join(" "));
}
