import { describe, expect, it } from 'vitest';
import {
  isDelivered,
  orderEventId,
  retryDelayMs,
  shouldDisable,
  signatureHeader,
  wantsEvent,
  webhookUrlProblem,
} from './webhook-policy.ts';

describe('webhook policy', () => {
  it('#20.2 retries after 1, 4, 16, 64, 256, 1024 minutes, then gives up', () => {
    const minutes = [1, 2, 3, 4, 5, 6].map((n) => (retryDelayMs(n) ?? 0) / 60_000);
    expect(minutes).toEqual([1, 4, 16, 64, 256, 1024]);
    expect(retryDelayMs(7)).toBeNull();
    expect(retryDelayMs(0)).toBeNull();
    expect(retryDelayMs(2, 100)).toBe(400);
  });

  it('#20.2 an endpoint is disabled after 3 days of failures, not before', () => {
    const since = '2026-11-20T10:00:00.000Z';
    expect(shouldDisable(since, '2026-11-23T09:59:59.000Z')).toBe(false);
    expect(shouldDisable(since, '2026-11-23T10:00:00.000Z')).toBe(true);
    expect(shouldDisable(null, '2030-01-01T00:00:00.000Z')).toBe(false);
  });

  it('#20.2 subscriptions: names or * for all', () => {
    expect(wantsEvent(['*'], 'paid')).toBe(true);
    expect(wantsEvent(['paid', 'shipped'], 'paid')).toBe(true);
    expect(wantsEvent(['shipped'], 'paid')).toBe(false);
  });

  it('#20.2 only 2xx counts as delivered', () => {
    expect([200, 204, 299].every(isDelivered)).toBe(true);
    expect([0, 199, 301, 400, 500].some(isDelivered)).toBe(false);
  });

  it('#20.2 URLs: absolute http(s), no credentials, no fragment', () => {
    expect(webhookUrlProblem('https://example.com/hook')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:8080/h')).toBeNull();
    expect(webhookUrlProblem('ftp://example.com')).toMatch(/https/);
    expect(webhookUrlProblem('/relative')).toMatch(/absolute/);
    expect(webhookUrlProblem('https://u:p@example.com')).toMatch(/password/);
    expect(webhookUrlProblem('https://example.com/#x')).toMatch(/fragment/);
    expect(webhookUrlProblem(`https://example.com/${'a'.repeat(2000)}`)).toMatch(/2000/);
  });

  it('#20.2 signature header: t then one v1 per signing secret; event ids are stable', () => {
    expect(signatureHeader(1700000000, ['ab', 'cd'])).toBe('t=1700000000,v1=ab,v1=cd');
    expect(orderEventId('o1', 3)).toBe('evt_o1_3');
  });
});
