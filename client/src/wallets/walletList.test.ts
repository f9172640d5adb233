import { describe, expect, it } from '@jest/globals';
import { checksumAddress } from '../../../shared/src/addresses';
import {
  addWallet,
  parseWalletList,
  removeWallet,
  renameWallet,
  setWalletHidden,
  walletLabel,
  type SavedWallet,
} from './walletList';

const A = '0x7a16ff8270133f063aab6c9977183d9e72835428';
const A_CHECKSUMMED = checksumAddress(A);
const B = '0x1111111111111111111111111111111111111111';

describe('wallet list rules (spec §4 "Wallet actions", §5)', () => {
  it('adds a trimmed, lowercased address with a trimmed name, visible', () => {
    const { list, result } = addWallet([], `  ${A_CHECKSUMMED}  `, '  Savings ');
    expect(result).toEqual({ ok: true });
    expect(list).toEqual([{ address: A, name: 'Savings', hidden: false }]);
  });

  it('ignores an empty address without an error', () => {
    const before: SavedWallet[] = [];
    const { list, result } = addWallet(before, '   ', 'x');
    expect(result).toEqual({ ok: true });
    expect(list).toBe(before);
  });

  it('ignores a duplicate whatever its case, keeping the first name', () => {
    const first = addWallet([], A, 'One').list;
    const { list, result } = addWallet(first, A_CHECKSUMMED, 'Two');
    expect(result).toEqual({ ok: true });
    expect(list).toBe(first);
    expect(list).toHaveLength(1);
  });

  it('refuses an invalid address with the spec text, naming the trimmed value', () => {
    const { list, result } = addWallet([], ' 0x123 ', 'bad');
    expect(result).toEqual({
      ok: false,
      error: 'Invalid wallet address "0x123". Please check and try again.',
    });
    expect(list).toEqual([]);
  });

  it('refuses a mixed-case address with a wrong checksum', () => {
    // Flip the case of the first letter: still the same address, but no longer its checksum.
    const index = A_CHECKSUMMED.search(/[a-fA-F]/u);
    const char = A_CHECKSUMMED.charAt(index);
    const wrong =
      A_CHECKSUMMED.slice(0, index) +
      (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()) +
      A_CHECKSUMMED.slice(index + 1);
    const { result } = addWallet([], wrong, '');
    expect(result).toEqual({
      ok: false,
      error: `Invalid wallet address "${wrong}". Please check and try again.`,
    });
  });

  it('accepts a correctly checksummed address', () => {
    expect(addWallet([], A_CHECKSUMMED, '').list).toEqual([
      { address: A, name: '', hidden: false },
    ]);
  });

  it('renames, hides and removes by address, case-insensitively', () => {
    const list: SavedWallet[] = [
      { address: A, name: 'One', hidden: false },
      { address: B, name: 'Two', hidden: false },
    ];
    expect(renameWallet(list, A_CHECKSUMMED, ' Main ')[0]?.name).toBe('Main');
    expect(setWalletHidden(list, B, true)[1]?.hidden).toBe(true);
    expect(removeWallet(list, A)).toEqual([{ address: B, name: 'Two', hidden: false }]);
  });
});

describe('parseWalletList (stored and imported lists)', () => {
  it('accepts entries spelling the address addr, bare strings, missing names and hidden flags', () => {
    const { wallets, errors } = parseWalletList([
      { addr: A, name: 'Old', hidden: true },
      B,
      { address: `${B} ` },
    ]);
    expect(errors).toEqual([]);
    expect(wallets).toEqual([
      { address: A, name: 'Old', hidden: true },
      { address: B, name: '', hidden: false },
    ]);
  });

  it('reports invalid entries with the spec text and skips entries without an address', () => {
    const { wallets, errors } = parseWalletList([
      { address: 'nope' },
      { name: 'no address' },
      42,
      null,
    ]);
    expect(wallets).toEqual([]);
    expect(errors).toEqual(['Invalid wallet address "nope". Please check and try again.']);
  });

  it('reads anything that is not a list as empty', () => {
    expect(parseWalletList({ wallets: [] })).toEqual({ wallets: [], errors: [] });
  });
});

describe('walletLabel (spec §2 menu titles)', () => {
  it('shows the last four characters and the name, or Unnamed', () => {
    expect(walletLabel({ address: A, name: 'Savings' })).toBe('0x...5428 - Savings');
    expect(walletLabel({ address: A, name: '' })).toBe('0x...5428 - Unnamed');
  });
});
