import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { AddressScalar } from '../scalars/address';

@Resolver()
export class DemoResolver {
  @Query(() => [AddressScalar], {
    description: 'Wallets this server suggests to a visitor with none saved (DEMO_WALLETS).',
  })
  demoWallets(@Ctx() context: Context): string[] {
    return context.deps.config.demoWallets;
  }
}
