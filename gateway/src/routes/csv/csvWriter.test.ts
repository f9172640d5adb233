import { describe, expect, it } from '@jest/globals';
import { csvCell, numberColumn, textColumn, toCsv } from './csvWriter';

describe('csvCell: RFC 4180 escaping', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value, 'text')).toBe(expected);
  });

  it('writes null and non-finite numbers as empty cells, booleans as words', () => {
    expect(csvCell(null, 'number')).toBe('');
    expect(csvCell(Number.NaN, 'number')).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY, 'number')).toBe('');
    expect(csvCell(true, 'text')).toBe('true');
  });
});

describe('csvCell: formula injection guard', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example","claim")',
      `"'=HYPERLINK(""http://evil.example"",""claim"")"`,
    ],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises the text %j', (value, expected) => {
    expect(csvCell(value, 'text')).toBe(expected);
  });

  it('leaves negative numbers in number columns alone', () => {
    expect(csvCell(-3.25, 'number')).toBe('-3.25');
    expect(csvCell('-0.000000000000000001', 'number')).toBe('-0.000000000000000001');
    expect(csvCell(-1e-7, 'number')).toBe('-1e-7');
  });

  it('still guards a number column whose value is not a plain number', () => {
    expect(csvCell('-1+cmd', 'number')).toBe("'-1+cmd");
    expect(csvCell('=1', 'number')).toBe("'=1");
  });

  it('guards a text column even when the text looks like a number', () => {
    expect(csvCell('-5', 'text')).toBe("'-5");
  });

  it('does not touch cells that only contain a formula character later on', () => {
    expect(csvCell('USD+', 'text')).toBe('USD+');
    expect(csvCell('a=b', 'text')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated line per row, escaping each cell', () => {
    const columns = [
      textColumn<{ name: string; amount: string }>('name', (row) => row.name),
      numberColumn<{ name: string; amount: string }>('amount', (row) => row.amount),
    ];
    const csv = toCsv(columns, [
      { name: 'Hex, "the" token', amount: '12.5' },
      { name: '=cmd|" /C calc"!A0', amount: '-1' },
    ]);
    expect(csv).toBe(`name,amount\r\n"Hex, ""the"" token",12.5\r\n"'=cmd|"" /C calc""!A0",-1\r\n`);
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv([textColumn<never>('a', () => null)], [])).toBe('a\r\n');
  });
});
