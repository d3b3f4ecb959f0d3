import { z } from 'zod';

/**
 * Courses suggested to a workspace group's members or an organisation unit's people (03 §3
 * Workspace group and Organisation unit `suggestedCourses`, §7 Groups): catalogue items of the
 * workspace. Served by platform, which owns the groups and units (docs/decisions/0053).
 */

/** How many courses one group or unit may suggest. */
export const MAX_SUGGESTED_COURSES_PER_GROUP = 100;

export const suggestedCourseSchema = z.object({ catalogItemId: z.uuid(), name: z.string() });

export const groupWithCoursesSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  workspaceId: z.uuid(),
  customerId: z.uuid(),
  suggestedCourses: z.array(suggestedCourseSchema),
  disableSuggestedCourses: z.boolean(),
});
export type GroupWithCourses = z.infer<typeof groupWithCoursesSchema>;

// --- PATCH /api/sso/workspace-group/suggested-courses/{id} {suggestedCourses, disableSuggestedCourses?}
export const groupSuggestedCoursesBodySchema = z.object({
  /** Catalogue item ids of the group's workspace; the list replaces the group's. */
  suggestedCourses: z.array(z.uuid()).max(MAX_SUGGESTED_COURSES_PER_GROUP),
  disableSuggestedCourses: z.boolean().optional(),
});

// --- GET /api/sso/workspace-groups-with-courses/{workspaceId}
export const groupsWithCoursesSchema = z.object({ data: z.array(groupWithCoursesSchema) });

// --- GET /api/subscription-manager/unit-with-courses/{workspaceId}
export const unitWithCoursesSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  parentId: z.uuid().nullable(),
  suggestedCourses: z.array(suggestedCourseSchema),
});
export const unitsWithCoursesSchema = z.object({ data: z.array(unitWithCoursesSchema) });
