// The mail reader: what the email() channel needs beyond the pipeline (the MIME parser, HTML reading, the
// Public Suffix List, the receipt rules), about two fifths of the worker's code. It is built as a module of
// its own (scripts/vendor-modules.mjs → src/vendor/mail-reader.mjs) and loaded on the first mail
// (lazy-modules.ts), so the HTTP and cron channels start without it.
export { readReceipt } from "./receipt";
export { parseMail, unwrapParsed } from "./unwrap";
export { verifySender } from "./verify";
export { forwardingConfirmation } from "./forwarding";
export { impersonatedIssuer, readAlert, senderOffPublicSuffixes } from "./alert";
