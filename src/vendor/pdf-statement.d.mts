// The PDF statement reader's build (scripts/vendor-modules.mjs) has the types of its source.
export * from "../formats/pdf/document";
