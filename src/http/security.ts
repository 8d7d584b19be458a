// The headers every answer carries: the pages load only their own scripts and styles (no inline script,
// no CDN), cannot be framed, and send no Referer with the report ids in their URLs to anyone.
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
  referrerPolicy: "no-referrer",
  xFrameOptions: "DENY",
  // The pages need no cross-origin isolation; these defaults would only break a future download link.
  crossOriginEmbedderPolicy: false,
});
