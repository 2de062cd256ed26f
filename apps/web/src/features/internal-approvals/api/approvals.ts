import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import { useResource } from '@/lib/use-resource.ts';

export interface QueuedOrder {
  orderId: string;
  name: string | null;
  userId: string;
  createdAt: string;
  sequence: number;
  items: { itemIndex: number; printType: string | null; status: string }[];
}

/** GET internal approvals: orders whose artwork waits for review. */
export const useApprovalQueue = (version: number) =>
  useResource(`approvals:${version}`, (signal) =>
    http.get<{ orders: QueuedOrder[] }>(serviceUrl('internal', '/approvals'), { signal }),
  );

/** POST internal approvals/{orderId}: approve, or reject with the reason the customer reads. */
export const decide = (orderId: string, decision: 'approve' | 'reject', reason?: string) =>
  http.post(serviceUrl('internal', '/approvals/:orderId', { orderId }), {
    decision,
    ...(reason ? { reason } : {}),
  });

/** POST auth assume/{userId}: act as the customer (cs and sales). */
export const assumeUser = (userId: string) => http.post(serviceUrl('auth', '/assume/:userId', { userId }));
