import { PATHS } from '../../lib/navigation/paths';
import type { DomainScreens } from '../../lib/navigation/screens';

/** The wizard's step addresses (decision 0013), each guarded by its wizard's own rule. */
const MODULE_ADD_STEP = `${PATHS.scormModuleAdd}/:step` as const;
const MODULE_EDIT_STEP = `${PATHS.scormModuleEdit}/:step` as const;

/** SCORM's screens as plain data (lib/navigation/screens.ts gathers them; routes.tsx loads them). */
export const scormScreens = {
  guarded: [PATHS.scormModules, PATHS.scormModuleAdd, PATHS.scormModuleShow, PATHS.scormModuleEdit, PATHS.scormPlayer],
  embedded: [PATHS.scormConnectorPlayer],
  wizardSteps: {
    [MODULE_ADD_STEP]: PATHS.scormModuleAdd,
    [MODULE_EDIT_STEP]: PATHS.scormModuleEdit,
  },
} as const satisfies DomainScreens;
