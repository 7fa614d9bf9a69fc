// What a result says: the world's answer to one call before it is shaped to the tool's outputSchema and rendered.
import type { Rec, Page } from './filters.js';
import type { EntityModel } from './model.js';

export type Outcome =
  /** One record as it now stands (get, create, update, send, control). */
  | { kind: 'record'; entity: EntityModel; record: Rec; extra?: Rec }
  | { kind: 'list'; entity: EntityModel; page: Page; query?: string }
  | { kind: 'deleted'; entity: EntityModel; record: Rec }
  /** The result of running or computing something, with the record it ran on when there is one. */
  | { kind: 'done'; entity: EntityModel; data: Rec }
  /** A failure the tool reports (isError): not found, invalid argument. */
  | { kind: 'error'; message: string };

/** The error text a server of this system gives for an id it does not have. */
export function notFound(entity: EntityModel, param: string, id: unknown, variant: number): Outcome {
  // No id given: the thing is not there at all ("Error: console null not found" named no console).
  if (id === null || id === undefined) return { kind: 'error', message: [`Error: no ${entity.entity} found`, `404 Not Found: there is no ${entity.entity} here`, `${entity.system} API error (404): no ${entity.entity} was found.`][variant % 3] as string };
  const shown = typeof id === 'string' ? `"${id}"` : JSON.stringify(id);
  const messages = [
    `Error: ${entity.entity} ${shown} not found`,
    `404 Not Found: no ${entity.entity} with ${param} ${shown}`,
    `${entity.system} API error (404): the requested ${entity.entity} ${shown} does not exist or you do not have access to it.`,
    `Error: could not find ${entity.entity} ${shown}. Check the ${param} and try again.`,
  ];
  return { kind: 'error', message: messages[variant % messages.length] as string };
}

/** The error for a create whose id is already taken. */
export function conflict(entity: EntityModel, id: unknown): Outcome {
  return { kind: 'error', message: `409 Conflict: ${entity.entity} ${JSON.stringify(id)} already exists` };
}
