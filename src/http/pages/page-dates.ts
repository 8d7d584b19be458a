// What the server writes a page's dates in: the person's budget's formats (connections/display-formats.ts) when the
// browser's session names the budget, else the reader's locale (reader-locale.ts). Handed to each page as a prop (not
// a JSX context: hono/jsx's would bring its hooks into the main module), and written onto the page (`data-formats`,
// layout.tsx) for its script's dates (public/assets/format.js).
import { type DateFormats, dayText } from "../../locale/display-dates";

export interface PageDates {
  /** The reader's locale (Accept-Language): what writes the dates when the budget's formats are not known. */
  locale: string;
  formats: DateFormats | null;
}

/** A page's props: its dates. */
export interface Dated {
  dates: PageDates;
}

/** A day as the page writes it: "Oct 1, 2026" in the budget's "MMM D, YYYY", "1 Oct 2026" for an en-GB reader without one. */
export const dayOn = (dates: PageDates, iso: string): string => dayText(iso, dates.formats, dates.locale);
