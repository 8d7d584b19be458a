// GET /kinds: the table the pages read instead of naming kinds themselves — how each job kind is titled, what its
// rows count, what a finished one did and the word for its outcome (from its descriptor, outbox/kinds/), whether
// "Remove this import" applies; how each bank format is named (its adapter, formats/registry.ts) and the channels
// that name a job of transactions; each balance-source kind's form on the Balances page (its folder's page.ts,
// balance-sources/kinds/). The product's words only: no key needed, nothing of a connection's.
import { sourceKindForms } from "../balance-sources/kinds";
import { formatNames } from "../formats/registry";
import { kindOf, kindsWhere } from "../outbox/kinds/index";
import { type Answer, Room } from "./route";

/** A job of transactions is named by the channel it came by (a bank file is named by its format and file). */
const CHANNEL_TITLES: Record<string, string> = { email: "Receipt", simplefin: "SimpleFIN transactions", tap: "Tap", alert: "Card alert" };

/** The table as the pages read it. */
export function pageTable() {
  const jobs = Object.fromEntries(
    kindsWhere(() => true).map((name) => {
      const kind = kindOf(name);
      return [name, { ...kind.words, removal: kind.removal }];
    }),
  );
  return { jobs, formats: formatNames(), channels: CHANNEL_TITLES, sources: sourceKindForms() };
}

export type PageTable = ReturnType<typeof pageTable>;

export const kinds = new Room<{ Bindings: Env }>("/kinds").route(
  {
    method: "get",
    path: "/kinds",
    summary: "The words the pages name jobs, formats, channels and balance-source kinds by.",
    access: "public",
    answers: { 200: "KindsAnswer" },
  },
  (c) => c.json(pageTable() satisfies Answer<"KindsAnswer">),
);
