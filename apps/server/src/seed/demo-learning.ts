import type { Transaction } from '../db/client.js';
import { catalogItemWorkspaces, catalogItems, courseVersions, courses, enrolments } from '../db/schema/index.js';

interface DemoWorkspace {
  id: string;
  customerId: string;
}

interface DemoLearner {
  userId: string;
  profileId: string;
}

/**
 * A released course (version 1.0) offered in its own workspace's catalogue. Returns the
 * catalogue item id.
 */
export async function offerCourse(
  tx: Transaction,
  workspace: DemoWorkspace,
  ownerId: string,
  course: { name: string; description: string; duration: string; requireApproval: boolean },
) {
  const [row] = await tx
    .insert(courses)
    .values({
      customerId: workspace.customerId,
      workspaceId: workspace.id,
      ownerId,
      name: course.name,
      description: course.description,
      duration: course.duration,
      draft: false,
    })
    .returning();
  if (!row) throw new Error('course');
  const [version] = await tx
    .insert(courseVersions)
    .values({ customerId: workspace.customerId, courseId: row.id, major: 1, minor: 0, releasedBy: ownerId })
    .returning();
  if (!version) throw new Error('course version');
  const [item] = await tx
    .insert(catalogItems)
    .values({ customerId: workspace.customerId, workspaceId: workspace.id, courseId: row.id, versionId: version.id })
    .returning();
  if (!item) throw new Error('catalogue item');
  await tx.insert(catalogItemWorkspaces).values({
    catalogItemId: item.id,
    customerId: workspace.customerId,
    workspaceId: workspace.id,
    requireApproval: course.requireApproval,
  });
  return item.id;
}

export const enrol = (
  workspace: DemoWorkspace,
  catalogItemId: string,
  learner: DemoLearner,
  state: 'awaiting_approval' | 'enrolled',
  daysAgo: number,
) => ({
  customerId: workspace.customerId,
  workspaceId: workspace.id,
  catalogItemId,
  learnerProfileId: learner.profileId,
  learnerUserId: learner.userId,
  state,
  createdBy: learner.userId,
  createdAt: new Date(Date.now() - daysAgo * 86_400_000),
});

/**
 * Demo courses and enrolments: Northwind Learning offers two courses that need approval, with
 * three requests waiting (Liam for both, Max for one; both in units Mia manages, so the LXA and
 * the manager see them), and two open courses. Southwind has a waiting request of its own that Northwind never sees.
 */
export async function seedDemoLearning(
  tx: Transaction,
  northwind: { workspace: DemoWorkspace; creatorId: string; learner: DemoLearner; multi: DemoLearner },
  southwind: { workspace: DemoWorkspace; ownerId: string; learner: DemoLearner },
): Promise<void> {
  const leadership = await offerCourse(tx, northwind.workspace, northwind.creatorId, {
    name: 'Leadership essentials',
    description: 'Lead a team through change: priorities, feedback and difficult conversations.',
    duration: '03:30:00',
    requireApproval: true,
  });
  const coaching = await offerCourse(tx, northwind.workspace, northwind.creatorId, {
    name: 'Coaching conversations',
    description: 'Ask, listen and agree next steps: coaching in everyday one-to-ones.',
    duration: '02:00:00',
    requireApproval: true,
  });
  const safety = await offerCourse(tx, northwind.workspace, northwind.creatorId, {
    name: 'Health and safety at work',
    description: 'The essentials every colleague needs, from fire drills to display screens.',
    duration: '00:45:00',
    requireApproval: false,
  });
  await offerCourse(tx, northwind.workspace, northwind.creatorId, {
    name: 'Data protection basics',
    description: 'Handling personal data under UK GDPR.',
    duration: '01:00:00',
    requireApproval: false,
  });
  const studySkills = await offerCourse(tx, southwind.workspace, southwind.ownerId, {
    name: 'Study skills',
    description: 'Reading, note-taking and revision that work.',
    duration: '02:00:00',
    requireApproval: true,
  });
  await tx
    .insert(enrolments)
    .values([
      enrol(northwind.workspace, leadership, northwind.learner, 'awaiting_approval', 3),
      enrol(northwind.workspace, coaching, northwind.learner, 'awaiting_approval', 2),
      enrol(northwind.workspace, leadership, northwind.multi, 'awaiting_approval', 1),
      enrol(northwind.workspace, safety, northwind.learner, 'enrolled', 10),
      enrol(southwind.workspace, studySkills, southwind.learner, 'awaiting_approval', 2),
    ]);
}
