import { useState } from 'react';
import {
  Alert,
  Anchor,
  Checkbox,
  Group,
  List,
  Loader,
  MultiSelect,
  NumberInput,
  Radio,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS, type Event, type Occurrence } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { FormSection } from '../../../../ui/layout/FormSection';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { toast } from '../../../../ui/toast';
import { Wizard } from '../../../../ui/wizard/Wizard';
import { useWizard, useWizardSave, useWizardStep } from '../../../../ui/wizard/useWizard';
import { activateSession, createSession, eventQuery, peopleQuery, sessionQuery, updateSession } from '../api/eventsApi';
import { invalidateDomain } from '../../../../lib/api/queryKeys';
import type { LimitType } from '../forms/eventForm';
import {
  hasProblems,
  itemProblems,
  itemsBody,
  limitsBody,
  newItem,
  newSessionValues,
  sessionValues,
  withRoomZones,
  type ItemProblems,
  type SessionFormValues,
} from '../forms/sessionForm';
import { eventPaths } from '../paths';
import { useTrainers, useVenues } from './EventFilters';
import { OccurrenceItemsEditor } from './OccurrenceItemsEditor';

export const SESSION_STEPS = WIZARD_STEPS['/catalogue/events/event/:eventId/session/add'];
type SessionStep = (typeof SESSION_STEPS)[number];

/**
 * /catalogue/events/event/:eventId/session/add and .../session/:sessionId/edit (03 §2), steps
 * details, bookings, cancellations, completions. Saving goes to the event page (03 §2 After
 * actions); the server's refusals (room taken) and warnings (working hours) are shown.
 */
