// What the settings' routes take: a saved profile's new name (http/profiles.ts), the budget a browser session
// switches to (http/session.ts). Their routes declare them (route.ts), and validate with them.
import * as z from "zod";
import { onFirstUse } from "../../on-first-use";
import { PROFILE_NAME_MAX } from "../../profiles/saved-profiles";

/** A blank name clears it (the list then shows the file the profile came from). */
export const RenameBody = onFirstUse(() => z.object({ name: z.string().trim().max(PROFILE_NAME_MAX).nullable() }).strict());

/** The budget a browser session acts for from now on: one it connected. */
export const SwitchBody = onFirstUse(() => z.object({ connection_id: z.string() }));
