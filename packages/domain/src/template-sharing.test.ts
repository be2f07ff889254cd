import { describe, expect, it } from 'vitest';
import { sharesTemplates } from './template-sharing';

const on = { disableShareTemplate: false };
const off = { disableShareTemplate: true };

describe('sharesTemplates', () => {
  it('lets paid plans and trials share', () => {
    expect(sharesTemplates({ planName: 'Lite', templateSettings: on })).toBe(true);
    expect(sharesTemplates({ planName: 'Pro', templateSettings: on })).toBe(true);
    expect(sharesTemplates({ planName: 'Free Trial', templateSettings: on })).toBe(true);
  });

  it('keeps sharing from the free plan', () => {
    expect(sharesTemplates({ planName: 'Free Plan', templateSettings: on })).toBe(false);
  });

  it('obeys the admin setting whatever the plan', () => {
    expect(sharesTemplates({ planName: 'Max', templateSettings: off })).toBe(false);
    expect(sharesTemplates({ planName: 'Free Trial', templateSettings: off })).toBe(false);
  });
});
