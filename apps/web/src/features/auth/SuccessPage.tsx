import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { setUser } from '@/stores/user-slice.ts';
import { useMeQuery } from './api/auth.ts';

/** /auth/success: where a provider's sign-in lands; loads who is signed in and offers the way on. */
export default function SuccessPage() {
  const { data, error } = useMeQuery();
  const dispatch = useDispatch();
  useEffect(() => {
    if (data) dispatch(setUser(data.user));
  }, [data, dispatch]);
  return (
    <section aria-labelledby="success-title" className="narrow">
      <h1 id="success-title">{error ? 'Sign-in did not finish' : 'You are signed in'}</h1>
      {data && <p role="status">Welcome, {data.user.name}.</p>}
      {error && (
        <p role="alert">
          <Link to="/auth/login">Try signing in again</Link>
        </p>
      )}
      <p>
        <Link to="/manager/v2">Go to your account</Link> or <Link to="/order/v2">start an order</Link>
      </p>
    </section>
  );
}
