import { useState } from 'react';
import { useAppSelector } from '@/hooks/store.ts';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** R-6-20/21: while a staff member acts as a customer, every page says so and offers the way back. */
export function AssumeBanner() {
  const user = useAppSelector((s) => s.user);
  const [error, setError] = useState<string | null>(null);
  if (!user?.assumedBy) return null;
  return (
    <section className="assume-banner" aria-label="Acting as another user">
      <strong>Acting as {user.name}</strong> ({user.email}) — signed in as {user.assumedBy.email}.{' '}
      <button
        type="button"
        onClick={() =>
          http.post(serviceUrl('auth', '/unassume')).then(
            () => window.location.assign('/internal/dashboard'),
            (e: Error) => setError(e.message),
          )
        }
      >
        Return to my account
      </button>
      {error && <span role="alert"> {error}</span>}
    </section>
  );
}
