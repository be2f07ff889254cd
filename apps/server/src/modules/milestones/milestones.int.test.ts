import { describe, expect, it } from 'vitest';
import { importRoutes, milestoneRoutes, segmentRoutes } from '@sendwell/contracts';
import { signUpUser, type SignedUpUser } from '../../../test/users';
import { EVERYONE } from '../../../test/segments/segment-test-fixtures';
import { useTestApp } from '../../../test/integration-setup';

const t = useTestApp();

const milestonesOf = async (user: SignedUpUser) => {
  const response = await user.browser.call(milestoneRoutes.list, {});
  expect(response.status).toBe(200);
  return Object.fromEntries(response.data.data.map((milestone) => [milestone.key, milestone]));
};

describe('getting-started milestones', () => {
  it('are pending for a new account and done once it has imported contacts and created a segment', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const fresh = await milestonesOf(user);
    expect(fresh).toEqual({
      importContacts: { key: 'importContacts', completed: false, completedOn: null },
      createSegment: { key: 'createSegment', completed: false, completedOn: null },
    });

    const imported = await user.browser.call(importRoutes.quickImport, { body: { name: 'First contacts', csvData: [{ email: 'first@milestone.test' }] } });
    expect(imported.status, imported.text).toBe(200);
    const afterImport = await milestonesOf(user);
    expect(afterImport.importContacts).toMatchObject({ completed: true, completedOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(afterImport.createSegment?.completed).toBe(false);

    const segment = await user.browser.call(segmentRoutes.saveToList, {
      body: { name: 'Milestone segment', ...EVERYONE, segmentType: 'dynamic', segmentFilters: [{ filters: [{ property: 'userProperty', condition: 'city', operator: 'equals', compareValue: 'Berlin' }] }], source: 'manual' },
    });
    expect(segment.status, segment.text).toBe(201);
    expect((await milestonesOf(user)).createSegment?.completed).toBe(true);

    // Another account's work is not this one's.
    expect(Object.values(await milestonesOf(other)).map((milestone) => milestone.completed)).toEqual([false, false]);
  });

  it('count contacts that came another way than an import as imported', async () => {
    const user = await signUpUser(t.app);
    expect((await milestonesOf(user)).importContacts?.completed).toBe(false);
    await t.ctx.db
      .insertInto('contacts')
      .values({ account_id: user.user.accountId, email: 'through-the-api@milestone.test', properties: '{}' })
      .execute();
    expect((await milestonesOf(user)).importContacts).toMatchObject({ completed: true, completedOn: expect.stringMatching(/^\d{4}-/) });
  });

  it('need a signed-in account', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/milestones' });
    expect(response.statusCode).toBe(401);
  });
});
