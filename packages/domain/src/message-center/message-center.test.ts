import { describe, expect, it } from 'vitest';
import { MESSAGE_LEVELS, MESSAGE_TYPES, type Message } from '../entities/entities.ts';
import {
  dismissMessage,
  makeMessage,
  pushMessage,
  pushMessages,
  reduceMessageCenter,
  resetMessages,
  resetMessagesByLevel,
} from './message-center.ts';

const err = makeMessage('global', 'Failed to get Cart');
const warn = makeMessage('global', 'Low stock', 'warning');
const qty = makeMessage('quantity', 'Too many', 'error');

describe('message center', () => {
  it('O-3-30 / O-3-31 / O-3-32 a message has message, level, type and id from the closed lists', () => {
    expect(err).toEqual({
      id: 'global:Failed to get Cart',
      message: 'Failed to get Cart',
      level: 'error',
      type: 'global',
    });
    expect(MESSAGE_LEVELS).toEqual(['error', 'warning']);
    expect(MESSAGE_TYPES).toEqual([
      'global',
      'quantity',
      'print',
      'shipping',
      'address',
      'err',
      'ORDER_ISSUES',
      'CLEAN_QUOTE',
    ]);
  });

  it('O-4-37 push adds a message; the same message is not pushed twice', () => {
    const one = pushMessage([], err);
    expect(one).toEqual([err]);
    expect(pushMessage(one, err)).toBe(one);
    const sameText: Message = { ...err, id: 'other-id' };
    expect(pushMessage(one, sameText)).toBe(one);
    expect(pushMessages(one, [warn, warn, qty])).toEqual([err, warn, qty]);
  });

  it('O-4-38 dismiss removes one message by id', () => {
    expect(dismissMessage([err, warn, qty], warn.id)).toEqual([err, qty]);
  });

  it('O-4-39 reset all clears every message', () => {
    expect(resetMessages()).toEqual([]);
    expect(reduceMessageCenter([err, warn], { type: 'resetAll' })).toEqual([]);
  });

  it('O-4-40 reset by level clears only that level', () => {
    expect(resetMessagesByLevel([err, warn, qty], 'warning')).toEqual([err, qty]);
    expect(reduceMessageCenter([err, warn, qty], { type: 'resetByLevel', level: 'error' })).toEqual([warn]);
  });

  it('O-4-37 / O-4-38 the reducer routes push and dismiss', () => {
    const pushed = reduceMessageCenter([], { type: 'push', message: qty });
    expect(reduceMessageCenter(pushed, { type: 'dismiss', id: qty.id })).toEqual([]);
  });
});
