import type { DomainRoutes } from '../../lib/navigation/screens';
import { PATHS } from '../../lib/navigation/paths';
import type { scormScreens } from './screens';

/** The component of each SCORM screen (screens.ts), loaded lazily (one chunk each). */
export const scormRoutes = {
  guarded: {
    [PATHS.scormModules]: async () => (await import('./components/ModuleListPage')).ModuleListPage,
    [PATHS.scormModuleAdd]: async () => (await import('./components/ModuleWizardPage')).ModuleWizardPage,
    [PATHS.scormModuleShow]: async () => (await import('./components/ModulePage')).ModulePage,
    [PATHS.scormModuleEdit]: async () => (await import('./components/ModuleWizardPage')).ModuleWizardPage,
    [PATHS.scormPlayer]: async () => (await import('./player/ScormPlayerPage')).ScormPlayerPage,
  },
  embedded: {
    [PATHS.scormConnectorPlayer]: async () => (await import('./player/ConnectorPlayerPage')).ConnectorPlayerPage,
  },
} satisfies DomainRoutes<typeof scormScreens>;
