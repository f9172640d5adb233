import { describe, expect, it } from '@jest/globals';
import { InvalidAddressError, parseContractAddress, parseWalletAddress } from './addresses';

const checksummed = '0x7a16fF8270133F063aAb6C9977183D9e72835428';

describe('parseWalletAddress (spec §5)', () => {
  it('accepts a correctly checksummed address and returns it lowercase', () => {
    expect(parseWalletAddress(checksummed)).toBe(checksummed.toLowerCase());
  });

  it('accepts an all-lowercase address', () => {
    expect(parseWalletAddress(checksummed.toLowerCase())).toBe(checksummed.toLowerCase());
  });

  it('trims surrounding white space', () => {
    expect(parseWalletAddress(`  ${checksummed}\n`)).toBe(checksummed.toLowerCase());
  });

  it('rejects a mixed-case address whose checksum is wrong, with the spec text', () => {
    const wrong = '0x7A16fF8270133F063aAb6C9977183D9e72835428';
    expect(() => parseWalletAddress(wrong)).toThrow(
      new InvalidAddressError(`Invalid wallet address "${wrong}". Please check and try again.`),
    );
  });

  it.each([
    '',
    '0x',
    '0x123',
    'hello',
    `${checksummed}00`,
    '7a16fF8270133F063aAb6C9977183D9e72835428',
    '0xzz16ff8270133f063aab6c9977183d9e72835428',
  ])('rejects %p', (value) => {
    expect(() => parseWalletAddress(value)).toThrow(
      `Invalid wallet address "${value.trim()}". Please check and try again.`,
    );
  });
});

describe('parseContractAddress (spec §5)', () => {
  it('strips quotes and zero-width characters and lowercases', () => {
    expect(parseContractAddress(`"\u200B${checksummed}\uFEFF"`)).toBe(checksummed.toLowerCase());
  });

  it('rejects anything but 0x plus 40 hex digits, naming the kind', () => {
    expect(() => parseContractAddress('0x1234', 'token')).toThrow(
      'Invalid token address. Expected 20-byte hex. Got "0x1234".',
    );
  });
});
