import { ApolloLink, type DocumentNode, type OperationVariables } from '@apollo/client';
import { tap } from 'rxjs';
import { INTERVAL_MS } from '../orchestrator/orchestrator';

/**
 * A background run leaves alone a question the network answered this recently: it exists to
 * refresh what was painted from the saved cache or has aged on screen, and an answer this young
 * is neither (a route's preloaded answer, typically, lands moments before the start run).
 */
export const RECENT_ANSWER_MS = 60_000;

/**
 * Which questions this tab has had answered by the network, and when. A page
 * that asks again within the background orchestrator's interval — the user came back to it —
 * shows what the normalized cache holds without asking; the orchestrator's timer keeps what is on
 * screen fresh. A question not answered in this tab yet (a new tab painting the saved cache) asks
 * the network once.
 *
 * It also knows which questions a route's loader is asking before its page mounts (DECISIONS.md
 * "Route-level preloading"): the page then reads the cache, which that answer fills, instead of
 * asking a second time.
 * @internal
 */
export class SessionAnswers {
  private readonly answeredAt = new Map<string, number>();
  private readonly preloading = new Map<string, number>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly now: () => number = Date.now) {}

  record(operationName: string, variables: OperationVariables): void {
    this.answeredAt.set(answerKey(operationName, variables), this.now());
  }

  /** Whether the network answered this question in the last `ms`. */
  answeredWithin(operationName: string, variables: OperationVariables, ms: number): boolean {
    const at = this.answeredAt.get(answerKey(operationName, variables));
    return at !== undefined && this.now() - at < ms;
  }

  /** The fetch policy a page's query takes: from the cache when this tab was answered recently. */
  policy(
    operationName: string,
    variables: OperationVariables,
  ): 'cache-first' | 'cache-and-network' {
    return this.answeredWithin(operationName, variables, INTERVAL_MS) ||
      this.isPreloading(operationName, variables)
      ? 'cache-first'
      : 'cache-and-network';
  }

  /** policy() for a query document, named by its operation. */
  policyFor(
    document: DocumentNode,
    variables: OperationVariables,
  ): 'cache-first' | 'cache-and-network' {
    const name = operationName(document);
    return name === undefined ? 'cache-and-network' : this.policy(name, variables);
  }

  /**
   * Marks a question as being asked ahead of its page until `answer` settles. The page's query,
   * taking `cache-first` meanwhile, joins the request in flight (Apollo deduplicates identical
   * ones) or, once it is done, finds the answer in the cache: Apollo writes it before settling.
   */
  preload(document: DocumentNode, variables: OperationVariables, answer: Promise<unknown>): void {
    const name = operationName(document);
    if (name === undefined) return;
    const key = answerKey(name, variables);
    this.preloading.set(key, (this.preloading.get(key) ?? 0) + 1);
    this.notify();
    const settled = () => {
      const left = (this.preloading.get(key) ?? 1) - 1;
      if (left === 0) this.preloading.delete(key);
      else this.preloading.set(key, left);
      this.notify();
    };
    answer.then(settled, settled);
  }

  isPreloading(operationName: string, variables: OperationVariables): boolean {
    return this.preloading.has(answerKey(operationName, variables));
  }

  /** isPreloading() for a query document, named by its operation. */
  isPreloadingFor(document: DocumentNode, variables: OperationVariables): boolean {
    const name = operationName(document);
    return name !== undefined && this.isPreloading(name, variables);
  }

  /** For useSyncExternalStore: called whenever a preload starts or settles. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Records every answer without errors that comes back through the link chain. */
  link(): ApolloLink {
    return new ApolloLink((operation, forward) =>
      forward(operation).pipe(
        tap({
          next: (result) => {
            if (operation.operationName && (result.errors?.length ?? 0) === 0)
              this.record(operation.operationName, operation.variables);
          },
        }),
      ),
    );
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

function operationName(document: DocumentNode): string | undefined {
  const operation = document.definitions.find(
    (definition) => definition.kind === 'OperationDefinition',
  );
  return operation?.kind === 'OperationDefinition' ? operation.name?.value : undefined;
}

/**
 * `fresh` only says whether the gateway may use its cache; the answer is the same question's, so
 * it does not tell questions apart. Keys are sorted, so property order does not either.
 */
function answerKey(operationName: string, variables: OperationVariables): string {
  const entries = Object.entries(variables)
    .filter(([name, value]) => name !== 'fresh' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${operationName}:${JSON.stringify(entries)}`;
}

/** The app's one record, shared by the Apollo link and the pages' hooks. */
export const sessionAnswers = new SessionAnswers();
