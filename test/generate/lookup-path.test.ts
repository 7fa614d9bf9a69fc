// Where a lookup's result shows the record's id: under the record's own key, not a page field that holds the same number.
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../src/generate/tasks/lookup.js';

describe('pathOf', () => {
  const page = { virtual_machines: [{ virtualMachineId: 44, name: 'build-batch-09' }, { virtualMachineId: 5, name: 'worker-eu-05', data_center_id: 44 }], total_count: 5 };

  it("finds the id under the record's key before a total_count of the same value", () => {
    expect(pathOf(page, 5, 'virtualMachineId')).toBe('virtual_machines[1].virtualMachineId');
    expect(pathOf(page, 44, 'virtualMachineId')).toBe('virtual_machines[0].virtualMachineId');
  });

  it('falls back to any field holding the value when no field has the key', () => {
    expect(pathOf({ items: [{ id: 'a1' }, { id: 'b2' }] }, 'b2', 'itemId')).toBe('items[1].id');
    expect(pathOf(page, 'nope', 'virtualMachineId')).toBeUndefined();
  });
});
