import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customFields } from '../../../db/schema/index.js';
import { createCustomField, createPerson, createTenant, tokenOf, type Workspace } from '../../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
let learner: string;
let learnerId: string;
let learning: Workspace;
let fields: Record<string, string>;

/** A workspace with an optional text field and an optional choice, and a learner of it. */
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  ({ workspace: learning } = await createTenant(db));
  const employeeNumber = await createCustomField(db, learning, {
    name: 'Employee number',
    customValidation: { minLength: 4, maxLength: 10 },
    position: 0,
  });
  const department = await createCustomField(db, learning, {
    name: 'Department',
    fieldType: 'single_choice',
    customValidation: { set: ['Sales', 'Operations', 'Finance'] },
    position: 1,
  });
  fields = { 'Employee number': employeeNumber.id, Department: department.id };
  const person = await createPerson(db, learning);
  learnerId = person.user.id;
  learner = await tokenOf(ctx.app, person);
});
afterAll(() => ctx.close());

const filledIn = async (token: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/sso/v2/all-custom-fields-filled-in/${learning.id}`,
      headers: bearer(token),
    })
  ).json().allFilledIn as boolean;

const save = (token: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/sso/v2/users', headers: bearer(token), payload });

describe('own custom profile fields', () => {
  it('lists the workspace’s fields and the person’s values; saving fills the required one', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/sso/v2/custom-fields/${learning.id}`,
      headers: bearer(learner),
    });
    expect(list.json().data.map((field: { name: string }) => field.name)).toEqual(['Employee number', 'Department']);

    // Make one required: the gate now says the learner has missing information.
    await ctx.database.db
      .update(customFields)
      .set({ required: true })
      .where(eq(customFields.id, fields['Department']!));
    expect(await filledIn(learner)).toBe(false);

    const missing = await save(learner, { id: learnerId, workspaceId: learning.id, customFields: {} });
    expect(missing.json()).toMatchObject({ code: 'emptyUserFields' });
    const wrong = await save(learner, {
      id: learnerId,
      workspaceId: learning.id,
      customFields: { [fields['Department']!]: 'Marketing' },
    });
    expect(wrong.json()).toMatchObject({ message: 'Department: choose one of the options offered.' });

    const saved = await save(learner, {
      id: learnerId,
      workspaceId: learning.id,
      customFields: [
        { id: fields['Department'], value: 'Finance' },
        { id: fields['Employee number'], value: '' },
      ],
    });
    expect(saved.statusCode).toBe(204);
    // Text that looks like a number stays text.
    const digits = await save(learner, {
      id: learnerId,
      workspaceId: learning.id,
      customFields: { [fields['Department']!]: 'Finance', [fields['Employee number']!]: '20261' },
    });
    expect(digits.statusCode).toBe(204);
    const withDigits = await ctx.app.inject({
      method: 'GET',
      url: `/api/sso/v2/user-custom-fields/${learning.id}`,
      headers: bearer(learner),
    });
    expect(withDigits.json().values[fields['Employee number']!]).toBe('20261');
    await save(learner, {
      id: learnerId,
      workspaceId: learning.id,
      customFields: [
        { id: fields['Department'], value: 'Finance' },
        { id: fields['Employee number'], value: '' },
      ],
    });
    expect(await filledIn(learner)).toBe(true);
    const values = await ctx.app.inject({
      method: 'GET',
      url: `/api/sso/v2/user-custom-fields/${learning.id}`,
      headers: bearer(learner),
    });
    // The empty value was dropped, not stored.
    expect(values.json()).toEqual({ values: { [fields['Department']!]: 'Finance' } });
    await ctx.database.db
      .update(customFields)
      .set({ required: false })
      .where(eq(customFields.id, fields['Department']!));
  });

  it('keeps people to their own values in their own workspace', async () => {
    const manager = await tokenOf(ctx.app, await createPerson(ctx.database.db, learning, { roles: ['manager'] }));
    const someoneElse = await save(manager, { id: learnerId, workspaceId: learning.id, customFields: {} });
    expect(someoneElse.statusCode).toBe(404);

    const southwind = await tokenOf(
      ctx.app,
      await createPerson(ctx.database.db, (await createTenant(ctx.database.db)).workspace),
    );
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/sso/v2/custom-fields/${learning.id}`,
      headers: bearer(southwind),
    });
    expect(foreign.statusCode).toBe(404);

    const email = await save(learner, {
      id: learnerId,
      workspaceId: learning.id,
      emailAddress: 'elsewhere@example.com',
      customFields: {},
    });
    expect(email.json()).toMatchObject({ code: 'email_change_needs_verification' });
  });
});
