import { describe, expect, it } from 'vitest';
import { isChatBadgeVisible } from './live-chat-rules.ts';

describe('live-chat badge', () => {
  it.each([
    'betting',
    'betting___lang',
    'betting-event-id',
    'game-sysname',
    'game-sysname___lang',
    'game-index-sysname',
  ])('is hidden on %s', (route) => {
    expect(isChatBadgeVisible(route)).toBe(false);
  });

  it.each(['index', 'gamehall', 'support___lang', 'profile-bets'])('is shown on %s', (route) => {
    expect(isChatBadgeVisible(route)).toBe(true);
  });
});
