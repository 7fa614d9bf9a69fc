// One error base with a string code; subclasses name the families a caller handles differently.
export class ToolforgeError extends Error {
  readonly code: string;
  readonly data?: unknown;
  constructor(code: string, message: string, options?: { cause?: unknown; data?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.data = options?.data;
  }
}

/** A user mistake in a file, flag or config: printed as one line, never with a stack. */
export class ConfigError extends ToolforgeError {
  constructor(message: string, options?: { cause?: unknown; data?: unknown }) {
    super('config', message, options);
  }
}

/** A problem reaching or speaking to an MCP server. */
export class McpError extends ToolforgeError {}

/** The sandbox refused to start or stopped a process. */
export class SandboxError extends ToolforgeError {}

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}
