// A new title or name is a rename, whatever the tool's verb: the quickstart's "rename the document … to 'Meeting notes
// May 10'" was answered "Updated the document “On-call runbook”: title is now “Meeting notes May 10”", and 15 of an
// all-simulated real-catalog run's updates said a new name as a field that "is now" it.
import { describe, expect, it } from 'vitest';
import { finalAnswer } from '../../src/execute/answers.js';
import { Rng } from '../../src/util/random.js';
import { catalogTool } from './helpers.js';

const source = { kind: 'synthetic' as const, id: 'docs', domain: 'docs', derivedFrom: [] };
const update = catalogTool('docs', 'update_document', source, { profile: { action: 'update', entity: 'document', system: 'Docs', params: { id: 'id', title: 'title', status: 'enum' }, idParam: 'id', reversible: true } });
const share = catalogTool('docs', 'share_document', source, { profile: { action: 'update', verb: 'share', entity: 'document', system: 'Docs', params: { id: 'id', title: 'title' }, idParam: 'id', reversible: true } });

describe('an update that gives a new title', () => {
  it('is said as a rename, from the name the user knew, with any other change after it', () => {
    for (let seed = 0; seed < 6; seed++) {
      const doc = { id: 'doc_1', title: 'Q3 plan', status: 'published' };
      const ref = 'the document “On-call runbook”';
      const only = finalAnswer(new Rng(seed), [{ name: 'update_document', text: JSON.stringify(doc), isError: false, args: { id: 'doc_1', title: 'Q3 plan' }, tool: update, data: doc, ref }]);
      expect(only).toBe('Renamed the document “On-call runbook” to “Q3 plan”.');
      const more = finalAnswer(new Rng(seed), [{ name: 'update_document', text: JSON.stringify(doc), isError: false, args: { id: 'doc_1', title: 'Q3 plan', status: 'published' }, tool: update, data: doc, ref }]);
      expect(more).toMatch(/^Renamed the document “On-call runbook” to “Q3 plan”; status is now published\.$/);
      expect(more).not.toMatch(/title is now/);
    }
  });

  it('of a file is a rename too ("filename is now hero-banner.jpg" said a rename as a field)', () => {
    const asset = catalogTool('docs', 'update_asset', source, { profile: { action: 'update', entity: 'asset', system: 'Images', params: { id: 'id', filename: 'path' }, idParam: 'id', reversible: true } });
    const rec = { id: 'a_1', filename: 'hero-banner.jpg' };
    const said = finalAnswer(new Rng(2), [{ name: 'update_asset', text: JSON.stringify(rec), isError: false, args: { id: 'a_1', filename: 'hero-banner.jpg' }, tool: asset, data: rec, ref: 'the asset login-screenshot.jpg' }]);
    expect(said).toBe('Renamed the asset login-screenshot.jpg to hero-banner.jpg.');
  });

  it('of an action of its own (a share) stays that action', () => {
    const doc = { id: 'doc_1', title: 'Q3 plan' };
    const shared = finalAnswer(new Rng(1), [{ name: 'share_document', text: JSON.stringify(doc), isError: false, args: { id: 'doc_1', title: 'Q3 plan' }, tool: share, data: doc }]);
    expect(shared).not.toMatch(/^Renamed/);
  });
});
