// Where a ride or trip went, from a receipt's text, for the notes ("E 2 St & Ave C → E 5 St & Ave C"): the place
// under a pick-up/start label and the place under a drop-off/end label. Ride receipts lay these out as cells,
// the place on the line after its label ("Pickup" / "12 Main St") or before it when the label's own value is a
// time ("E 2 St & Ave C" / "Start" / "12:37 pm"). Read only in mails about a ride, trip or flight: "Start" and
// "End" mean other things elsewhere.

/** The mail speaks of a ride, a trip or a flight. */
const TRIP_WORDS =
  /(?<![\p{L}])(?:ride|trip|journey|flight|taxi|fahrt|reise|flug|course|trajet|vol|viaje|vuelo|carrera|corsa|viaggio|volo|rit|reis|vlucht|viagem|corrida|voo)(?![\p{L}])/iu;
const FROM_LABELS =
  /^\s*(?:pick-?\s?up(?: location)?|start|origin|departure|from location|abholung|abholort|startpunkt|start|départ|prise en charge|recogida|origen|salida|partenza|ritiro|vertrek|ophaallocatie|partida|origem|embarque)(?:\s*:\s*(?<value>.+)|\s*:?\s*)$/iu;
const TO_LABELS =
  /^\s*(?:drop-?\s?off(?: location)?|end|destination|arrival|ziel|zielort|ankunft|arrivée|dépose|destino|llegada|arrivo|destinazione|bestemming|aankomst|chegada|desembarque)(?:\s*:\s*(?<value>.+)|\s*:?\s*)$/iu;
/** A time or a date is the label's value, not a place. */
const TIME_OR_DATE = /^(?:\d{1,2}[:.h]\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?|\d{4}-\d{2}-\d{2})\b/iu;
const MAX_PLACE = 80;
const TRIP_LINES = 60;
/** The end label comes within this many lines of the start label. */
const REACH = 12;

export function routeIn(subject: string | null, lines: readonly string[]): string | null {
  // A ride or flight receipt says so in its subject or first lines.
  if (!TRIP_WORDS.test(subject ?? "") && !lines.slice(0, TRIP_LINES).some((l) => TRIP_WORDS.test(l))) return null;
  for (let i = 0; i < lines.length; i++) {
    const from = FROM_LABELS.exec(lines[i] ?? "");
    if (!from) continue;
    const start = placeAt(lines, i, from.groups?.value ?? "");
    if (!start) continue;
    for (let j = i + 1; j < Math.min(lines.length, i + REACH); j++) {
      const to = TO_LABELS.exec(lines[j] ?? "");
      const end = to ? placeAt(lines, j, to.groups?.value ?? "") : null;
      if (end) return `${start} → ${end}`;
    }
  }
  return null;
}

/** The place a label names: its own value, the next line, or — when the next line is a time — the line before. */
function placeAt(lines: readonly string[], i: number, value: string): string | null {
  if (value.trim() !== "") return isPlace(value) ? value.trim() : null;
  const next = neighbour(lines, i, 1);
  if (next !== null && isPlace(next)) return next;
  if (next !== null && TIME_OR_DATE.test(next)) {
    const before = neighbour(lines, i, -1);
    if (before !== null && isPlace(before)) return before;
  }
  return null;
}

function isPlace(text: string): boolean {
  const t = text.trim();
  return t.length >= 3 && t.length <= MAX_PLACE && /\p{L}{2}/u.test(t) && !TIME_OR_DATE.test(t) && !/[$€£¥]\s*\d/u.test(t);
}

function neighbour(lines: readonly string[], i: number, step: 1 | -1): string | null {
  for (let j = i + step; j >= 0 && j < lines.length && Math.abs(j - i) <= 3; j += step)
    if ((lines[j] ?? "").trim() !== "") return (lines[j] ?? "").trim();
  return null;
}
