import { describe, expect, it } from 'vitest';
import { makeMessage, pushMessages } from '../message-center/message-center.ts';
import { issueMessageType, pathSegments, quoteIssueMessages } from './quote-issues.ts';

const bad = (path: string | (string | number)[], message = 'Invalid value') => ({
  code: 'bad_value',
  path,
  message,
});

describe('quote server issues', () => {
  it('O-5-82 paths are read in dotted, bracketed or array form', () => {
    expect(pathSegments('items[0].products[1].quantity')).toEqual([
      'items',
      '0',
      'products',
      '1',
      'quantity',
    ]);
    expect(pathSegments(['items', 0, 'address', 'zip'])).toEqual(['items', '0', 'address', 'zip']);
  });

  it('O-5-77 bad_value with a quantity path -> quantity message', () => {
    expect(issueMessageType(bad('items[0].products[1].quantity'))).toBe('quantity');
  });

  it('O-5-78 bad_value with a products or sides path -> print message', () => {
    expect(issueMessageType(bad('items[0].products[1].size'))).toBe('print');
    expect(issueMessageType(bad(['items', 2, 'sides', 'front']))).toBe('print');
  });

  it('O-5-79 bad_value with an address-field path -> shipping message', () => {
    expect(issueMessageType(bad('items[0].address.zip'))).toBe('shipping');
    expect(issueMessageType(bad('items.3.address.country'))).toBe('shipping');
  });

  it('O-5-80 bad_value with an address path -> address message', () => {
    expect(issueMessageType(bad('items[0].address'))).toBe('address');
  });

  it('O-5-81 bad_value with any other path -> global; other codes are global too', () => {
    expect(issueMessageType(bad('items[0].type'))).toBe('global');
    expect(issueMessageType(bad(''))).toBe('global');
    expect(issueMessageType({ code: 'missing', path: 'items[0].products[0].quantity', message: 'x' })).toBe(
      'global',
    );
  });

  it('O-5-83 duplicate issue messages are not pushed again', () => {
    const issues = [
      bad('items[0].address.zip', 'Zip is invalid'),
      bad('items[1].address.zip', 'Zip is invalid'),
    ];
    const messages = quoteIssueMessages(issues);
    expect(messages).toEqual([makeMessage('shipping', 'Zip is invalid', 'error')]);
    const once = pushMessages([], messages);
    expect(pushMessages(once, quoteIssueMessages(issues))).toBe(once);
  });

  it('O-5-84 preview-URL issues are ignored', () => {
    expect(
      quoteIssueMessages([
        bad('items[0].previewUrl', 'Could not render'),
        bad('items[0].sides.front', 'Preview URL could not be generated'),
        bad('items[0].products[0].quantity', 'Too many'),
      ]),
    ).toEqual([makeMessage('quantity', 'Too many', 'error')]);
  });
});
