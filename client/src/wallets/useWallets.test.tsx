/** @jest-environment jsdom */
// First: defines globals that viem and react-router need at load time.
import '../../../tests/client/jsdomGlobals';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, renderHook, screen } from '@testing-library/react';
import { useWallets } from './useWallets';
import { WALLETS_KEY, resetWalletStoreForTests } from './walletStore';

const A = '0x7a16ff8270133f063aab6c9977183d9e72835428';
const B = '0x1111111111111111111111111111111111111111';

beforeEach(() => {
  localStorage.clear();
  resetWalletStoreForTests();
});
afterEach(() => resetWalletStoreForTests());

describe('useWallets', () => {
  it('reads the spec §3 list from localStorage, accepting addr and keeping hidden flags', () => {
    localStorage.setItem(
      WALLETS_KEY,
      JSON.stringify([
        { addr: A, name: 'Old' },
        { address: B, name: 'Cold', hidden: true },
      ]),
    );
    const { result } = renderHook(() => useWallets());
    expect(result.current.wallets).toEqual([
      { address: A, name: 'Old', hidden: false },
      { address: B, name: 'Cold', hidden: true },
    ]);
    expect(result.current.visibleWallets.map((wallet) => wallet.address)).toEqual([A]);
  });

  it('writes every change to localStorage and returns the spec text for an invalid address', () => {
    const { result } = renderHook(() => useWallets());
    let outcome: ReturnType<typeof result.current.add> | undefined;
    act(() => {
      outcome = result.current.add('nope', 'x');
    });
    expect(outcome).toEqual({
      ok: false,
      error: 'Invalid wallet address "nope". Please check and try again.',
    });
    expect(localStorage.getItem(WALLETS_KEY)).toBeNull();

    act(() => void result.current.add(` ${A} `, ' Main '));
    act(() => result.current.rename(A, 'Savings'));
    act(() => result.current.setHidden(A, true));
    expect(JSON.parse(localStorage.getItem(WALLETS_KEY) ?? '[]')).toEqual([
      { address: A, name: 'Savings', hidden: true },
    ]);
    act(() => result.current.remove(A));
    expect(JSON.parse(localStorage.getItem(WALLETS_KEY) ?? '[]')).toEqual([]);
  });

  it('replaces the whole list through the same rules (no duplicates, lowercase)', () => {
    const { result } = renderHook(() => useWallets());
    act(() =>
      result.current.replace([
        { address: B, name: 'One', hidden: false },
        { address: B, name: 'Again', hidden: false },
        { address: A, name: 'Two', hidden: true },
      ]),
    );
    expect(result.current.wallets).toEqual([
      { address: B, name: 'One', hidden: false },
      { address: A, name: 'Two', hidden: true },
    ]);
  });

  it('shares one list between components: a change in one shows in the other', () => {
    function Count() {
      return <p>count {useWallets().wallets.length}</p>;
    }
    render(<Count />);
    const { result } = renderHook(() => useWallets());
    act(() => void result.current.add(A, ''));
    expect(screen.getByText('count 1')).toBeTruthy();
  });

  it('follows changes another tab makes (the storage event)', () => {
    const { result } = renderHook(() => useWallets());
    expect(result.current.wallets).toEqual([]);
    act(() => {
      const value = JSON.stringify([{ address: B, name: 'From the other tab', hidden: false }]);
      localStorage.setItem(WALLETS_KEY, value);
      window.dispatchEvent(new StorageEvent('storage', { key: WALLETS_KEY, newValue: value }));
    });
    expect(result.current.wallets).toEqual([
      { address: B, name: 'From the other tab', hidden: false },
    ]);
  });

  it('does not rewrite storage when nothing changed (a duplicate add)', () => {
    const { result } = renderHook(() => useWallets());
    act(() => void result.current.add(A, 'One'));
    const before = result.current.wallets;
    localStorage.setItem(WALLETS_KEY, 'sentinel');
    act(() => void result.current.add(A, 'Two'));
    expect(localStorage.getItem(WALLETS_KEY)).toBe('sentinel');
    expect(result.current.wallets).toEqual(before);
  });
});
