import { Field, ObjectType } from 'type-graphql';
import type { TransactionsPage } from '../../services/transactions/listTransactions';
import { SourceStatus } from '../holding/holding.type';
import { Transaction } from './transaction.type';

@ObjectType({ description: 'Relay-style paging state.' })
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Pass as `after` for the next page. It may lie past the last edge when hidden (flagged) rows followed it.',
  })
  endCursor!: string | null;
}

@ObjectType()
export class TransactionEdge {
  @Field(() => String, { description: 'Resume after this row.' })
  cursor!: string;

  @Field(() => Transaction)
  node!: Transaction;
}

@ObjectType({
  description: "A page of a wallet's history, and where each chain's lists came from.",
})
export class TransactionConnection {
  @Field(() => [TransactionEdge])
  edges!: TransactionEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => [SourceStatus], {
    description:
      'One per list read (transactions:…, token-transfers:…): which source answered, or why none could.',
  })
  sources!: SourceStatus[];

  static from(page: TransactionsPage): TransactionConnection {
    return Object.assign(new TransactionConnection(), {
      edges: page.edges.map((edge) => {
        const shown = Object.assign(new TransactionEdge(), { node: Transaction.from(edge.node) });
        // Read only if the query selects it: an all-chains cursor is built on demand.
        return Object.defineProperty(shown, 'cursor', { get: () => edge.cursor, enumerable: true });
      }),
      pageInfo: Object.assign(new PageInfo(), {
        hasNextPage: page.hasNextPage,
        endCursor: page.endCursor,
      }),
      sources: page.statuses.map((status) => SourceStatus.from(status)),
    });
  }
}
