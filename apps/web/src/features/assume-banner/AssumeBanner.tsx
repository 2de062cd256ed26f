import { useAppSelector } from '@/hooks/store.ts';
import { useUnassumeMutation } from './api/unassume.ts';

/** R-6-20/21: while a staff member acts as a customer, every page says so and offers the way back. */
export function AssumeBanner() {
  const user = useAppSelector((s) => s.user);
  const [unassume, state] = useUnassumeMutation();
  if (!user?.assumedBy) return null;
  return (
    <section className="assume-banner" aria-label="Acting as another user">
      <strong>Acting as {user.name}</strong> ({user.email}) — signed in as {user.assumedBy.email}.{' '}
      <button
        type="button"
        disabled={state.isLoading}
        onClick={() =>
          unassume()
            .unwrap()
            // A full load: the page's embedded state must be the staff member's again.
            .then(() => window.location.assign('/internal/dashboard'))
            .catch(() => {})
        }
      >
        Return to my account
      </button>
      {state.error && <span role="alert"> {state.error.message}</span>}
    </section>
  );
}
