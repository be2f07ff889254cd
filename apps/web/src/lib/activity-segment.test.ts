import { describe, expect, it } from 'vitest';
import { DefinitionForActivityQuery } from '@sendwell/contracts';
import { readActivitySegment, withActivitySegment } from './activity-segment';

const readBack = (params: URLSearchParams) => DefinitionForActivityQuery.parse(Object.fromEntries(params));

describe('withActivitySegment', () => {
  it("names one campaign's activity and keeps the table's parameters", () => {
    const params = withActivitySegment(new URLSearchParams('page=2&search=vip'), {
      recipientListId: 7,
      forActivity: 'hasNotClicked',
      campaignId: 31,
    });
    expect(params.get('page')).toBe('2');
    expect(params.get('search')).toBe('vip');
    params.delete('page');
    params.delete('search');
    expect(readBack(params)).toEqual({ recipientListId: 7, forActivity: 'hasNotClicked', campaignId: 31 });
  });

  it('leaves the campaign out for recent activity, also over an earlier one', () => {
    const earlier = withActivitySegment(new URLSearchParams(), {
      recipientListId: 7,
      forActivity: 'hasOpened',
      campaignId: 31,
    });
    const params = withActivitySegment(earlier, { recipientListId: 9, forActivity: 'hasClicked' });
    expect(params.has('campaignId')).toBe(false);
    expect(readBack(params)).toEqual({ recipientListId: 9, forActivity: 'hasClicked' });
  });
});

describe('readActivitySegment', () => {
  it('reads the parameters as the definition call does', () => {
    const samples = [
      'recipientListId=7&forActivity=hasOpened',
      'recipientListId=7&forActivity=hasOpened&campaignId=31',
      'recipientListId=7&forActivity=hasOpened&campaignId=',
      'recipientListId=7&forActivity=hasOpened&campaignId=x',
      'recipientListId=0&forActivity=hasOpened',
      'recipientListId=7&forActivity=opened',
      'forActivity=wasSent',
      'recipientListId=7',
      'recipientListId=+7+&forActivity=wasNotSent&campaignId=1e2',
      '',
    ];
    for (const sample of samples) {
      const params = new URLSearchParams(sample);
      const parsed = DefinitionForActivityQuery.safeParse(Object.fromEntries(params));
      expect(readActivitySegment(params), sample).toEqual(parsed.success ? parsed.data : undefined);
    }
  });
});
