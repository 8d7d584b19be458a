// The upload page: the same API as curl, from a browser. The API key stays in this browser
// (localStorage) and travels only in the Authorization header.
export const UPLOAD_PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Intake: import a bank export</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 42rem; margin: 2rem auto; padding: 0 1rem; }
  label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
  input[type=text], input[type=password], input[type=number] { width: 100%; padding: .4rem; box-sizing: border-box; }
  button { margin-top: 1rem; padding: .5rem 1.25rem; font-size: 1rem; }
  pre { background: #f4f4f4; padding: 1rem; overflow: auto; max-height: 24rem; }
  .hint { color: #555; font-size: .9rem; }
  .warnings { background: #fff4d6; border-left: 4px solid #c98a00; padding: .5rem 1.5rem; }
</style>
<h1>Import a bank export</h1>
<p class="hint">Intake detects the format, skips what is already in your budget, and reports every row.</p>
<form id="upload">
  <label for="key">Intake API key</label>
  <input id="key" type="password" autocomplete="off" required>
  <label for="account">Manual account id <span class="hint">(empty: your default account, else cash)</span></label>
  <input id="account" type="number" min="1">
  <label for="file">Export file (CSV)</label>
  <input id="file" type="file" accept=".csv,.txt,.tsv,text/csv" required>
  <label><input id="dry" type="checkbox"> Dry run: show the plan, send nothing</label>
  <button>Import</button>
</form>
<h2 id="status" aria-live="polite"></h2>
<ul id="warnings" class="warnings" hidden></ul>
<pre id="result" hidden></pre>
<script>
  const $ = (id) => document.getElementById(id);
  $("key").value = localStorage.getItem("intake-key") ?? "";
  $("upload").addEventListener("submit", async (event) => {
    event.preventDefault();
    localStorage.setItem("intake-key", $("key").value);
    const query = new URLSearchParams();
    if ($("account").value) query.set("account", $("account").value);
    if ($("dry").checked) query.set("dry_run", "true");
    const form = new FormData();
    form.set("file", $("file").files[0]);
    const headers = { Authorization: "Bearer " + $("key").value };
    show("Uploading…", null);
    const response = await fetch("/imports?" + query, { method: "POST", headers, body: form });
    const body = await response.json();
    if (!response.ok) return show("Not imported (" + response.status + ")", body);
    if (body.dry_run) return show("Plan (nothing sent): " + rowsInWords(body.rows), body);
    for (;;) {
      const report = await (await fetch("/imports/" + body.id, { headers })).json();
      const running = ["queued", "running", "waiting"].includes(report.status);
      show((running ? "Importing: " : "Import " + report.status + ": ") + outcomeInWords(body.rows, report.counts), {
        ...report, rows: body.rows, row_errors: body.row_errors, profile: body.profile,
      });
      if (!running) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
  });
  // What a person needs first: how many rows were read, how many could not be, what landed.
  function rowsInWords(rows) {
    const total = rows.planned + rows.ignored + rows.error;
    return total + " rows: " + rows.planned + " to import, " + rows.ignored + " ignored, " + rows.error + " could not be read";
  }
  function outcomeInWords(rows, counts) {
    const read = rows.error > 0 ? rows.error + " of " + (rows.planned + rows.error) + " rows could not be read; " : "";
    return read + counts.inserted + " inserted, " + counts.duplicates + " already there, " + counts.invalid + " refused, " +
      counts.failed + " failed, " + counts.pending + " pending";
  }
  function show(status, body) {
    $("status").textContent = status;
    const warnings = body?.profile?.warnings ?? [];
    $("warnings").hidden = warnings.length === 0;
    $("warnings").replaceChildren(...warnings.map((w) => Object.assign(document.createElement("li"), { textContent: w })));
    $("result").hidden = body === null;
    $("result").textContent = body === null ? "" : JSON.stringify(body, null, 2);
  }
</script>
</html>
`;
