import type { Message, MessageType } from '../entities/entities.ts';
import type { MessageCenter } from './message-center.ts';

/** An issue the design service returns (O-7-16): where and what. */
export interface DesignServiceIssue {
  path: string | readonly (string | number)[];
  message: string;
}

/**
 * The design message group. The closed type list (O-3-32) has no "design" entry; "print" is the group for
 * problems with what gets printed (docs/decisions/message-groups.md).
 */
export const DESIGN_MESSAGE_TYPE: MessageType = 'print';
const DESIGN_ID_PREFIX = 'design:';

/** O-8-07: the text shown for a design service issue: path, a colon, and message. */
export function designIssueText(issue: DesignServiceIssue): string {
  const path = typeof issue.path === 'string' ? issue.path : issue.path.join('.');
  return `${path}: ${issue.message}`;
}

const toMessage = (issue: DesignServiceIssue): Message => {
  const message = designIssueText(issue);
  return { id: `${DESIGN_ID_PREFIX}${message}`, message, level: 'error', type: DESIGN_MESSAGE_TYPE };
};

/**
 * O-8-07 / O-8-08: replaces the design-service messages with the current issues: new ones appear (once each),
 * resolved ones disappear, other messages are untouched.
 */
export function syncDesignIssues(state: MessageCenter, issues: readonly DesignServiceIssue[]): MessageCenter {
  const current = new Map(issues.map((i) => [toMessage(i).id, toMessage(i)]));
  const kept = state.filter((m) => !m.id.startsWith(DESIGN_ID_PREFIX) || current.has(m.id));
  const shown = new Set(kept.map((m) => m.id));
  return [...kept, ...[...current.values()].filter((m) => !shown.has(m.id))];
}
