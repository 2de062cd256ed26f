import type { Message, MessageType } from '@platen/domain/entities/entities';
import { useAppDispatch, useAppSelector } from '@/hooks/store.ts';
import { messageDismissed, messagesReset } from '@/stores/message-center-slice.ts';

/** The groups the message center shows, in order (O-3-30..32); the others fold into "global". */
const GROUPS: ReadonlyArray<{ type: MessageType; title: string }> = [
  { type: 'global', title: 'General' },
  { type: 'quantity', title: 'Quantities' },
  { type: 'print', title: 'Print' },
  { type: 'shipping', title: 'Shipping' },
  { type: 'address', title: 'Address' },
];

const groupOf = (m: Message): MessageType => (GROUPS.some((g) => g.type === m.type) ? m.type : 'global');

/** Shows the store's messages grouped, each dismissible, with "Dismiss all" (O-4-37..40). */
export function MessageCenter({ only }: { only?: readonly MessageType[] }) {
  const dispatch = useAppDispatch();
  const all = useAppSelector((s) => s.messageCenter);
  const messages = only ? all.filter((m) => only.includes(groupOf(m))) : all;
  return (
    <section aria-label="Messages" aria-live="polite" className="message-center">
      {messages.length > 0 &&
        GROUPS.map((g) => {
          const list = messages.filter((m) => groupOf(m) === g.type);
          if (!list.length) return null;
          return (
            <div key={g.type} className="message-group" data-group={g.type}>
              {GROUPS.length > 1 && only?.length !== 1 && <h2 className="visually-hidden">{g.title}</h2>}
              <ul>
                {list.map((m) => (
                  <li key={m.id} className={`message ${m.level}`}>
                    {/* The role sits on the text: a list item with a role is no longer a list item (axe "list"). */}
                    <span role={m.level === 'error' ? 'alert' : 'status'}>{m.message}</span>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`Dismiss: ${m.message}`}
                      onClick={() => dispatch(messageDismissed(m.id))}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      {messages.length > 1 && !only && (
        <button type="button" className="link-button" onClick={() => dispatch(messagesReset())}>
          Dismiss all
        </button>
      )}
    </section>
  );
}
