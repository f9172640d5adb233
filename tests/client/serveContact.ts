import { jest } from '@jest/globals';
import { resetContact, type ContactInfo } from '../../client/src/shell/useContact';

/** The gateway's answer to the footers' `contact` query, through a stubbed fetch (jsdom has none). */
export function serveContact(contact: ContactInfo) {
  resetContact();
  const fetch = jest.fn(async (_url: string) => ({ json: async () => ({ data: { contact } }) }));
  Object.defineProperty(globalThis, 'fetch', { configurable: true, value: fetch });
  return fetch;
}
