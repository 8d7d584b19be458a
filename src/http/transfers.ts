// GET/PUT /transfers/settings: the category a transfer between the person's own accounts gets (outbox/transfer-settings.ts):
// one of the budget's categories (checked now), "auto" (the one the budget leaves out of its totals and names for
// transfers, else the only one it leaves out) or "none"; and whether a row whose other account is not in the budget gets
// it alone (`one_side`). GET lists the categories to choose from.
import { outboxOf } from "../storage";
import { saveTransferSettings, type TransferSettings, transferSettingsOf } from "../outbox/transfer-settings";
import { HttpError } from "./errors";
import { refusalError } from "./refusals";
import { TransferSettingsChange } from "./requests/payments";
import { type Answer, Room } from "./route";

export const transfers = new Room("/transfers")
  .route(
    {
      method: "get",
      path: "/transfers/settings",
      summary: "The category a transfer between the budget's own accounts gets, and the budget's categories.",
      answers: { 200: "TransferSettingsReadAnswer" },
    },
    async (c) => {
      const connectionId = c.get("connectionId");
      const settings = await transferSettingsOf(c.env.CONNECTIONS, connectionId);
      const listed = await outboxOf(c.env).categoryList(connectionId);
      return c.json({ ...view(settings), categories: listed.ok ? listed.categories : null } satisfies Answer<"TransferSettingsReadAnswer">);
    },
  )
  .route(
    {
      method: "put",
      path: "/transfers/settings",
      summary: "Sets the transfers' category and one_side.",
      body: { json: TransferSettingsChange },
      hint: `Send JSON {category, one_side}: a category's id, "auto" (Intake chooses) or "none"; one_side true or false.`,
      answers: { 200: "TransferSettingsAnswer" },
      refusals: [400, 404],
    },
    async (c) => {
      const change = c.req.valid("json");
      const connectionId = c.get("connectionId");
      if (typeof change.category === "number") {
        // Checked now, not when the next transfer is grouped: a wrong id is the sender's to fix.
        const listed = await outboxOf(c.env).categoryList(connectionId);
        if (!listed.ok) throw refusalError(listed);
        if (!listed.categories.some((cat) => cat.id === change.category))
          throw new HttpError(404, `There is no category ${change.category} in this budget (GET /transfers/settings lists them).`);
      }
      const saved = await saveTransferSettings(c.env.CONNECTIONS, connectionId, {
        ...(change.category !== undefined ? { category: change.category } : {}),
        ...(change.one_side !== undefined ? { oneSide: change.one_side } : {}),
      });
      return c.json(view(saved) satisfies Answer<"TransferSettingsAnswer">);
    },
  );

const view = (settings: TransferSettings) => ({ category: settings.category, one_side: settings.oneSide });
