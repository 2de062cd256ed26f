export * from './units/units.ts';
