// The schemas the document is made from, as zod's toJSONSchema can read them. Many are built on first use
// (on-first-use.ts): a stand-in that forwards to the schema it builds. toJSONSchema keys what it has seen by the schema
// object, while each schema's own step names the instance it closes over; met as a stand-in, one schema is two, and the
// step finds nothing seen ("Cannot set properties of undefined"). So before the document is made, every stand-in a
// schema reaches is replaced by the schema it stands for: the same schema, parsing as before.
import type * as z from "zod";
import { builtOf } from "../../on-first-use";

interface Zod {
  _zod: { def: object; parent?: unknown; innerType?: unknown };
}

const isSchema = (value: unknown): value is Zod => typeof value === "object" && value !== null && "_zod" in value;

/** `schema`, and every schema it reaches, with no stand-in left among them (changed in place, once each). */
export function builtSchema<S extends z.core.$ZodType>(schema: S): S {
  const seen = new Set<object>();
  const visit = <T>(value: T): T => {
    const built = builtOf(value);
    if (!isSchema(built) || seen.has(built)) return built;
    seen.add(built);
    const { def } = built._zod;
    // Every field of a definition that holds schemas: an object's shape, a union's options, an optional's innerType…
    for (const key of Object.keys(def)) {
      const field: unknown = Reflect.get(def, key);
      if (Array.isArray(field)) field.forEach((item, i) => replace(field, i, item));
      else if (isSchema(builtOf(field))) replace(def, key, field);
      else if (key === "shape" && typeof field === "object" && field !== null)
        for (const [name, item] of Object.entries(field)) replace(field, name, item);
    }
    if (built._zod.parent !== undefined) replace(built._zod, "parent", built._zod.parent);
    // z.lazy's schema, made by its getter: toJSONSchema reads it as `innerType`.
    if (Reflect.get(def, "type") === "lazy") replace(built._zod, "innerType", built._zod.innerType);
    return built;
  };
  /** `holder[key]`, visited; set only where a stand-in was (a definition's other fields may be frozen). */
  const replace = (holder: object, key: PropertyKey, value: unknown) => {
    const next = visit(value);
    if (next !== value) Reflect.set(holder, key, next);
  };
  return visit(schema);
}
