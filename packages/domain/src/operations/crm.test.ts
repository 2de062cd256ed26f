import { describe, expect, it } from 'vitest';
import { CRM_ACTIVITY_TYPES, PROMO_EMAIL_TEMPLATES } from './crm.ts';

describe('CRM', () => {
  it('R-9-61 CRM activity types: email, phone', () => expect(CRM_ACTIVITY_TYPES).toEqual(['email', 'phone']));
  it('R-9-62 Promo email templates: inactivity-follow-up, new-user-follow-up', () =>
    expect(PROMO_EMAIL_TEMPLATES).toEqual(['inactivity-follow-up', 'new-user-follow-up']));
});
