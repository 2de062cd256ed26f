export * from './errors.ts';
export * from './health.ts';
export * from './auth.ts';
export * from './initial-state.ts';
