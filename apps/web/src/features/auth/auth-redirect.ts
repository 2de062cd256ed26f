/** Where to go after signing in: a same-site path from ?next=, else the order base. Never another origin. */
export function safeNext(search: string, home = '/order/v2'): string {
  return askedNext(search) ?? home;
}

/** The same-site path ?next= asks for, or null when none (then the user's home applies: staff land in their area). */
export function askedNext(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next?.startsWith('/') && !next.startsWith('//') ? next : null;
}
