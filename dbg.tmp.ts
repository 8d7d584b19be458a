import { readFileSync } from "node:fs";
import { pdfStatement } from "./src/formats/pdf/document";
const bytes = new Uint8Array(readFileSync(process.argv[2]!));
const r = await pdfStatement(bytes);
if (!r.ok) { console.log("FAIL", r.reason); process.exit(0); }
for (const t of r.value) { console.log("=== number", t.number, t.pages, t.warnings); console.log(new TextDecoder().decode(t.text)); }
