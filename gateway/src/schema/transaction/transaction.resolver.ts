import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import { BASE_CURRENCY } from '../../../../shared/src/currencies';
import { fxQuote } from '../../services/fx/fxQuote';
import { transactionValues } from '../../services/history/transactionValues';
import { CurrencyEnum } from '../fx/fx.type';
import { selectsField } from '../selectsField';
import { ChainsArg, FreshArg } from '../commonArgs';
import type { Address } from '../../../../shared/src/addresses';
import type { Context } from '../../context';
import { BadInputError } from '../../errors/errors';
import { CHAIN_KEYS } from '../../../../shared/src/chains';
import { listAllChainsTransactions } from '../../services/transactions/listAllChains';
import { listTransactions } from '../../services/transactions/listTransactions';
import { ChainKeyEnum } from '../chain/chain.type';
import { MAX_TRANSACTIONS_PER_PAGE } from '../../limits';
import { AddressScalar } from '../scalars/address';
import { TransactionConnection } from './transactionConnection.type';
import { TransactionKindEnum } from './transaction.type';

@Resolver(() => TransactionConnection)
export class TransactionResolver {
  @Query(() => TransactionConnection, {
    description:
      'A wallet\'s history, newest first, 50 rows a page by default (spec §7 "Transactions", §9): on one chain, or on several at once merged by time when `chain` is omitted.',
  })
  async transactions(
    @Arg('chain', () => ChainKeyEnum, {
      nullable: true,
      description: 'One chain; omitted: the chains in `chains`, merged newest first.',
    })
    chain: ChainKeyEnum | null | undefined,
    @ChainsArg(
      'With `chain` omitted: the chains to merge, all five when omitted too. A cursor belongs to the same set.',
    )
    chains: ChainKeyEnum[] | null | undefined,
    @Arg('address', () => AddressScalar) address: Address,
    @Arg('kind', () => TransactionKindEnum, { defaultValue: TransactionKindEnum.ALL })
    kind: TransactionKindEnum,
    @Arg('first', () => Int, {
      defaultValue: 50,
      description: `Rows per page, 1 to ${MAX_TRANSACTIONS_PER_PAGE}.`,
    })
    first: number,
    @Arg('after', () => String, {
      nullable: true,
      description: "A cursor from this same query's previous page.",
    })
    after: string | null,
    @Arg('includeSpam', () => Boolean, {
      defaultValue: false,
      description: 'Also return rows flagged ZERO_VALUE or POISONING_SUSPECT.',
    })
    includeSpam: boolean,
    @FreshArg()
    fresh: boolean,
    @Arg('currency', () => CurrencyEnum, {
      defaultValue: BASE_CURRENCY,
      description: "The currency of the rows' valueAtTime (fx): valueUsdAtTime stays in USD.",
    })
    currency: CurrencyEnum,
    @Ctx() context: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TransactionConnection> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_TRANSACTIONS_PER_PAGE) {
      throw new BadInputError(`first must be between 1 and ${MAX_TRANSACTIONS_PER_PAGE}.`);
    }
    // An argument left out arrives as undefined, one written as null as null: both mean "not given".
    if (chain != null && chains != null) throw new BadInputError('Give chain or chains, not both.');
    if (chains != null && chains.length === 0)
      throw new BadInputError('chains must name at least one chain.');
    const query = { address, kind, first, after, includeSpam, fresh };
    const page =
      chain != null
        ? await listTransactions(context.deps, { chain, ...query })
        : await listAllChainsTransactions(context.deps, { chains: chains ?? CHAIN_KEYS, ...query });
    // Values at the time cost daily price reads: only when the query asks for them.
    const valued = selectsField(info, 'valueUsdAtTime') || selectsField(info, 'valueAtTime');
    const [values, quote] = await Promise.all([
      valued
        ? transactionValues(
            context.deps,
            page.edges.map((edge) => edge.node),
          )
        : null,
      fxQuote(context.deps, currency),
    ]);
    return TransactionConnection.from(page, values, quote);
  }
}
