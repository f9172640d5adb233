import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { texts } from '../../../../shared/src/texts';
import type { Context } from '../../context';
import { BadInputError, UpstreamUnavailableError } from '../../errors/errors';
import { resolveWalletName } from '../../services/names/resolveWalletName';
import { ResolvedName } from './name.type';

@Resolver(() => ResolvedName)
export class NameResolver {
  @Query(() => ResolvedName, {
    description:
      'The wallet address an ENS name points to (vitalik.eth), read on Ethereum through the Universal Resolver. Names resolved off-chain (CCIP-Read) are not followed. BAD_USER_INPUT when the name is malformed or has no address; UPSTREAM_UNAVAILABLE when no Ethereum node answers.',
  })
  async resolveName(
    @Arg('name', () => String) name: string,
    @Ctx() context: Context,
  ): Promise<ResolvedName> {
    try {
      return Object.assign(new ResolvedName(), await resolveWalletName(context.deps, name));
    } catch (error) {
      if (error instanceof BadInputError) throw error;
      throw new UpstreamUnavailableError(texts.networkIssueEthereum, { cause: error });
    }
  }
}
