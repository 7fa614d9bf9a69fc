// Every record schema in one import.
export * from './source.js';
export * from './profile.js';
export * from './catalog-tool.js';
export * from './chat.js';
export * from './task.js';
export * from './trajectory.js';
export * from './reject.js';
export * from './server-record.js';
export * from './tool-entry.js';
export * from './decontam.js';
export * from './quality.js';
