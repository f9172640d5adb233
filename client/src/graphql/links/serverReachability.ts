import { ApolloLink } from '@apollo/client';
import { ServerError, ServerParseError } from '@apollo/client/errors';
import { tap } from 'rxjs';

/** A proxy in front of the gateway answers these when the gateway behind it does not. */
const GATEWAY_GONE = new Set([502, 503, 504]);

/**
 * The request never reached a working Kinko server: fetch's TypeError (connection refused, no
 * network), a proxy's 502/503/504, or a body that is not GraphQL (a proxy's error page). The
 * gateway itself never fails a query for an upstream (source statuses carry that), so none of
 * these is a chain's fault.
 */
export function isServerUnreachable(error: unknown): boolean {
  if (ServerError.is(error)) return GATEWAY_GONE.has(error.statusCode);
  return ServerParseError.is(error) || error instanceof TypeError;
}

type Listener = () => void;

/**
 * Whether this Kinko server answers (docs/DECISIONS.md "Attribution"): set by every attempt of
 * every request, so the first refused attempt says so at once rather than after the retries.
 * `lastAnswerAt` dates the figures on screen while it is down.
 */
export class ServerReachability {
  private down: number | null = null;
  private lastAnswer: number | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly now: () => number = Date.now) {}

  /** When the server stopped answering; null while it answers. */
  unreachableSince = (): number | null => this.down;

  /** When this tab last had an answer from the server; null before the first. */
  lastAnswerAt = (): number | null => this.lastAnswer;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  answered(): void {
    this.lastAnswer = this.now();
    if (this.down !== null) this.set(null);
  }

  /** Figures saved at `at` (a restored cache) are on screen before any answer of this tab. */
  answeredBefore(at: number): void {
    this.lastAnswer ??= at;
  }

  /** Every refusal is told, not only the first: a refresh run started while down stops on its own. */
  refused(): void {
    if (this.down === null) this.down = this.now();
    for (const listener of [...this.listeners]) listener();
  }

  private set(down: number | null): void {
    this.down = down;
    for (const listener of [...this.listeners]) listener();
  }
}

/** The app's; tests make their own. */
export const serverReachability = new ServerReachability();

/** Sits inside the retry link, so it sees each attempt: one refused attempt is enough to say so. */
export function createReachabilityLink(reachability: ServerReachability): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: () => reachability.answered(),
        error: (error: unknown) => {
          if (isServerUnreachable(error)) reachability.refused();
        },
      }),
    ),
  );
}
