// The headers every answer carries: the pages load only their own scripts and styles (no inline script,
// no CDN), cannot be framed, and send no Referer with the report ids in their URLs to another site.
import { secureHeaders } from "hono/secure-headers";

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    formAction: ["'self'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
  },
  // Never a Referer to another origin (report ids are in URLs); same-origin keeps the Origin header that
  // the connect forms' CSRF check reads (no-referrer would make it "null").
  referrerPolicy: "same-origin",
  xFrameOptions: "DENY",
  // The pages need no cross-origin isolation; these defaults would only break a future download link.
  crossOriginEmbedderPolicy: false,
});
