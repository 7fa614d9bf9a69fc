// A step done by other code is not done: the code key changes with any source file's bytes or name, and only then.
import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeKey } from '../../src/core/code-key.js';
import { tempDir } from '../helpers.js';

describe('the code key', () => {
  it('is the same for the same files, and changes when a source file or a prompt changes', async () => {
    const root = tempDir();
    mkdirSync(join(root, 'generate', 'prompts'), { recursive: true });
    writeFileSync(join(root, 'generate', 'offline.js'), 'export const a = 1;\n');
    writeFileSync(join(root, 'generate', 'prompts', 'task.md'), 'Write like a person.\n');
    writeFileSync(join(root, 'notes.txt'), 'not code\n');
    const first = await codeKey(root);
    expect(await codeKey(root)).toBe(first);
    writeFileSync(join(root, 'notes.txt'), 'still not code\n');
    expect(await codeKey(root)).toBe(first);
    writeFileSync(join(root, 'generate', 'prompts', 'task.md'), 'Write like a person, briefly.\n');
    const second = await codeKey(root);
    expect(second).not.toBe(first);
    writeFileSync(join(root, 'generate', 'offline.js'), 'export const a = 2;\n');
    expect(await codeKey(root)).not.toBe(second);
  });

  it("reads the tree it was loaded from: this checkout's src/", async () => {
    expect(await codeKey()).toMatch(/^[0-9a-f]{16}$/);
  });
});
