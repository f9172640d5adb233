// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title HedronSandbox
/// @notice The sandbox's stand-in for Hedron's HEX Stake Instance Manager (HSIM) at
/// 0x8BD3d1472A656e312E94fB1BbdD599B8C51D18e3 on chains 1 and 369. Its read functions have the
/// verified HEXStakeInstanceManager's signatures: the public `hsiLists` and `hsiToken` getters,
/// `hsiCount`, and ERC721Enumerable's `balanceOf` and `tokenOfOwnerByIndex`. Each HSI is an
/// instance contract that is the staker of one HEX stake, so its stake lives in HexSandbox's
/// stakeLists under the HSI's address. State is loaded through the unguarded `sandbox*` setters
/// (runtime code placed with hardhat_setCode, no constructor): this only ever lives on a loopback node.
contract HedronSandbox {
    /// Owner → the HSIs it holds untokenized, in the order HSIM keeps them (swap-and-pop on removal).
    mapping(address => address[]) public hsiLists;
    /// HSI NFT id → the HSI it stands for.
    mapping(uint256 => address) public hsiToken;

    mapping(address => uint256[]) private _ownedTokens;

    function hsiCount(address user) external view returns (uint256) {
        return hsiLists[user].length;
    }

    /// ERC-721's balanceOf: the HSI NFTs an owner holds.
    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "ERC721: address zero is not a valid owner");
        return _ownedTokens[owner].length;
    }

    /// ERC721Enumerable's tokenOfOwnerByIndex, with OpenZeppelin's revert message.
    function tokenOfOwnerByIndex(address owner, uint256 index) external view returns (uint256) {
        require(index < _ownedTokens[owner].length, "ERC721Enumerable: owner index out of bounds");
        return _ownedTokens[owner][index];
    }

    /// Appends hsis[i] to owners[i]'s hsiLists.
    function sandboxAddHsis(address[] calldata owners, address[] calldata hsis) external {
        require(owners.length == hsis.length, "HedronSandbox: length mismatch");
        for (uint256 i = 0; i < hsis.length; i++) {
            hsiLists[owners[i]].push(hsis[i]);
        }
    }

    /// Mints token tokenIds[i] for hsis[i] to owners[i].
    function sandboxAddTokens(address[] calldata owners, uint256[] calldata tokenIds, address[] calldata hsis) external {
        require(owners.length == tokenIds.length && tokenIds.length == hsis.length, "HedronSandbox: length mismatch");
        for (uint256 i = 0; i < tokenIds.length; i++) {
            hsiToken[tokenIds[i]] = hsis[i];
            _ownedTokens[owners[i]].push(tokenIds[i]);
        }
    }
}
