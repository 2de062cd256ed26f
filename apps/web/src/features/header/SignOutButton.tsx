import { useNavigate } from 'react-router';
import { baseApi } from '@/api/base-api.ts';
import { setUser } from '@/stores/user-slice.ts';
import { useAppDispatch } from '@/hooks/store.ts';
import { useLogoutMutation } from './api/logout.ts';

/** The sign-out control every page's header carries. Forgets cached data, then shows sign-in. */
export function SignOutButton() {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  async function onClick() {
    await logout()
      .unwrap()
      .catch(() => null);
    dispatch(setUser(null));
    dispatch(baseApi.util.resetApiState());
    navigate('/auth/login');
  }
  return (
    <button type="button" className="link-button" onClick={onClick} disabled={isLoading}>
      Sign out
    </button>
  );
}
