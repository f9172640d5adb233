/**
 * Where the browser loads an upstream image from: this server's /icons route, never the image
 * host itself, which would learn the visitor's address and what they hold.
 */
export function iconSrc(upstreamUrl: string): string {
  return `/icons?src=${encodeURIComponent(upstreamUrl)}`;
}
