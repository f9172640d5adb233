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
    "fragment Allocation_token on PortfolioToken {\n  key\n  chain\n  valueUsd\n  token {\n    chain\n    address\n    symbol\n  }\n}": typeof types.Allocation_TokenFragmentDoc,
    "fragment FilteredList_token on Token {\n  chain\n  address\n  symbol\n  name\n}": typeof types.FilteredList_TokenFragmentDoc,
    "query DemoWallets {\n  demoWallets\n}": typeof types.DemoWalletsDocument,
    "fragment SourceStatusCallout_status on SourceStatus {\n  chain\n  wallet\n  source\n  state\n  ageSeconds\n  message\n  reason\n}": typeof types.SourceStatusCallout_StatusFragmentDoc,
    "fragment TokenTable_token on Token {\n  chain\n  address\n  symbol\n  name\n  decimals\n  iconUrl\n}\n\nfragment TokenTable_portfolioToken on PortfolioToken {\n  key\n  chain\n  amount\n  priceUsd\n  valueUsd\n  change24hPct\n  priceSource\n  changeSource\n  token {\n    ...TokenTable_token @unmask\n  }\n  breakdown {\n    wallet\n    amount\n    valueUsd\n  }\n}\n\nfragment TokenTable_holding on TokenHolding {\n  chain\n  wallet\n  amount\n  balanceRaw\n  priceUsd\n  valueUsd\n  priceSource\n  changeSource\n  change24hPct\n  token {\n    ...TokenTable_token @unmask\n  }\n}": typeof types.TokenTable_TokenFragmentDoc,
    "query Chains {\n  chains {\n    key\n    id\n    name\n    nativeSymbol\n    explorerUrl\n  }\n}": typeof types.ChainsDocument,
    "query HexStaking($wallets: [Address!]!, $network: HexNetwork!, $fresh: Boolean! = false) {\n  hexStaking(wallets: $wallets, network: $network, fresh: $fresh) {\n    network\n    chain\n    unit\n    wallets\n    currentDay\n    payoutPerTShareDailyHex\n    payoutDay\n    priceUsd\n    updatedAt\n    rows {\n      chain\n      wallet\n      stakeId\n      ...StakeTable_stake\n      ...StakingTotals_stake\n    }\n    rowsEnded {\n      chain\n      wallet\n      stakeId\n      ...StakeTable_stake\n    }\n    errors {\n      wallet\n      message\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}": typeof types.HexStakingDocument,
    "fragment WalletSummaries_token on PortfolioToken {\n  key\n  chain\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n  }\n  breakdown {\n    wallet\n    valueUsd\n  }\n}": typeof types.WalletSummaries_TokenFragmentDoc,
    "fragment StakingTotals_stake on HexStake {\n  principalHex\n  tShares\n  yieldHex\n  lossIfEndedTodayHex\n  valueUsd\n  grossValueUsd\n  apyPct\n}": typeof types.StakingTotals_StakeFragmentDoc,
    "fragment MoversCard_token on PortfolioToken {\n  key\n  chain\n  valueUsd\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n    iconUrl\n  }\n}": typeof types.MoversCard_TokenFragmentDoc,
    "fragment TopHoldingsCard_token on PortfolioToken {\n  key\n  chain\n  valueUsd\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n    iconUrl\n  }\n}": typeof types.TopHoldingsCard_TokenFragmentDoc,
    "query ResolveName($name: String!) {\n  resolveName(name: $name) {\n    name\n    address\n  }\n}": typeof types.ResolveNameDocument,
    "query PortfolioFiltered($wallets: [Address!]!) {\n  portfolio(wallets: $wallets, includeFiltered: true) {\n    filtered {\n      reason\n      detail\n      holding {\n        chain\n        wallet\n        amount\n        valueUsd\n        token {\n          ...FilteredList_token @unmask\n        }\n      }\n    }\n    hidden {\n      reason\n      detail\n      token {\n        key\n        chain\n        amount\n        valueUsd\n        token {\n          ...FilteredList_token @unmask\n        }\n      }\n    }\n  }\n}": typeof types.PortfolioFilteredDocument,
    "query PortfolioSummary($wallets: [Address!]!, $chains: [ChainKey!], $fresh: Boolean! = false) {\n  portfolio(wallets: $wallets, chains: $chains, fresh: $fresh) {\n    wallets\n    totalUsd\n    change24hPct\n    walletTotals {\n      wallet\n      totalUsd\n      change24hPct\n    }\n    updatedAt\n    tokens {\n      key\n      valueUsd\n      ...TokenTable_portfolioToken\n      ...Allocation_token\n      ...TopHoldingsCard_token\n      ...MoversCard_token\n      ...WalletSummaries_token\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}": typeof types.PortfolioSummaryDocument,
    "fragment StakeTable_stake on HexStake {\n  id\n  chain\n  wallet\n  stakeIndex\n  stakeId\n  stakedHearts\n  principalHex\n  stakeShares\n  tShares\n  lockedDay\n  stakedDays\n  unlockedDay\n  isAutoStake\n  endDay\n  daysServed\n  daysRemaining\n  progress\n  status\n  yieldHex\n  apyPct\n  valueUsd\n  grossValueUsd\n  payoutIfEndedTodayHex\n  penaltyIfEndedTodayHex\n  returnIfEndedTodayHex\n  lossIfEndedTodayHex\n  isHsi\n  isTokenized\n  hsiAddress\n  hsiIndex\n  hsiTokenId\n}": typeof types.StakeTable_StakeFragmentDoc,
    "query WalletDetail($address: Address!, $chains: [ChainKey!], $fresh: Boolean! = false) {\n  wallet(address: $address, chains: $chains, fresh: $fresh) {\n    address\n    totalUsd\n    change24hPct\n    holdings {\n      chain\n      wallet\n      amount\n      priceUsd\n      valueUsd\n      token {\n        chain\n        address\n      }\n      ...TokenTable_holding\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}": typeof types.WalletDetailDocument,
    "query WalletFiltered($address: Address!) {\n  wallet(address: $address, includeFiltered: true) {\n    address\n    filtered {\n      reason\n      detail\n      holding {\n        chain\n        wallet\n        amount\n        valueUsd\n        token {\n          ...FilteredList_token @unmask\n        }\n      }\n    }\n  }\n}": typeof types.WalletFilteredDocument,
    "query WalletTransactions($chain: ChainKey, $address: Address!, $kind: TransactionKind!, $first: Int!, $after: String, $includeSpam: Boolean! = false, $fresh: Boolean! = false) {\n  transactions(\n    chain: $chain\n    address: $address\n    kind: $kind\n    first: $first\n    after: $after\n    includeSpam: $includeSpam\n    fresh: $fresh\n  ) {\n    edges {\n      node {\n        chain\n        kind\n        hash\n        blockNumber\n        timeStamp\n        from\n        to\n        amount\n        fee\n        token {\n          symbol\n          address\n          decimals\n        }\n        direction\n        failed\n        explorerUrl\n        flags\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}": typeof types.WalletTransactionsDocument,
    "query Ticker {\n  ticker {\n    id\n    symbol\n    label\n    price\n    change24h\n    image\n    source\n    stale\n  }\n}": typeof types.TickerDocument,
};
const documents: Documents = {
    "fragment Allocation_token on PortfolioToken {\n  key\n  chain\n  valueUsd\n  token {\n    chain\n    address\n    symbol\n  }\n}": types.Allocation_TokenFragmentDoc,
    "fragment FilteredList_token on Token {\n  chain\n  address\n  symbol\n  name\n}": types.FilteredList_TokenFragmentDoc,
    "query DemoWallets {\n  demoWallets\n}": types.DemoWalletsDocument,
    "fragment SourceStatusCallout_status on SourceStatus {\n  chain\n  wallet\n  source\n  state\n  ageSeconds\n  message\n  reason\n}": types.SourceStatusCallout_StatusFragmentDoc,
    "fragment TokenTable_token on Token {\n  chain\n  address\n  symbol\n  name\n  decimals\n  iconUrl\n}\n\nfragment TokenTable_portfolioToken on PortfolioToken {\n  key\n  chain\n  amount\n  priceUsd\n  valueUsd\n  change24hPct\n  priceSource\n  changeSource\n  token {\n    ...TokenTable_token @unmask\n  }\n  breakdown {\n    wallet\n    amount\n    valueUsd\n  }\n}\n\nfragment TokenTable_holding on TokenHolding {\n  chain\n  wallet\n  amount\n  balanceRaw\n  priceUsd\n  valueUsd\n  priceSource\n  changeSource\n  change24hPct\n  token {\n    ...TokenTable_token @unmask\n  }\n}": types.TokenTable_TokenFragmentDoc,
    "query Chains {\n  chains {\n    key\n    id\n    name\n    nativeSymbol\n    explorerUrl\n  }\n}": types.ChainsDocument,
    "query HexStaking($wallets: [Address!]!, $network: HexNetwork!, $fresh: Boolean! = false) {\n  hexStaking(wallets: $wallets, network: $network, fresh: $fresh) {\n    network\n    chain\n    unit\n    wallets\n    currentDay\n    payoutPerTShareDailyHex\n    payoutDay\n    priceUsd\n    updatedAt\n    rows {\n      chain\n      wallet\n      stakeId\n      ...StakeTable_stake\n      ...StakingTotals_stake\n    }\n    rowsEnded {\n      chain\n      wallet\n      stakeId\n      ...StakeTable_stake\n    }\n    errors {\n      wallet\n      message\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}": types.HexStakingDocument,
    "fragment WalletSummaries_token on PortfolioToken {\n  key\n  chain\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n  }\n  breakdown {\n    wallet\n    valueUsd\n  }\n}": types.WalletSummaries_TokenFragmentDoc,
    "fragment StakingTotals_stake on HexStake {\n  principalHex\n  tShares\n  yieldHex\n  lossIfEndedTodayHex\n  valueUsd\n  grossValueUsd\n  apyPct\n}": types.StakingTotals_StakeFragmentDoc,
    "fragment MoversCard_token on PortfolioToken {\n  key\n  chain\n  valueUsd\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n    iconUrl\n  }\n}": types.MoversCard_TokenFragmentDoc,
    "fragment TopHoldingsCard_token on PortfolioToken {\n  key\n  chain\n  valueUsd\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n    iconUrl\n  }\n}": types.TopHoldingsCard_TokenFragmentDoc,
    "query ResolveName($name: String!) {\n  resolveName(name: $name) {\n    name\n    address\n  }\n}": types.ResolveNameDocument,
    "query PortfolioFiltered($wallets: [Address!]!) {\n  portfolio(wallets: $wallets, includeFiltered: true) {\n    filtered {\n      reason\n      detail\n      holding {\n        chain\n        wallet\n        amount\n        valueUsd\n        token {\n          ...FilteredList_token @unmask\n        }\n      }\n    }\n    hidden {\n      reason\n      detail\n      token {\n        key\n        chain\n        amount\n        valueUsd\n        token {\n          ...FilteredList_token @unmask\n        }\n      }\n    }\n  }\n}": types.PortfolioFilteredDocument,
    "query PortfolioSummary($wallets: [Address!]!, $chains: [ChainKey!], $fresh: Boolean! = false) {\n  portfolio(wallets: $wallets, chains: $chains, fresh: $fresh) {\n    wallets\n    totalUsd\n    change24hPct\n    walletTotals {\n      wallet\n      totalUsd\n      change24hPct\n    }\n    updatedAt\n    tokens {\n      key\n      valueUsd\n      ...TokenTable_portfolioToken\n      ...Allocation_token\n      ...TopHoldingsCard_token\n      ...MoversCard_token\n      ...WalletSummaries_token\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}": types.PortfolioSummaryDocument,
    "fragment StakeTable_stake on HexStake {\n  id\n  chain\n  wallet\n  stakeIndex\n  stakeId\n  stakedHearts\n  principalHex\n  stakeShares\n  tShares\n  lockedDay\n  stakedDays\n  unlockedDay\n  isAutoStake\n  endDay\n  daysServed\n  daysRemaining\n  progress\n  status\n  yieldHex\n  apyPct\n  valueUsd\n  grossValueUsd\n  payoutIfEndedTodayHex\n  penaltyIfEndedTodayHex\n  returnIfEndedTodayHex\n  lossIfEndedTodayHex\n  isHsi\n  isTokenized\n  hsiAddress\n  hsiIndex\n  hsiTokenId\n}": types.StakeTable_StakeFragmentDoc,
    "query WalletDetail($address: Address!, $chains: [ChainKey!], $fresh: Boolean! = false) {\n  wallet(address: $address, chains: $chains, fresh: $fresh) {\n    address\n    totalUsd\n    change24hPct\n    holdings {\n      chain\n      wallet\n      amount\n      priceUsd\n      valueUsd\n      token {\n        chain\n        address\n      }\n      ...TokenTable_holding\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}": types.WalletDetailDocument,
    "query WalletFiltered($address: Address!) {\n  wallet(address: $address, includeFiltered: true) {\n    address\n    filtered {\n      reason\n      detail\n      holding {\n        chain\n        wallet\n        amount\n        valueUsd\n        token {\n          ...FilteredList_token @unmask\n        }\n      }\n    }\n  }\n}": types.WalletFilteredDocument,
    "query WalletTransactions($chain: ChainKey, $address: Address!, $kind: TransactionKind!, $first: Int!, $after: String, $includeSpam: Boolean! = false, $fresh: Boolean! = false) {\n  transactions(\n    chain: $chain\n    address: $address\n    kind: $kind\n    first: $first\n    after: $after\n    includeSpam: $includeSpam\n    fresh: $fresh\n  ) {\n    edges {\n      node {\n        chain\n        kind\n        hash\n        blockNumber\n        timeStamp\n        from\n        to\n        amount\n        fee\n        token {\n          symbol\n          address\n          decimals\n        }\n        direction\n        failed\n        explorerUrl\n        flags\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}": types.WalletTransactionsDocument,
    "query Ticker {\n  ticker {\n    id\n    symbol\n    label\n    price\n    change24h\n    image\n    source\n    stale\n  }\n}": types.TickerDocument,
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
export function graphql(source: "fragment Allocation_token on PortfolioToken {\n  key\n  chain\n  valueUsd\n  token {\n    chain\n    address\n    symbol\n  }\n}"): (typeof documents)["fragment Allocation_token on PortfolioToken {\n  key\n  chain\n  valueUsd\n  token {\n    chain\n    address\n    symbol\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FilteredList_token on Token {\n  chain\n  address\n  symbol\n  name\n}"): (typeof documents)["fragment FilteredList_token on Token {\n  chain\n  address\n  symbol\n  name\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DemoWallets {\n  demoWallets\n}"): (typeof documents)["query DemoWallets {\n  demoWallets\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SourceStatusCallout_status on SourceStatus {\n  chain\n  wallet\n  source\n  state\n  ageSeconds\n  message\n  reason\n}"): (typeof documents)["fragment SourceStatusCallout_status on SourceStatus {\n  chain\n  wallet\n  source\n  state\n  ageSeconds\n  message\n  reason\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TokenTable_token on Token {\n  chain\n  address\n  symbol\n  name\n  decimals\n  iconUrl\n}\n\nfragment TokenTable_portfolioToken on PortfolioToken {\n  key\n  chain\n  amount\n  priceUsd\n  valueUsd\n  change24hPct\n  priceSource\n  changeSource\n  token {\n    ...TokenTable_token @unmask\n  }\n  breakdown {\n    wallet\n    amount\n    valueUsd\n  }\n}\n\nfragment TokenTable_holding on TokenHolding {\n  chain\n  wallet\n  amount\n  balanceRaw\n  priceUsd\n  valueUsd\n  priceSource\n  changeSource\n  change24hPct\n  token {\n    ...TokenTable_token @unmask\n  }\n}"): (typeof documents)["fragment TokenTable_token on Token {\n  chain\n  address\n  symbol\n  name\n  decimals\n  iconUrl\n}\n\nfragment TokenTable_portfolioToken on PortfolioToken {\n  key\n  chain\n  amount\n  priceUsd\n  valueUsd\n  change24hPct\n  priceSource\n  changeSource\n  token {\n    ...TokenTable_token @unmask\n  }\n  breakdown {\n    wallet\n    amount\n    valueUsd\n  }\n}\n\nfragment TokenTable_holding on TokenHolding {\n  chain\n  wallet\n  amount\n  balanceRaw\n  priceUsd\n  valueUsd\n  priceSource\n  changeSource\n  change24hPct\n  token {\n    ...TokenTable_token @unmask\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Chains {\n  chains {\n    key\n    id\n    name\n    nativeSymbol\n    explorerUrl\n  }\n}"): (typeof documents)["query Chains {\n  chains {\n    key\n    id\n    name\n    nativeSymbol\n    explorerUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HexStaking($wallets: [Address!]!, $network: HexNetwork!, $fresh: Boolean! = false) {\n  hexStaking(wallets: $wallets, network: $network, fresh: $fresh) {\n    network\n    chain\n    unit\n    wallets\n    currentDay\n    payoutPerTShareDailyHex\n    payoutDay\n    priceUsd\n    updatedAt\n    rows {\n      chain\n      wallet\n      stakeId\n      ...StakeTable_stake\n      ...StakingTotals_stake\n    }\n    rowsEnded {\n      chain\n      wallet\n      stakeId\n      ...StakeTable_stake\n    }\n    errors {\n      wallet\n      message\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}"): (typeof documents)["query HexStaking($wallets: [Address!]!, $network: HexNetwork!, $fresh: Boolean! = false) {\n  hexStaking(wallets: $wallets, network: $network, fresh: $fresh) {\n    network\n    chain\n    unit\n    wallets\n    currentDay\n    payoutPerTShareDailyHex\n    payoutDay\n    priceUsd\n    updatedAt\n    rows {\n      chain\n      wallet\n      stakeId\n      ...StakeTable_stake\n      ...StakingTotals_stake\n    }\n    rowsEnded {\n      chain\n      wallet\n      stakeId\n      ...StakeTable_stake\n    }\n    errors {\n      wallet\n      message\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WalletSummaries_token on PortfolioToken {\n  key\n  chain\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n  }\n  breakdown {\n    wallet\n    valueUsd\n  }\n}"): (typeof documents)["fragment WalletSummaries_token on PortfolioToken {\n  key\n  chain\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n  }\n  breakdown {\n    wallet\n    valueUsd\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StakingTotals_stake on HexStake {\n  principalHex\n  tShares\n  yieldHex\n  lossIfEndedTodayHex\n  valueUsd\n  grossValueUsd\n  apyPct\n}"): (typeof documents)["fragment StakingTotals_stake on HexStake {\n  principalHex\n  tShares\n  yieldHex\n  lossIfEndedTodayHex\n  valueUsd\n  grossValueUsd\n  apyPct\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MoversCard_token on PortfolioToken {\n  key\n  chain\n  valueUsd\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n    iconUrl\n  }\n}"): (typeof documents)["fragment MoversCard_token on PortfolioToken {\n  key\n  chain\n  valueUsd\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n    iconUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TopHoldingsCard_token on PortfolioToken {\n  key\n  chain\n  valueUsd\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n    iconUrl\n  }\n}"): (typeof documents)["fragment TopHoldingsCard_token on PortfolioToken {\n  key\n  chain\n  valueUsd\n  change24hPct\n  token {\n    chain\n    address\n    symbol\n    iconUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResolveName($name: String!) {\n  resolveName(name: $name) {\n    name\n    address\n  }\n}"): (typeof documents)["query ResolveName($name: String!) {\n  resolveName(name: $name) {\n    name\n    address\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PortfolioFiltered($wallets: [Address!]!) {\n  portfolio(wallets: $wallets, includeFiltered: true) {\n    filtered {\n      reason\n      detail\n      holding {\n        chain\n        wallet\n        amount\n        valueUsd\n        token {\n          ...FilteredList_token @unmask\n        }\n      }\n    }\n    hidden {\n      reason\n      detail\n      token {\n        key\n        chain\n        amount\n        valueUsd\n        token {\n          ...FilteredList_token @unmask\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query PortfolioFiltered($wallets: [Address!]!) {\n  portfolio(wallets: $wallets, includeFiltered: true) {\n    filtered {\n      reason\n      detail\n      holding {\n        chain\n        wallet\n        amount\n        valueUsd\n        token {\n          ...FilteredList_token @unmask\n        }\n      }\n    }\n    hidden {\n      reason\n      detail\n      token {\n        key\n        chain\n        amount\n        valueUsd\n        token {\n          ...FilteredList_token @unmask\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PortfolioSummary($wallets: [Address!]!, $chains: [ChainKey!], $fresh: Boolean! = false) {\n  portfolio(wallets: $wallets, chains: $chains, fresh: $fresh) {\n    wallets\n    totalUsd\n    change24hPct\n    walletTotals {\n      wallet\n      totalUsd\n      change24hPct\n    }\n    updatedAt\n    tokens {\n      key\n      valueUsd\n      ...TokenTable_portfolioToken\n      ...Allocation_token\n      ...TopHoldingsCard_token\n      ...MoversCard_token\n      ...WalletSummaries_token\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}"): (typeof documents)["query PortfolioSummary($wallets: [Address!]!, $chains: [ChainKey!], $fresh: Boolean! = false) {\n  portfolio(wallets: $wallets, chains: $chains, fresh: $fresh) {\n    wallets\n    totalUsd\n    change24hPct\n    walletTotals {\n      wallet\n      totalUsd\n      change24hPct\n    }\n    updatedAt\n    tokens {\n      key\n      valueUsd\n      ...TokenTable_portfolioToken\n      ...Allocation_token\n      ...TopHoldingsCard_token\n      ...MoversCard_token\n      ...WalletSummaries_token\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StakeTable_stake on HexStake {\n  id\n  chain\n  wallet\n  stakeIndex\n  stakeId\n  stakedHearts\n  principalHex\n  stakeShares\n  tShares\n  lockedDay\n  stakedDays\n  unlockedDay\n  isAutoStake\n  endDay\n  daysServed\n  daysRemaining\n  progress\n  status\n  yieldHex\n  apyPct\n  valueUsd\n  grossValueUsd\n  payoutIfEndedTodayHex\n  penaltyIfEndedTodayHex\n  returnIfEndedTodayHex\n  lossIfEndedTodayHex\n  isHsi\n  isTokenized\n  hsiAddress\n  hsiIndex\n  hsiTokenId\n}"): (typeof documents)["fragment StakeTable_stake on HexStake {\n  id\n  chain\n  wallet\n  stakeIndex\n  stakeId\n  stakedHearts\n  principalHex\n  stakeShares\n  tShares\n  lockedDay\n  stakedDays\n  unlockedDay\n  isAutoStake\n  endDay\n  daysServed\n  daysRemaining\n  progress\n  status\n  yieldHex\n  apyPct\n  valueUsd\n  grossValueUsd\n  payoutIfEndedTodayHex\n  penaltyIfEndedTodayHex\n  returnIfEndedTodayHex\n  lossIfEndedTodayHex\n  isHsi\n  isTokenized\n  hsiAddress\n  hsiIndex\n  hsiTokenId\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WalletDetail($address: Address!, $chains: [ChainKey!], $fresh: Boolean! = false) {\n  wallet(address: $address, chains: $chains, fresh: $fresh) {\n    address\n    totalUsd\n    change24hPct\n    holdings {\n      chain\n      wallet\n      amount\n      priceUsd\n      valueUsd\n      token {\n        chain\n        address\n      }\n      ...TokenTable_holding\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}"): (typeof documents)["query WalletDetail($address: Address!, $chains: [ChainKey!], $fresh: Boolean! = false) {\n  wallet(address: $address, chains: $chains, fresh: $fresh) {\n    address\n    totalUsd\n    change24hPct\n    holdings {\n      chain\n      wallet\n      amount\n      priceUsd\n      valueUsd\n      token {\n        chain\n        address\n      }\n      ...TokenTable_holding\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WalletFiltered($address: Address!) {\n  wallet(address: $address, includeFiltered: true) {\n    address\n    filtered {\n      reason\n      detail\n      holding {\n        chain\n        wallet\n        amount\n        valueUsd\n        token {\n          ...FilteredList_token @unmask\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query WalletFiltered($address: Address!) {\n  wallet(address: $address, includeFiltered: true) {\n    address\n    filtered {\n      reason\n      detail\n      holding {\n        chain\n        wallet\n        amount\n        valueUsd\n        token {\n          ...FilteredList_token @unmask\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WalletTransactions($chain: ChainKey, $address: Address!, $kind: TransactionKind!, $first: Int!, $after: String, $includeSpam: Boolean! = false, $fresh: Boolean! = false) {\n  transactions(\n    chain: $chain\n    address: $address\n    kind: $kind\n    first: $first\n    after: $after\n    includeSpam: $includeSpam\n    fresh: $fresh\n  ) {\n    edges {\n      node {\n        chain\n        kind\n        hash\n        blockNumber\n        timeStamp\n        from\n        to\n        amount\n        fee\n        token {\n          symbol\n          address\n          decimals\n        }\n        direction\n        failed\n        explorerUrl\n        flags\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}"): (typeof documents)["query WalletTransactions($chain: ChainKey, $address: Address!, $kind: TransactionKind!, $first: Int!, $after: String, $includeSpam: Boolean! = false, $fresh: Boolean! = false) {\n  transactions(\n    chain: $chain\n    address: $address\n    kind: $kind\n    first: $first\n    after: $after\n    includeSpam: $includeSpam\n    fresh: $fresh\n  ) {\n    edges {\n      node {\n        chain\n        kind\n        hash\n        blockNumber\n        timeStamp\n        from\n        to\n        amount\n        fee\n        token {\n          symbol\n          address\n          decimals\n        }\n        direction\n        failed\n        explorerUrl\n        flags\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    sources {\n      ...SourceStatusCallout_status @unmask\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Ticker {\n  ticker {\n    id\n    symbol\n    label\n    price\n    change24h\n    image\n    source\n    stale\n  }\n}"): (typeof documents)["query Ticker {\n  ticker {\n    id\n    symbol\n    label\n    price\n    change24h\n    image\n    source\n    stale\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;