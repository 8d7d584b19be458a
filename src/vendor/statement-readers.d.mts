// The statement readers' build (scripts/vendor-modules.mjs) has the types of its source.
export * from "../formats/statements";
