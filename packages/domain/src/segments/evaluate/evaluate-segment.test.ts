import type { SegmentFilter } from '@sendwell/contracts';
import { describe, expect, it } from 'vitest';
import { evaluateSegment } from './evaluate-segment';
import { contact, dataset, where } from './test-dataset';

const data = dataset({
  contacts: [
    contact(1, { properties: { plan: 'Gold' } }),
    contact(2, { isUnsubscribed: true, properties: { plan: 'Gold', score: 3 } }),
    contact(3, { isBlocked: true, properties: { score: 3 } }),
    contact(4, { archived: true, properties: { plan: 'Gold' } }),
    contact(5),
  ],
  listMembers: [
    { listId: 10, contactId: 1 },
    { listId: 10, contactId: 2 },
    { listId: 10, contactId: 4 },
    { listId: 11, contactId: 3 },
    { listId: 11, contactId: 1 },
  ],
});
const gold: SegmentFilter = {
  property: 'userProperty',
  condition: 'plan',
  operator: 'equals',
  compareValue: 'gold',
};
const three: SegmentFilter = {
  property: 'userProperty',
  condition: 'score',
  operator: 'equals',
  compareValue: 3,
};

describe('evaluateSegment', () => {
  it('holds every live contact of the audience when there are no conditions', () => {
    expect(evaluateSegment(where(), data)).toEqual([1, 2, 3, 5]);
    expect(evaluateSegment({ ...where(), recipientLists: [10] }, data)).toEqual([1, 2]);
    expect(
      evaluateSegment({ ...where(), recipientLists: [10, 11], excludeRecipientList: [11] }, data),
    ).toEqual([2]);
  });
  it('keeps to the special choices and leaves out the excluded statuses', () => {
    expect(evaluateSegment({ ...where(), isUnsubscribed: true }, data)).toEqual([2]);
    expect(evaluateSegment({ ...where(), isBlocked: true }, data)).toEqual([3]);
    expect(evaluateSegment({ ...where(), isUnsubscribed: true, isBlocked: true }, data)).toEqual([2, 3]);
    expect(
      evaluateSegment({ ...where(), excludeIsUnsubscribed: true, excludeIsBlocked: true }, data),
    ).toEqual([1, 5]);
  });
  it('ANDs the filters of a group and ORs the groups', () => {
    expect(evaluateSegment(where([gold, three]), data)).toEqual([2]);
    expect(evaluateSegment(where([gold], [three]), data)).toEqual([1, 2, 3]);
    expect(evaluateSegment(where([gold], []), data)).toEqual([1, 2]);
  });
  it('evaluates only the contacts asked for', () => {
    expect(evaluateSegment(where([gold]), data, { contactIds: [2, 3, 4] })).toEqual([2]);
  });
});
