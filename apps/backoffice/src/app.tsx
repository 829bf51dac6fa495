import type { StaffView } from '@casino/shared/backoffice/backoffice.contract';
import { BACKOFFICE_PATH } from '@casino/shared/backoffice/backoffice-access';
import { useEffect, useState } from 'react';
import { call } from './api.ts';
import { navFor, navigate, shownPath } from './navigation.ts';
import { ApprovalsPage } from './pages/approvals.tsx';
import { AuditPage } from './pages/audit.tsx';
import { ContentPage } from './pages/content.tsx';
import { DashboardPage } from './pages/dashboard.tsx';
import { GamesPage } from './pages/games.tsx';
import { PagesPage } from './pages/pages.tsx';
import { PayoutDetailsPage } from './pages/payout-details.tsx';
import { PlayerCardPage } from './pages/player-card.tsx';
import { PlayersPage } from './pages/players.tsx';
import { PromotionsPage } from './pages/promotions.tsx';
import { RedirectsPage } from './pages/redirects.tsx';
import { ReportsPage } from './pages/reports.tsx';
import { SignInPage } from './pages/sign-in.tsx';
import { StaffPage } from './pages/staff.tsx';
import { SupportChatPage } from './pages/support-chat.tsx';
import { TranslationsPage } from './pages/translations.tsx';
import { VerificationPage } from './pages/verification.tsx';
import { WithdrawalsPage } from './pages/withdrawals.tsx';

const THEME_KEY = 'backoffice-theme';

function usePath(): string {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return path;
}

function useTheme() {
  const [theme, setTheme] = useState(() => localStorage.getItem(THEME_KEY) ?? 'dark');
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    localStorage.setItem(THEME_KEY, theme);
  }, [theme]);
  return [theme, () => setTheme(theme === 'dark' ? 'light' : 'dark')] as const;
}

function Page({ path: requested, staff }: { path: string; staff: StaffView }) {
  const path = shownPath(requested, staff.role);
  const player = /^\/backoffice\/players\/(\d+)$/.exec(path);
  if (player) return <PlayerCardPage id={Number(player[1])} role={staff.role} />;
  const items = navFor(staff.role);
  const item = items.find((candidate) => candidate.path === path);
  if (!item) {
    return (
      <>
        <h1>Welcome, {staff.name}</h1>
        <p>You are signed in as {staff.role}. Choose a section.</p>
      </>
    );
  }
  switch (item.action) {
    case 'dashboard.get':
      return <DashboardPage />;
    case 'players.search':
      return <PlayersPage />;
    case 'payments.withdrawals':
      return <WithdrawalsPage />;
    case 'verification.pending':
      return <VerificationPage />;
    case 'requisites.list':
      return <PayoutDetailsPage />;
    case 'support.conversations':
      return <SupportChatPage />;
    case 'adjustments.list':
      return <ApprovalsPage staff={staff} />;
    case 'content.banners':
      return <ContentPage />;
    case 'content.messages':
      return <TranslationsPage />;
    case 'content.redirects':
      return <RedirectsPage />;
    case 'content.games':
      return <GamesPage />;
    case 'content.pages':
      return <PagesPage />;
    case 'content.offers':
      return <PromotionsPage />;
    case 'staff.list':
      return <StaffPage />;
    case 'reports.get':
      return <ReportsPage role={staff.role} />;
    case 'audit.list':
      return <AuditPage />;
    default:
      return null;
  }
}

export function App() {
  const path = usePath();
  const [theme, toggleTheme] = useTheme();
  const [staff, setStaff] = useState<StaffView | null | undefined>(undefined);
  // Below 1025 px the sections fold behind a button (styles.css); a choice folds them again.
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    // Without a live session (or when the server cannot say) the sign-in page shows.
    call('staff.me', {}).then(setStaff, () => setStaff(null));
  }, []);

  useEffect(() => {
    const main = document.getElementById('main');
    main?.focus();
  }, [path]);

  if (staff === undefined) return <p aria-busy="true">Loading…</p>;
  if (staff === null) return <SignInPage onSignedIn={setStaff} />;

  async function signOut() {
    await call('staff.signOut', {}).catch(() => undefined);
    setStaff(null);
    navigate(BACKOFFICE_PATH);
  }

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="topbar">
        <span className="brand">Back-office</span>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="sections"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <nav aria-label="Sections" id="sections" className={menuOpen ? 'open' : undefined}>
          <ul>
            {navFor(staff.role).map((item) => (
              <li key={item.path}>
                <a
                  href={item.path}
                  aria-current={shownPath(path, staff.role).startsWith(item.path) ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    setMenuOpen(false);
                    navigate(item.path);
                  }}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <span className="who">
          {staff.email} ({staff.role})
        </span>
        <button type="button" onClick={toggleTheme} aria-pressed={theme === 'light'}>
          Light theme
        </button>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        <Page path={path} staff={staff} />
      </main>
    </>
  );
}
