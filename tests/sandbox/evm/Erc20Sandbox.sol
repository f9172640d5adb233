// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Erc20Sandbox
/// @notice One ERC-20 of the sandbox world, placed at the token's real address with hardhat_setCode
/// (no constructor runs). It has the ERC-20 read functions with the standard signatures
/// (balanceOf, decimals, symbol, name, totalSupply), which is all a read-only tracker calls, and
/// the standard transfers, because the real Uniswap v3 contracts the sandbox deploys pull and pay
/// tokens with them (minting positions, swaps). State is loaded through the
/// unguarded `sandbox*` setters: this contract only ever lives on a loopback test node.
contract Erc20Sandbox {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    /// The sum of the balances loaded, so the token is self-consistent on chain.
    uint256 public totalSupply;
    string public name;
    string public symbol;
    uint8 public decimals;

    function sandboxSetToken(string calldata name_, string calldata symbol_, uint8 decimals_) external {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }

    /// Sets holders[i]'s balance to amounts[i]: parallel arrays, so a batch may end anywhere.
    function sandboxSetBalances(address[] calldata holders, uint256[] calldata amounts) external {
        require(holders.length == amounts.length, "Erc20Sandbox: length mismatch");
        uint256 supply = totalSupply;
        for (uint256 i = 0; i < holders.length; i++) {
            supply = supply - balanceOf[holders[i]] + amounts[i];
            balanceOf[holders[i]] = amounts[i];
        }
        totalSupply = supply;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        allowance[from][msg.sender] -= amount;
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) private {
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
    }
}
