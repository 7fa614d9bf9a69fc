// Calls one tool and turns the result into what the model sees: text, an isError flag, or a protocol error.
import type { Client } from '@modelcontextprotocol/client';
import { errorMessage } from '../util/errors.js';
import { TimeoutError, withTimeout } from '../util/pool.js';
import { nestsDeeperThan } from '../util/depth.js';

export interface CallOutcome {
  /** Text the model sees in the tool message. */
  text: string;
  isError: boolean;
  /** Set when no tool result came back: the call failed at the protocol level. */
  protocolError?: string;
  truncated: boolean;
  latencyMs: number;
  structured?: unknown;
}

export interface CallOptions {
  timeoutMs?: number;
  maxResultChars?: number;
  /** Nesting levels a result may have; past it the call fails as `result too deep` (exec.result_too_deep). */
  maxDepth?: number;
}

/** Deeper than any real tool result; far below where recursive code (JSON.stringify, zod, hashing) runs out of stack. */
export const MAX_RESULT_DEPTH = 64;
export const TOO_DEEP = 'result too deep';

export const TRUNCATION_MARKER = '[truncated by toolforge:';

/** Cut long tool output the way hosts do, with a marker the model can see. */
export function capText(text: string, maxChars: number): { text: string; truncated: boolean } {
  if (text.length <= maxChars) return { text, truncated: false };
  return {
    text: `${text.slice(0, maxChars)}\n${TRUNCATION_MARKER} showing ${maxChars} of ${text.length} characters]`,
    truncated: true,
  };
}

type ContentBlock = { type: string; [k: string]: unknown };

/** Render MCP content blocks as the text a chat model is given. */
export function renderContent(content: readonly ContentBlock[], structured: unknown): string {
  const parts: string[] = [];
  for (const block of content) {
    switch (block.type) {
      case 'text':
        parts.push(String(block.text ?? ''));
        break;
      case 'image':
      case 'audio': {
        const data = typeof block.data === 'string' ? block.data : '';
        parts.push(`[${block.type}: ${String(block.mimeType ?? 'unknown')}, ${Math.floor((data.length * 3) / 4)} bytes]`);
        break;
      }
      case 'resource': {
        const r = (block.resource ?? {}) as Record<string, unknown>;
        parts.push(typeof r.text === 'string' ? r.text : `[resource: ${String(r.uri ?? '')} ${String(r.mimeType ?? '')}]`.trim());
        break;
      }
      case 'resource_link':
        parts.push(`[resource link: ${String(block.uri ?? '')}${block.name ? ` (${String(block.name)})` : ''}]`);
        break;
      default:
        parts.push(`[${block.type} content]`);
    }
  }
  if (parts.length === 0 && structured !== undefined) return JSON.stringify(structured);
  return parts.join('\n');
}

export async function callTool(client: Client, name: string, args: Record<string, unknown>, options: CallOptions = {}): Promise<CallOutcome> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxChars = options.maxResultChars ?? 20_000;
  const started = performance.now();
  try {
    const result = await withTimeout(
      client.callTool({ name, arguments: args }, { timeout: timeoutMs }),
      timeoutMs + 500,
      `tools/call ${name}`,
    );
    const latencyMs = Math.round(performance.now() - started);
    const maxDepth = options.maxDepth ?? MAX_RESULT_DEPTH;
    if (nestsDeeperThan(result, maxDepth)) {
      const reason = `${TOO_DEEP}: nested past ${maxDepth} levels, so it was dropped unread`;
      return { text: `Error: ${reason}`, isError: true, protocolError: reason, truncated: false, latencyMs };
    }
    const content = (Array.isArray(result.content) ? result.content : []) as ContentBlock[];
    const capped = capText(renderContent(content, result.structuredContent), maxChars);
    return {
      text: capped.text,
      isError: result.isError === true,
      truncated: capped.truncated,
      latencyMs,
      ...(result.structuredContent !== undefined ? { structured: result.structuredContent } : {}),
    };
  } catch (err) {
    const latencyMs = Math.round(performance.now() - started);
    const reason = err instanceof TimeoutError ? `timeout: ${err.message}` : errorMessage(err);
    return { text: `Error: ${reason}`, isError: true, protocolError: reason, truncated: false, latencyMs };
  }
}
