// The API document's build (scripts/vendor-modules.mjs) has the types of its source.
export * from "../http/api/document";
