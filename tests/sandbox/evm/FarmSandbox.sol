// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title FarmSandbox
/// @notice A MasterChef-style farm with the read interface of PulseX's farm (poolLength,
/// poolInfo(pid) → lpToken, allocPoint, lastRewardTime, accIncPerShare; userInfo(pid, user) →
/// amount, rewardDebt; pendingInc(pid, user); inc()), placed at the farm's address with
/// hardhat_setCode. Rewards accrue per second as MasterChef's do: pending = amount ×
/// accIncPerShare ÷ 1e12 − rewardDebt, accIncPerShare first brought up to the block's time from
/// incPerSecond, the pool's allocation share and the LP the farm holds. Deposits are left out
/// (the world's LP is minted straight to the farm); state is loaded through the unguarded
/// `sandbox*` setters: this contract only ever lives on a loopback test node.
interface IBalanceOf {
    function balanceOf(address owner) external view returns (uint256);
}

contract FarmSandbox {
    struct PoolInfo {
        address lpToken;
        uint256 allocPoint;
        uint256 lastRewardTime;
        uint256 accIncPerShare;
    }

    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    address public inc;
    uint256 public incPerSecond;
    uint256 public totalAllocPoint;
    PoolInfo[] public poolInfo;
    mapping(uint256 => mapping(address => UserInfo)) public userInfo;

    function poolLength() external view returns (uint256) {
        return poolInfo.length;
    }

    function pendingInc(uint256 pid, address user) external view returns (uint256) {
        PoolInfo storage pool = poolInfo[pid];
        UserInfo storage staker = userInfo[pid][user];
        uint256 acc = pool.accIncPerShare;
        uint256 supply = IBalanceOf(pool.lpToken).balanceOf(address(this));
        if (block.timestamp > pool.lastRewardTime && supply != 0 && totalAllocPoint != 0) {
            uint256 reward = ((block.timestamp - pool.lastRewardTime) * incPerSecond * pool.allocPoint) /
                totalAllocPoint;
            acc += (reward * 1e12) / supply;
        }
        return (staker.amount * acc) / 1e12 - staker.rewardDebt;
    }

    function sandboxSetFarm(address inc_, uint256 incPerSecond_) external {
        inc = inc_;
        incPerSecond = incPerSecond_;
    }

    function sandboxAddPool(address lpToken, uint256 allocPoint, uint256 lastRewardTime, uint256 accIncPerShare)
        external
    {
        poolInfo.push(PoolInfo(lpToken, allocPoint, lastRewardTime, accIncPerShare));
        totalAllocPoint += allocPoint;
    }

    function sandboxSetUser(uint256 pid, address user, uint256 amount, uint256 rewardDebt) external {
        userInfo[pid][user] = UserInfo(amount, rewardDebt);
    }
}
