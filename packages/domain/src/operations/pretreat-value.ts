import { fail, ok, type Result } from '../errors/domain-error.ts';

/** R-5-56..58: pretreat manager values; entering the delete value removes the entry. */
export const PRETREAT_MIN = 5;
export const PRETREAT_MAX = 100;
export const PRETREAT_DELETE_VALUE = 0;

/** What saving a pretreat value does. */
export type PretreatChange = { action: 'set'; value: number } | { action: 'delete' };

/** Validates a pretreat manager value: 0 deletes, a whole 5..100 sets (the step is 1), anything else is refused. */
export function pretreatChange(value: number): Result<PretreatChange> {
  if (value === PRETREAT_DELETE_VALUE) return ok({ action: 'delete' });
  if (Number.isInteger(value) && value >= PRETREAT_MIN && value <= PRETREAT_MAX)
    return ok({ action: 'set', value });
  return fail([
    {
      path: 'value',
      message: `Pretreat value must be a whole number between ${PRETREAT_MIN} and ${PRETREAT_MAX} (${PRETREAT_DELETE_VALUE} deletes)`,
      code: 'pretreat-range',
    },
  ]);
}
