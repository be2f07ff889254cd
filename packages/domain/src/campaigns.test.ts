import { describe, expect, it } from 'vitest';
import { CampaignMessages } from '@sendwell/contracts';
import {
  campaignStatusLabel,
  campaignTypeLabel,
  distinctListIds,
  isDraftCampaign,
  validateCampaignName,
  withAudienceList,
} from './campaigns';

describe('validateCampaignName', () => {
  it('refuses an empty or blank name', () => {
    expect(validateCampaignName('')).toBe(CampaignMessages.nameEmpty);
    expect(validateCampaignName('   ')).toBe('Campaign name cannot be empty');
  });

  it('takes up to 256 characters once trimmed', () => {
    expect(validateCampaignName('a'.repeat(256))).toBeNull();
    expect(validateCampaignName(`  ${'a'.repeat(256)}  `)).toBeNull();
    expect(validateCampaignName('a'.repeat(257))).toBe('Campaign name cannot be more than 256 characters');
  });

  it('accepts an ordinary name', () => {
    expect(validateCampaignName('Spring sale')).toBeNull();
  });
});

describe('labels', () => {
  it('reads the types as the table shows them', () => {
    expect(campaignTypeLabel('bulk')).toBe('Bulk');
    expect(campaignTypeLabel('TRIGGERED')).toBe('Triggered');
  });

  it('reads statuses as words, including ones it does not know', () => {
    expect(campaignStatusLabel('draft')).toBe('Draft');
    expect(campaignStatusLabel('sent')).toBe('Sent');
    expect(campaignStatusLabel('SCHEDULED')).toBe('Scheduled');
    expect(campaignStatusLabel('in_progress')).toBe('In progress');
  });
});

describe('isDraftCampaign', () => {
  it('is a draft only while unsent', () => {
    expect(isDraftCampaign({ status: 'draft', sentOn: null })).toBe(true);
    expect(isDraftCampaign({ status: 'sent', sentOn: '2026-01-01T00:00:00.000Z' })).toBe(false);
    expect(isDraftCampaign({ status: 'draft', sentOn: '2026-01-01T00:00:00.000Z' })).toBe(false);
  });
});

describe('audience lists', () => {
  it('adds a list at the end, once', () => {
    expect(withAudienceList([3, 1], 2)).toEqual([3, 1, 2]);
    expect(withAudienceList([3, 1], 3)).toEqual([3, 1]);
    expect(withAudienceList([], 7)).toEqual([7]);
  });

  it('keeps each list once in the order first given', () => {
    expect(distinctListIds([4, 2, 4, 9, 2])).toEqual([4, 2, 9]);
  });
});
