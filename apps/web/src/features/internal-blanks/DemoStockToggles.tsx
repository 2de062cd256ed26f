import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { Checkbox } from '@/components/ui/Checkbox.tsx';
import { useFloorFacilitiesQuery, useSetDemoStockMutation } from './api/blank-orders.ts';

/**
 * Demo stock per facility, one checkbox each (on: every blank counts as in stock; off: blanks come from counted
 * stock), with the outcome line: the blank orders page and the inventory page show the same toggles.
 */
export function DemoStockToggles({ canChange }: { canChange: boolean }) {
  const facilities = useFloorFacilitiesQuery();
  const [set] = useSetDemoStockMutation();
  const { message, run } = useActionMessage();
  return (
    <>
      {facilities.data?.facilities.map((f) => (
        <Checkbox
          key={f.code}
          label={`${f.code} (${f.city}, ${f.state})`}
          checked={f.demoStock}
          disabled={!canChange}
          onChange={(e) =>
            void run(
              `Demo stock ${e.target.checked ? 'on' : 'off'} at ${f.code}.`,
              set({ facility: f.code, demoStock: e.target.checked }).unwrap(),
            )
          }
        />
      ))}
      <ActionOutcome message={message} />
    </>
  );
}
