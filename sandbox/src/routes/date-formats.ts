// The patterns a person may choose for dates in their user settings (spec/budget-api-v2.md, "Enumerations"): what
// PUT /me/user/settings accepts, and what Intake's formatter is tested against (test/locale/display-dates.node.test.ts).
const SEPARATORS = [" ", "-", ".", "/"];
const perSeparator = (patterns: string[]) => SEPARATORS.flatMap((s) => patterns.map((p) => p.replaceAll("?", s)));
export const MONTH_YEAR = ["MMMM YYYY", "MMM YYYY", "YYYY MMM", ...perSeparator(["MM?YYYY", "M?YYYY", "YYYY?M", "YYYY?MM"])];
export const MONTH_DAY_YEAR = [
  "MMM D, YYYY",
  "D MMM YYYY",
  ...perSeparator([
    "YYYY?MM?DD",
    "YYYY?M?DD",
    "YYYY?MM?D",
    "YYYY?M?D",
    "DD?MM?YYYY",
    "DD?M?YYYY",
    "D?MM?YYYY",
    "D?M?YYYY",
    "M?D?YYYY",
    "MM?D?YYYY",
    "MM?DD?YYYY",
    "M?DD?YYYY",
  ]),
];
export const MONTH_DAY = [
  "MMM D",
  "MMM DD",
  "D MMM",
  "DD MMM",
  ...perSeparator(["MM?D", "MM?DD", "M?D", "M?DD", "D?MM", "DD?MM", "D?M", "DD?M"]),
];
