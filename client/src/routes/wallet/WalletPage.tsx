import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { Button, Callout, H2, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { HoldingsTable } from '../../components/HoldingsTable/HoldingsTable';
import { SourceStatusCallout } from '../../components/SourceStatusCallout/SourceStatusCallout';
import { formatUsdValue } from '../../format/formatUsd';
import { WalletHoldingsDocument, type ChainKey } from '../../graphql/generated/graphql';

/** /wallet/:address (spec §2): one wallet's tokens with prices and USD values. */
export function WalletPage() {
  const { address = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(WalletHoldingsDocument, {
    variables: { address },
    // A retry shows the spinner again rather than the old answer.
    notifyOnNetworkStatusChange: true,
  });
  const chainNames = useMemo(
    () => new Map<ChainKey, string>((data?.chains ?? []).map((chain) => [chain.key, chain.name])),
    [data?.chains],
  );

  // A total over failed sources is a lower bound, not the wallet's value: never show it bare.
  const incomplete = data?.wallet.sources.some((status) => status.state === 'FAILED') ?? false;
  const retry = () => void refetch().catch(() => undefined);

  return (
    <section className="kinko-page">
      <header className="kinko-page-header">
        <H2 className="kinko-address">{address}</H2>
        {data && (
          <div className="kinko-total" aria-label="Wallet total">
            <span className="kinko-muted">Total</span> <strong>{formatUsdValue(data.wallet.totalUsd)}</strong>
            {incomplete && (
              <Tag intent={Intent.WARNING} minimal className="kinko-total-tag">
                incomplete
              </Tag>
            )}
          </div>
        )}
      </header>

      {error && (
        <Callout intent={Intent.DANGER} title="Could not load this wallet">
          {errorMessages(error).map((message) => (
            <p key={message}>{message}</p>
          ))}
          {!isBadInput(error) && <Button text="Try again" onClick={retry} />}
        </Callout>
      )}

      {loading && <NonIdealState icon={<Spinner aria-label="Loading holdings" />} title="Loading holdings…" />}

      {data && !loading && (
        <>
          <SourceStatusCallout sources={data.wallet.sources} chainNames={chainNames} />
          {data.wallet.holdings.length === 0 ? (
            incomplete ? (
              <NonIdealState
                icon="offline"
                title="No holdings to show"
                description="Sources for this wallet did not answer, so its balances are unknown."
                action={<Button text="Try again" onClick={retry} />}
              />
            ) : (
              <NonIdealState icon="search" title="No tokens found" description="No source reported a balance for this wallet." />
            )
          ) : (
            <>
              <p className="kinko-muted">
                <Tag minimal>{data.wallet.holdings.length}</Tag> holdings
              </p>
              <HoldingsTable holdings={data.wallet.holdings} chainNames={chainNames} />
            </>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The gateway's user-facing texts (spec §8), one per GraphQL error; only the transport's own
 * message when the request failed before GraphQL answered.
 */
function errorMessages(error: Error): string[] {
  if (CombinedGraphQLErrors.is(error)) return [...new Set(error.errors.map((graphQLError) => graphQLError.message))];
  return [error.message];
}

/** Bad input (an invalid address) fails the same way however often it is retried. */
function isBadInput(error: Error): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.every((graphQLError) => graphQLError.extensions?.['code'] === 'BAD_USER_INPUT');
}
