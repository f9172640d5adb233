import { currentScope } from '../request/requestScope';

/**
 * A failed source is not a failed request (DESIGN.md "Layers"), but the operator must see why it
 * failed: warn level, the error and its causes summarised (errorSummary.ts), under the request's id.
 */
export function logSourceFailure(error: unknown, where: Record<string, string | null>): void {
  currentScope()?.log?.warn({ err: error, ...where }, 'source failed');
}
