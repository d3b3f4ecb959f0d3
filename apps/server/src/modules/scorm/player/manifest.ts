import type { ScormSco } from '@campus/contracts';

/**
 * The launchable items of imported content, from its parsed manifest (scorm_contents.manifest,
 * written by the import): the `scos` list the import keeps in the default organisation's order
 * (the same list list-scorm-content answers), else the organisation's items with their
 * resources' addresses. Read defensively: content imported by an older import still plays.
 */
export function scosOf(manifest: unknown): ScormSco[] {
  const root = asObject(manifest);
  if (Array.isArray(root.scos)) return root.scos.map(asObject).filter(isLaunchable).map(toSco);
  const organisations = Array.isArray(root.organizations) ? root.organizations.map(asObject) : [];
  const chosen = organisations.find((org) => org.identifier === root.defaultOrganization) ?? organisations[0];
  const resources = new Map(
    (Array.isArray(root.resources) ? root.resources.map(asObject) : []).map((resource) => [
      resource.identifier,
      resource,
    ]),
  );
  const items: Record<string, unknown>[] = [];
  const walk = (list: unknown) => {
    for (const item of Array.isArray(list) ? list.map(asObject) : []) {
      const resource = resources.get(item.identifierref);
      if (resource && typeof resource.href === 'string') {
        items.push({
          ...item,
          launch: `${resource.href}${typeof item.parameters === 'string' ? item.parameters : ''}`,
        });
      }
      walk(item.items);
    }
  };
  walk(chosen?.items);
  return items.filter(isLaunchable).map(toSco);
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const isLaunchable = (item: Record<string, unknown>) =>
  typeof item.identifier === 'string' && typeof item.launch === 'string' && item.launch !== '';
const toSco = (item: Record<string, unknown>): ScormSco => ({
  identifier: item.identifier as string,
  title: typeof item.title === 'string' ? item.title : (item.identifier as string),
  launch: item.launch as string,
  masteryScore: typeof item.masteryScore === 'number' ? item.masteryScore : null,
});
