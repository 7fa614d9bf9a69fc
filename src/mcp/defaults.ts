// The one default wait for an MCP server to connect or answer a list request, shared by every caller that sets none.
export const DEFAULT_TIMEOUT_MS = 20_000;
