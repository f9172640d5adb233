// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title EnsSandbox
/// @notice ENS's Universal Resolver as a read-only tracker calls it, placed at the real Universal
/// Resolver's address with hardhat_setCode (no constructor runs): `resolveWithGateways(name, data,
/// gateways)` answering `addr(bytes32 node)` from a table the sandbox loads, node → address, as
/// ENS's resolvers would after the registry lookup. Not the registry, the resolvers or CCIP-Read:
/// only the surface viem's getEnsAddress reads. Loaded through the unguarded `sandbox*` setter:
/// this contract only ever lives on a loopback test node.
contract EnsSandbox {
    /// ENSIP-1 addr(bytes32): the Ethereum address (coin type 60).
    bytes4 private constant ADDR_SELECTOR = 0x3b3b57de;

    mapping(bytes32 => address) private addresses;

    /// The Universal Resolver's error for a resolver profile it cannot answer (viem reads it as "no address").
    error UnsupportedResolverProfile(bytes4 selector);

    function sandboxSetAddresses(bytes32[] calldata nodes, address[] calldata targets) external {
        require(nodes.length == targets.length, "EnsSandbox: length mismatch");
        for (uint256 i = 0; i < nodes.length; i++) {
            addresses[nodes[i]] = targets[i];
        }
    }

    /// A name with no address answers the zero address, as an ENS resolver does.
    function resolveWithGateways(bytes calldata, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory result, address resolver)
    {
        if (data.length < 36 || bytes4(data[:4]) != ADDR_SELECTOR) revert UnsupportedResolverProfile(bytes4(data[:4]));
        return (abi.encode(addresses[bytes32(data[4:36])]), address(this));
    }
}
