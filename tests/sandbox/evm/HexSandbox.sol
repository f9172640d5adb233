// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title HexSandbox
/// @notice The sandbox's stand-in for HEX at 0x2b591e99afE9f32eAA6214f7B7629768c40Eeb39 on chains 1
/// and 369. Its read functions have exactly HEX's signatures, return tuples and storage packing
/// (UPSTREAMS.md §8), so the gateway decodes them with HEX's real ABI. State is loaded through the
/// `sandbox*` setters, which real HEX does not have. The runtime code is placed with hardhat_setCode,
/// so no constructor runs and the setters are deliberately unguarded: this contract only ever lives
/// on a loopback test node. stakeStart and stakeEnd follow HEX.sol's StakeableToken and
/// GlobalsAndUtility rule for rule, so a test can end a stake (in a snapshot) and take what the
/// contract itself computes as the truth.
contract HexSandbox {
    /// HEX's HEART_UINT_SIZE: the bit width of one packed dailyData field.
    uint256 private constant HEART_UINT_SIZE = 72;

    /// HEX.sol's constants for staking.
    uint256 private constant HEARTS_PER_HEX = 1e8;
    uint256 private constant HEARTS_PER_SATOSHI = 1e4;
    uint256 private constant CLAIM_PHASE_DAYS = 350;
    uint256 private constant CLAIM_PHASE_END_DAY = 351;
    uint256 private constant BIG_PAY_DAY = 352;
    uint256 private constant CLAIMABLE_BTC_ADDR_COUNT = 27997742;
    uint256 private constant CLAIMABLE_SATOSHIS_TOTAL = 910087996911001;
    uint256 private constant MIN_STAKE_DAYS = 1;
    uint256 private constant MAX_STAKE_DAYS = 5555;
    uint256 private constant MIN_AUTO_STAKE_DAYS = 350;
    uint256 private constant EARLY_PENALTY_MIN_DAYS = 90;
    uint256 private constant LATE_PENALTY_GRACE_DAYS = 14;
    uint256 private constant LATE_PENALTY_SCALE_DAYS = 700;
    uint256 private constant LPB = (364 * 100) / 20;
    uint256 private constant LPB_MAX_DAYS = (LPB * 200) / 100;
    uint256 private constant BPB_MAX_HEARTS = 150 * 1e6 * HEARTS_PER_HEX;
    uint256 private constant BPB = (BPB_MAX_HEARTS * 100) / 10;
    uint256 private constant SHARE_RATE_SCALE = 1e5;

    /// HEX's events, with its packing (HEX.sol's "auto-generated event" comments).
    event StakeStart(uint256 data0, address indexed stakerAddr, uint40 indexed stakeId);
    event StakeEnd(uint256 data0, uint256 data1, address indexed stakerAddr, uint40 indexed stakeId);
    event Transfer(address indexed from, address indexed to, uint256 value);

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
    /// Written only by stakeStart and stakeEnd; the world's loaded state has both at 0.
    uint256 private _nextStakeSharesTotal;
    uint256 private _stakePenaltyTotal;

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

    /// HEX's 13-word layout. In the world's loaded state three words are 0 as they would be on HEX:
    /// no stake is started on the current day (1 nextStakeSharesTotal), penalties are already paid
    /// into the daily data (3 stakePenaltyTotal); the transform lobbies closed on day 351 (12 xfLobby).
    function globalInfo() external view returns (uint256[13] memory info) {
        info[0] = _info.lockedHeartsTotal;
        info[1] = _nextStakeSharesTotal;
        info[2] = _shareRate;
        info[3] = _stakePenaltyTotal;
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

    /// HEX's stakeStart for the caller (never an auto-stake). The hearts are burnt from the total
    /// supply only: the sandbox keeps no balances.
    function stakeStart(uint256 newStakedHearts, uint256 newStakedDays) external {
        require(newStakedDays >= MIN_STAKE_DAYS, "HEX: newStakedDays lower than minimum");
        require(newStakedDays <= MAX_STAKE_DAYS, "HEX: newStakedDays higher than maximum");
        _dailyDataUpdate(_currentDay);

        uint256 bonusHearts = _stakeStartBonusHearts(newStakedHearts, newStakedDays);
        uint256 newStakeShares = ((newStakedHearts + bonusHearts) * SHARE_RATE_SCALE) / _shareRate;
        require(newStakeShares != 0, "HEX: newStakedHearts must be at least minimum shareRate");

        uint40 newStakeId = ++_info.latestStakeId;
        stakeLists[msg.sender].push(
            StakeStore(
                newStakeId,
                uint72(newStakedHearts),
                uint72(newStakeShares),
                uint16(_currentDay + 1),
                uint16(newStakedDays),
                0,
                false
            )
        );
        emit StakeStart(
            uint256(uint40(block.timestamp)) |
                (uint256(uint72(newStakedHearts)) << 40) |
                (uint256(uint72(newStakeShares)) << 112) |
                (uint256(uint16(newStakedDays)) << 184),
            msg.sender,
            newStakeId
        );
        // Stakes join the share total in the next round, not the current one.
        _nextStakeSharesTotal += newStakeShares;
        _info.lockedHeartsTotal += uint72(newStakedHearts);
        _info.totalSupply -= newStakedHearts;
    }

    /// HEX's stakeEnd: stores the missing days, unlocks, computes payout and penalty, emits StakeEnd
    /// and the minted return (Transfer from 0), splits the penalty, removes the stake. Leaves out
    /// only _shareRateUpdate, which changes nothing a stake already holds.
    function stakeEnd(uint256 stakeIndex, uint40 stakeIdParam) external {
        StakeStore[] storage stakeListRef = stakeLists[msg.sender];
        require(stakeListRef.length != 0, "HEX: Empty stake list");
        require(stakeIndex < stakeListRef.length, "HEX: stakeIndex invalid");
        StakeStore memory st = stakeListRef[stakeIndex];
        require(stakeIdParam == st.stakeId, "HEX: stakeIdParam not in stake");

        _dailyDataUpdate(_currentDay);

        uint256 servedDays = 0;
        bool prevUnlocked = st.unlockedDay != 0;
        uint256 stakeReturn;
        uint256 payout = 0;
        uint256 penalty = 0;
        uint256 cappedPenalty = 0;

        if (_currentDay >= st.lockedDay) {
            if (prevUnlocked) {
                servedDays = st.stakedDays;
            } else {
                // _stakeUnlock
                _info.stakeSharesTotal -= st.stakeShares;
                st.unlockedDay = uint16(_currentDay);

                servedDays = _currentDay - st.lockedDay;
                if (servedDays > st.stakedDays) {
                    servedDays = st.stakedDays;
                } else if (servedDays < MIN_AUTO_STAKE_DAYS) {
                    require(!st.isAutoStake, "HEX: Auto-stake still locked");
                }
            }
            (stakeReturn, payout, penalty, cappedPenalty) = _stakePerformance(st, servedDays);
        } else {
            require(!st.isAutoStake, "HEX: Auto-stake still locked");
            // Not yet in the total: no penalty, no reward.
            _nextStakeSharesTotal -= st.stakeShares;
            stakeReturn = st.stakedHearts;
        }

        _emitStakeEnd(st, payout, penalty, servedDays, prevUnlocked);

        if (cappedPenalty != 0 && !prevUnlocked) {
            // _splitPenaltyProceeds: half to the origin address, the rest to the next day's pool.
            _info.totalSupply += cappedPenalty / 2;
            _stakePenaltyTotal += cappedPenalty - cappedPenalty / 2;
        }
        if (stakeReturn != 0) {
            _info.totalSupply += stakeReturn;
            emit Transfer(address(0), msg.sender, stakeReturn);
        }
        _info.lockedHeartsTotal -= st.stakedHearts;

        uint256 lastIndex = stakeListRef.length - 1;
        if (stakeIndex != lastIndex) stakeListRef[stakeIndex] = stakeListRef[lastIndex];
        stakeListRef.pop();
    }

    function _emitStakeEnd(
        StakeStore memory st,
        uint256 payout,
        uint256 penalty,
        uint256 servedDays,
        bool prevUnlocked
    ) private {
        emit StakeEnd(
            uint256(uint40(block.timestamp)) |
                (uint256(st.stakedHearts) << 40) |
                (uint256(st.stakeShares) << 112) |
                (uint256(uint72(payout)) << 184),
            uint256(uint72(penalty)) | (uint256(uint16(servedDays)) << 72) | (prevUnlocked ? (1 << 88) : 0),
            msg.sender,
            st.stakeId
        );
    }

    function _stakeStartBonusHearts(uint256 newStakedHearts, uint256 newStakedDays)
        private
        pure
        returns (uint256 bonusHearts)
    {
        uint256 cappedExtraDays = 0;
        if (newStakedDays > 1) {
            cappedExtraDays = newStakedDays <= LPB_MAX_DAYS ? newStakedDays - 1 : LPB_MAX_DAYS;
        }
        uint256 cappedStakedHearts = newStakedHearts <= BPB_MAX_HEARTS ? newStakedHearts : BPB_MAX_HEARTS;
        bonusHearts = cappedExtraDays * BPB + cappedStakedHearts * LPB;
        bonusHearts = (newStakedHearts * bonusHearts) / (LPB * BPB);
    }

    function _stakePerformance(StakeStore memory st, uint256 servedDays)
        private
        view
        returns (uint256 stakeReturn, uint256 payout, uint256 penalty, uint256 cappedPenalty)
    {
        if (servedDays < st.stakedDays) {
            (payout, penalty) = _calcPayoutAndEarlyPenalty(st, servedDays);
            stakeReturn = st.stakedHearts + payout;
        } else {
            payout = _calcPayoutRewards(st.stakeShares, st.lockedDay, st.lockedDay + servedDays);
            stakeReturn = st.stakedHearts + payout;
            penalty = _calcLatePenalty(st, stakeReturn);
        }
        if (penalty != 0) {
            if (penalty > stakeReturn) {
                cappedPenalty = stakeReturn;
                stakeReturn = 0;
            } else {
                cappedPenalty = penalty;
                stakeReturn -= cappedPenalty;
            }
        }
    }

    function _calcPayoutAndEarlyPenalty(StakeStore memory st, uint256 servedDays)
        private
        view
        returns (uint256 payout, uint256 penalty)
    {
        uint256 servedEndDay = st.lockedDay + servedDays;
        uint256 penaltyDays = (uint256(st.stakedDays) + 1) / 2;
        if (penaltyDays < EARLY_PENALTY_MIN_DAYS) penaltyDays = EARLY_PENALTY_MIN_DAYS;

        if (servedDays == 0) {
            uint256 expected = _estimatePayoutRewardsDay(st.stakeShares, st.lockedDay);
            return (0, expected * penaltyDays);
        }
        if (penaltyDays < servedDays) {
            uint256 penaltyEndDay = st.lockedDay + penaltyDays;
            penalty = _calcPayoutRewards(st.stakeShares, st.lockedDay, penaltyEndDay);
            payout = penalty + _calcPayoutRewards(st.stakeShares, penaltyEndDay, servedEndDay);
            return (payout, penalty);
        }
        payout = _calcPayoutRewards(st.stakeShares, st.lockedDay, servedEndDay);
        penalty = penaltyDays == servedDays ? payout : (payout * penaltyDays) / servedDays;
    }

    function _calcLatePenalty(StakeStore memory st, uint256 rawStakeReturn) private pure returns (uint256) {
        uint256 maxUnlockedDay = uint256(st.lockedDay) + st.stakedDays + LATE_PENALTY_GRACE_DAYS;
        if (st.unlockedDay <= maxUnlockedDay) return 0;
        return (rawStakeReturn * (st.unlockedDay - maxUnlockedDay)) / LATE_PENALTY_SCALE_DAYS;
    }

    function _calcPayoutRewards(uint256 stakeShares, uint256 beginDay, uint256 endDay)
        private
        view
        returns (uint256 payout)
    {
        for (uint256 day = beginDay; day < endDay; day++) {
            payout += (dailyData[day].dayPayoutTotal * stakeShares) / dailyData[day].dayStakeSharesTotal;
        }
        if (beginDay <= BIG_PAY_DAY && endDay > BIG_PAY_DAY) {
            uint256 bigPaySlice = (_info.unclaimedSatoshisTotal * HEARTS_PER_SATOSHI * stakeShares) /
                dailyData[BIG_PAY_DAY].dayStakeSharesTotal;
            payout += bigPaySlice + _calcAdoptionBonus(bigPaySlice);
        }
    }

    /// HEX's estimate of a day it has not stored: that day's pool, shared as if the stake (just
    /// unlocked, so out of the share total) were still in it.
    function _estimatePayoutRewardsDay(uint256 stakeShares, uint256 day) private view returns (uint256 payout) {
        (uint256 payoutTotal, ) = _dailyRoundCalc(_info.totalSupply + _info.lockedHeartsTotal, day);
        uint256 stakeSharesTotal = uint256(_info.stakeSharesTotal) + stakeShares;
        payout = (payoutTotal * stakeShares) / stakeSharesTotal;
        if (day == BIG_PAY_DAY) {
            uint256 bigPaySlice = (_info.unclaimedSatoshisTotal * HEARTS_PER_SATOSHI * stakeShares) /
                stakeSharesTotal;
            payout += bigPaySlice + _calcAdoptionBonus(bigPaySlice);
        }
    }

    function _calcAdoptionBonus(uint256 payout) private view returns (uint256) {
        return
            (payout * _info.claimedBtcAddrCount) / CLAIMABLE_BTC_ADDR_COUNT +
            (payout * _info.claimedSatoshisTotal) / CLAIMABLE_SATOSHIS_TOTAL;
    }

    /// _dailyRoundCalc without its writes: the day's pool (3.69 %/year of the allocated supply, the
    /// claim phase's adoption extras, the penalties collected since) and the origin's bonus.
    function _dailyRoundCalc(uint256 allocSupply, uint256 day)
        private
        view
        returns (uint256 payoutTotal, uint256 originBonus)
    {
        payoutTotal = (allocSupply * 10000) / 100448995;
        if (day < CLAIM_PHASE_END_DAY) {
            uint256 bigPaySlice = (_info.unclaimedSatoshisTotal * HEARTS_PER_SATOSHI) / CLAIM_PHASE_DAYS;
            originBonus = bigPaySlice + _calcAdoptionBonus(payoutTotal + bigPaySlice);
            payoutTotal += _calcAdoptionBonus(payoutTotal);
        }
        payoutTotal += _stakePenaltyTotal;
    }

    /// HEX's _dailyDataUpdate: stores each day before beforeDay not yet stored; stakes started
    /// during the first of them join the share total after it.
    function _dailyDataUpdate(uint256 beforeDay) private {
        if (_dailyDataCount >= beforeDay) return;
        uint256 allocSupply = _info.totalSupply + _info.lockedHeartsTotal;
        uint256 mintOrigin = 0;
        for (uint256 day = _dailyDataCount; day < beforeDay; day++) {
            (uint256 payoutTotal, uint256 originBonus) = _dailyRoundCalc(allocSupply, day);
            _stakePenaltyTotal = 0;
            allocSupply += originBonus;
            mintOrigin += originBonus;
            dailyData[day] = DailyDataStore(
                uint72(payoutTotal),
                _info.stakeSharesTotal,
                uint56(_info.unclaimedSatoshisTotal)
            );
            if (day == _dailyDataCount && _nextStakeSharesTotal != 0) {
                _info.stakeSharesTotal += uint72(_nextStakeSharesTotal);
                _nextStakeSharesTotal = 0;
            }
        }
        _dailyDataCount = beforeDay;
        _info.totalSupply += mintOrigin;
    }
}
