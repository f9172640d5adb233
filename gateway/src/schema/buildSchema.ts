import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { ChainResolver } from './chain/chain.resolver';
import { ContactResolver } from './contact/contact.resolver';
import { DemoResolver } from './demo/demo.resolver';
import { HistoryResolver } from './history/history.resolver';
import { TokenHistoryResolver } from './history/tokenHistory.resolver';
import { PnlResolver } from './pnl/pnl.resolver';
import { PortfolioTokenPnlResolver, TokenHoldingPnlResolver } from './pnl/pnlFields.resolver';
import { NameResolver } from './name/name.resolver';
import { PortfolioResolver } from './portfolio/portfolio.resolver';
import { PriceResolver } from './price/price.resolver';
import { StakingResolver } from './staking/staking.resolver';
import { TickerResolver } from './ticker/ticker.resolver';
import { TransactionResolver } from './transaction/transaction.resolver';
import { WalletResolver } from './wallet/wallet.resolver';

export function buildGatewaySchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [
      ChainResolver,
      ContactResolver,
      DemoResolver,
      NameResolver,
      WalletResolver,
      PortfolioResolver,
      HistoryResolver,
      TokenHistoryResolver,
      PnlResolver,
      PortfolioTokenPnlResolver,
      TokenHoldingPnlResolver,
      PriceResolver,
      StakingResolver,
      TransactionResolver,
      TickerResolver,
    ],
    validate: false,
  });
}

/** The committed schema.graphql: sorted, so it only changes when the API does. */
export async function printGatewaySchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildGatewaySchema()))}\n`;
}
