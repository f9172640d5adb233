import { Field, Float, ObjectType, registerEnumType } from 'type-graphql';
import { CURRENCIES, type Currency } from '../../../../shared/src/currencies';
import { fxFields, type FxQuote } from '../../services/fx/fxQuote';

/** The GraphQL Currency enum, from the shared list: names and values are the ISO 4217 codes. */
export const CurrencyEnum = Object.fromEntries(CURRENCIES.map((code) => [code, code])) as {
  readonly [Code in Currency]: Code;
};
export type CurrencyEnum = Currency;

registerEnumType(CurrencyEnum, {
  name: 'Currency',
  description: 'A currency values can be given in (ISO 4217). USD is what prices are quoted in.',
});

@ObjectType({ description: 'The exchange rate the values in `currency` were converted with.' })
export class Fx {
  @Field(() => CurrencyEnum)
  currency!: Currency;

  @Field(() => Float, {
    nullable: true,
    description:
      'Units of the currency per US dollar (1 for USD): value = valueUsd × rate. Null when the source failed and no rate was ever read: every converted figure is null then, the USD ones still answer, and message names what is missing.',
  })
  rate!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The ECB working day the rate was fixed on (YYYY-MM-DD); null for USD.',
  })
  asOf!: string | null;

  @Field(() => String, { description: 'Where the rate came from: frankfurter, or none for USD.' })
  source!: string;

  @Field(() => Boolean, {
    description:
      'True when the source failed and the last rate read is used; ageSeconds says how old it is, message why.',
  })
  stale!: boolean;

  @Field(() => Float, {
    nullable: true,
    description: 'Seconds since the rate was read from the source; null when it is missing.',
  })
  ageSeconds!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why a stale rate is used, or which rate is missing and why.',
  })
  message!: string | null;

  static from(quote: FxQuote): Fx {
    return Object.assign(new Fx(), fxFields(quote));
  }
}
