// The PDF reader's copy (scripts/vendor-pdf-reader.mjs) has the package's types.
export * from "pdfjs-serverless";
