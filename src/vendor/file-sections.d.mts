// Built on its own (scripts/vendor-modules.mjs), it has the types of its source.
export * from "../uploads/file-sections";