export function SessionWizardPage() {
  const { t } = useTranslation();
  const { eventId = '', sessionId } = useParams();
  const step = useWizardStep(SESSION_STEPS);
  const event = useQuery(eventQuery(eventId));
  const session = useQuery({
    ...sessionQuery(sessionId ?? ''),
    enabled: Boolean(sessionId),
  });
  const title = sessionId ? t('events.session.editTitle') : t('events.session.addTitle');
  if (!step) {
    const first = SESSION_STEPS[0];
    return (
      <Navigate
        to={sessionId ? eventPaths.sessionEdit(eventId, sessionId, first) : eventPaths.sessionAdd(eventId, first)}
        replace
      />
    );
  }
  const loading = event.isPending || (Boolean(sessionId) && session.isPending);
  const error = event.error ?? session.error;
  if (loading || error) {
    return (
      <PageLayout title={title} width="form">
        {error ? (
          <Alert color="red" title={t('events.loadFailed')}>
            {errorMessageOf(error)}
          </Alert>
        ) : (
          <Loader role="status" aria-label={t('app.loading')} />
        )}
      </PageLayout>
    );
  }
  const current = session.data ?? null;
  if (current && (current.status === 'ended' || current.status === 'cancelled' || current.status === 'in_progress')) {
    return (
      <PageLayout title={title} width="form">
        <Alert color="yellow" title={t('events.session.blockedTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('events.session.blockedBody')}</Text>
            <Anchor component={Link} to={eventPaths.show(eventId)} size="sm">
              {t('events.backToEvent')}
            </Anchor>
          </Stack>
        </Alert>
      </PageLayout>
    );
  }
  return <SessionWizard key={sessionId ?? 'new'} event={event.data!} session={current} step={step} />;
}

function SessionWizard({ event, session, step }: { event: Event; session: Occurrence | null; step: SessionStep }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const adding = session === null;
  const [typed, setTyped] = useState<SessionFormValues>(() =>
    session ? sessionValues(session) : newSessionValues(event),
  );
  const [touched, setTouched] = useState(false);
  const [problems, setProblems] = useState<ItemProblems[] | null>(null);
  const { rooms } = useVenues();
  // A room's date is in its venue's zone (the server holds it so): the typed times are read in it.
  const zones = new Map(rooms.map((room) => [room.id, room.venue.timeZone]));
  const values = withRoomZones(typed, (roomId) => zones.get(roomId));
  const trainers = useTrainers();
  const coordinators = useQuery(peopleQuery('event_coordinator'));
  const set = (patch: Partial<SessionFormValues>) => {
    const next = withRoomZones({ ...values, ...patch }, (roomId) => zones.get(roomId));
    setTyped(next);
    setTouched(true);
    // Once shown, problems follow the values as they change.
    if (problems) setProblems(itemProblems(next));
  };

  const wizard = useWizard({
    steps: SESSION_STEPS,
    step,
    pathOf: (to) => (session ? eventPaths.sessionEdit(event.id, session.id, to) : eventPaths.sessionAdd(event.id, to)),
    dirty: touched,
    // The dates are on the details step; the other steps hold nothing that can be wrong.
    validateStep: (checked) => {
      if (checked !== 'details') return true;
      const found = itemProblems(values);
      setProblems(found);
      return !hasProblems(found);
    },
  });
  const save = useWizardSave(wizard, {
    save: async (form: SessionFormValues) => {
      const common = {
        sessionType: form.sessionType,
        items: itemsBody(form),
        coordinators: form.coordinators,
        ...limitsBody(form),
      };
      if (!session) return createSession({ eventId: event.id, active: form.active, ...common });
      const saved = await updateSession({ id: session.id, ...common });
      const wasActive = session.status !== 'draft';
      // The activation step (03 §4): draft ↔ upcoming after the save.
      if (form.active !== wasActive) {
        const moved = await activateSession(session.id, form.active);
        return { ...moved, warnings: saved.warnings };
      }
      return saved;
    },
    failedTitle: t(adding ? 'events.toasts.sessionCreateFailed' : 'events.toasts.sessionUpdateFailed'),
    onSaved: async (saved) => {
      await invalidateDomain(queryClient, 'events');
      toast.success({ message: t(adding ? 'events.toasts.sessionCreated' : 'events.toasts.sessionUpdated') });
      if (saved.warnings.length > 0) {
        toast.normal({ title: t('events.toasts.sessionWarnings'), message: saved.warnings.join(' ') });
      }
      // "creating … a session goes to the event page" (03 §2 After actions).
      return eventPaths.show(event.id);
    },
  });

  const roomOptions = rooms.map((room) => ({
    value: room.id,
    label: `${room.name}, ${room.venue.name} (${room.capacity === 1 ? '1 seat' : `${room.capacity} seats`})`,
  }));

  return (
    <PageLayout
      title={adding ? t('events.session.addTitle') : t('events.session.editTitle')}
      description={t('events.session.of', { event: event.name })}
      width="form"
    >
      <Wizard
        wizard={wizard}
        stepLabel={(name) => t(`events.steps.${name}`)}
        labelledBy="session-step-title"
        errorTitle={t('events.formErrorTitle')}
        error={
          save.isError
            ? errorMessageOf(save.error)
            : problems && hasProblems(problems)
              ? t('events.session.checkDates')
              : null
        }
        saveLabel={adding ? t('events.session.create') : t('events.save')}
        saving={save.isPending}
        onSave={() => save.mutate(values)}
      >
        {step === 'details' && (
          <>
            <FormSection
              title={t('events.steps.details')}
              titleId="session-step-title"
              description={t('events.session.detailsHelp')}
            >
              <Stack gap="md">
                <Radio.Group
                  label={t('events.fields.sessionType')}
                  value={values.sessionType}
                  onChange={(value) => set({ sessionType: value as SessionFormValues['sessionType'] })}
                >
                  <Group gap="lg" mt={4}>
                    <Radio value="face_to_face" label={t('events.sessionTypes.face_to_face')} />
                    <Radio value="online" label={t('events.sessionTypes.online')} />
                  </Group>
                </Radio.Group>
                <MultiSelect
                  label={t('events.session.coordinators')}
                  description={t('events.session.coordinatorsHelp')}
                  searchable
                  data={(coordinators.data?.data ?? []).map((person) => ({
                    value: person.id,
                    label: `${person.firstName} ${person.lastName}`,
                  }))}
                  value={values.coordinators}
                  onChange={(ids) => set({ coordinators: ids })}
                />
              </Stack>
            </FormSection>
            <FormSection
              title={t('events.session.dates')}
              titleId="session-dates-title"
              description={t('events.session.datesHelp')}
            >
              <OccurrenceItemsEditor
                items={values.items}
                onChange={(items) => set({ items })}
                onAdd={() => set({ items: [...values.items, newItem(event, values.items[values.items.length - 1])] })}
                sessionType={values.sessionType}
                rooms={roomOptions}
                trainers={trainers.map((person) => ({
                  value: person.id,
                  label: `${person.firstName} ${person.lastName}`,
                }))}
                trainersEnabled={event.occurrenceSettings.enableTrainers}
                problems={problems}
              />
            </FormSection>
            <FormSection
              title={t('events.session.activation')}
              titleId="session-activation-title"
              description={t('events.session.activationHelp')}
            >
              <Checkbox
                label={t('events.session.active')}
                checked={values.active}
                disabled={Boolean(session && session.status === 'upcoming' && session.spaces.booked > 0)}
                onChange={(e) => set({ active: e.currentTarget.checked })}
              />
            </FormSection>
          </>
        )}
        {step === 'bookings' && (
          <FormSection
            title={t('events.steps.bookings')}
            titleId="session-step-title"
            description={t('events.session.bookingsHelp')}
          >
            <Stack gap="md">
              <NumberInput
                label={t('events.fields.minBookingLimit')}
                min={0}
                allowDecimal={false}
                value={values.minBookingLimit}
                onChange={(value) => set({ minBookingLimit: typeof value === 'number' ? value : 0 })}
              />
              <Radio.Group
                label={t('events.fields.maxBookingLimitType')}
                value={values.maxBookingLimitType}
                // 03 §5: changing the limit type resets the maximum to 1.
                onChange={(value) => set({ maxBookingLimitType: value as LimitType, maxBookingLimit: 1 })}
              >
                <Group gap="lg" mt={4}>
                  <Radio value="fixed" label={t('events.limitTypes.fixed')} />
                  <Radio value="roomBased" label={t('events.limitTypes.roomBased')} />
                  <Radio value="unlimited" label={t('events.limitTypes.unlimited')} />
                </Group>
              </Radio.Group>
              {values.maxBookingLimitType === 'unlimited' ? (
                <Text size="sm">{t('events.unlimitedNote')}</Text>
              ) : (
                <NumberInput
                  label={t('events.fields.maxBookingLimit')}
                  description={values.maxBookingLimitType === 'roomBased' ? t('events.roomBasedNote') : undefined}
                  min={1}
                  allowDecimal={false}
                  value={values.maxBookingLimit}
                  onChange={(value) => set({ maxBookingLimit: typeof value === 'number' ? value : 1 })}
                />
              )}
            </Stack>
          </FormSection>
        )}
        {(step === 'cancellations' || step === 'completions') && (
          <FormSection
            title={t(`events.steps.${step}`)}
            titleId="session-step-title"
            description={t('events.session.fromEvent')}
          >
            <Stack gap="sm">
              <List size="sm">
                {step === 'cancellations' ? (
                  <>
                    <List.Item>
                      {event.cancellationSettings.selfCancellationAllowed
                        ? t('events.session.selfCancelUntil', {
                            value: event.cancellationSettings.selfCancellationLimit.value,
                            unit: t(`events.units.${event.cancellationSettings.selfCancellationLimit.type}`, {
                              count: event.cancellationSettings.selfCancellationLimit.value,
                            }),
                          })
                        : t('events.session.noSelfCancel')}
                    </List.Item>
                    <List.Item>
                      {event.cancellationSettings.autoCancellationEnabled
                        ? t('events.session.autoCancel', {
                            min: event.bookingSettings.minBookingLimit,
                            value: event.cancellationSettings.autoCancellationLimit.value,
                            unit: t(`events.units.${event.cancellationSettings.autoCancellationLimit.type}`, {
                              count: event.cancellationSettings.autoCancellationLimit.value,
                            }),
                          })
                        : t('events.session.noAutoCancel')}
                    </List.Item>
                  </>
                ) : (
                  <>
                    <List.Item>{t(`events.completionTypes.${event.completionSettings.completionType}`)}</List.Item>
                    <List.Item>
                      {event.completionSettings.enableRegisters
                        ? t('events.session.registersOn')
                        : t('events.session.registersOff')}
                    </List.Item>
                  </>
                )}
              </List>
              <Anchor component={Link} to={eventPaths.edit(event.id, step)} size="sm">
                {t('events.session.changeOnEvent')}
              </Anchor>
            </Stack>
          </FormSection>
        )}
      </Wizard>
    </PageLayout>
  );
}
