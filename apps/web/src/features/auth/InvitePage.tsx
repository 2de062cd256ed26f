import { type FormEvent, useId } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { setUser } from '@/stores/user-slice.ts';
import { useJoinTeamMutation } from './api/auth.ts';

/** /auth/invite?token=…: join the team that invited you (name and password; POST /auth/registerSubUser). */
export default function InvitePage() {
  const [params] = useSearchParams();
  const [join, j] = useJoinTeamMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const errorId = useId();
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const r = await join({
      token: params.get('token') ?? '',
      name: String(f.get('name') ?? ''),
      password: String(f.get('password') ?? ''),
    });
    if ('data' in r && r.data) {
      dispatch(setUser(r.data.user));
      navigate('/manager/v2');
    }
  }
  const error = j.error && 'message' in j.error ? String(j.error.message) : null;
  return (
    <section aria-labelledby="invite-title" className="narrow">
      <h1 id="invite-title">Join your team on Platen</h1>
      <form onSubmit={onSubmit} noValidate>
        <label>
          Your name <input name="name" autoComplete="name" required />
        </label>
        <label>
          Password{' '}
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            required
            aria-describedby={error ? errorId : undefined}
          />
        </label>
        {error && (
          <p role="alert" id={errorId} className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={j.isLoading}>
          Join
        </button>
      </form>
    </section>
  );
}
