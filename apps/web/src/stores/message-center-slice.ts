import type { Message, MessageLevel, MessageType } from '@platen/domain/entities/entities';
import {
  makeMessage,
  type MessageCenter,
  reduceMessageCenter,
} from '@platen/domain/message-center/message-center';
import { createAction, createReducer } from '@reduxjs/toolkit';

/** O-4-37..40: the message center lives in the store; the rules are the domain reducer's. */
export const messagePushed = createAction<Message>('messageCenter/push');
export const messageDismissed = createAction<string>('messageCenter/dismiss');
export const messagesReset = createAction('messageCenter/resetAll');
export const messagesResetByLevel = createAction<MessageLevel>('messageCenter/resetByLevel');

/** Pushes a message built from its group and verbatim text (stable id, so duplicates are not repeated). */
export const pushMessage = (type: MessageType, text: string, level: MessageLevel = 'error') =>
  messagePushed(makeMessage(type, text, level));

export const messageCenterReducer = createReducer<MessageCenter>([], (b) => {
  b.addCase(messagePushed, (s, a) =>
    reduceMessageCenter(s as MessageCenter, { type: 'push', message: a.payload }),
  )
    .addCase(messageDismissed, (s, a) =>
      reduceMessageCenter(s as MessageCenter, { type: 'dismiss', id: a.payload }),
    )
    .addCase(messagesReset, (s) => reduceMessageCenter(s as MessageCenter, { type: 'resetAll' }))
    .addCase(messagesResetByLevel, (s, a) =>
      reduceMessageCenter(s as MessageCenter, { type: 'resetByLevel', level: a.payload }),
    );
});
