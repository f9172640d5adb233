/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment HoldingsTable_holding on TokenHolding {\n  chain\n  wallet\n  amount\n  balanceRaw\n  priceUsd\n  valueUsd\n  priceSource\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n    name\n    decimals\n    iconUrl\n  }\n}": typeof types.HoldingsTable_HoldingFragmentDoc,
    "fragment SourceStatusCallout_status on SourceStatus {\n  chain\n  wallet\n  source\n  state\n  ageSeconds\n  message\n}": typeof types.SourceStatusCallout_StatusFragmentDoc,
    "query WalletHoldings($address: Address!) {\n  wallet(address: $address) {\n    address\n    totalUsd\n    holdings {\n      ...HoldingsTable_holding\n    }\n    sources {\n      ...SourceStatusCallout_status\n    }\n  }\n  chains {\n    key\n    name\n  }\n}": typeof types.WalletHoldingsDocument,
};
const documents: Documents = {
    "fragment HoldingsTable_holding on TokenHolding {\n  chain\n  wallet\n  amount\n  balanceRaw\n  priceUsd\n  valueUsd\n  priceSource\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n    name\n    decimals\n    iconUrl\n  }\n}": types.HoldingsTable_HoldingFragmentDoc,
    "fragment SourceStatusCallout_status on SourceStatus {\n  chain\n  wallet\n  source\n  state\n  ageSeconds\n  message\n}": types.SourceStatusCallout_StatusFragmentDoc,
    "query WalletHoldings($address: Address!) {\n  wallet(address: $address) {\n    address\n    totalUsd\n    holdings {\n      ...HoldingsTable_holding\n    }\n    sources {\n      ...SourceStatusCallout_status\n    }\n  }\n  chains {\n    key\n    name\n  }\n}": types.WalletHoldingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment HoldingsTable_holding on TokenHolding {\n  chain\n  wallet\n  amount\n  balanceRaw\n  priceUsd\n  valueUsd\n  priceSource\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n    name\n    decimals\n    iconUrl\n  }\n}"): (typeof documents)["fragment HoldingsTable_holding on TokenHolding {\n  chain\n  wallet\n  amount\n  balanceRaw\n  priceUsd\n  valueUsd\n  priceSource\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n    name\n    decimals\n    iconUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SourceStatusCallout_status on SourceStatus {\n  chain\n  wallet\n  source\n  state\n  ageSeconds\n  message\n}"): (typeof documents)["fragment SourceStatusCallout_status on SourceStatus {\n  chain\n  wallet\n  source\n  state\n  ageSeconds\n  message\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WalletHoldings($address: Address!) {\n  wallet(address: $address) {\n    address\n    totalUsd\n    holdings {\n      ...HoldingsTable_holding\n    }\n    sources {\n      ...SourceStatusCallout_status\n    }\n  }\n  chains {\n    key\n    name\n  }\n}"): (typeof documents)["query WalletHoldings($address: Address!) {\n  wallet(address: $address) {\n    address\n    totalUsd\n    holdings {\n      ...HoldingsTable_holding\n    }\n    sources {\n      ...SourceStatusCallout_status\n    }\n  }\n  chains {\n    key\n    name\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;