import { describe, expect, it } from 'vitest';
import { chatAdapterFor, chatUserContext, storesChatEvents } from './chat-adapters.ts';

const player = { uid: 42, firstName: 'Ana', email: 'ana@example.com', phone: '+351900000000' };
const options = { locale: 'pt', liveTexLang: 'pt' };

describe('chatAdapterFor (support.getsettings → adapter)', () => {
  it('picks the built-in chat, a vendor script, or nothing', () => {
    expect(chatAdapterFor({ provider: 'builtin', config: {} })).toEqual({ kind: 'builtin' });
    for (const settings of [
      { provider: 'jivo', config: { widget_id: 'abc' } },
      { provider: 'livetex', config: { site_id: '123' } },
      { provider: 'verbox', config: { site_id: 'h1' } },
      { provider: 'fresh-chat', config: { token: 't', host: 'https://wchat.freshchat.com' } },
    ] as const) {
      expect(chatAdapterFor(settings)).toEqual({ kind: 'script', provider: settings.provider, settings });
    }
    // Spec §4: no chat configured, none initialised; §8: a config failure disables it.
    expect(chatAdapterFor({ provider: null, config: {} })).toEqual({ kind: 'none' });
    expect(chatAdapterFor(undefined)).toEqual({ kind: 'none' });
  });
});

describe('chatUserContext (spec §3 support widget user context)', () => {
  it('gives a player’s uid, first name, e-mail, phone and custom data titled UID', () => {
    expect(chatUserContext('fresh-chat', player, options)).toEqual({
      uid: 42,
      name: 'Ana',
      email: 'ana@example.com',
      phone: '+351900000000',
      custom: [{ title: 'UID', content: '42' }],
    });
  });

  it('says none for a missing e-mail to Jivo only, and 0 for a guest', () => {
    const noEmail = { ...player, email: null };
    expect(chatUserContext('jivo', noEmail, options).email).toBe('none');
    expect(chatUserContext('verbox', noEmail, options).email).toBe('');
    expect(chatUserContext('jivo', null, options)).toMatchObject({ uid: 0, name: '', email: 'none' });
  });

  it('adds LiveTex’s language (default en) and conversation attributes, and Verbox’s locale', () => {
    expect(chatUserContext('livetex', player, options)).toMatchObject({
      language: 'pt',
      attributes: { uid: '42' },
    });
    expect(chatUserContext('livetex', player, { locale: 'de', liveTexLang: undefined }).language).toBe('en');
    expect(chatUserContext('verbox', player, { locale: 'de', liveTexLang: 'en' }).language).toBe('de');
  });
});

describe('chat event storage (spec §4)', () => {
  it('stores a signed-in player’s vendor chat messages, never a guest’s, and not the built-in chat’s twice', () => {
    expect(storesChatEvents('jivo', true)).toBe(true);
    expect(storesChatEvents('fresh-chat', false)).toBe(false);
    expect(storesChatEvents('builtin', true)).toBe(false);
  });
});
