// A value built the first time it is used, not when its module loads. Cloudflare times a worker's startup (the
// main module's top level) and refuses one past its limit: a zod schema costs a few hundred objects to build, and
// the worker defines hundreds of them, most of which one request never reads (bench/bundle, startup CPU).

/**
 * Each stand-in onFirstUse made, with the way to its value. One map per isolate, kept on the global object: a module
 * loaded on demand (lazy-modules.ts) is bundled with its own copy of this file, and the API document it makes reads the
 * main module's request schemas (http/route.ts), stand-ins of the main module's copy.
 */
const STAND_INS = Symbol.for("intake.onFirstUse.standIns");
const standIns: WeakMap<object, () => object> =
  (Reflect.get(globalThis, STAND_INS) as WeakMap<object, () => object> | undefined) ??
  (Reflect.set(globalThis, STAND_INS, new WeakMap()), Reflect.get(globalThis, STAND_INS) as WeakMap<object, () => object>);

/**
 * `build()`'s value, built on the first property read (`.parse`, `.shape`, `.optional()`) and kept: the result stands
 * for the value everywhere (other schemas, `instanceof`, `z.infer<typeof X>`). Only for objects whose identity no one
 * compares: the stand-in is not the built value itself (`builtOf` gives that one).
 */
export function onFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  const value = (): T => (built ??= build());
  const standIn = new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key),
    has: (_, key) => Reflect.has(value(), key),
    set: (_, key, v) => Reflect.set(value(), key, v),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      // A proxy may not call a property its target lacks fixed: the stand-in's target is an empty object.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
  });
  standIns.set(standIn, value);
  return standIn;
}

/**
 * The value `value` stands for when it is a stand-in of onFirstUse (built now if it was not yet), else `value` itself:
 * for code that keys what it meets by identity, as zod's toJSONSchema keys the schemas it has seen.
 */
export function builtOf<T>(value: T): T {
  const build = typeof value === "object" && value !== null ? standIns.get(value) : undefined;
  // The stand-in was made by onFirstUse<T>, so what it builds is the T it stands for.
  return build ? (build() as T) : value;
}
