import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Address } from '../../../../shared/src/addresses';
import { CHAIN_KEYS } from '../../../../shared/src/chains';
import type { Context } from '../../context';
import { assertWalletCount } from '../../limits';
import { pnlReport } from '../../services/pnl/pnlReport';
import { ChainKeyEnum } from '../chain/chain.type';
import { AddressScalar } from '../scalars/address';
import { PnlMethodEnum, PnlReport } from './pnl.type';

@Resolver(() => PnlReport)
export class PnlResolver {
  @Query(() => PnlReport, {
    description:
      "Cost basis and profit and loss per token, per wallet and merged, from the wallets' transfers and the value history's daily prices.",
  })
  async pnl(
    @Arg('wallets', () => [AddressScalar]) wallets: Address[],
    @Arg('chains', () => [ChainKeyEnum], {
      nullable: true,
      description: 'Chains to read; all five when omitted.',
    })
    chains: ChainKeyEnum[] | null,
    @Arg('method', () => PnlMethodEnum, { defaultValue: PnlMethodEnum.FIFO })
    method: PnlMethodEnum,
    @Arg('fresh', () => Boolean, {
      defaultValue: false,
      description: 'Read what is new from the explorers now (the refresh button).',
    })
    fresh: boolean,
    @Ctx() context: Context,
  ): Promise<PnlReport> {
    assertWalletCount(wallets);
    return PnlReport.from(
      await pnlReport(context.deps, context.loaders(fresh), {
        wallets,
        chains: chains ?? CHAIN_KEYS,
        method,
        fresh,
      }),
    );
  }
}
