import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-form.ts';

describe('contact form (#22.1)', () => {
  it('#22.1 a complete form is accepted trimmed', () => {
    const r = validateContact({
      name: ' Ada ',
      email: 'ada@example.com',
      topic: 'Sales',
      message: ' Hello there, 500 tees? ',
    });
    expect(r).toEqual({
      ok: true,
      value: { name: 'Ada', email: 'ada@example.com', topic: 'Sales', message: 'Hello there, 500 tees?' },
    });
  });
  it('#22.1 each wrong field gets its own message', () => {
    const r = validateContact({ name: 'a\nb', email: 'nope', topic: 'Spam', message: 'short' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['email', 'message', 'name', 'topic']);
    expect(validateContact({}).ok).toBe(false);
  });
});
