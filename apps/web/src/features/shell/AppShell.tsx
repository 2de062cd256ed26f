import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Link, Outlet, useSearchParams } from 'react-router';
import type { RootState } from '@/app/store.ts';

/** The page frame: header with the logo and the signed-in user, then the current screen. */
export function AppShell() {
  const user = useSelector((s: RootState) => s.user);
  const [params] = useSearchParams();
  const headerless = params.has('headerless');
  return (
    <div className="shell">
      {!headerless && (
        <header className="shell-header">
          <Link to="/order/v2" className="logo" aria-label="Platen home">
            Platen
          </Link>
          <span className="user">{user ? user.name : <Link to="/auth/login">Sign in</Link>}</span>
        </header>
      )}
      <main id="main">
        <Suspense fallback={<p aria-busy="true">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
