// The LLM clients of one run: one per distinct settings, all sharing the per-endpoint caps, closed together.
import { canonicalJson } from '../util/hash.js';
import { LlmClient, type LlmSettings } from './client.js';
import { Gates } from './transport.js';

export class LlmPool {
  private readonly clients = new Map<string, LlmClient>();
  private readonly gates = new Gates();

  constructor(private readonly env: NodeJS.ProcessEnv = process.env) {}

  /** The run's client for these settings: its cache and the endpoint's cap are shared by every step that asks. */
  client(settings: Partial<LlmSettings> = {}): LlmClient {
    const key = canonicalJson(settings);
    let c = this.clients.get(key);
    if (!c) this.clients.set(key, (c = new LlmClient(settings, this.env, {}, undefined, this.gates)));
    return c;
  }

  close(): void {
    for (const c of this.clients.values()) c.close();
    this.clients.clear();
  }
}
