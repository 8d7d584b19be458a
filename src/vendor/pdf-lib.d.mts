// The PDF writer's copy (scripts/vendor-modules.mjs) has the package's types.
export * from "pdf-lib";
