import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadAccountBar } from './features/site-shell/site-header.tsx';
import { loadPageMessages } from './lib/messages.ts';
import { reloadPageOnce } from './lib/page-reload.ts';
import { readPagePersonalData } from './lib/personal.tsx';

// Spec §4: a script that fails to load (an older build's, gone after a deploy) reloads the page, once
// within the guard; after that the error is shown as any other.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadPageOnce()) event.preventDefault();
});

// React Router's own client entry, except that the page's messages (a file loaded beside the page,
// see lib/messages.ts) are in before the first render, which must match the server's HTML, and so is a
// signed-in page's account bar (loaded meanwhile). This module is started once the server's HTML has been
// painted (lib/scripts-after-paint.server.ts). A page rendered for every signed-in player carries the
// player's own values beside it, which the first render takes where the loaders' data has their slot.
readPagePersonalData();
const signedIn = document.documentElement.dataset.player !== undefined;
Promise.all([loadPageMessages(), signedIn ? preloadAccountBar() : undefined]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
