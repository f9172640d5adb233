import { beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { erc20Abi, multicall3Abi, toFunctionSelector, type AbiFunction } from 'viem';
import { formatAbiItem, formatAbiParams } from 'viem/utils';
import {
  artifactsPath,
  compileContracts,
  renderArtifactsModule,
  type CompiledContracts,
} from './compileContracts';
import { erc20SandboxAbi, hedronSandboxAbi, hexSandboxAbi } from './contractArtifacts';
import { hsimAbi } from '../../../shared/src/hsimAbi';
import { hexAbi } from '../../../shared/src/hexAbi';

const functions = (abi: readonly unknown[]) =>
  (abi as readonly AbiFunction[]).filter((item) => item.type === 'function');
const signature = (item: AbiFunction) =>
  `${formatAbiItem(item)} returns (${formatAbiParams(item.outputs)})`;

describe('the sandbox contracts', () => {
  // solc takes about 2 s: compile once.
  let compiled: CompiledContracts;
  beforeAll(() => {
    compiled = compileContracts();
  });

  it('match the committed contractArtifacts.ts (regenerate with tsx tests/sandbox/evm/compileContracts.ts)', () => {
    expect(readFileSync(artifactsPath, 'utf8')).toBe(renderArtifactsModule(compiled));
  });

  it('give HEX’s read functions the selectors of UPSTREAMS.md §8', () => {
    const selectors = Object.fromEntries(
      functions(hexAbi).map((item) => [item.name, toFunctionSelector(item)]),
    );
    expect(selectors).toEqual({
      currentDay: '0x5c9302c9',
      stakeCount: '0x33060d90',
      stakeLists: '0x2607443b',
      dailyData: '0x90de6871',
      dailyDataRange: '0x6a210a0e',
      globalInfo: '0xf04b5fa0',
    });
  });

  it('HexSandbox has every HEX read function with HEX’s exact inputs and return tuple', () => {
    const sandbox = new Set(functions(hexSandboxAbi).map(signature));
    for (const item of functions(hexAbi)) expect(sandbox).toContain(signature(item));
  });

  it('HedronSandbox has the HSIM read functions the gateway calls, with the verified contract’s signatures', () => {
    const sandbox = new Set(functions(hedronSandboxAbi).map(signature));
    for (const item of functions(hsimAbi)) expect(sandbox).toContain(signature(item));
    // hsiLists(address,uint256), hsiCount(address), hsiToken(uint256), ERC-721's balanceOf and tokenOfOwnerByIndex.
    expect(
      Object.fromEntries(functions(hsimAbi).map((item) => [item.name, toFunctionSelector(item)])),
    ).toEqual({
      hsiCount: toFunctionSelector('hsiCount(address)'),
      hsiLists: toFunctionSelector('hsiLists(address,uint256)'),
      balanceOf: '0x70a08231',
      tokenOfOwnerByIndex: '0x2f745c59',
      hsiToken: toFunctionSelector('hsiToken(uint256)'),
    });
  });

  it('Erc20Sandbox has ERC-20’s read functions with the standard signatures and selectors', () => {
    const reads = ['balanceOf', 'decimals', 'symbol', 'name', 'totalSupply'];
    const standard = functions(erc20Abi).filter((item) => reads.includes(item.name));
    expect(standard).toHaveLength(reads.length);
    const ours = new Set(functions(erc20SandboxAbi).map(signature));
    for (const item of standard) expect(ours).toContain(signature(item));
    const selectors = new Set(functions(erc20SandboxAbi).map((item) => toFunctionSelector(item)));
    // balanceOf(address), decimals(), symbol(), name(), totalSupply()
    for (const selector of ['0x70a08231', '0x313ce567', '0x95d89b41', '0x06fdde03', '0x18160ddd'])
      expect(selectors).toContain(selector);
  });

  it('Multicall3 answers every function of viem’s multicall3Abi, aggregate3 and getEthBalance at UPSTREAMS.md §7’s selectors', () => {
    const multicall3 = compiled.contracts.Multicall3.abi;
    const ours = new Set(functions(multicall3).map(signature));
    for (const item of functions(multicall3Abi)) expect(ours).toContain(signature(item));

    const selectors = new Set(functions(multicall3).map((item) => toFunctionSelector(item)));
    expect(selectors).toContain('0x82ad56cb');
    expect(selectors).toContain('0x4d2301cc');
  });
});
