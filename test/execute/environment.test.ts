// A real call that fails for a reason of this machine ("fetch failed") is never a training record: under a named
// "real" backend it is the reject exec.environment; under "auto" the tool moves to the simulator and the trajectory is
// played there; the server's other calls in that trajectory go with it (a create simulated and read back from the real
// server found nothing on npm-real), while trajectories that call only its working tool stay real.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { executeTask } from '../../src/execute/executor.js';
import { environmentFailure, MovedToSimulator } from '../../src/execute/environment.js';
import type { CatalogTool } from '../../src/records/index.js';
import { PROJECT } from '../helpers.js';
import { callTask, catalogTool } from './helpers.js';

const source = { kind: 'stdio' as const, id: 'weather', command: process.execPath, args: [join(PROJECT, 'test/fixtures/world/offline-server.mjs')], env: {} };
const forecast = catalogTool('weather', 'get_forecast', source, { inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } });
const count = catalogTool('weather', 'count_words', source, { inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } });
const catalog = new Map<string, CatalogTool>([forecast, count].map((t) => [t.id, t]));
const task = () => callTask([{ toolId: forecast.id, arguments: { city: 'Lisbon' } }, { toolId: count.id, arguments: { text: 'three little words' } }], 21);

describe('environment failures', () => {
  it('tells this machine\'s failures from the request\'s', () => {
    const outcome = (text: string, extra = {}) => ({ text, isError: true, truncated: false, latencyMs: 1, ...extra });
    expect(environmentFailure(forecast, outcome('TypeError: fetch failed'))).toMatch(/no network/);
    expect(environmentFailure(forecast, outcome('Error: getaddrinfo EAI_AGAIN api.example.com'))).toMatch(/no network/);
    expect(environmentFailure(forecast, outcome('connect ECONNREFUSED 127.0.0.1:9'))).toMatch(/no network/);
    expect(environmentFailure(forecast, outcome('Error loading OAuth keys: OAuth credentials not found'))).toMatch(/no credential/);
    expect(environmentFailure(forecast, outcome('x', { protocolError: 'server weather did not start: spawn ENOENT' }))).toMatch(/cannot start/);
    expect(environmentFailure(forecast, outcome('Error: city "Atlantis" not found'))).toBeUndefined();
    expect(environmentFailure(forecast, { text: '{"ok":1}', isError: false, truncated: false, latencyMs: 1 })).toBeUndefined();
    // Found on npm-real under auto: servers that say so in a plain (not isError) result, or as an error without a keyword.
    const plain = (text: string) => ({ text, isError: false, truncated: false, latencyMs: 1 });
    expect(environmentFailure(forecast, plain('GCP credentials are not available. Please configure your environment using OAuth or `gcloud auth`.'))).toMatch(/no credential/);
    expect(environmentFailure(forecast, outcome('Error: No connection to browser extension. In order to proceed, you must first connect a tab by clicking the Browser MCP extension icon'))).toMatch(/cannot serve/);
    expect(environmentFailure(forecast, outcome('Error pressing key: No active browser session'))).toMatch(/cannot serve/);
    // Found on npm-real's real calls (51% of them failed): no cluster, no browser extension, no network, no database.
    expect(environmentFailure(forecast, outcome('Failed to get resource: Command failed: kubectl get pods -o json E1206 "Unhandled Error" err="couldn\'t get current server API group list: Get \"http://localhost:8080/api\": dial tcp 127.0.0.1:8080: connect: connection refused"'))).toMatch(/no network/);
    expect(environmentFailure(forecast, outcome('No browser extension is connected. Open Chrome DevTools (F12) on the page you want to inspect'))).toMatch(/cannot serve/);
    expect(environmentFailure(forecast, outcome('Error listing themes: Could not fetch or parse tweakcn presets from network or local file'))).toMatch(/no network/);
    expect(environmentFailure(forecast, outcome('failed to get token from keyring: exec: "dbus-launch": executable file not found in $PATH'))).toMatch(/cannot serve/);
    expect(environmentFailure(forecast, outcome('Connection "4569356" does not exist or has expired. Call the "list-connections" tool to see the active connections.'))).toMatch(/cannot serve/);
    // No phone, emulator or cluster here: mobile said so as a plain result, 19 times in one npm-real run.
    expect(environmentFailure(forecast, plain('Device "8816754" not found. Use the mobile_list_available_devices tool to see available devices.. Please fix the issue and try again.'))).toMatch(/no device/);
    expect(environmentFailure(forecast, outcome('Error: Command failed: mobilecli device crashes get 2346821 --device 7281745\nerror finding device: device not found: 7281745'))).toMatch(/no device/);
    expect(environmentFailure(forecast, plain('{ "currentContext": null, "error": "No current context is set" }'))).toMatch(/no device/);
    // An app file the user named that is not there stays the request's.
    expect(environmentFailure(forecast, plain('App file not found: /srv/app/config/team-photo.app. Please fix the issue and try again.'))).toBeUndefined();
    // A server with no workspace has none of the user's repositories; with a workspace, a missing one is the request's.
    expect(environmentFailure(forecast, outcome("Error: No session working directory set. Please specify a 'path' or use 'git_set_working_dir' first."))).toMatch(/no such repository/);
    expect(environmentFailure(forecast, outcome('Error: Working directory does not exist: /shared/infrastructure'))).toMatch(/no such repository/);
    const withFiles = { ...forecast, source: { ...source, workspace: { seed: 'test/fixtures/workspace' } } } as CatalogTool;
    expect(environmentFailure(withFiles, outcome('Error: Working directory does not exist: /workspace/app'))).toBeUndefined();
    // A file the user named that is not there is an answer, workspace or not.
    expect(environmentFailure(forecast, outcome("ENOENT: no such file or directory, stat '/workspace/retro.csv'"))).toBeUndefined();
    // The request's own mistakes stay the request's.
    expect(environmentFailure(forecast, outcome('Error: MCP error -32600: Either manifest, filename, or resourceType must be provided'))).toBeUndefined();
    expect(environmentFailure(forecast, outcome('Error: Only .drawio and .xml files are supported: assets/images/invoice-2291.png'))).toBeUndefined();
    // A long result that mentions credentials in passing is the request's answer, not the machine's failure.
    expect(environmentFailure(forecast, plain(`Setup guide: ${'step. '.repeat(80)} If credentials are not available, run gcloud auth.`))).toBeUndefined();
  });

  it('under "real" the trajectory is the reject exec.environment', async () => {
    const config = ExecuteConfigSchema.parse({ sandbox: 'none', backend: 'real' });
    const outcome = await executeTask(task(), { catalog, config, sandbox: 'none', moved: new MovedToSimulator() });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.reject.code).toBe('exec.environment');
    expect(outcome.reject.message).toMatch(/weather\/get_forecast: no network here: .*fetch failed/);
  });

  it('under "auto" the failing tool moves to the simulator for the run, and the trajectory is played again', async () => {
    const config = ExecuteConfigSchema.parse({ sandbox: 'none', backend: 'auto' });
    const moved = new MovedToSimulator();
    const first = await executeTask(task(), { catalog, config, sandbox: 'none', moved });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const [weather, words] = first.trajectory.calls;
    expect(weather).toMatchObject({ execution: 'simulated', isError: false });
    expect(first.trajectory.messages.find((m) => m.role === 'tool')?.content).not.toMatch(/fetch failed/);
    // One server, one backend per trajectory: its state is in one place.
    expect(words).toMatchObject({ execution: 'simulated', isError: false });
    expect(moved.has(forecast)).toBe(true);
    expect(moved.has(count)).toBe(false);
    // The next trajectory goes straight to the simulator for that tool.
    const second = await executeTask(callTask([{ toolId: forecast.id, arguments: { city: 'Oslo' } }], 22), { catalog, config, sandbox: 'none', moved });
    expect(second.ok && second.trajectory.calls[0]?.execution).toBe('simulated');
    // A trajectory that calls only the working tool plays it on the real server.
    const third = await executeTask(callTask([{ toolId: count.id, arguments: { text: 'two words' } }], 23), { catalog, config, sandbox: 'none', moved });
    expect(third.ok && third.trajectory.calls[0]).toMatchObject({ execution: 'real', isError: false });
  });
});
