import { SERVICE_LABELS, type CustomerRole, type ProfileRole, type Service } from '@campus/contracts';
import { i18n } from '../lib/i18n/i18n';

/** Display name of a profile role, or of the platform role superadmin. */
export function roleLabel(role: ProfileRole | 'superadmin'): string {
  return i18n.t(`roles.${role}`);
}

export function customerRoleLabel(role: CustomerRole): string {
  return i18n.t(`customerRoles.${role}`);
}

export function serviceLabel(service: Service): string {
  return i18n.t(`services.${service}`);
}

/** Services shown to users: DW is hidden from display (SERVICE_LABELS). */
export const visibleServices = (services: readonly Service[]): Service[] =>
  services.filter((service) => SERVICE_LABELS[service] !== null);
