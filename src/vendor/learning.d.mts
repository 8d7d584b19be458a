// The learning room's build (scripts/vendor-modules.mjs) has the types of its source.
export * from "../learning/reader";
