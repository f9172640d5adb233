import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { FreshArg } from '../commonArgs';
import { parseContractAddress, type Address } from '../../../../shared/src/addresses';
import type { Context } from '../../context';
import { BadInputError } from '../../errors/errors';
import { MAX_TOKENS_PER_QUERY } from '../../limits';
import { Price, TokenInput } from './price.type';

@Resolver(() => Price)
export class PriceResolver {
  @Query(() => [Price], {
    description:
      'USD prices for up to 200 tokens, in input order, through the same fallbacks and cache as holdings.',
  })
  async tokenPrices(
    @Arg('tokens', () => [TokenInput]) tokens: TokenInput[],
    @FreshArg() fresh: boolean,
    @Ctx() context: Context,
  ): Promise<Price[]> {
    if (tokens.length > MAX_TOKENS_PER_QUERY) {
      throw new BadInputError(`At most ${MAX_TOKENS_PER_QUERY} tokens per query.`);
    }
    const addresses = tokens.map((token) => parseContractAddress(token.address, 'token'));
    const loaders = context.loaders(fresh);
    const quotes = await Promise.all(
      tokens.map((token, index) =>
        loaders.tokenPrice(token.chain, {
          address: addresses[index] as Address,
          symbol: null,
          exchangeRate: null,
        }),
      ),
    );
    return tokens.map((token, index) => {
      const quote = quotes[index]?.value ?? null;
      return Object.assign(new Price(), {
        chain: token.chain,
        address: addresses[index],
        priceUsd: quote?.priceUsd ?? null,
        change24hPct: quote?.change24hPct ?? null,
        source: quote?.source ?? 'none',
        changeSource: quote?.changeSource ?? null,
      });
    });
  }
}
