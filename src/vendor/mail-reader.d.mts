// The mail reader's build (scripts/vendor-modules.mjs) has the types of its source.
export * from "../mail/reader/reader";
