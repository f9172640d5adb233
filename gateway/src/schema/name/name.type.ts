import { Field, ObjectType } from 'type-graphql';
import { AddressScalar } from '../scalars/address';

@ObjectType({ description: 'An ENS name and the wallet address it points to.' })
export class ResolvedName {
  @Field(() => String, {
    description: 'The name as ENS normalises it (ENSIP-15), e.g. "vitalik.eth".',
  })
  name!: string;

  @Field(() => AddressScalar, {
    description:
      "The name's Ethereum address (coin type 60), lowercase: the wallet's address on every chain Kinko reads.",
  })
  address!: string;
}
