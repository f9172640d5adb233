import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { inCurrency } from '../../services/fx/inCurrency';
import type { Transaction as TransactionModel } from '../../services/transactions/types';
import { ChainKeyEnum } from '../chain/chain.type';
import { AddressScalar } from '../scalars/address';

/** GraphQL names upper-case; values are the service's words (spec §3: kind native or erc20). */
export enum TransactionKindEnum {
  NATIVE = 'native',
  ERC20 = 'erc20',
  ALL = 'all',
}

export enum TransactionDirectionEnum {
  IN = 'in',
  OUT = 'out',
  SELF = 'self',
}

export enum TransactionFlagEnum {
  ZERO_VALUE = 'zero-value',
  POISONING_SUSPECT = 'poisoning-suspect',
}

registerEnumType(TransactionKindEnum, {
  name: 'TransactionKind',
  description:
    "NATIVE: the wallet's transactions in the chain's coin (contract calls too). ERC20: token transfers. ALL (queries only): both, merged newest first.",
});
registerEnumType(TransactionDirectionEnum, {
  name: 'TransactionDirection',
  description: 'Relative to the wallet asked about.',
});
registerEnumType(TransactionFlagEnum, {
  name: 'TransactionFlag',
  description:
    'ZERO_VALUE: a token transfer of 0 (anyone can emit one from any wallet), or a native transaction of 0 the wallet did not send. POISONING_SUSPECT: a zero or dust amount with a counterparty that looks like one the wallet really dealt with (same first and last 4 hex digits) but is not. Flagged rows are hidden unless includeSpam is true.',
});

@ObjectType({ description: 'The token a transaction moved; the native coin has a null address.' })
export class TransactionToken {
  @Field(() => String, { nullable: true })
  symbol!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Lowercase contract address; null for the native coin.',
  })
  address!: string | null;

  @Field(() => Int)
  decimals!: number;
}

@ObjectType({ description: 'One row of a wallet history (spec §3 "Transaction item").' })
export class Transaction {
  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => TransactionKindEnum, { description: 'NATIVE or ERC20.' })
  kind!: TransactionKindEnum;

  @Field(() => String)
  hash!: string;

  @Field(() => Int, {
    nullable: true,
    description: "Null where the explorer's transfer list does not give it (PulseChain's).",
  })
  blockNumber!: number | null;

  @Field(() => Int, { description: 'Unix time in seconds.' })
  timeStamp!: number;

  @Field(() => AddressScalar)
  from!: string;

  @Field(() => AddressScalar, { nullable: true, description: 'Null for a contract creation.' })
  to!: string | null;

  @Field(() => String, { description: "Amount moved, exact decimal in the token's units." })
  amount!: string;

  @Field(() => String, { description: 'Amount moved in base units, exact.' })
  amountRaw!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The transaction's fee in wei, paid by its sender; null where the source does not report it (Blockscout v2 token transfers).",
  })
  feeWei!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The fee in the native coin's units, exact.",
  })
  fee!: string | null;

  @Field(() => TransactionToken)
  token!: TransactionToken;

  @Field(() => TransactionDirectionEnum)
  direction!: TransactionDirectionEnum;

  @Field(() => Boolean, { description: 'The transaction reverted.' })
  failed!: boolean;

  @Field(() => String, { description: 'The transaction on the chain explorer.' })
  explorerUrl!: string;

  @Field(() => [TransactionFlagEnum])
  flags!: TransactionFlagEnum[];

  @Field(() => Float, {
    nullable: true,
    description:
      "The amount's USD value on the transaction's UTC day: amount × the token's daily price the value history uses (DefiLlama's close, else the token's GeckoTerminal pool close; a pinned stablecoin 1). Null when there is no price that day (never 0): no source prices the coin, the day is missing, the price source failed (sources says so), or the row is flagged or a token the spec rules never count.",
  })
  valueUsdAtTime!: number | null;

  /** The rate of the connection's currency (TransactionConnection.fx). */
  fxRate: number | null = 1;

  @Field(() => Float, {
    nullable: true,
    description:
      "valueUsdAtTime in the connection's currency, at its one current rate (fx): valueAtTime = valueUsdAtTime × fx.rate.",
  })
  get valueAtTime(): number | null {
    return inCurrency(this.valueUsdAtTime, this.fxRate);
  }

  static from(tx: TransactionModel, valueUsdAtTime: number | null): Transaction {
    return Object.assign(new Transaction(), {
      chain: tx.chain,
      kind: tx.kind as TransactionKindEnum,
      hash: tx.hash,
      blockNumber: tx.blockNumber,
      timeStamp: tx.timeStamp,
      from: tx.from,
      to: tx.to,
      amount: tx.amount,
      amountRaw: tx.valueRaw,
      feeWei: tx.feeWei,
      fee: tx.fee,
      token: Object.assign(new TransactionToken(), tx.token),
      direction: tx.direction as TransactionDirectionEnum,
      failed: tx.failed,
      explorerUrl: tx.explorerUrl,
      flags: tx.flags as TransactionFlagEnum[],
      valueUsdAtTime,
    });
  }
}
