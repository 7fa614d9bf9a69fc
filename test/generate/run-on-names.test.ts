// A sentence that runs on after "Hi," keeps a name's capital: the quickstart read "Hello, evergreen Clinics brought this
// up twice this week" and the real catalog "Good day, mateo and I are reviewing …", "Hi, juniper Wellness chased us".
import { describe, expect, it } from 'vitest';
import { joinSentences, lowerFirst } from '../../src/generate/language/personas.js';

describe('a sentence running on', () => {
  it('keeps the capital of a person, a company or a project, and lower-cases the rest', () => {
    expect(joinSentences('Hello,', 'Evergreen Clinics brought this up twice this week.')).toBe('Hello, Evergreen Clinics brought this up twice this week.');
    expect(joinSentences('Good day,', 'Mateo and I are reviewing the audit.')).toBe('Good day, Mateo and I are reviewing the audit.');
    expect(joinSentences('Hi,', 'Tundra is slipping.')).toBe('Hi, Tundra is slipping.');
    expect(lowerFirst('Tomás asked for it.')).toBe('Tomás asked for it.');
    // A verb or a common word still runs on in lower case; "Mark" is a verb as often as a name.
    expect(joinSentences('Hi,', 'Please list the issues.')).toBe('Hi, please list the issues.');
    expect(joinSentences('Hey,', 'Mark it as done.')).toBe('Hey, mark it as done.');
    expect(joinSentences('Okay so', 'Can you help?')).toBe('Okay so can you help?');
  });
});
