// Entities of one server with the same head noun are one only when their qualifiers agree or an id name says so.
// Seen in the real catalog: Lark's chat members were listed as "permission members" (a doc's collaborators), every
// AntV chart was stored as an "organization chart", and Grafana's Loki label names as Prometheus ones.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { fillProfiles } from '../../src/catalog/profiles.js';
import { WorldModel } from '../../src/world/model.js';
import { PROJECT, readLines } from '../helpers.js';

const real = fillProfiles(readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')));
const model = WorldModel.of(real);
const entityOf = (id: string) => model.binding(real.find((t) => t.id === id) as CatalogTool)?.entity.entity;

describe('entities of one server', () => {
  it('stay apart when their qualifiers have nothing in common', () => {
    expect(entityOf('lark/im_v1_chatMembers_get')).toBe('chat member');
    expect(entityOf('antv-chart/generate_pie_chart')).toBe('pie chart');
    expect(entityOf('grafana/list_loki_label_names')).toBe('loki label name');
  });

  it('are one when one qualifier is among the other\'s, or runs into it', () => {
    expect(entityOf('gitlab-zereight/list_group_merge_requests')).toBe('merge request');
    expect(entityOf('ms-365/list-plan-tasks')).toBe('planner task');
    expect(entityOf('ms-365/list-mail-folder-messages')).toBe('mail message');
  });
});
