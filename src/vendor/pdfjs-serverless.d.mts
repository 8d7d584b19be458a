// The PDF reader's copy (scripts/vendor-modules.mjs) has the package's types.
export * from "pdfjs-serverless";
