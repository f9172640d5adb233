import { ApolloLink, type DocumentNode, type OperationVariables } from '@apollo/client';
import { tap } from 'rxjs';
import { INTERVAL_MS } from '../orchestrator/orchestrator';

/**
 * Which questions this tab has had answered by the network, and when (issue 19 item 6). A page
 * that asks again within the background orchestrator's interval — the user came back to it —
 * shows what the normalized cache holds without asking; the orchestrator's timer keeps what is on
 * screen fresh. A question not answered in this tab yet (a new tab painting the saved cache) asks
 * the network once.
 */
export class SessionAnswers {
  private readonly answeredAt = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  record(operationName: string, variables: OperationVariables): void {
    this.answeredAt.set(answerKey(operationName, variables), this.now());
  }

  /** The fetch policy a page's query takes: from the cache when this tab was answered recently. */
  policy(
    operationName: string,
    variables: OperationVariables,
  ): 'cache-first' | 'cache-and-network' {
    const at = this.answeredAt.get(answerKey(operationName, variables));
    return at !== undefined && this.now() - at < INTERVAL_MS ? 'cache-first' : 'cache-and-network';
  }

  /** policy() for a query document, named by its operation. */
  policyFor(
    document: DocumentNode,
    variables: OperationVariables,
  ): 'cache-first' | 'cache-and-network' {
    const operation = document.definitions.find(
      (definition) => definition.kind === 'OperationDefinition',
    );
    const name = operation?.kind === 'OperationDefinition' ? operation.name?.value : undefined;
    return name === undefined ? 'cache-and-network' : this.policy(name, variables);
  }

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
