import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiRouteFor } from './api-routes.ts';
import { isPermission } from './permissions.ts';

describe('server route permissions (R-6-25)', () => {
  it('#15.2 every declared route names public, signed-in or a known permission, once', () => {
    for (const r of API_ROUTES)
      expect(['public', 'signed-in'].includes(r.access) || isPermission(r.access)).toBe(true);
    const keys = API_ROUTES.map((r) => `${r.method} ${r.url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('#15.2 HEAD is declared by its GET; unknown routes have no declaration', () => {
    expect(apiRouteFor('HEAD', '/api/health')?.access).toBe('public');
    expect(apiRouteFor('POST', '/api/internal/approvals/:orderId')?.access).toBe('approvals.review');
    expect(apiRouteFor('GET', '/api/nowhere')).toBeNull();
  });
});
