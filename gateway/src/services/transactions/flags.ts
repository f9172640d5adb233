import type { Address } from '../../../../shared/src/addresses';
import type { TxDirection, TxFlag, TxRow } from './types';

/**
 * An amount this small carries no value worth a row: under 0.001 of the token's unit. Poisoners
 * send zero or a crumb of the real token; a unit-based line needs no price, and it only matters
 * together with a look-alike counterparty, so a real small payment is never hidden for it.
 * @internal
 */
export function isZeroOrDust(row: Pick<TxRow, 'valueRaw' | 'token'>): boolean {
  const dust = 10n ** BigInt(Math.max(0, row.token.decimals - 3));
  return BigInt(row.valueRaw) < dust;
}

export function directionOf(row: Pick<TxRow, 'from' | 'to'>, wallet: Address): TxDirection {
  if (row.from === wallet) return row.to === wallet ? 'self' : 'out';
  return 'in';
}

/** The other side of a row: whom the wallet paid, or who paid it; null for a transfer to itself. */
function counterpartyOf(row: Pick<TxRow, 'from' | 'to'>, wallet: Address): Address | null {
  const direction = directionOf(row, wallet);
  return direction === 'self' ? null : direction === 'out' ? row.to : row.from;
}

/** First and last four hex digits: what a glance at "0x1234…abcd" shows, and what poisoners copy. */
function glance(address: Address): string {
  return `${address.slice(2, 6)}…${address.slice(-4)}`;
}

/**
 * Flags a row by what else the wallet did (the rows read so far in this request):
 * - zero-value: an ERC-20 transfer of 0 — a transferFrom anyone can emit from any wallet — or a
 *   native transaction of 0 the wallet did not send (its own contract calls carry 0 and are real);
 * - poisoning-suspect: a zero or dust amount with a counterparty that looks like, but is not, an
 *   address the wallet really dealt with (same first and last four hex digits), so that copying
 *   "the last address" from history would pay the attacker.
 * "Really dealt with": counterparties of transactions the wallet sent itself, or of rows that
 * moved more than dust.
 */
export class CounterpartyBook {
  private readonly genuine = new Set<Address>();
  private readonly byGlance = new Map<string, Set<Address>>();

  constructor(private readonly wallet: Address) {}

  add(row: TxRow): void {
    const counterparty = counterpartyOf(row, this.wallet);
    if (counterparty === null || this.genuine.has(counterparty)) return;
    if (this.mayFlag(row)) return;
    this.genuine.add(counterparty);
    const key = glance(counterparty);
    const similar = this.byGlance.get(key) ?? new Set<Address>();
    similar.add(counterparty);
    this.byGlance.set(key, similar);
  }

  /** Whether a row could be spam at all: a zero or a crumb the wallet did not sign itself. */
  mayFlag(row: TxRow): boolean {
    const signedByWallet = row.kind === 'native' && row.from === this.wallet;
    return !signedByWallet && isZeroOrDust(row);
  }

  flagsOf(row: TxRow): TxFlag[] {
    const flags: TxFlag[] = [];
    const zero = BigInt(row.valueRaw) === 0n;
    if (zero && (row.kind === 'erc20' || row.from !== this.wallet)) flags.push('zero-value');
    const counterparty = counterpartyOf(row, this.wallet);
    if (
      counterparty !== null &&
      isZeroOrDust(row) &&
      !this.genuine.has(counterparty) &&
      (this.byGlance.get(glance(counterparty))?.size ?? 0) > 0
    ) {
      flags.push('poisoning-suspect');
    }
    return flags;
  }
}
