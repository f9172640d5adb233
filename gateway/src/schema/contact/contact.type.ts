import { Field, ObjectType } from 'type-graphql';
import { AddressScalar } from '../scalars/address';

@ObjectType({
  description:
    'Where this deployment takes donations and suggestions (the dashboard footer, spec §1); null when its operator set none.',
})
export class Contact {
  @Field(() => AddressScalar, { nullable: true, description: 'DONATION_ADDRESS.' })
  donationAddress!: string | null;

  @Field(() => String, { nullable: true, description: 'SUGGESTIONS_EMAIL.' })
  suggestionsEmail!: string | null;
}
