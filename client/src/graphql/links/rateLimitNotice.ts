type Listener = (visible: boolean) => void;

/**
 * Whether the "Temporarily rate-limited, retrying…" toast shows (spec §4 "Rate-limit notice",
 * §8): on at the first 429 of a request, off at the next successful response. A tiny observable
 * flag so the link that sees responses and the component that shows the toast stay apart.
 */
export class RateLimitNotice {
  private visible = false;
  private readonly listeners = new Set<Listener>();

  isVisible = (): boolean => this.visible;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  show(): void {
    this.set(true);
  }

  hide(): void {
    this.set(false);
  }

  private set(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    for (const listener of [...this.listeners]) listener(visible);
  }
}

/** The app's notice; tests make their own. */
export const rateLimitNotice = new RateLimitNotice();
