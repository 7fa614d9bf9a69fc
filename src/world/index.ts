// The world's public API, for the steps (generate, execute, validate, serve) and plugins: build the world a task is
// played in, read its records, draw values and arguments from it, find and play multi_step chains.
export { World, referenceDateFor } from './world.js';
export { WorldModel, type EntityModel, type ToolBinding } from './model.js';
export { argumentsFor, type ArgumentOptions } from './arguments.js';
export { valueFor, type ValueContext } from './values.js';
export { fromSchema, conform } from './schema-values.js';
export { inferType, type FieldSpec } from './field.js';
export { seededFaker } from './seeded-faker.js';
export { discoverChains, playChain, pathTo, type WorldChain, type PlayedChain } from './chains.js';
export { WorldSimulator, type ToolSimulator } from './simulator.js';
export { LlmToolSimulator } from './llm-simulator.js';
export { profileOf, profilesOf } from './profile-of.js';
export type { Rec } from './filters.js';
