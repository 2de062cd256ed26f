/** The reasons an approver picks from when asking the customer to change a design (the text adds the detail). */
export const CHANGE_REASONS = {
  'artwork-too-large': 'The artwork is larger than the print area',
  'low-resolution': 'The artwork resolution is too low',
  'colours-not-printable': 'The colours cannot be printed as they are',
  'placement-off': 'The artwork is placed where it cannot print',
  'content-not-allowed': 'The content cannot be printed (rights or policy)',
  other: 'Something else (see the note)',
} as const;
export type ChangeReasonCode = keyof typeof CHANGE_REASONS;
export const CHANGE_REASON_CODES = Object.keys(CHANGE_REASONS) as ChangeReasonCode[];
