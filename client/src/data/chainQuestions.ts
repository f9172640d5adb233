import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { CHAIN_KEYS } from '../../../shared/src/chains';
import type { ChainKey } from '../graphql/generated/graphql';
import { useSessionQuery } from './useSessionQuery';

/**
 * The chains in registry order, spelled as the GraphQL enum spells them.
 * @internal
 */
export const CHAIN_ORDER: readonly ChainKey[] = CHAIN_KEYS.map(
  (key) => key.toUpperCase() as ChainKey,
);

/** One question per chain: the same variables narrowed to that chain (docs/DECISIONS.md "Progressive answers"). */
export function perChain<TVariables extends OperationVariables>(
  variables: TVariables,
): Array<TVariables & { chains: ChainKey[] }> {
  return CHAIN_ORDER.map((chain) => ({ ...variables, chains: [chain] }));
}

export interface ChainAnswer<TData> {
  chain: ChainKey;
  data: TData | undefined;
  previousData: TData | undefined;
  error: Error | undefined;
  asking: boolean;
  refetch: () => void;
}

/**
 * A page's question asked once per chain (docs/DECISIONS.md "Progressive answers"): each chain's
 * answer shows as soon as it arrives, so a slow or failing explorer holds only its own chain.
 * The gateway reads each wallet × chain once per request either way (its loaders and cache), so
 * five narrow questions cost the upstreams what one wide one does.
 */
export function useChainQuestions<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | null,
): ChainAnswer<TData>[] {
  const narrowed = variables === null ? null : perChain(variables);
  // CHAIN_ORDER is a module constant: the loop calls the same hooks in the same order on every
  // render, which is all the rules of hooks ask.
  return CHAIN_ORDER.map((chain, index) => {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed loop, see above
    const result = useSessionQuery(
      document,
      (narrowed?.[index] ?? null) as TVariables | null,
    );
    return {
      chain,
      data: result.data,
      previousData: result.previousData,
      error: result.error,
      asking: result.asking,
      refetch: () => void result.refetch().catch(() => undefined),
    };
  });
}
