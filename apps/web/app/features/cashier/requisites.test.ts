import { describe, expect, it } from 'vitest';
import {
  requisiteErrors,
  requisiteFields,
  requisiteLabelKey,
  requisiteParams,
  savedRequisite,
} from './requisites.ts';

describe('withdrawal requisites', () => {
  it('asks each method type for its payout details', () => {
    expect(requisiteFields('card')).toEqual(['card_number', 'card_holder']);
    expect(requisiteFields('bank')).toEqual(['iban']);
    expect(requisiteFields('ewallet')).toEqual(['wallet']);
    expect(requisiteFields('crypto')).toEqual(['wallet']);
  });

  it('checks a card by Luhn and the holder by its letters', () => {
    expect(
      requisiteErrors('card', { card_number: '4111 1111 1111 1111', card_holder: "Anne-Marie O'Neil" }),
    ).toEqual({});
    expect(requisiteErrors('card', { card_number: '4111 1111 1111 1112', card_holder: 'J0hn' })).toEqual({
      card_number: { key: 'validation.cardNumber' },
      card_holder: { key: 'validation.wrongField' },
    });
    expect(requisiteErrors('card', {})).toEqual({
      card_number: { key: 'validation.required' },
      card_holder: { key: 'validation.required' },
    });
  });

  it('accepts a saved masked card', () => {
    expect(requisiteErrors('card', { card_number: '411111...1111', card_holder: 'Ann Lee' })).toEqual({});
  });

  it('checks an IBAN by country length and mod 97', () => {
    expect(requisiteErrors('bank', { iban: 'DE89 3704 0044 0532 0130 00' })).toEqual({});
    expect(requisiteErrors('bank', { iban: 'DE89 3704 0044 0532 0130 01' })).toEqual({
      iban: { key: 'validation.iban' },
    });
  });

  it('needs a wallet id for e-wallets', () => {
    expect(requisiteErrors('ewallet', { wallet: '  ' })).toEqual({ wallet: { key: 'validation.required' } });
    expect(requisiteErrors('ewallet', { wallet: 'me@example.com' })).toEqual({});
  });

  it('sends card numbers and IBANs without spaces and only the fields of the method', () => {
    expect(
      requisiteParams('card', { card_number: '4111 1111-1111 1111', card_holder: ' Ann ', iban: 'x' }),
    ).toEqual({
      card_number: '4111111111111111',
      card_holder: 'Ann',
    });
    expect(requisiteParams('bank', { iban: 'de89 3704 0044 0532 0130 00' })).toEqual({
      iban: 'DE89370400440532013000',
    });
  });

  it('names the wallet field per method', () => {
    expect(requisiteLabelKey('wallet', { sysname: 'skrill', type: 'ewallet' })).toBe(
      'cashier.requisites.walletAccount',
    );
    expect(requisiteLabelKey('wallet', { sysname: 'crypto_usdt', type: 'crypto' })).toBe(
      'cashier.requisites.cryptoAddress',
    );
  });

  it('finds the last used requisite of the method', () => {
    const saved = [{ method: 'visa_mastercard', value: '411111...1111' }];
    expect(savedRequisite({ sysname: 'visa_mastercard' }, saved)).toBe('411111...1111');
    expect(savedRequisite({ sysname: 'skrill' }, saved)).toBeNull();
  });
});
