import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { REDUCED_MOTION_QUERY } from '../shell/mediaQueries';
import { useMediaQuery } from '../shell/useMediaQuery';
import { TickerDocument } from '../graphql/generated/graphql';
import { TickerView } from './TickerView';
import { useTickerItems } from './useTickerItems';

/** The ticker wired to the gateway's `ticker` query (15 coins, spec §2). */
export function Ticker() {
  const client = useApolloClient();
  const fetchTicker = useCallback(async () => {
    // network-only: the schedule decides when to ask; the gateway caches the upstream for 1 min.
    const result = await client.query({ query: TickerDocument, fetchPolicy: 'network-only' });
    if (result.error) throw result.error;
    return result.data?.ticker ?? [];
  }, [client]);
  const items = useTickerItems(fetchTicker);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  return <TickerView items={items} animate={!reducedMotion} />;
}
