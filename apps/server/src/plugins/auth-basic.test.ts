import { basicAuthHeader } from '@platen/domain/access/basic-auth';
import { describe, expect, it } from 'vitest';
import { apiKeyFromBasic } from './auth.ts';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('API key from HTTP Basic (O-6-03)', () => {
  it('O-6-03 the password of "Basic base64(:apiKey)" is the API key, as the web client and the docs send it', () => {
    expect(apiKeyFromBasic(basicAuthHeader('key_123-abc'))).toBe('key_123-abc');
    expect(apiKeyFromBasic(`Basic ${b64(':key')}`)).toBe('key');
  });

  it('O-6-03 a user name before the colon is ignored (the password is the key)', () => {
    expect(apiKeyFromBasic(`Basic ${b64('someone:key')}`)).toBe('key');
  });

  it('O-6-03 no header, another scheme, no colon, an empty or over-long password: no key', () => {
    expect(apiKeyFromBasic(undefined)).toBeNull();
    expect(apiKeyFromBasic('Bearer abc')).toBeNull();
    expect(apiKeyFromBasic(`Basic ${b64('nocolon')}`)).toBeNull();
    expect(apiKeyFromBasic(`Basic ${b64(':')}`)).toBeNull();
    expect(apiKeyFromBasic(`Basic ${b64(`:${'k'.repeat(201)}`)}`)).toBeNull();
    expect(apiKeyFromBasic(`Basic ${b64(`:${'k'.repeat(200)}`)}`)).toBe('k'.repeat(200));
  });
});
