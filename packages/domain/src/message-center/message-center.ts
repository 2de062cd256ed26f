import type { Message, MessageLevel, MessageType } from '../entities/entities.ts';

/** The message center's state: messages in the order they arrived (O-3-30..32). */
export type MessageCenter = readonly Message[];

/** A stable id from the message's group and text, so the same message always gets the same id. */
export const messageId = (type: MessageType, message: string): string => `${type}:${message}`;

/** Builds a message with its stable id. */
export function makeMessage(type: MessageType, message: string, level: MessageLevel = 'error'): Message {
  return { id: messageId(type, message), message, level, type };
}

const sameMessage = (a: Message, b: Message): boolean =>
  a.id === b.id || (a.type === b.type && a.level === b.level && a.message === b.message);

/** O-4-37 / O-5-83: adds a message unless the same one is already shown (returns the same state then). */
export function pushMessage(state: MessageCenter, message: Message): MessageCenter {
  return state.some((m) => sameMessage(m, message)) ? state : [...state, message];
}

/** O-4-37: pushes several messages, skipping duplicates among them too. */
export function pushMessages(state: MessageCenter, messages: readonly Message[]): MessageCenter {
  return messages.reduce(pushMessage, state);
}

/** O-4-38: removes one message by id. */
export function dismissMessage(state: MessageCenter, id: string): MessageCenter {
  return state.filter((m) => m.id !== id);
}

/** O-4-39: clears every message. */
export function resetMessages(): MessageCenter {
  return [];
}

/** O-4-40: clears the messages of one level (e.g. all warnings), keeping the others. */
export function resetMessagesByLevel(state: MessageCenter, level: MessageLevel): MessageCenter {
  return state.filter((m) => m.level !== level);
}

export type MessageCenterAction =
  | { type: 'push'; message: Message }
  | { type: 'dismiss'; id: string }
  | { type: 'resetAll' }
  | { type: 'resetByLevel'; level: MessageLevel };

/** O-4-37..40 as one reducer for the store. */
export function reduceMessageCenter(state: MessageCenter, action: MessageCenterAction): MessageCenter {
  switch (action.type) {
    case 'push':
      return pushMessage(state, action.message);
    case 'dismiss':
      return dismissMessage(state, action.id);
    case 'resetAll':
      return resetMessages();
    case 'resetByLevel':
      return resetMessagesByLevel(state, action.level);
  }
}
