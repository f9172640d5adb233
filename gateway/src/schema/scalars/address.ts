import { GraphQLScalarType, Kind } from 'graphql';
import { parseWalletAddress, type Address } from '../../../../shared/src/addresses';
import { texts } from '../../../../shared/src/texts';
import { BadInputError } from '../../errors/errors';

function parse(value: unknown): Address {
  if (typeof value !== 'string') throw new BadInputError(texts.invalidWalletAddress(String(value)));
  return parseWalletAddress(value);
}

/**
 * A wallet address: lowercase or correctly checksummed on input (spec §5, DESIGN.md "GraphQL API
 * principles"), always lowercase on output so clients can key caches on it.
 */
export const AddressScalar = new GraphQLScalarType<Address, string>({
  name: 'Address',
  description:
    'A 20-byte EVM address: 0x plus 40 hex digits, lowercase or EIP-55 checksummed. Returned lowercase.',
  serialize: (value) => String(value).toLowerCase(),
  parseValue: parse,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING)
      throw new BadInputError('Invalid wallet address. Please check and try again.');
    return parse(ast.value);
  },
});
