// A record's fields said as what the record does or is (src/execute/field-phrases.ts). Seen in the quickstart: "I've
// added the event “Lighthouse standup” with start 8 January 2027 at 08:30, duration 90 minutes and visibility busy
// only", "The share link … is created with expires in 7 days and permission edit": the user's own arguments read back
// as a form, in every create's answer.
import { describe, expect, it } from 'vitest';
import { predicateOf, subjectOf } from '../../src/util/field-phrases.js';
import { finalAnswer } from '../../src/execute/answers.js';
import { fieldReadouts } from '../../src/quality/readouts.js';
import { Rng } from '../../src/util/random.js';
import { catalogTool } from '../execute/helpers.js';

describe('field phrases', () => {
  it('say a field by the role its key names, and nothing for a key of no known role', () => {
    expect(predicateOf('start', '2027-01-08T08:30:00Z')).toBe('starts on Friday 8 January 2027 at 08:30');
    expect(predicateOf('due_date', '2027-01-11')).toBe('is due on Monday 11 January 2027');
    expect(predicateOf('duration_minutes', '90')).toBe('lasts an hour and a half');
    expect(predicateOf('durationSeconds', '22')).toBe('took 22 seconds');
    expect(predicateOf('expires_in_days', '7')).toBe('expires in a week');
    expect(predicateOf('retention_days', '30')).toBe('is kept for 30 days');
    expect(predicateOf('requester_email', 'lukas@vantage.com')).toBe('is from lukas@vantage.com');
    expect(predicateOf('assignee', 'Kwame Jones')).toBe('is assigned to Kwame Jones');
    expect(predicateOf('priority', 'medium')).toBe('has medium priority');
    expect(predicateOf('tier', 'cold')).toBe('is in the cold tier');
    // A ticket came in by a channel; a message is in one.
    expect(predicateOf('channel', 'chat')).toBe('came in by chat');
    expect(predicateOf('channel', 'eng-platform')).toBe('is in eng-platform');
    expect(predicateOf('color', 'SLATE_BLUE')).toBe('is slate blue');
    // A state is what the record is ("is published", not "is marked published"), else what it is marked.
    expect(predicateOf('status', 'VOIDED')).toBe('is voided');
    expect(predicateOf('status', 'published')).toBe('is published');
    expect(predicateOf('state', 'in_progress')).toBe('is in progress');
    expect(predicateOf('status', 'draft')).toBe('is a draft');
    expect(predicateOf('status', 'wont_fix')).toBe('is marked wont fix');
    // No role a person has words for: left to the caller (said as its key, or not at all).
    expect(predicateOf('visibility', 'busy_only')).toBeUndefined();
    expect(predicateOf('duration', '22')).toBeUndefined();
    expect(predicateOf('start', 'tomorrow')).toBeUndefined();
    expect(subjectOf('contact', 'Mateo Smith')).toBe('Mateo');
    expect(subjectOf('project', 'Mateo Smith')).toBe('It');
  });

  it('confirm a create by what the record does, not by reading the arguments back as a form', () => {
    const create = catalogTool('cal', 'create_event', { kind: 'synthetic', id: 'cal', domain: 'calendar', derivedFrom: [] }, { profile: { action: 'create', entity: 'event', entityPlural: 'events', system: 'Calendar', params: { title: 'title', start: 'datetime', duration_minutes: 'count', visibility: 'enum' }, reversible: true } });
    const args = { title: 'Lighthouse standup', start: '2027-01-08T08:30:00Z', duration_minutes: 90, visibility: 'busy_only' };
    const rec = { id: 'cgw_JwLJFI7ltDw', ...args, created_at: '2026-12-03T09:00:00Z' };
    const said = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const answer = finalAnswer(new Rng(seed), [{ name: 'create_event', text: JSON.stringify(rec), data: rec, isError: false, args, tool: create }]);
      expect(answer).toMatch(/“Lighthouse standup”/);
      expect(answer).toMatch(/starts on Friday 8 January 2027 at 08:30 and lasts an hour and a half/);
      expect(answer).not.toMatch(/\b(start|duration|visibility) /);
      expect(fieldReadouts(answer, [rec], [args])).toBe(0);
      said.add(answer.slice(0, 10));
    }
    expect(said.size).toBeGreaterThan(1);
  });
});
