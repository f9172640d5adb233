import { parseWalletAddress } from '../../../shared/src/addresses';

/** One saved wallet (spec §3 "Wallet"). The address is stored lowercase: the identity every query uses. */
export interface SavedWallet {
  address: string;
  name: string;
  hidden: boolean;
}

export type AddResult = { ok: true } | { ok: false; error: string };

/** What `parseWalletList` makes of a stored or imported list: the valid wallets and why the others were left out. */
export interface ParsedWalletList {
  wallets: SavedWallet[];
  errors: string[];
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Adds a wallet (spec §4 "Wallet actions", §5): the address is trimmed; an empty one is ignored;
 * one already in the list is ignored whatever its case; an invalid one is refused with the spec's
 * text. Returns the list unchanged when nothing is added, so callers can skip the write.
 */
export function addWallet(
  list: readonly SavedWallet[],
  address: string,
  name: string,
): { list: readonly SavedWallet[]; result: AddResult } {
  const trimmed = address.trim();
  if (trimmed === '') return { list, result: { ok: true } };
  let parsed: string;
  try {
    parsed = parseWalletAddress(trimmed);
  } catch (error) {
    return {
      list,
      result: { ok: false, error: error instanceof Error ? error.message : String(error) },
    };
  }
  if (list.some((wallet) => sameAddress(wallet.address, parsed)))
    return { list, result: { ok: true } };
  return {
    list: [...list, { address: parsed, name: name.trim(), hidden: false }],
    result: { ok: true },
  };
}

export function renameWallet(
  list: readonly SavedWallet[],
  address: string,
  name: string,
): readonly SavedWallet[] {
  return list.map((wallet) =>
    sameAddress(wallet.address, address) ? { ...wallet, name: name.trim() } : wallet,
  );
}

/** Spec §3: hidden wallets are left out of the menu, the portfolio and refreshes. */
export function visibleWallets(list: readonly SavedWallet[]): SavedWallet[] {
  return list.filter((wallet) => !wallet.hidden);
}

export function setWalletHidden(
  list: readonly SavedWallet[],
  address: string,
  hidden: boolean,
): readonly SavedWallet[] {
  return list.map((wallet) =>
    sameAddress(wallet.address, address) ? { ...wallet, hidden } : wallet,
  );
}

export function removeWallet(
  list: readonly SavedWallet[],
  address: string,
): readonly SavedWallet[] {
  return list.filter((wallet) => !sameAddress(wallet.address, address));
}

/**
 * Reads a list from storage or an import, forgivingly: entries may spell the address `addr`
 * (spec §3), may be bare address strings, may lack a name or the hidden flag. The same add rules
 * apply as when typing one in, so an import cannot smuggle in a duplicate or an invalid address;
 * each refused entry is reported with the spec's text.
 */
export function parseWalletList(raw: unknown): ParsedWalletList {
  const entries: unknown[] = Array.isArray(raw) ? raw : [];
  let list: readonly SavedWallet[] = [];
  const errors: string[] = [];
  for (const entry of entries) {
    const fields = toFields(entry);
    if (fields === null) continue;
    const { list: next, result } = addWallet(list, fields.address, fields.name);
    if (!result.ok) {
      errors.push(result.error);
      continue;
    }
    // A hidden flag from storage survives; addWallet always adds visible.
    list =
      fields.hidden && next !== list ? setWalletHidden(next, fields.address.trim(), true) : next;
  }
  return { wallets: [...list], errors };
}

function toFields(entry: unknown): { address: string; name: string; hidden: boolean } | null {
  if (typeof entry === 'string') return { address: entry, name: '', hidden: false };
  if (typeof entry !== 'object' || entry === null) return null;
  const record = entry as Record<string, unknown>;
  const address =
    typeof record['address'] === 'string'
      ? record['address']
      : typeof record['addr'] === 'string'
        ? record['addr']
        : null;
  if (address === null) return null;
  return {
    address,
    name: typeof record['name'] === 'string' ? record['name'] : '',
    hidden: record['hidden'] === true || record['hidden'] === 'true',
  };
}

/** Spec §2 "Sidebar menu": "0x...{last 4} - {name}", "Unnamed" without one. */
export function walletLabel(
  wallet: Pick<SavedWallet, 'address' | 'name'>,
  unnamed = 'Unnamed',
): string {
  return `0x...${wallet.address.slice(-4)} - ${wallet.name === '' ? unnamed : wallet.name}`;
}
