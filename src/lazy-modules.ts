// The PDF reader, imported on demand. It is a module of its own in the upload (wrangler.toml's rules, made by
// scripts/vendor-pdf-reader.mjs), not part of the main bundle: wrangler resolves a module found under src/ only
// from an import written relative to it, and this file sits next to the main module so that the path it
// writes is also right from the bundle's root, where workerd resolves it.
export const importPdfReader = () => import("./vendor/pdfjs-serverless.mjs");
