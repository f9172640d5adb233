import type { GraphiQLProps } from 'graphiql';
import { parse } from 'graphql';

type FetcherParams = Parameters<GraphiQLProps['fetcher']>[0];

/**
 * GraphiQL learns the operation name from the editor a moment after its text changes, so a
 * run right after switching tabs sends the previous tab's name with the new tab's document ("Unknown
 * operation named …"). A name the document does not define is dropped: a one-operation document then
 * runs as it is, and a document with several still gets the server's own error.
 */
export function withKnownOperationName(params: FetcherParams): FetcherParams {
  if (params.operationName === undefined || params.operationName === null) return params;
  try {
    const defines = parse(params.query).definitions.some(
      (definition) =>
        definition.kind === 'OperationDefinition' &&
        definition.name?.value === params.operationName,
    );
    if (defines) return params;
    const { operationName: _stale, ...rest } = params;
    return rest;
  } catch {
    // The server reports the syntax error itself.
    return params;
  }
}
