type Listener = (event: { matches: boolean }) => void;

export interface MatchMediaStub {
  /** Changes which queries match and tells the listeners whose answer changed, as a browser does. */
  set(matches: (query: string) => boolean): void;
  restore(): void;
}

/**
 * jsdom has no window.matchMedia; this one answers each query with `matches(query)` and supports
 * change listeners, for the breakpoints, reduced motion and the system colour scheme.
 */
export function stubMatchMedia(initial: (query: string) => boolean): MatchMediaStub {
  let matches = initial;
  const listeners = new Map<string, Set<Listener>>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)?.add(listener);
    },
    removeEventListener: (_type: string, listener: Listener) =>
      listeners.get(query)?.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    set(next) {
      const before = new Map([...listeners.keys()].map((query) => [query, matches(query)]));
      matches = next;
      for (const [query, set] of listeners) {
        if (before.get(query) !== matches(query))
          for (const listener of set) listener({ matches: matches(query) });
      }
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
