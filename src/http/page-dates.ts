// A page's dates for a request: the formats of the budget the browser's session acts for (asked of the service once
// in a few minutes, connections/display-formats.ts), else the reader's locale. A tab that uses an API key gets its
// budget's formats from /session instead (public/assets/session.js): the key travels only with the script's calls.
import type { Context } from "hono";
import { displayFormatsOf } from "../connections/display-formats";
import type { PageDates } from "./pages/page-dates";
import { readerLocale } from "./pages/reader-locale";

/** `connectionId`: the budget the page acts for, when known; null when no session names one. */
export async function pageDatesOf<E extends { Bindings: Env }>(c: Context<E>, connectionId: string | null): Promise<PageDates> {
  const locale = readerLocale(c.req.header("Accept-Language"));
  const formats = connectionId ? await displayFormatsOf(c.env, connectionId) : null;
  return { locale, formats };
}
