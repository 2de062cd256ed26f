/** Longest accepted values of the public contact form. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000, minMessage: 10 } as const;

export const CONTACT_TOPICS = ['Sales', 'Support', 'Partnerships', 'Press', 'Other'] as const;

export interface ContactForm {
  name: string;
  email: string;
  topic: (typeof CONTACT_TOPICS)[number];
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Control characters other than tab and line breaks are never part of a message.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Checks a submitted contact form: trimmed values, or one message per wrong field. */
export function validateContact(
  input: Readonly<Record<string, string | undefined>>,
): { ok: true; value: ContactForm } | { ok: false; errors: ContactErrors } {
  const name = (input.name ?? '').trim();
  const email = (input.email ?? '').trim();
  const topic = (input.topic ?? '').trim();
  const message = (input.message ?? '').replace(/\r\n/g, '\n').trim();
  const errors: ContactErrors = {};
  if (!name) errors.name = 'Enter your name.';
  else if (name.length > CONTACT_LIMITS.name || CONTROL.test(name) || /[\n\r]/.test(name))
    errors.name = `Use at most ${CONTACT_LIMITS.name} characters on one line.`;
  if (!EMAIL.test(email) || email.length > CONTACT_LIMITS.email)
    errors.email = 'Enter an e-mail address like name@example.com.';
  if (!(CONTACT_TOPICS as readonly string[]).includes(topic)) errors.topic = 'Choose a topic.';
  if (message.length < CONTACT_LIMITS.minMessage)
    errors.message = `Write at least ${CONTACT_LIMITS.minMessage} characters.`;
  else if (message.length > CONTACT_LIMITS.message || CONTROL.test(message))
    errors.message = `Use at most ${CONTACT_LIMITS.message} characters of plain text.`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, email, topic: topic as ContactForm['topic'], message } };
}
