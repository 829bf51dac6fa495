import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['1,234.50', '"1,234.50"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['', ''],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('defuses the formula %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves formula characters inside a cell alone', () => {
    expect(csvCell('a=b+c')).toBe('a=b+c');
  });

  it('writes numbers, null and undefined', () => {
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvDocument', () => {
  it('starts with a byte-order mark and ends every row with CRLF', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        ['1', null],
      ]),
    ).toBe('\uFEFFa,b\r\n1,\r\n');
  });
});
