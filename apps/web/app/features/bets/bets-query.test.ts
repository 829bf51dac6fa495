import { describe, expect, it } from 'vitest';
import { betsParams, betsSearch, pageCount, parseBetsQuery, roundsParams } from './bets-query.ts';

const parse = (search: string) => parseBetsQuery(new URLSearchParams(search));

describe('the bet history query', () => {
  it('shows open bets by default and reads junk as the defaults', () => {
    expect(parse('')).toEqual({ kind: 'sports', status: 'open', from: undefined, to: undefined, page: 1 });
    expect(parse('kind=poker&status=won&from=yesterday&to=2026-13-45&page=-2')).toEqual({
      kind: 'sports',
      status: 'open',
      from: undefined,
      to: undefined,
      page: 1,
    });
  });

  it('reads the filter, the days and the page', () => {
    expect(parse('status=settled&from=2026-11-01&to=2026-11-30&page=3')).toEqual({
      kind: 'sports',
      status: 'settled',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    });
  });

  it('writes a query back without its defaults, and asks for its page of bets', () => {
    const query = parse('status=all&from=2026-11-01&page=2');
    expect(betsSearch(query)).toBe('?status=all&from=2026-11-01&page=2');
    expect(betsSearch(parse('status=open&page=1'))).toBe('');
    expect(betsParams(query)).toEqual({ status: 'all', from: '2026-11-01', offset: 10, count: 10 });
  });

  it('reads the casino rounds list, which has pages only', () => {
    const query = parse('kind=casino&page=3');
    expect(query.kind).toBe('casino');
    expect(betsSearch(query)).toBe('?kind=casino&page=3');
    expect(roundsParams(query)).toEqual({ offset: 20, count: 10 });
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });
});
