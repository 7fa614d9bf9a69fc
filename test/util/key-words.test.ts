// Keys as words: an acronym's plural stays one word. A load balancer's "DropletIDs" was read out as "droplet i ds 2".
import { describe, expect, it } from 'vitest';
import { keyWords } from '../../src/util/english.js';

describe('keys as words', () => {
  it('keeps an acronym plural whole and still splits acronyms from the words after them', () => {
    expect(keyWords('DropletIDs')).toBe('droplet ids');
    expect(keyWords('TargetLoadBalancerIDs')).toBe('target load balancer ids');
    expect(keyWords('URLs')).toBe('urls');
    expect(keyWords('IDsList')).toBe('ids list');
    expect(keyWords('APIKey')).toBe('API key');
    expect(keyWords('getHTTPResponse')).toBe('get HTTP response');
    expect(keyWords('user_ids')).toBe('user ids');
  });
});
