/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The five chains Kinko tracks. */
export type ChainKey =
  | 'BASE'
  | 'BSC'
  | 'ETH'
  | 'POLYGON'
  | 'PULSE';

/** The last 7, 30 or 365 days (today included), or since the first transfer. */
export type HistoryRange =
  | 'ALL'
  | 'MONTH'
  | 'WEEK'
  | 'YEAR';

/** Why a source gave nothing usable. RATE_LIMITED: the upstream throttled us (HTTP 429 or its own words). TIMEOUT: no answer in time (the upstream’s or this request’s deadline). NETWORK: no answer at all. BAD_RESPONSE: an answer we cannot use (error status, shape or content). CIRCUIT_OPEN: not asked, it failed repeatedly just before. NOT_CONFIGURED: no source serves this here (e.g. an API key is missing). TRUNCATED: an answer came but was cut short (a token listing past its page cap): what it holds is right, what lies past the cut is unknown. UNKNOWN: anything else. */
export type SourceReason =
  | 'BAD_RESPONSE'
  | 'CIRCUIT_OPEN'
  | 'NETWORK'
  | 'NOT_CONFIGURED'
  | 'RATE_LIMITED'
  | 'TIMEOUT'
  | 'TRUNCATED'
  | 'UNKNOWN';

/** FRESH: fetched for this request. CACHED: from cache within its TTL. STALE: expired cache served because every source failed. FAILED: no data. */
export type SourceState =
  | 'CACHED'
  | 'FAILED'
  | 'FRESH'
  | 'STALE';

export type PortfolioHistoryQueryVariables = Exact<{
  wallets: Array<string> | string;
  range: HistoryRange;
  fresh?: boolean;
}>;


export type PortfolioHistoryQuery = { portfolioHistory: { __typename: 'PortfolioHistory', range: HistoryRange, complete: boolean, points: Array<{ __typename: 'HistoryPoint', at: string, totalUsd: number, coverage: number }>, sources: Array<{ __typename: 'SourceStatus', chain: ChainKey, wallet: string | null, source: string, state: SourceState, reason: SourceReason | null }> } };

export type WalletHistoryQueryVariables = Exact<{
  address: string;
  range: HistoryRange;
  fresh?: boolean;
}>;


export type WalletHistoryQuery = { walletHistory: { __typename: 'PortfolioHistory', range: HistoryRange, complete: boolean, points: Array<{ __typename: 'HistoryPoint', at: string, totalUsd: number, coverage: number }>, sources: Array<{ __typename: 'SourceStatus', chain: ChainKey, wallet: string | null, source: string, state: SourceState, reason: SourceReason | null }> } };

export type ValueChart_HistoryFragment = { __typename: 'PortfolioHistory', range: HistoryRange, complete: boolean, points: Array<{ __typename: 'HistoryPoint', at: string, totalUsd: number, coverage: number }>, sources: Array<{ __typename: 'SourceStatus', chain: ChainKey, wallet: string | null, source: string, state: SourceState, reason: SourceReason | null }> } & { ' $fragmentName'?: 'ValueChart_HistoryFragment' };

export const ValueChart_HistoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ValueChart_history"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortfolioHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsd"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ValueChart_HistoryFragment, unknown>;
export const PortfolioHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortfolioHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"wallets"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryRange"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fresh"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"wallets"},"value":{"kind":"Variable","name":{"kind":"Name","value":"wallets"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}},{"kind":"Argument","name":{"kind":"Name","value":"fresh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fresh"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ValueChart_history"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ValueChart_history"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortfolioHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsd"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<PortfolioHistoryQuery, PortfolioHistoryQueryVariables>;
export const WalletHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryRange"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fresh"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}},{"kind":"Argument","name":{"kind":"Name","value":"fresh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fresh"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ValueChart_history"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ValueChart_history"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortfolioHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsd"}},{"kind":"Field","name":{"kind":"Name","value":"coverage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<WalletHistoryQuery, WalletHistoryQueryVariables>;