/** Zod schemas for the application state of spec O-3: the message center (O-3-30 to O-3-32) and its keys (O-3-33). */
import { MESSAGE_LEVELS, MESSAGE_TYPES, type Message } from '@platen/domain/entities/entities';
import { z } from 'zod';
import { LIMITS } from './entity-fields.ts';

/** O-3-30 / O-3-31 / O-3-32: a message center message. */
export const MessageSchema: z.ZodType<Message> = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(LIMITS.longText + 50),
  message: z.string().min(1).max(LIMITS.longText),
  level: z.enum(MESSAGE_LEVELS),
  type: z.enum(MESSAGE_TYPES),
});
export const MessageCenterSchema = z.array(MessageSchema).max(LIMITS.messages);

/** O-3-33: the keys of the application state. */
export const APPLICATION_STATE_KEYS = [
  'routing',
  'user',
  'auth',
  'cart',
  'quote',
  'configuratorData',
  'messageCenter',
  'loading',
] as const;
export type ApplicationStateKey = (typeof APPLICATION_STATE_KEYS)[number];
