/** @jest-environment jsdom */
import '../../../tests/client/jsdomGlobals';
import { describe, expect, it, jest } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { refreshControllerFor } from '../refresh/refreshController';
import { useBackgroundOrchestrator } from './useBackgroundOrchestrator';

function Host() {
  useBackgroundOrchestrator();
  return null;
}

describe('useBackgroundOrchestrator', () => {
  it('starts one orchestrator per client however often it is mounted (StrictMode too), and stops after the last unmount', async () => {
    const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
    const run = jest.spyOn(refreshControllerFor(client), 'run').mockResolvedValue({ failed: [] });
    const tree = (
      <StrictMode>
        <ApolloProvider client={client}>
          <Host />
          <Host />
        </ApolloProvider>
      </StrictMode>
    );
    const first = render(tree);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('background');

    first.unmount();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    // Online after the last unmount: nobody listens any more.
    window.dispatchEvent(new Event('online'));
    expect(run).toHaveBeenCalledTimes(1);

    // A later mount starts a new orchestrator, with its own start run.
    render(tree).unmount();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
