import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_STATE, parseTableState } from './use-list-table-state';

const parse = (query: string) => parseTableState(new URLSearchParams(query));

describe('parseTableState', () => {
  it('reads the defaults from an empty address', () => {
    expect(parse('')).toEqual(DEFAULT_TABLE_STATE);
    expect(DEFAULT_TABLE_STATE).toMatchObject({
      page: 1,
      pageSize: 10,
      sortBy: 'createdOn',
      sortOrder: 'descend',
    });
  });
  it('reads every part of the table state', () => {
    expect(
      parse('page=3&pageSize=25&sortBy=recipientsCount&sortOrder=ascend&search=vip&archived=true'),
    ).toEqual({
      page: 3,
      pageSize: 25,
      sortBy: 'recipientsCount',
      sortOrder: 'ascend',
      search: 'vip',
      archived: true,
    });
  });
  it('falls back to the default for values the API would refuse', () => {
    expect(parse('page=0&pageSize=7&sortBy=owner&sortOrder=up&archived=yes')).toEqual(DEFAULT_TABLE_STATE);
  });
  it('ignores parameters of other features', () => {
    expect(parse('selectedSegmentTypeForContactEngagement=highOpeners')).toEqual(DEFAULT_TABLE_STATE);
  });
});
