import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every answer (docs/DECISIONS.md
 * "Security headers" says why each source is allowed). No inline or foreign script anywhere; the
 * playground's Monaco workers are same-origin files; styles may be inline because Monaco and
 * GraphiQL insert <style> elements at run time.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  workerSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Token icons come through the gateway's own /icons route, logos from the build.
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const;

/**
 * nosniff, the CSP above, no Referer (a wallet page's URL holds the wallet address, which must not
 * reach the explorers and image hosts it links to) and no framing, on HTML, JSON and CSV alike.
 * HSTS is left to whoever terminates TLS: Kinko itself speaks plain HTTP, often on a LAN, and a
 * year-long HSTS pin sent from there would outlive the deployment.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
}
