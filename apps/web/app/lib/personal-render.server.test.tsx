import { createPersonalParts } from '@casino/shared/routing/personal-parts';
import { describe, expect, it } from 'vitest';
import { HOLE, type Hole } from './personal.tsx';
import { createPersonalRender } from './personal-render.server.tsx';

describe('a part of a shared page rendered per player', () => {
  function htmlHole(render: (value: { picture: string }) => React.ReactNode) {
    const parts = createPersonalParts('ph7-');
    const stand = createPersonalRender(parts).holeOf('user') as { [HOLE]: Hole };
    const marker = stand[HOLE].html(render as (value: never) => React.ReactNode, []);
    return { marker, fill: (picture: string) => parts.holes[0]?.({ user: { picture } }) };
  }

  it('is the markup the browser renders of it: an image without the preload React adds on the server', () => {
    const { marker, fill } = htmlHole((user) => <img src={user.picture} alt="" width={32} height={32} />);
    expect(marker).toBe('ph7-0~');
    // A preload link before the image made hydration fail on the header's character (React #418).
    expect(fill('/images/fox.svg')).toBe('<img src="/images/fox.svg" alt="" width="32" height="32"/>');
  });

  it('escapes the player’s values', () => {
    const { fill } = htmlHole((user) => <span title={user.picture}>{user.picture}</span>);
    expect(fill('"><script>')).toBe('<span title="&quot;&gt;&lt;script&gt;">&quot;&gt;&lt;script&gt;</span>');
  });
});
