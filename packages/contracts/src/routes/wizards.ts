/**
 * The wizards' named steps, in order (01 §2: "Wizards … move through named steps in order; add
 * routes redirect to their first step"), as the route list gives them. A step's address is the
 * wizard's address plus the step name (e.g. /catalogue/courses/add/details): the spec names the
 * steps but not their addresses (docs/decisions/0013).
 */
export const WIZARD_STEPS = {
  '/catalogue/courses/add': ['details', 'modules', 'enrolment', 'certificate', 'attachments', 'links', 'versions'],
  '/catalogue/modules/add': ['content', 'details', 'versions'],
  '/catalogue/events/event/add': ['details', 'sessions', 'bookings', 'cancellations', 'completions'],
  '/catalogue/events/event/:eventId/session/add': ['details', 'bookings', 'cancellations', 'completions'],
  '/users/users/bulk/add': ['upload', 'roles', 'preview'],
  '/setup/customers/add': ['details', 'contacts', 'options', 'services', 'workspaces'],
  '/setup/customers/:customerId/services/sso/add': ['mel-setup', 'customer-setup'],
  /** "steps as site settings without api-integration". */
  '/setup/workspaces/add': [
    'details',
    'appearance',
    'onboarding',
    'footer',
    'certificates',
    'custom-fields',
    'self-registration',
    'feedback-forms',
    'services',
  ],
  '/setup/achievements/add': ['details', 'rules', 'reward'],
} as const satisfies Record<string, readonly [string, ...string[]]>;
export type WizardAddPath = keyof typeof WIZARD_STEPS;

export const WIZARD_ADD_PATHS = Object.keys(WIZARD_STEPS) as WizardAddPath[];

/** Where an add route sends the browser: its first step, with the address's own parameters kept. */
export function firstWizardStep(addPath: WizardAddPath, params: Record<string, string> = {}): string {
  const path = addPath.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`${addPath} needs ${name}`);
    return encodeURIComponent(value);
  });
  return `${path}/${WIZARD_STEPS[addPath][0]}`;
}

/** Steps a wizard shows for the services the customer has: the course enrolment step is LMS only. */
export function wizardSteps(addPath: WizardAddPath, services: readonly string[]): readonly string[] {
  const steps: readonly string[] = WIZARD_STEPS[addPath];
  if (addPath === '/catalogue/courses/add' && !services.includes('LMS')) {
    return steps.filter((step) => step !== 'enrolment');
  }
  return steps;
}
