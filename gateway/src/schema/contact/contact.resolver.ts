import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Contact } from './contact.type';

@Resolver()
export class ContactResolver {
  @Query(() => Contact)
  contact(@Ctx() context: Context): Contact {
    return Object.assign(new Contact(), context.deps.config.contact);
  }
}
