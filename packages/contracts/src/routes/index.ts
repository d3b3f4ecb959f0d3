export * from './route-rules.js';
export * from './route-table.js';
export * from './navigation.js';
export * from './personas.js';
export * from './redirects.js';
export * from './wizards.js';
