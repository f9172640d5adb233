// The client compiles without Node's types (browser code must not use process or Buffer), but
// jsdomGlobals.ts borrows these two classes from Node for jest; declare only what it uses.
declare module 'node:util' {
  export const TextEncoder: typeof globalThis.TextEncoder;
  export const TextDecoder: typeof globalThis.TextDecoder;
}
