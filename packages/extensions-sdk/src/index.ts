export * from './manifest.js';
export type * from './api-types.js';
export type * from './app-types.js';
export * from './define.js';
