export * from './tenancy.js';
export * from './platform.js';
export * from './identity.js';
export * from './learning.js';
export * from './classroom.js';
export * from './classroom-events.js';
export * from './media.js';
export * from './classroom-trainers.js';
