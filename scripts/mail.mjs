// `npm run mail -- receipt.eml [more.eml…]`: forwards each saved mail to the local Intake's receipt address as the
// mailbox's person would (Gmail's "forward as attachment": the mail whole, inside a forward from one of the
// mailbox's senders), through `wrangler dev`'s local mail endpoint, then says what became of it. For trying a
// receipt under `npm start` without writing a forward by hand.
//   INTAKE_URL (http://127.0.0.1:$PORT, 8787), INTAKE_API_KEY (dev-intake-key; from the environment, never an
//   argument), MAIL_FROM (the sender to forward as: the mailbox's first sender, else the budget's address, which is
//   then added to the mailbox's senders, and said).
import { readFileSync } from "node:fs";
import { basename } from "node:path";

const url = (process.env.INTAKE_URL ?? `http://127.0.0.1:${process.env.PORT ?? "8787"}`).replace(/\/+$/, "");
const key = process.env.INTAKE_API_KEY ?? "dev-intake-key";
const files = process.argv.slice(2);

if (files.length === 0) {
  console.error("usage: npm run mail -- file.eml [more.eml…]   (a mail saved from your mail program)");
  process.exit(2);
}

async function intake(method, path, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).catch(() => null);
  if (response === null) throw new Error(`Intake does not answer at ${url}: is \`npm start\` running?`);
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer?.error?.message ?? ""}`.trim());
  return answer;
}

/** The mailbox, and who the forward comes from: a sender it accepts (the budget's address, added if none is). */
async function mailbox() {
  let box = await intake("GET", "/receipts/mailbox");
  const from = process.env.MAIL_FROM ?? box.senders[0] ?? box.budget.email;
  if (!box.senders.includes(from)) {
    box = await intake("PUT", "/receipts/mailbox", { senders: [...box.senders, from] });
    console.log(`Added ${from} to the mailbox's senders, so that its forwards are taken.`);
  }
  return { address: box.address, from };
}

/** A forward as attachment from `from` to `to`, with the receiving server's verdict that the sender is who it says. */
export function forwardOf(original, name, from, to) {
  const domain = from.split("@")[1];
  const boundary = `intake-forward-${crypto.randomUUID()}`;
  const subject = /^Subject:[ \t]*(.*(?:\r?\n[ \t].*)*)/im.exec(original.toString("latin1"))?.[1]?.replace(/\r?\n/g, "") ?? "";
  const head = [
    `Authentication-Results: mx.cloudflare.net; dkim=pass header.d=${domain}; spf=pass smtp.mailfrom=${domain}; dmarc=pass header.from=${domain}`,
    "MIME-Version: 1.0",
    `Date: ${new Date().toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${crypto.randomUUID()}@${domain}>`,
    `Subject: Fwd: ${subject}`,
    `From: ${from}`,
    `To: ${to}`,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=UTF-8",
    "",
    "",
    `--${boundary}`,
    `Content-Type: message/rfc822; name="${name}"`,
    `Content-Disposition: attachment; filename="${name}"`,
    "",
    "",
  ].join("\r\n");
  const body = original.toString("latin1").replace(/\r?\n/g, "\r\n");
  return Buffer.concat([Buffer.from(head), Buffer.from(body, "latin1"), Buffer.from(`\r\n--${boundary}--\r\n`)]);
}

/** The receipt entries listed now, newest first. */
const entries = async () => (await intake("GET", "/receipts?limit=20")).receipts ?? [];

async function main() {
  const { address, from } = await mailbox();
  for (const file of files) {
    const seen = new Set((await entries()).map((r) => r.id));
    const raw = forwardOf(readFileSync(file), basename(file), from, address);
    const query = new URLSearchParams({ from, to: address });
    const sent = await fetch(`${url}/cdn-cgi/handler/email?${query}`, {
      method: "POST",
      headers: { "Content-Type": "message/rfc822" },
      body: raw,
    });
    if (!sent.ok) {
      console.error(`${file}: the mail was not taken (${sent.status} ${(await sent.text()).slice(0, 200)})`);
      process.exitCode = 1;
      continue;
    }
    const entry = await landed(seen);
    console.log(entry ? `${file}: ${describe(entry)}` : `${file}: forwarded to ${address}; see ${url}/inbox`);
  }
  console.log(`The receipts: ${url}/inbox`);
}

/** The entry the mail made, once listed (the mail is read after the handler answers). */
async function landed(seen) {
  for (let tries = 0; tries < 40; tries++) {
    const fresh = (await entries()).find((r) => !seen.has(r.id));
    if (fresh) return fresh;
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

const describe = (r) =>
  [r.verdict, r.fields?.merchant, r.fields?.total, r.fields?.currency?.toUpperCase(), r.reason].filter(Boolean).join(" · ");

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
