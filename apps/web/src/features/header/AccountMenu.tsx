import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { baseApi } from '@/api/base-api.ts';
import { useAppDispatch } from '@/hooks/store.ts';
import { setUser } from '@/stores/user-slice.ts';
import { ACCOUNT_LINKS, initialsOf } from './account-links.ts';
import { useLogoutMutation } from './api/logout.ts';

const ITEM = '[role="menuitem"]';

/**
 * The account menu of every signed-in page (WAI-ARIA menu button): Enter, Space or Down opens it on the first
 * item, Up on the last; arrows, Home and End move; Escape closes it back onto the button; Tab or a click
 * elsewhere closes it. Items: the account's areas, then Sign out (forgets cached data, then shows sign-in).
 */
export function AccountMenu({ name, email }: { name: string; email: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useLogoutMutation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every path change
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const items = menu.current?.querySelectorAll<HTMLElement>(ITEM);
    if (focusOnOpen.current && items?.length)
      items[focusOnOpen.current === 'first' ? 0 : items.length - 1]?.focus();
    focusOnOpen.current = null;
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!menu.current?.contains(t) && !button.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  function openAt(where: 'first' | 'last') {
    focusOnOpen.current = where;
    setOpen(true);
  }
  function onButtonKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt('last');
    }
  }
  function onMenuKey(e: KeyboardEvent<HTMLDivElement>) {
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(ITEM)];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
    else if (e.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    e.preventDefault();
  }
  async function signOut() {
    await logout()
      .unwrap()
      .catch(() => null);
    dispatch(setUser(null));
    dispatch(baseApi.util.resetApiState());
    navigate('/auth/login');
  }

  return (
    <div className="account-menu">
      <button
        ref={button}
        type="button"
        className="account-trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onButtonKey}
      >
        <span className="avatar" aria-hidden="true">
          {initialsOf(name)}
        </span>
        <span className="visually-hidden">Account menu</span>
        <svg className="chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div ref={menu} id={menuId} role="menu" aria-label="Account" className="menu" onKeyDown={onMenuKey}>
          <p className="menu-label" aria-hidden="true">
            {email}
          </p>
          {ACCOUNT_LINKS.map((l) => (
            <Link key={l.to} to={l.to} role="menuitem" tabIndex={-1} onClick={() => setOpen(false)}>
              {l.label}
            </Link>
          ))}
          <hr className="menu-sep" />
          <button type="button" role="menuitem" tabIndex={-1} onClick={signOut} disabled={isLoading}>
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}
