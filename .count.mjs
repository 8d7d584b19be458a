import ts from "typescript";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
const root = process.argv[2] ?? "src";
const files = [];
(function walk(d){ for (const n of readdirSync(d)) { const p = join(d,n); if (statSync(p).isDirectory()) { if (n!=="vendor") walk(p);} else if (/\.tsx?$/.test(n) && !n.endsWith(".d.ts")) files.push(p);} })(root);
const per = new Map(); let total = 0; const detail = process.argv[3];
for (const f of files) {
  const sf = ts.createSourceFile(f, readFileSync(f,"utf8"), ts.ScriptTarget.Latest, true, f.endsWith("x")?ts.ScriptKind.TSX:ts.ScriptKind.TS);
  let n = 0;
  const visit = (node) => { if (node.kind === ts.SyntaxKind.NonNullExpression) { n++; if (detail && f.includes(detail)) { const {line} = sf.getLineAndCharacterOfPosition(node.getStart()); console.log(`${f}:${line+1}: ${node.getText().slice(0,80)}`);} } ts.forEachChild(node, visit); };
  visit(sf);
  if (n) { total += n; per.set(f, n); }
}
const dirs = new Map();
for (const [f,n] of per) { const rel = relative(root, f).split("/"); const key = rel.length>1 ? rel.slice(0, Math.min(rel.length-1, 2)).join("/") : "(top)"; dirs.set(key,(dirs.get(key)??0)+n); }
if (!detail) { console.log("total", total); for (const [d,n] of [...dirs].sort((a,b)=>b[1]-a[1])) console.log(String(n).padStart(4), d); }
