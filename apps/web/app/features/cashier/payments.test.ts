import {
  HOSTILE_RETURN_PATHS,
  LEGIT_RETURN_PATHS,
  labelledPaths,
} from '@casino/shared/routing/return-path-cases';
import { describe, expect, it } from 'vitest';
import {
  canCancel,
  gatewayTarget,
  historyOffset,
  historySearch,
  isFinalStatus,
  pageCount,
  parseHistoryQuery,
  payPageForStatus,
  statusTone,
} from './payments.ts';

describe('payment statuses', () => {
  it('knows which statuses are final and where they lead', () => {
    expect(isFinalStatus('pending')).toBe(false);
    expect(isFinalStatus('created')).toBe(false);
    expect(isFinalStatus('requested')).toBe(false);
    expect(payPageForStatus('pending')).toBeNull();
    expect(payPageForStatus('success')).toBe('paysuccess');
    expect(payPageForStatus('failed')).toBe('payfail');
    expect(payPageForStatus('cancelled')).toBe('payfail');
    expect(statusTone('declined')).toBe('danger');
  });

  it('lets only a requested withdrawal be cancelled', () => {
    expect(canCancel({ type: 'withdrawal', status: 'requested' })).toBe(true);
    expect(canCancel({ type: 'withdrawal', status: 'approved' })).toBe(false);
    expect(canCancel({ type: 'deposit', status: 'pending' })).toBe(false);
  });
});

describe('history query', () => {
  it('reads type and page, ignoring junk', () => {
    expect(parseHistoryQuery(new URLSearchParams('type=withdrawal&page=3'))).toEqual({
      type: 'withdrawal',
      page: 3,
    });
    expect(parseHistoryQuery(new URLSearchParams('type=bets&page=-1'))).toEqual({ type: undefined, page: 1 });
    expect(parseHistoryQuery(new URLSearchParams('page=0'))).toEqual({ type: undefined, page: 1 });
  });

  it('pages by ten and writes the query without defaults', () => {
    expect(historyOffset({ type: undefined, page: 3 })).toBe(20);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(21)).toBe(3);
    expect(historySearch({ type: undefined, page: 1 })).toBe('');
    expect(historySearch({ type: 'deposit', page: 2 })).toBe('?type=deposit&page=2');
  });
});

describe('gateway target', () => {
  const origin = 'http://localhost:3000';
  it('follows the built-in gateway on this site', () => {
    expect(gatewayTarget('/providers/pay/abc?x=1', origin)).toBe('/providers/pay/abc?x=1');
    expect(gatewayTarget('http://localhost:3000/providers/pay/abc', origin)).toBe('/providers/pay/abc');
  });

  it('refuses other origins and script URLs', () => {
    expect(gatewayTarget('https://evil.example/pay', origin)).toBeNull();
    expect(gatewayTarget('//evil.example/pay', origin)).toBeNull();
    expect(gatewayTarget('javascript:alert(1)', origin)).toBeNull();
  });

  // A relative address resolves on this site (`evil.example` is the path /evil.example); none may leave it.
  it.each(labelledPaths(HOSTILE_RETURN_PATHS))('never leaves the site for %s', (_label, url) => {
    const target = gatewayTarget(url, origin);
    if (target !== null) {
      expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
      expect(new URL(target, origin).origin).toBe(origin);
    }
    if (url.startsWith('/')) expect(gatewayTarget(`${origin}${url}`, origin)).toBeNull();
  });

  it.each(labelledPaths(LEGIT_RETURN_PATHS))('follows %s', (_label, url) => {
    expect(gatewayTarget(url, origin)).toBe(url);
    expect(gatewayTarget(`${origin}${url}`, origin)).toBe(url);
  });
});
