/** Where to go after signing in: a same-site path from ?next=, else the order base. Never another origin. */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/order/v2';
}
