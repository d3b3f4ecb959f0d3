import { List, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UNLIMITED_BOOKINGS, type Event } from '@campus/contracts';
import { formatMoney } from '../../../../lib/money/money';
import { DetailList } from '../../../places/components/DetailList';
import { SectionCard } from '../../../../ui/SectionCard';
import { IconCalendarEvent, IconSettings, IconUsers, IconX, IconTrophy } from '../../../../ui/icons';
import { periodText } from '../format';

/** The event's settings (03 §3) in words: limits, periods, pounds, "unlimited". */
export function EventSettings({ event }: { event: Event }) {
  const { t } = useTranslation();
  const yes = (value: boolean) => (value ? t('eventView.yes') : t('eventView.no'));
  const {
    occurrenceSettings: o,
    bookingSettings: b,
    cancellationSettings: c,
    completionSettings: d,
    costsSettings: m,
  } = event;
  const unlimited = b.maxBookingLimitType === 'unlimited' || b.maxBookingLimit >= UNLIMITED_BOOKINGS;
  const maximum = unlimited
    ? t('eventView.settings.unlimited')
    : b.maxBookingLimitType === 'roomBased'
      ? t('eventView.settings.roomBased')
      : String(b.maxBookingLimit);
  const fields = b.bookingForm.fields;
  return (
    <Stack gap="lg">
      <SectionCard id="event-details" title={t('eventView.details')} icon={IconCalendarEvent}>
        <DetailList
          items={[
            { label: t('eventView.fields.description'), value: event.description || '–' },
            {
              label: t('eventView.fields.coordinators'),
              value: event.coordinators.map((person) => `${person.firstName} ${person.lastName}`).join(', ') || '–',
            },
            {
              label: t('eventView.fields.courses'),
              value: event.usedInCourse
                ? t('eventView.settings.usedInCourses', { count: event.courses.length })
                : t('eventView.settings.noCourses'),
            },
            { label: t('eventView.fields.sessionType'), value: t(`eventView.sessionType.${o.sessionType}`) },
            {
              label: t('eventView.fields.defaultLocation'),
              value: o.defaultLocation?.name ?? '–',
            },
            { label: t('eventView.fields.trainersEnabled'), value: yes(o.enableTrainers) },
          ]}
        />
      </SectionCard>
      <SectionCard id="event-bookings" title={t('eventView.bookingsSettings')} icon={IconUsers}>
        <DetailList
          items={[
            { label: t('eventView.fields.minimum'), value: String(b.minBookingLimit) },
            { label: t('eventView.fields.maximum'), value: maximum },
            {
              label: t('eventView.fields.acceptance'),
              value: t('eventView.settings.beforeStart', { period: periodText(b.bookingAcceptanceLimit) }),
            },
            { label: t('eventView.fields.requiresAcceptance'), value: yes(b.requiresAcceptance) },
            { label: t('eventView.fields.allowNoEnrolments'), value: yes(b.allowNoEnrolments) },
            {
              label: t('eventView.fields.reminders'),
              value: b.sendReminders
                ? t('eventView.settings.every', { period: periodText(b.reminderInterval) })
                : t('eventView.settings.off'),
            },
            {
              label: t('eventView.fields.bookingForm'),
              value:
                b.bookingFormRequired && fields.length > 0 ? (
                  <List size="sm" withPadding>
                    {fields.map((field) => (
                      <List.Item key={field.id}>
                        {t('eventView.settings.formField', {
                          label: field.label,
                          type: t(`eventView.fieldType.${field.type}`),
                        })}
                        {field.validation.mandatory ? ` · ${t('eventView.settings.mandatory')}` : ''}
                      </List.Item>
                    ))}
                  </List>
                ) : (
                  t('eventView.settings.noForm')
                ),
            },
          ]}
        />
      </SectionCard>
      <SectionCard id="event-cancellations" title={t('eventView.cancellations')} icon={IconX}>
        <DetailList
          items={[
            {
              label: t('eventView.fields.selfCancellation'),
              value: c.selfCancellationAllowed
                ? t('eventView.settings.upTo', { period: periodText(c.selfCancellationLimit) })
                : t('eventView.settings.notAllowed'),
            },
            { label: t('eventView.fields.reasonRequired'), value: yes(c.cancellationReasonRequired) },
            {
              label: t('eventView.fields.reasons'),
              value: c.cancellationReason.length > 0 ? c.cancellationReason.join(', ') : '–',
            },
            { label: t('eventView.fields.customReason'), value: yes(c.cancellationReasonCustomEnabled) },
            {
              label: t('eventView.fields.autoCancellation'),
              value: c.autoCancellationEnabled
                ? t('eventView.settings.autoCancel', { period: periodText(c.autoCancellationLimit) })
                : t('eventView.settings.off'),
            },
          ]}
        />
      </SectionCard>
      <SectionCard id="event-completions" title={t('eventView.completions')} icon={IconTrophy}>
        <DetailList
          items={[
            { label: t('eventView.fields.completionType'), value: t(`eventView.completionType.${d.completionType}`) },
            { label: t('eventView.fields.registers'), value: yes(d.enableRegisters) },
            { label: t('eventView.fields.trainerFeedback'), value: yes(d.trainerFeedbackRequired) },
            { label: t('eventView.fields.absenceReasonRequired'), value: yes(d.absenceReasonRequired) },
          ]}
        />
      </SectionCard>
      <SectionCard id="event-costs" title={t('eventView.costs')} icon={IconSettings}>
        <DetailList
          items={[
            {
              label: t('eventView.fields.cost'),
              value: m.costsEnabled ? formatMoney(m.costsValue) : t('eventView.settings.noCost'),
            },
            {
              label: t('eventView.fields.overrides'),
              value:
                m.costsEnabled && m.overridesEnabled && m.costsSettingsOverrides.length > 0 ? (
                  <List size="sm" withPadding>
                    {m.costsSettingsOverrides.map((override) => (
                      <List.Item key={`${override.referenceType}-${override.reference.id}`}>
                        {t('eventView.settings.override', {
                          kind: t(`eventView.overrideKind.${override.referenceType}`),
                          name: override.reference.id,
                          cost: formatMoney(override.value),
                        })}
                      </List.Item>
                    ))}
                  </List>
                ) : (
                  '–'
                ),
            },
          ]}
        />
      </SectionCard>
    </Stack>
  );
}
