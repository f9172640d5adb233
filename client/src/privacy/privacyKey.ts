/** Spec §9 "Local storage keys: … privacy flag". Alone in its file so Node-side tests can name it without the DOM store. */
export const PRIVACY_KEY = 'kinko.privacy';
