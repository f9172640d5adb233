import { describe, expect, it } from '@jest/globals';
import { parseImport, splitCsvLine, toCsv, toJson } from './importExport';

const A = '0x7a16ff8270133f063aab6c9977183d9e72835428';
const B = '0x1111111111111111111111111111111111111111';

describe('parseImport', () => {
  it('reads the exported JSON back (round trip)', () => {
    const list = [
      { address: A, name: 'Main, "primary"', hidden: false },
      { address: B, name: 'Cold', hidden: true },
    ];
    expect(parseImport(toJson(list))).toEqual({ wallets: list, errors: [] });
    expect(parseImport(toCsv(list))).toEqual({ wallets: list, errors: [] });
  });

  it('reads the spec storage shape with addr, and an object wrapping the list', () => {
    expect(parseImport(JSON.stringify({ wallets: [{ addr: A, name: 'x' }] })).wallets).toEqual([
      { address: A, name: 'x', hidden: false },
    ]);
  });

  it('reads CSV without a header, with semicolons, and bare addresses', () => {
    expect(parseImport(`${A};Main\n\n${B}`).wallets).toEqual([
      { address: A, name: 'Main', hidden: false },
      { address: B, name: '', hidden: false },
    ]);
  });

  it('reads CSV headers in any order', () => {
    expect(parseImport(`name,hidden,address\nCold,true,${B}`).wallets).toEqual([
      { address: B, name: 'Cold', hidden: true },
    ]);
  });

  it('lists invalid lines with the spec text and drops duplicates', () => {
    const { wallets, errors } = parseImport(`${A},One\n0xnope,Bad\n${A},Again`);
    expect(wallets).toEqual([{ address: A, name: 'One', hidden: false }]);
    expect(errors).toEqual(['Invalid wallet address "0xnope". Please check and try again.']);
  });

  it('explains broken JSON instead of importing nothing silently', () => {
    const { wallets, errors } = parseImport('[{"address": ');
    expect(wallets).toEqual([]);
    expect(errors[0]).toMatch(/^JSON: /);
  });

  it('treats empty input as an empty list with no errors', () => {
    expect(parseImport('  \n')).toEqual({ wallets: [], errors: [] });
  });
});

describe('splitCsvLine', () => {
  it('handles quotes and escaped quotes', () => {
    expect(splitCsvLine('a,"b, c","say ""hi"""')).toEqual(['a', 'b, c', 'say "hi"']);
  });
});
