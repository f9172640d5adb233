import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { Context } from '../../context';
import { pnlReport, type PnlReport } from '../../services/pnl/pnlReport';
import { TokenHolding } from '../holding/holding.type';
import { PortfolioToken } from '../portfolio/portfolio.type';
import { Pnl } from './pnl.type';

/** One report per request for each set of wallets and chain, however many rows ask for it. */
const reports = new WeakMap<Context, Map<string, Promise<PnlReport>>>();

async function rowPnl(
  context: Context,
  wallets: readonly Address[],
  chain: ChainKey,
  token: Address | null,
  wallet: Address | null,
): Promise<Pnl | null> {
  // The native coin has no cost basis yet (docs/DECISIONS.md "Cost basis and PnL").
  if (token === null || wallets.length === 0) return null;
  const own = reports.get(context) ?? new Map<string, Promise<PnlReport>>();
  reports.set(context, own);
  const key = JSON.stringify([wallets, chain]);
  let report = own.get(key);
  if (report === undefined) {
    report = pnlReport(context.deps, context.loaders(false), {
      wallets,
      chains: [chain],
      method: 'FIFO',
      fresh: false,
    });
    own.set(key, report);
  }
  const row = (await report).rows.find(
    (candidate) => candidate.token.address === token && candidate.wallet === wallet,
  );
  return row === undefined ? null : Pnl.from(row);
}

const DESCRIPTION =
  "FIFO cost basis and PnL from the wallets' transfers; null for the native coin, a token the history never saw moving, or a chain whose history could not be read. The `pnl` query gives its sources and completeness.";

@Resolver(() => PortfolioToken)
export class PortfolioTokenPnlResolver {
  @FieldResolver(() => Pnl, {
    nullable: true,
    description: `Merged across the wallets. ${DESCRIPTION}`,
  })
  pnl(@Root() row: PortfolioToken, @Ctx() context: Context): Promise<Pnl | null> {
    return rowPnl(context, row.wallets, row.chain, row.token.address as Address | null, null);
  }
}

@Resolver(() => TokenHolding)
export class TokenHoldingPnlResolver {
  @FieldResolver(() => Pnl, { nullable: true, description: `This wallet's own. ${DESCRIPTION}` })
  pnl(@Root() holding: TokenHolding, @Ctx() context: Context): Promise<Pnl | null> {
    return rowPnl(
      context,
      [holding.wallet as Address],
      holding.chain,
      holding.token.address as Address | null,
      holding.wallet as Address,
    );
  }
}
