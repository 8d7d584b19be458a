// A map of lists, grown in place: a list copied at each value added (`map.set(key, [...(map.get(key) ?? []), value])`)
// costs the square of its length, which the large files and budgets Intake reads turn into seconds.

/** Adds `value` to the list `map` holds under `key`, starting the list when there is none. */
export function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
