import { describe, expect, it } from 'vitest';
import { ROLE_LEVELS } from '../access/role-levels.ts';
import {
  carriesOneTimeLink,
  mailLinkOrigin,
  mailMessageId,
  mayReadKeptLinks,
  REDACTED_LINK,
  recoveryOf,
  redactedMailData,
} from './mail-secrets.ts';
import { renderMail } from './mail-templates.ts';

describe('mail secrets: what the outbox keeps, where links point, how a mail is sent once', () => {
  it('reset, invitation and e-mail-change mails carry a one-time link; order mails do not', () => {
    expect(['reset', 'invite', 'email-change'].every(carriesOneTimeLink)).toBe(true);
    expect(carriesOneTimeLink('proof-ready')).toBe(false);
    expect(carriesOneTimeLink('contact')).toBe(false);
  });

  it('the kept text of a reset mail holds the placeholder, never the token', () => {
    const data = { name: 'Ann', link: 'https://x.test/auth/reset?token=SECRET123', validMinutes: 60 };
    const kept = renderMail('reset', redactedMailData('reset', data));
    expect(kept.text).toContain(REDACTED_LINK);
    expect(kept.text + kept.html).not.toContain('SECRET123');
    const proof = { name: 'Ann', orderId: 'O1', link: 'https://x.test/proof' };
    expect(redactedMailData('proof-ready', proof)).toBe(proof);
  });

  it('only ADMIN reads kept links, and only when the outbox is the delivery', () => {
    expect(mayReadKeptLinks(ROLE_LEVELS.ADMIN, 'outbox')).toBe(true);
    expect(mayReadKeptLinks(ROLE_LEVELS.MANAGE, 'outbox')).toBe(false);
    expect(mayReadKeptLinks(ROLE_LEVELS.EMPLOYEE, 'outbox')).toBe(false);
    expect(mayReadKeptLinks(ROLE_LEVELS.ADMIN, 'smtp')).toBe(false);
  });

  it('links point at PUBLIC_URL, else the listen port on localhost', () => {
    expect(mailLinkOrigin('https://print.example/', 8080)).toBe('https://print.example');
    expect(mailLinkOrigin(undefined, 8080)).toBe('http://localhost:8080');
  });

  it('the Message-ID is derived from the outbox id and the sender domain', () => {
    expect(mailMessageId('abc-1', 'Platen <mail@platen.test>')).toBe('<abc-1@platen.test>');
    expect(mailMessageId('order:O1:3', 'nobody')).toBe('<order:O1:3@platen.local>');
    expect(mailMessageId('a b', 'x@y.z')).toBe(mailMessageId('a b', 'x@y.z'));
  });

  it('recovery sends only rows never handed over; a row interrupted mid hand-off is never sent again', () => {
    expect(recoveryOf('queued')).toBe('send');
    expect(recoveryOf('sending')).toBe('mark-unconfirmed');
    expect(recoveryOf('retrying')).toBe('mark-unconfirmed');
    for (const s of ['sent', 'failed', 'unconfirmed']) expect(recoveryOf(s)).toBe('leave');
  });
});
