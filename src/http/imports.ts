// POST /imports: a bank export in, an import job per account (or, for a dry run, the plan) out.
// The route validates the query, reads the request's body as a stream (upload.ts), and hands it to the upload's
// room (src/uploads/), which says which accounts the file goes to, previews or imports it; the room's refusals are
// answered here as HttpErrors. It never holds the file, and names no format.
import { accountsOf, fileAccountNamed, openUpload } from "../uploads/accounts";
import { readingSettings } from "../uploads/formats";
import { importFile } from "../uploads/import-file";
import { previewImport } from "../uploads/preview";
import {
  fileToRead,
  importSections,
  keptWhole,
  previewSections,
  rememberChosen,
  type SectionsRequest,
  severalSections,
  splitSections,
} from "../uploads/sectioned-upload";
import { DRY_RUN_MAX_BYTES, dryRunTooLarge } from "../uploads/preview-head";
import { AccountRefused, UploadRefused } from "../uploads/refused";
import { budgetOf } from "./budget";
import { badRequest, HttpError } from "./errors";
import { refusalError } from "./refusals";
import { readUpload, streamRefusal } from "./upload";
import { ImportQuery } from "./requests/imports";
import { type Answer, Room } from "./route";

export const imports = new Room("/imports").route(
  {
    method: "post",
    path: "/imports",
    // The route names no format: the registry owns them (formats/registry.ts).
    summary: "A bank export in any format Intake reads, imported into a manual account; dry_run=true previews it.",
    query: ImportQuery,
    // Read as a stream by readUpload (upload.ts): the raw body or a form's one file part.
    body: { file: true },
    answers: { 200: "PreviewAnswer", 202: "ImportAnswer" },
    refusals: [400, 404, 409, 411, 413, 415, 422, 503],
  },
  async (c) => {
    const query = c.req.valid("query");
    const connectionId = c.get("connectionId");
    try {
      const upload = await readUpload(c.req.raw, { fileName: query.file_name });
      const { mapped, accounts } = accountsOf(query);
      const explicit = readingSettings(query, upload.profileJson);
      if (!explicit.ok) throw badRequest(explicit.reason);
      if (query.head_of !== undefined && !query.dry_run)
        throw badRequest("head_of says the body is the first part of a file: send it with dry_run=true; an import takes the whole file.");
      // Refused before the service is asked anything: the request says it is too large.
      if (query.dry_run && upload.size !== null && upload.size > DRY_RUN_MAX_BYTES) throw dryRunTooLarge();
      const file = { stream: upload.stream, fileName: upload.fileName, refusalOf: streamRefusal };
      // A file of several sections the request does not map is read section by section: its bytes are kept for that.
      const kept = mapped || query.head_of !== undefined ? null : await keptWhole(file);
      const named = fileAccountNamed(query);
      const sectionsOf = (bytes: Uint8Array, labels: string[], split: SectionsRequest["split"]) => ({
        ...{ env: c.env, connectionId, query, overrides: explicit.value, fileName: upload.fileName },
        ...{ bytes, labels, split },
      });
      // A dry run previews every section in the account it would go to, each listed with it (or why it is held).
      const answerSections = async (request: SectionsRequest) => {
        if (query.dry_run)
          return c.json({
            budget: await budgetOf(c),
            dry_run: true,
            ...(await previewSections(request)),
          } satisfies Answer<"PreviewAnswer">);
        return c.json({ budget: await budgetOf(c), ...(await importSections(request)) } satisfies Answer<"ImportAnswer">, 202);
      };
      // A file its own text splits into accounts (the room says which): each account is a section.
      const split = kept ? splitSections(kept, named) : null;
      if (split) return await answerSections(sectionsOf(split.bytes, split.labels, split.split));
      try {
        const one = kept ? fileToRead(kept, named) : file;
        const opened = await openUpload(c.env, connectionId, query, one, explicit.value, accounts);
        if (query.dry_run) {
          const preview = await opened.use((it) => previewImport(c.env, connectionId, query, it));
          return c.json({ budget: await budgetOf(c), dry_run: true, ...preview } satisfies Answer<"PreviewAnswer">);
        }
        const imported = await opened.use((it) => importFile(c.env, connectionId, query, it, mapped));
        await rememberChosen(c.env, connectionId, accounts, mapped || query.account !== undefined);
        return c.json({ budget: await budgetOf(c), ...imported } satisfies Answer<"ImportAnswer">, 202);
      } catch (error) {
        // A file of several accounts that the request does not choose among, told by its reading: each is a section.
        const labels = kept?.bytes && named === undefined ? severalSections(error) : null;
        if (!labels || !kept?.bytes) throw error;
        return await answerSections(sectionsOf(kept.bytes, labels, null));
      }
    } catch (error) {
      throw answered(error);
    }
  },
);

/** The room's refusals as the HTTP surface says them; anything else as it is. */
function answered(error: unknown): unknown {
  if (error instanceof UploadRefused) return new HttpError(error.status, error.message, error.details);
  if (error instanceof AccountRefused) return refusalError(error.refusal, error.manualAccountId ?? undefined);
  return error;
}
