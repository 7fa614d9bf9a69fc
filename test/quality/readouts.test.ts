// The answer-habit figures (src/quality/readouts.ts) on answers seen in real runs: a field-by-field readout counts
// its fields, a sentence that says the same in words does not; a time said unasked counts, one asked for does not.
import { describe, expect, it } from 'vitest';
import { fieldReadouts, unaskedTime } from '../../src/quality/readouts.js';

const page = { id: 'p_1', title: 'Release checklist 5.0', word_count: 787, size_bytes: 40012, created_at: '2025-12-26T15:16:00Z', updated_at: '2026-01-19T13:30:00Z' };

describe('answer habits', () => {
  it('counts the fields an answer reads out as "key value", in lists too, and not the same facts said in words', () => {
    expect(fieldReadouts('Here it is: “Release checklist 5.0”, with word count 787, created at 26 December 2025 at 15:16, updated at 19 January 2026 at 13:30.', [page])).toBe(3);
    expect(fieldReadouts('Here it is: “Release checklist 5.0”, with word count: 787 and size bytes 40,012.', [page])).toBe(2);
    expect(fieldReadouts('Here it is: “Release checklist 5.0”: 787 words, 39.1 KB.', [page])).toBe(0);
    const listed = { items: [{ name: 'api-dev-01', version: '1572040', hardware: 'gpu-a40-large' }] };
    expect(fieldReadouts('The first one has version 1572040, hardware gpu-a40-large.', [listed])).toBe(2);
    // Text results have no fields.
    expect(fieldReadouts('version 1.2', [undefined])).toBe(0);
  });

  it('counts a create\'s arguments read back as a form, whether the result repeats them or not', () => {
    const args = { title: 'Lighthouse standup', start: '2027-01-08T08:30:00Z', duration_minutes: 90, visibility: 'busy_only' };
    const form = 'I\'ve added the event “Lighthouse standup” with start 8 January 2027 at 08:30, duration 90 minutes and visibility busy only.';
    expect(fieldReadouts(form, [{ id: 'ev_1' }], [args])).toBe(3);
    expect(fieldReadouts(form, [{ id: 'ev_1' }])).toBe(0);
    // Said as a person confirms it, nothing is read out.
    expect(fieldReadouts('I\'ve added “Lighthouse standup” on Friday 8 January 2027 at 08:30, for an hour and a half, shown as busy.', [{ id: 'ev_1' }], [args])).toBe(0);
  });

  it('flags a record\'s time said though no user message asked when', () => {
    const said = 'Sift analysis “Timezone handling analysis” is completed; created at 24 January 2026 at 10:45, updated at 10 October 2026 at 09:25.';
    expect(unaskedTime(said, 'Show me the sift analysis for the timezone bug.')).toBe(true);
    expect(unaskedTime(said, 'When was the timezone analysis last updated?')).toBe(false);
    expect(unaskedTime('It was last updated on 3 June 2026.', 'get the resource')).toBe(true);
    expect(unaskedTime('The meeting starts on 3 June 2026.', 'get the meeting')).toBe(false);
    expect(unaskedTime('One comment came back: created time 7 October 2026 at 08:30.', 'list the comments')).toBe(true);
  });
});
