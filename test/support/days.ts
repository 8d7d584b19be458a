// Days relative to today (UTC), for fixtures of channels that refuse what is too old or too far ahead (a tap), written
// as the sources write them.

/** The day `offset` days from today, YYYY-MM-DD (negative: days ago). */
export const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The same day as an American bank's CSV export writes it: MM/DD/YYYY. */
export const csvUsDay = (offset: number): string => {
  const iso = day(offset);
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
};

/** The same day as an OFX date: YYYYMMDD. */
export const ofxDay = (offset: number): string => day(offset).replaceAll("-", "");

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const at = (offset: number) => new Date(`${day(offset)}T00:00:00Z`);

/** As an American bank's alert writes it: "Oct 3, 2026". */
export const usDay = (offset: number): string => {
  const d = at(offset);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
};

/** As a mail client's forward header writes it: "Sat, 3 Oct 2026". */
export const mailDay = (offset: number): string => {
  const d = at(offset);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

/** As a Date header writes it (RFC 5322): "Sat, 03 Oct 2026". */
export const rfcDay = (offset: number): string => {
  const d = at(offset);
  return `${WEEKDAYS[d.getUTCDay()]}, ${String(d.getUTCDate()).padStart(2, "0")} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
