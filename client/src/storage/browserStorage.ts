/**
 * The browser's storages, or null where there are none (tests, server-side tools) or where the
 * browser blocks storage for the site — reading `localStorage` itself throws then.
 */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
