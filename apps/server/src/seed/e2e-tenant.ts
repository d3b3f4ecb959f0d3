import crypto from 'node:crypto';
import { z } from 'zod';
import { CUSTOMER_ROLES, PROFILE_ROLES, SERVICES, defaultCustomisation } from '@campus/contracts';
import type { Database } from '../db/client.js';
import {
  customerUserRoles,
  customers,
  customFields,
  enrolments,
  organisationUnitManagers,
  organisationUnits,
  subscriptions,
  userProfiles,
  users,
  workspaceGroupMembers,
  workspaceGroups,
  workspaces,
} from '../db/schema/index.js';
import { hashAtTestCost } from './test-password-cost.js';
import { enrol, offerCourse } from './demo-learning.js';

/**
 * What one end-to-end journey needs that the public API cannot create yet (decision 0023): a
 * customer with its subscriptions, workspaces with units, groups, profile fields and courses, and
 * people with their roles. Names are the journey's; keys tie people to workspaces, units and
 * groups within the request.
 */
export const e2eTenantSchema = z.object({
  customer: z.object({ name: z.string().min(1), services: z.array(z.enum(SERVICES)).min(1) }),
  workspaces: z
    .array(
      z.object({
        key: z.string().min(1),
        name: z.string().min(1),
        /** In order: a unit's parent comes before it. */
        units: z.array(z.object({ name: z.string().min(1), parent: z.string().optional() })).default([]),
        groups: z.array(z.string().min(1)).default([]),
        profileFields: z
          .array(
            z.object({
              name: z.string().min(1),
              fieldType: z.enum(['text', 'single_choice']),
              required: z.boolean().default(false),
              help: z.string().nullable().default(null),
              minLength: z.number().int().optional(),
              maxLength: z.number().int().optional(),
              set: z.array(z.string()).optional(),
            }),
          )
          .default([]),
        courses: z.array(z.object({ name: z.string().min(1), requireApproval: z.boolean() })).default([]),
      }),
    )
    .default([]),
  people: z
    .array(
      z.object({
        key: z.string().min(1),
        email: z.email(),
        firstName: z.string().min(1),
        lastName: z.string().min(1),
        password: z.string().min(1),
        superadmin: z.boolean().default(false),
        customerRoles: z.array(z.enum(CUSTOMER_ROLES)).default([]),
        profiles: z
          .array(
            z.object({
              workspace: z.string(),
              roles: z.array(z.enum(PROFILE_ROLES)).min(1),
              unit: z.string().optional(),
              groups: z.array(z.string()).default([]),
              manages: z.array(z.string()).default([]),
              /** Courses (by name) this person asked to join and waits for approval on, oldest first. */
              requests: z.array(z.string()).default([]),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});
export type E2eTenant = z.infer<typeof e2eTenantSchema>;

export const e2eTenantResultSchema = z.object({
  customerId: z.string(),
  workspaces: z.record(
    z.string(),
    z.object({
      id: z.string(),
      name: z.string(),
      domain: z.string(),
      /** The workspace's units' ids by name (a journey offers a course to one unit). */
      units: z.record(z.string(), z.string()).optional(),
    }),
  ),
  people: z.record(z.string(), z.object({ id: z.string(), email: z.string() })),
});
export type E2eTenantResult = z.infer<typeof e2eTenantResultSchema>;

const need = <T>(row: T | undefined, what: string): T => {
  if (!row) throw new Error(`The ${what} was not inserted`);
  return row;
};

/** Inserts the whole tenant in one transaction: a journey never sees half of it. */
export async function seedE2eTenant(db: Database, tenant: E2eTenant): Promise<E2eTenantResult> {
  // Once per distinct password, before the transaction, at the test cost (decision 0037).
  const hashes = new Map<string, string>();
  for (const person of tenant.people) {
    if (!hashes.has(person.password)) hashes.set(person.password, await hashAtTestCost(person.password));
  }
  return db.transaction(async (tx) => {
    const customer = need(
      (
        await tx
          .insert(customers)
          .values({ name: tenant.customer.name, longName: tenant.customer.name, email: 'hello@e2e.test' })
          .returning()
      )[0],
      'customer',
    );
    await tx.insert(subscriptions).values(
      tenant.customer.services.map((serviceKey) => ({
        customerId: customer.id,
        serviceKey,
        fromDate: new Date(Date.UTC(2026, 0, 1)),
        status: 'active' as const,
      })),
    );

    const result: E2eTenantResult = { customerId: customer.id, workspaces: {}, people: {} };
    const units = new Map<string, string>();
    const groups = new Map<string, string>();
    const courses = new Map<string, string>();
    const firstStaff = tenant.people[0];
    const inWorkspace = (workspaceKey: string, name: string) => `${workspaceKey}\u0000${name}`;

    for (const spec of tenant.workspaces) {
      // Domains are unique across the platform: each journey's get a random suffix.
      const domain = `e2e-${crypto.randomBytes(6).toString('hex')}`;
      const workspace = need(
        (
          await tx
            .insert(workspaces)
            .values({
              customerId: customer.id,
              name: spec.name,
              domain,
              customisation: { ...defaultCustomisation(), displayName: spec.name, helpdeskEmail: 'help@e2e.test' },
            })
            .returning()
        )[0],
        'workspace',
      );
      result.workspaces[spec.key] = { id: workspace.id, name: workspace.name, domain };
      for (const [position, unit] of spec.units.entries()) {
        const parentId = unit.parent === undefined ? null : units.get(inWorkspace(spec.key, unit.parent));
        if (parentId === undefined) throw new Error(`Unit ${unit.parent} must come before ${unit.name}`);
        const row = need(
          (
            await tx
              .insert(organisationUnits)
              .values({ customerId: customer.id, workspaceId: workspace.id, parentId, name: unit.name, position })
              .returning()
          )[0],
          'unit',
        );
        units.set(inWorkspace(spec.key, unit.name), row.id);
        result.workspaces[spec.key]!.units = { ...result.workspaces[spec.key]!.units, [unit.name]: row.id };
      }
      for (const name of spec.groups) {
        const row = need(
          (
            await tx
              .insert(workspaceGroups)
              .values({ customerId: customer.id, workspaceId: workspace.id, name })
              .returning()
          )[0],
          'group',
        );
        groups.set(inWorkspace(spec.key, name), row.id);
      }
      if (spec.profileFields.length) {
        await tx.insert(customFields).values(
          spec.profileFields.map((field, position) => ({
            customerId: customer.id,
            workspaceId: workspace.id,
            name: field.name,
            fieldType: field.fieldType,
            customValidation: { minLength: field.minLength, maxLength: field.maxLength, set: field.set },
            help: field.help,
            required: field.required,
            position,
          })),
        );
      }
    }

    const lookup = (map: Map<string, string>, workspaceKey: string, name: string, what: string) => {
      const found = map.get(inWorkspace(workspaceKey, name));
      if (!found) throw new Error(`No ${what} ${name} in workspace ${workspaceKey}`);
      return found;
    };
    const workspaceFor = (key: string) => {
      const found = result.workspaces[key];
      if (!found) throw new Error(`No workspace ${key}`);
      return { id: found.id, customerId: customer.id };
    };

    const requests: { workspace: string; course: string; userId: string; profileId: string }[] = [];
    for (const person of tenant.people) {
      const user = need(
        (
          await tx
            .insert(users)
            .values({
              email: person.email,
              firstName: person.firstName,
              lastName: person.lastName,
              passwordHash: hashes.get(person.password) as string,
              isSuperadmin: person.superadmin,
              // The superadmin role always needs two-factor authentication (01 §4).
              mfaRequired: person.superadmin,
            })
            .returning()
        )[0],
        'user',
      );
      result.people[person.key] = { id: user.id, email: user.email };
      if (person.customerRoles.length) {
        await tx
          .insert(customerUserRoles)
          .values(person.customerRoles.map((role) => ({ customerId: customer.id, userId: user.id, role })));
      }
      for (const spec of person.profiles) {
        const workspace = workspaceFor(spec.workspace);
        const profile = need(
          (
            await tx
              .insert(userProfiles)
              .values({
                userId: user.id,
                customerId: customer.id,
                workspaceId: workspace.id,
                roles: spec.roles,
                organisationUnitId: spec.unit ? lookup(units, spec.workspace, spec.unit, 'unit') : null,
              })
              .returning()
          )[0],
          'profile',
        );
        for (const name of spec.groups) {
          await tx.insert(workspaceGroupMembers).values({
            customerId: customer.id,
            workspaceId: workspace.id,
            groupId: lookup(groups, spec.workspace, name, 'group'),
            profileId: profile.id,
          });
        }
        for (const name of spec.manages) {
          await tx.insert(organisationUnitManagers).values({
            customerId: customer.id,
            workspaceId: workspace.id,
            unitId: lookup(units, spec.workspace, name, 'unit'),
            profileId: profile.id,
          });
        }
        for (const course of spec.requests) {
          requests.push({ workspace: spec.workspace, course, userId: user.id, profileId: profile.id });
        }
      }
    }

    // Courses are owned by the first person listed (the journey's staff member).
    const ownerId = firstStaff ? result.people[firstStaff.key]?.id : undefined;
    for (const spec of tenant.workspaces) {
      for (const course of spec.courses) {
        if (!ownerId) throw new Error('Courses need a person to own them');
        const itemId = await offerCourse(tx, workspaceFor(spec.key), ownerId, {
          name: course.name,
          description: `${course.name}, offered for an end-to-end journey.`,
          duration: '01:00:00',
          requireApproval: course.requireApproval,
        });
        courses.set(inWorkspace(spec.key, course.name), itemId);
      }
    }
    for (const [index, request] of requests.entries()) {
      await tx.insert(enrolments).values(
        enrol(
          workspaceFor(request.workspace),
          lookup(courses, request.workspace, request.course, 'course'),
          { userId: request.userId, profileId: request.profileId },
          'awaiting_approval',
          // Oldest first, in the order given: the request list sorts by age.
          requests.length - index,
        ),
      );
    }
    return result;
  });
}
