/**
 * Where donations and suggestions go (spec §1: "a footer with a donation-address copy button and
 * a suggestions mail link"). The spec does not give either value, so they live here, named, for
 * whoever deploys Kinko to set.
 *
 * PLACEHOLDER: the zero address is deliberately unusable as a real donation target; replace it
 * with the project's own address before a public release.
 */
export const DONATION_ADDRESS = '0x0000000000000000000000000000000000000000';

/** PLACEHOLDER: `.invalid` is reserved (RFC 2606), so no mail is sent anywhere until this is set. */
export const SUGGESTIONS_EMAIL = 'suggestions@kinko.invalid';
