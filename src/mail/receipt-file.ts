// Which file a receipt's transaction gets (Outbox kind `attachment`): the mail's own PDF or photo of the
// receipt when it carries one the service takes, else a one-page PDF drawn from what was read
// (receipt-pdf.ts). The service takes jpeg, png, pdf, heic and heif up to 10 MB.
import type { FileUpload } from "../budget-api";
import { fileType } from "./reader/mail-files";
import { renderReceiptPdf, type ReceiptSummary } from "./receipt-pdf";

/** A file the mail carries, as the mail parser hands it on (content read). */
export interface AttachedFile {
  name: string | null;
  /** The MIME type the mail declares. */
  type: string;
  bytes: Uint8Array;
  /** Shown inside the HTML (a logo, a banner: `Content-Disposition: inline` or a Content-ID), not attached. */
  inline?: boolean;
}

/** What the parsed original carries once its attachments' bytes are kept (see receive.ts). */
export interface WithFiles {
  files?: readonly AttachedFile[];
}

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Smaller images are a mail's decoration (icons, tracking pixels), not a photo of a receipt. */
const MIN_PHOTO_BYTES = 20 * 1024;

/** The service's type of a file as the mail declares it (mail-files.ts: octet-stream with a .pdf name is a PDF). */
const serviceType = (file: AttachedFile) => fileType(file.type.split(";", 1).join("").trim(), file.name);

/**
 * The mail's own receipt file, or null: a PDF first (an invoice says more than a photo), else the largest
 * attached image; never an inline image (the HTML's logo), an empty file, or one over the service's 10 MB.
 */
export function receiptFile(files: readonly AttachedFile[]): FileUpload | null {
  const usable = files
    .map((file) => ({ file, type: serviceType(file) }))
    .filter(
      (f): f is { file: AttachedFile; type: string } =>
        f.type !== null && f.file.bytes.byteLength > 0 && f.file.bytes.byteLength <= MAX_ATTACHMENT_BYTES,
    );
  const pdf = usable.find((f) => f.type === "application/pdf" && !f.file.inline);
  const photo = usable
    .filter((f) => f.type.startsWith("image/") && !f.file.inline && f.file.bytes.byteLength >= MIN_PHOTO_BYTES)
    .sort((a, b) => b.file.bytes.byteLength - a.file.bytes.byteLength)[0];
  const chosen = pdf ?? photo;
  if (!chosen) return null;
  const extension = chosen.type === "application/pdf" ? "pdf" : chosen.type.slice("image/".length).replace("jpeg", "jpg");
  return { name: chosen.file.name?.trim() || `receipt.${extension}`, type: chosen.type, bytes: chosen.file.bytes };
}

/** The file to attach: the mail's own, else the rendered page (named after the merchant and the day). */
export async function fileForReceipt(files: readonly AttachedFile[], summary: ReceiptSummary): Promise<FileUpload> {
  const own = receiptFile(files);
  if (own) return own;
  const slug = (summary.merchant ?? "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);
  const name = ["receipt", slug, summary.date].filter(Boolean).join("-");
  return { name: `${name}.pdf`, type: "application/pdf", bytes: await renderReceiptPdf(summary) };
}
