import { Card } from '@/components/ui/Card.tsx';
import { Checkbox } from '@/components/ui/Checkbox.tsx';
import { errorText, useEmailPreferencesQuery, useSaveEmailPreferencesMutation } from './api/settings.ts';

const BY = { 'unsubscribe-link': 'with the link in an e-mail', settings: 'here' } as const;

/** E-mail preferences: promotional offers on or off (an unsubscribe link turns them off; this turns them back on). */
export function EmailPreferencesPanel() {
  const { data, error } = useEmailPreferencesQuery();
  const [save, s] = useSaveEmailPreferencesMutation();
  const off = data && !data.marketing && data.optedOutAt;
  return (
    <Card title="E-mail preferences">
      {error && <p role="alert">{errorText(error)}</p>}
      {data && (
        <>
          <Checkbox
            label="Offers and reminders from Platen"
            hint="A reminder a week after you join, or when you have not ordered for a while. Order, shipping and account e-mails always come."
            checked={data.marketing}
            disabled={s.isLoading}
            onChange={(e) => void save({ marketing: e.currentTarget.checked })}
          />
          {off && data.optedOutBy && (
            <p>
              Turned off {BY[data.optedOutBy]} on {new Date(off).toLocaleDateString()}.
            </p>
          )}
          {s.error && <p role="alert">{errorText(s.error)}</p>}
          {s.isSuccess && <p role="status">Saved: {data.marketing ? 'offers are on.' : 'no more offers.'}</p>}
        </>
      )}
    </Card>
  );
}
