import { Link } from 'react-router';
import { SavedPrintables } from './SavedPrintables.tsx';
import { useAppSelector } from '@/hooks/store.ts';

/** The manager's printable list (/manager/v2/printables, O-2-30): where "Save printable" in the editor lands. */
export default function ManagerPrintablesPage() {
  const user = useAppSelector((s) => s.user);
  return (
    <section aria-labelledby="printables-title">
      <h1 id="printables-title">Your printables</h1>
      {!user ? (
        <p>
          <Link to="/auth/login?next=%2Fmanager%2Fv2%2Fprintables">Sign in</Link> to see your saved
          printables.
        </p>
      ) : (
        <>
          <p>
            <Link to="/manager/v2">Manager home</Link> · <Link to="/order/v2">Start a new order</Link>
          </p>
          <SavedPrintables />
        </>
      )}
    </section>
  );
}
