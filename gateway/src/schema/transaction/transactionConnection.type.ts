import { Field, ObjectType } from 'type-graphql';
import type { TransactionsPage } from '../../services/transactions/listTransactions';
import { USD_QUOTE, type FxQuote } from '../../services/fx/fxQuote';
import type { TransactionValues } from '../../services/history/transactionValues';
import { Fx } from '../fx/fx.type';
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

  @Field(() => Fx, {
    description:
      "The currency of the rows' valueAtTime and its rate: one current rate for the page.",
  })
  fx: Fx = Fx.from(USD_QUOTE);

  /** `values` when the query asks for a value at the time; the daily price sources join `sources`. */
  static from(
    page: TransactionsPage,
    values: TransactionValues | null = null,
    quote: FxQuote = USD_QUOTE,
  ): TransactionConnection {
    return Object.assign(new TransactionConnection(), {
      fx: Fx.from(quote),
      edges: page.edges.map((edge) => {
        const node = Transaction.from(edge.node, values?.valueUsd(edge.node) ?? null);
        node.fxRate = quote.rate;
        const shown = Object.assign(new TransactionEdge(), { node });
        // Read only if the query selects it: an all-chains cursor is built on demand.
        return Object.defineProperty(shown, 'cursor', { get: () => edge.cursor, enumerable: true });
      }),
      pageInfo: Object.assign(new PageInfo(), {
        hasNextPage: page.hasNextPage,
        endCursor: page.endCursor,
      }),
      sources: [...page.statuses, ...(values?.statuses ?? [])].map((status) =>
        SourceStatus.from(status),
      ),
    });
  }
}
