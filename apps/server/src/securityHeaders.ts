import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once at start. @fastify/helmet rebuilds them (CSP parsing
 * included) on every request, which cost about a tenth of a REST read in bench/.
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

/** Headers for the SPA: a CSP the built app passes (no inline script), and the usual hardening. */
export function pageHeaders(secure: boolean): Record<string, string> {
  return headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Self-hosters often serve plain http on a LAN: no HSTS unless served over https.
    strictTransportSecurity: secure,
    xFrameOptions: { action: 'deny' },
  });
}

/** Headers for JSON answers: nothing in them may run, be framed or be sniffed as something else. */
export function apiHeaders(): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  };
}
