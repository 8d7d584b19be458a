// What the saved profiles' routes take (http/profiles.ts): a profile's new name. The route validates with it; the
// API's description (api/settings.ts) names it.
import * as z from "zod";
import { onFirstUse } from "../../on-first-use";
import { PROFILE_NAME_MAX } from "../../profiles/saved-profiles";

/** A blank name clears it (the list then shows the file the profile came from). */
export const RenameBody = onFirstUse(() => z.object({ name: z.string().trim().max(PROFILE_NAME_MAX).nullable() }).strict());
