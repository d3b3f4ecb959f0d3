import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { administering, type Scope } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import {
  findGroupInScope,
  groupsOfWorkspace,
  named,
  setGroupSuggestedCourses,
  toGroupWithCourses,
  unitsOfWorkspace,
  workspaceCourseNames,
} from './suggested-courses.repository.js';
import { findWorkspaceInScope } from './tenancy.repository.js';
import { mayAdministerWorkspaceUsers } from './workspaces.policy.js';

/**
 * Courses suggested to groups and units (03 §3, §7 Groups; docs/decisions/0053): the workspace's
 * people administrators (superadmins, its customer's site admins, its user administrators) set a
 * group's and read both lists. A group or workspace out of reach is a 404.
 */
export function suggestedCoursesService({ database }: Pick<AppServices, 'database'>) {
  const { db } = database;

  const administeredWorkspace = async (scope: Scope, workspaceId: string) => {
    const found = await findWorkspaceInScope(db, scope, workspaceId);
    return administering(scope, found?.workspace, (workspace) => mayAdministerWorkspaceUsers(scope, workspace));
  };

  return {
    /** Replaces a group's suggested courses: catalogue items of the group's workspace only. */
    async setForGroup(
      scope: Scope,
      groupId: string,
      change: { suggestedCourses: readonly string[]; disableSuggestedCourses?: boolean | undefined },
    ) {
      const group = await findGroupInScope(db, scope, groupId);
      const acting = administering(
        scope,
        group && { id: group.workspaceId, customerId: group.customerId },
        (workspace) => mayAdministerWorkspaceUsers(scope, workspace),
      );
      const suggested = [...new Set(change.suggestedCourses)];
      const names = await workspaceCourseNames(db, acting, suggested);
      if (names.size !== suggested.length) {
        throw new ValidationError([
          { path: 'suggestedCourses', message: 'Suggest only courses of the group’s workspace catalogue.' },
        ]);
      }
      const row = await setGroupSuggestedCourses(db, acting, groupId, { ...change, suggestedCourses: suggested });
      if (!row) throw new NotFoundError();
      return toGroupWithCourses(row, names);
    },

    async groupsWithCourses(scope: Scope, workspaceId: string) {
      const acting = await administeredWorkspace(scope, workspaceId);
      const groups = await groupsOfWorkspace(db, acting);
      const names = await workspaceCourseNames(
        db,
        acting,
        groups.flatMap((group) => group.suggestedCourses),
      );
      return { data: groups.map((group) => toGroupWithCourses(group, names)) };
    },

    async unitsWithCourses(scope: Scope, workspaceId: string) {
      const acting = await administeredWorkspace(scope, workspaceId);
      const units = await unitsOfWorkspace(db, acting);
      const names = await workspaceCourseNames(
        db,
        acting,
        units.flatMap((unit) => unit.suggestedCourses),
      );
      return {
        data: units.map((unit) => ({ ...unit, suggestedCourses: named(unit.suggestedCourses, names) })),
      };
    },
  };
}

export type SuggestedCoursesService = ReturnType<typeof suggestedCoursesService>;
