/** @jest-environment jsdom */
import '../../../tests/client/jsdomGlobals';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RateLimitNotice } from '../graphql/links/rateLimitNotice';
import { preloadIcons } from '../../../tests/client/icons';
import { renderPage } from '../../../tests/client/pageProviders';
import { RateLimitToast } from './RateLimitToast';

describe('RateLimitToast (spec §4, §8)', () => {
  // Icons render at once instead of updating outside act().
  beforeAll(() => preloadIcons());
  it('shows the spec text while the notice is on and goes away when it is off', async () => {
    const notice = new RateLimitNotice();
    renderPage(<RateLimitToast notice={notice} />);
    await act(async () => undefined);
    expect(screen.queryByText('Temporarily rate-limited, retrying…')).toBeNull();

    act(() => notice.show());
    expect(await screen.findByText('Temporarily rate-limited, retrying…')).toBeTruthy();

    act(() => notice.hide());
    await waitFor(() =>
      expect(screen.queryByText('Temporarily rate-limited, retrying…')).toBeNull(),
    );
  });

  it('can be dismissed by the user', async () => {
    const notice = new RateLimitNotice();
    renderPage(<RateLimitToast notice={notice} />);
    await act(async () => undefined);
    act(() => notice.show());
    await screen.findByText('Temporarily rate-limited, retrying…');
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(notice.isVisible()).toBe(false);
  });
});
