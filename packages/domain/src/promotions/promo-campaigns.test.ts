import { describe, expect, it } from 'vitest';
import { type PromoFacts, promoDecision, promoSettingsFrom, promoWindow } from './promo-campaigns.ts';

const now = new Date('2026-12-01T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 3600 * 1000);
const customer = (over: Partial<PromoFacts> = {}): PromoFacts => ({
  registeredAt: daysAgo(10),
  lastOrderAt: null,
  staff: false,
  subUser: false,
  deactivated: false,
  marketingOptOut: false,
  alreadySent: false,
  ...over,
});

describe('R-9-62 promo campaigns', () => {
  it('R-9-62 new-user-follow-up mails a customer registered 7+ days ago who never ordered', () => {
    expect(promoDecision('new-user-follow-up', customer(), now)).toEqual({ send: true });
    expect(promoDecision('new-user-follow-up', customer({ registeredAt: daysAgo(6) }), now).send).toBe(false);
    expect(promoDecision('new-user-follow-up', customer({ lastOrderAt: daysAgo(9) }), now).send).toBe(false);
    // Registered before the campaign's reach: no mail out of the blue.
    expect(promoDecision('new-user-follow-up', customer({ registeredAt: daysAgo(31) }), now).send).toBe(
      false,
    );
  });

  it('R-9-62 inactivity-follow-up mails a customer whose last order is 60+ days old, never one who never ordered', () => {
    const gone = customer({ registeredAt: daysAgo(400), lastOrderAt: daysAgo(61) });
    expect(promoDecision('inactivity-follow-up', gone, now)).toEqual({ send: true });
    expect(promoDecision('inactivity-follow-up', { ...gone, lastOrderAt: daysAgo(59) }, now).send).toBe(
      false,
    );
    expect(promoDecision('inactivity-follow-up', { ...gone, lastOrderAt: null }, now).send).toBe(false);
    expect(promoDecision('inactivity-follow-up', { ...gone, lastOrderAt: daysAgo(366) }, now).send).toBe(
      false,
    );
  });

  it('staff, team members, deactivated, opted-out and already-mailed users are excluded, each with a reason', () => {
    for (const over of [
      { staff: true },
      { subUser: true },
      { deactivated: true },
      { marketingOptOut: true },
      { alreadySent: true },
    ]) {
      const d = promoDecision('new-user-follow-up', customer(over), now);
      expect(d.send).toBe(false);
      expect(d.send === false && d.reason.length > 5).toBe(true);
    }
  });

  it('N days is configuration: the window follows the settings, and bad values keep the defaults', () => {
    const s = promoSettingsFrom({
      PROMO_NEW_USER_FOLLOW_UP_AFTER_DAYS: '3',
      PROMO_INACTIVITY_FOLLOW_UP_AFTER_DAYS: 'soon',
    });
    expect(s['new-user-follow-up'].afterDays).toBe(3);
    expect(s['inactivity-follow-up']).toEqual({ afterDays: 60, withinDays: 365 });
    expect(
      promoDecision(
        'new-user-follow-up',
        customer({ registeredAt: daysAgo(4) }),
        now,
        s['new-user-follow-up'],
      ),
    ).toEqual({ send: true });
    const w = promoWindow('new-user-follow-up', now, { afterDays: 7, withinDays: 30 });
    expect(w.until.toISOString()).toBe('2026-11-24T12:00:00.000Z');
    expect(w.from.toISOString()).toBe('2026-11-01T12:00:00.000Z');
  });
});
