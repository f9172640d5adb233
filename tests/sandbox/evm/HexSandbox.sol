// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title HexSandbox
/// @notice The sandbox's stand-in for HEX at 0x2b591e99afE9f32eAA6214f7B7629768c40Eeb39 on chains 1
/// and 369. Its read functions have exactly HEX's signatures, return tuples and storage packing
/// (UPSTREAMS.md §8), so the gateway decodes them with HEX's real ABI. State is loaded through the
/// `sandbox*` setters, which real HEX does not have. The runtime code is placed with hardhat_setCode,
/// so no constructor runs and the setters are deliberately unguarded: this contract only ever lives
/// on a loopback test node.
contract HexSandbox {
    /// HEX's HEART_UINT_SIZE: the bit width of one packed dailyData field.
    uint256 private constant HEART_UINT_SIZE = 72;

    /// Same members, order and widths as HEX's DailyDataStore: one storage slot per day.
    struct DailyDataStore {
        uint72 dayPayoutTotal;
        uint72 dayStakeSharesTotal;
        uint56 dayUnclaimedSatoshisTotal;
    }

    /// Same members, order and widths as HEX's StakeStore: one storage slot per stake.
    struct StakeStore {
        uint40 stakeId;
        uint72 stakedHearts;
        uint72 stakeShares;
        uint16 lockedDay;
        uint16 stakedDays;
        uint16 unlockedDay;
        bool isAutoStake;
    }

    /// The rest of globalInfo()'s words. Widths are HEX's GlobalsStore's where Solidity can declare
    /// them; HEX packs the claim stats into 51-bit fields of one uint128, which it cannot.
    struct GlobalInfoStore {
        uint72 lockedHeartsTotal;
        uint72 stakeSharesTotal;
        uint40 latestStakeId;
        uint256 unclaimedSatoshisTotal;
        uint256 claimedSatoshisTotal;
        uint256 claimedBtcAddrCount;
        uint256 totalSupply;
    }

    /// Public like HEX's, so the generated getters are dailyData(uint256) → (uint72, uint72, uint56)
    /// and stakeLists(address, uint256) → (uint40, uint72, uint72, uint16, uint16, uint16, bool).
    mapping(uint256 => DailyDataStore) public dailyData;
    mapping(address => StakeStore[]) public stakeLists;

    mapping(address => bool) private _stakeCountReverts;
    /// HEX derives the day from block.timestamp; the sandbox stores it so the world decides it.
    uint256 private _currentDay;
    uint256 private _shareRate;
    uint256 private _dailyDataCount;
    GlobalInfoStore private _info;

    function currentDay() external view returns (uint256) {
        return _currentDay;
    }

    /// Reverts for the wallets listed with sandboxSetStakeCountReverts, so the gateway's
    /// "a revert on stake count means zero stakes" rule (spec §5) meets a real revert.
    function stakeCount(address stakerAddr) external view returns (uint256) {
        require(!_stakeCountReverts[stakerAddr], "HexSandbox: stakeCount reverts for this wallet");
        return stakeLists[stakerAddr].length;
    }

    /// HEX's own loop: endDay exclusive, each word payout | shares << 72 | unclaimedSats << 144.
    function dailyDataRange(uint256 beginDay, uint256 endDay) external view returns (uint256[] memory list) {
        require(beginDay < endDay && endDay <= _dailyDataCount, "HEX: range invalid");

        list = new uint256[](endDay - beginDay);

        uint256 src = beginDay;
        uint256 dst = 0;
        uint256 v;
        do {
            v = uint256(dailyData[src].dayUnclaimedSatoshisTotal) << (HEART_UINT_SIZE * 2);
            v |= uint256(dailyData[src].dayStakeSharesTotal) << HEART_UINT_SIZE;
            v |= uint256(dailyData[src].dayPayoutTotal);

            list[dst++] = v;
        } while (++src < endDay);

        return list;
    }

    /// HEX's 13-word layout. Three words stay 0 as they would on HEX in the world's state: no stake
    /// is started on the current day (1 nextStakeSharesTotal), penalties are already paid into the
    /// daily data (3 stakePenaltyTotal), and the transform lobbies closed on day 351 (12 xfLobby).
    function globalInfo() external view returns (uint256[13] memory info) {
        info[0] = _info.lockedHeartsTotal;
        info[2] = _shareRate;
        info[4] = _dailyDataCount;
        info[5] = _info.stakeSharesTotal;
        info[6] = _info.latestStakeId;
        info[7] = _info.unclaimedSatoshisTotal;
        info[8] = _info.claimedSatoshisTotal;
        info[9] = _info.claimedBtcAddrCount;
        info[10] = block.timestamp;
        info[11] = _info.totalSupply;
    }

    function sandboxSetGlobals(uint256 day, uint256 shareRate) external {
        _currentDay = day;
        _shareRate = shareRate;
    }

    function sandboxSetGlobalInfo(GlobalInfoStore calldata info) external {
        _info = info;
    }

    /// Writes days beginDay … beginDay + data.length − 1 and grows dailyDataCount to cover them,
    /// so the world can load a long history in several transactions.
    function sandboxSetDailyData(uint256 beginDay, DailyDataStore[] calldata data) external {
        for (uint256 i = 0; i < data.length; i++) {
            dailyData[beginDay + i] = data[i];
        }
        uint256 end = beginDay + data.length;
        if (end > _dailyDataCount) _dailyDataCount = end;
    }

    /// Appends stakes[i] to stakers[i]'s list: parallel arrays, so a batch may end anywhere.
    function sandboxPushStakes(address[] calldata stakers, StakeStore[] calldata stakes) external {
        require(stakers.length == stakes.length, "HexSandbox: length mismatch");
        for (uint256 i = 0; i < stakes.length; i++) {
            stakeLists[stakers[i]].push(stakes[i]);
        }
    }

    function sandboxSetStakeCountReverts(address[] calldata wallets) external {
        for (uint256 i = 0; i < wallets.length; i++) {
            _stakeCountReverts[wallets[i]] = true;
        }
    }
}
