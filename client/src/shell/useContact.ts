import { useEffect, useState } from 'react';

export interface ContactInfo {
  donationAddress: string | null;
  suggestionsEmail: string | null;
}

const NONE: ContactInfo = { donationAddress: null, suggestionsEmail: null };

/**
 * A plain GET of the `contact` query rather than an Apollo hook: the landing page's footer shows
 * it too, and the landing page loads no Apollo code (first-route size).
 */
const CONTACT_URL = `/graphql?query=${encodeURIComponent('{ contact { donationAddress suggestionsEmail } }')}`;

let request: Promise<ContactInfo> | undefined;

/** One request per page load, shared by every footer that asks; a failure means "none" (the buttons hide). */
function loadContact(): Promise<ContactInfo> {
  request ??= Promise.resolve()
    .then(() => fetch(CONTACT_URL))
    .then((response) => response.json() as Promise<{ data?: { contact?: ContactInfo } }>)
    .then((body) => body.data?.contact ?? NONE)
    .catch((error: unknown) => {
      console.warn('Could not read the contact details', error);
      return NONE;
    });
  return request;
}

/**
 * Forgets the loaded details (tests).
 * @internal
 */
export function resetContact(): void {
  request = undefined;
}

/**
 * Where this deployment takes donations and suggestions (DONATION_ADDRESS, SUGGESTIONS_EMAIL). Each
 * is null until the server answers and when its operator set none: then its button is not shown —
 * a placeholder address copied from a footer could receive someone's real money.
 */
export function useContact(): ContactInfo {
  const [contact, setContact] = useState<ContactInfo>(NONE);
  useEffect(() => {
    let live = true;
    void loadContact().then((loaded) => live && setContact(loaded));
    return () => {
      live = false;
    };
  }, []);
  return contact;
}
