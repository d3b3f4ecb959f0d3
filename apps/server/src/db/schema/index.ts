export * from './tenancy.js';
export * from './platform.js';
