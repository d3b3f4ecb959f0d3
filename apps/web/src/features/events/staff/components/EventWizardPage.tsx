import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Radio,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS, createEventBodySchema, type Event } from '@campus/contracts';
import { errorMessageOf } from '../../../../lib/api/errorHandler';
import { formatDate, formatZonedTime } from '../../../../lib/dates/dates';
import { formResolver } from '../../../../lib/forms/schemaForm';
import { useSession } from '../../../../lib/session/useSession';
import { FormSection } from '../../../../ui/layout/FormSection';
import { PageLayout } from '../../../../ui/layout/PageLayout';
import { IconPlus, IconTrash } from '../../../../ui/icons';
import { toast } from '../../../../ui/toast';
import { Wizard } from '../../../../ui/wizard/Wizard';
import { useWizard, useWizardSave, useWizardStep } from '../../../../ui/wizard/useWizard';
import { MediaPicker } from '../../../media/components/MediaPicker';
import { invalidateDomain } from '../../../../lib/api/queryKeys';
import { createEvent, eventQuery, eventSessionsQuery, peopleQuery, updateEvent } from '../api/eventsApi';
import {
  eventBody,
  eventValues,
  newEventValues,
  withCompletionType,
  withLimitType,
  withTrainers,
  type EventFormValues,
  type LimitType,
} from '../forms/eventForm';
import { eventPaths } from '../paths';
import { spacesText } from '../spaces';
import { BookingFormBuilder } from './BookingFormBuilder';
import { useTrainers, useVenues } from './EventFilters';
import { TimeLimitInput } from './TimeLimitInput';

export const EVENT_STEPS = WIZARD_STEPS['/catalogue/events/event/add'];
type EventStep = (typeof EVENT_STEPS)[number];
const SERVICES = ['LMS', 'EBS', 'CCS', 'ELMS', 'SSO', 'API'] as const;
const resolveEvent = formResolver(createEventBodySchema);

/** Which step holds a field, to open it when the field is wrong. */
function stepOfPath(path: string): EventStep {
  if (path.startsWith('occurrenceSettings')) return 'sessions';
  if (path.startsWith('bookingSettings') || path.startsWith('costsSettings')) return 'bookings';
  if (path.startsWith('cancellationSettings')) return 'cancellations';
  if (path.startsWith('completionSettings')) return 'completions';
  return 'details';
}

/**
 * /catalogue/events/event/add and /:id/edit (03 §2), steps details, sessions, bookings,
 * cancellations, completions: every setting of 03 §3 with the §9 defaults. Editing is blocked,
 * with the reason, once the event has bookings (03 §4).
 */
export function EventWizardPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const step = useWizardStep(EVENT_STEPS);
  const event = useQuery({
    ...eventQuery(id ?? ''),
    enabled: Boolean(id),
  });
  const title = id ? t('events.editTitle') : t('events.addTitle');
  if (!step) {
    return <Navigate to={id ? eventPaths.edit(id, EVENT_STEPS[0]) : eventPaths.add(EVENT_STEPS[0])} replace />;
  }
  if (id && (event.isPending || event.isError)) {
    return (
      <PageLayout title={title} width="form">
        {event.isError ? (
          <Alert color="red" title={t('events.loadFailed')}>
            {errorMessageOf(event.error)}
          </Alert>
        ) : (
          <Loader role="status" aria-label={t('app.loading')} />
        )}
      </PageLayout>
    );
  }
  if (event.data?.eventInfo.hasBookings) {
    return (
      <PageLayout title={title} width="form">
        <Alert color="yellow" title={t('events.blockedTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('events.blockedBody')}</Text>
            <Anchor component={Link} to={eventPaths.show(event.data.id)} size="sm">
              {t('events.backToEvent')}
            </Anchor>
          </Stack>
        </Alert>
      </PageLayout>
    );
  }
  return <EventWizard key={id ?? 'new'} event={event.data ?? null} step={step} />;
}

function EventWizard({ event, step }: { event: Event | null; step: EventStep }) {
  const { t } = useTranslation();
  const { actor } = useSession();
  const queryClient = useQueryClient();
  const adding = event === null;
  const form = useForm<EventFormValues>({
    initialValues: event ? eventValues(event) : newEventValues(actor.userId),
  });

  /** The schema's errors on the step's fields, and the booking form's questions on bookings. */
  const validateStep = (checked: EventStep) => {
    const found: FormErrors = Object.fromEntries(
      Object.entries(resolveEvent(form.values)).filter(([path]) => stepOfPath(path) === checked),
    );
    const booking = form.values.bookingSettings;
    const formFieldsMissing =
      booking.bookingFormRequired &&
      (booking.bookingForm.fields.length === 0 ||
        booking.bookingForm.fields.some((field) => field.label.trim() === ''));
    if (checked === 'bookings' && formFieldsMissing) {
      found['bookingSettings.bookingForm.fields'] = t('events.form.fieldsNeeded');
    }
    form.setErrors((current) => ({
      ...Object.fromEntries(Object.entries(current).filter(([path]) => stepOfPath(path) !== checked)),
      ...found,
    }));
    return Object.keys(found).length === 0;
  };
  const wizard = useWizard({
    steps: EVENT_STEPS,
    step,
    pathOf: (to) => (event ? eventPaths.edit(event.id, to) : eventPaths.add(to)),
    dirty: form.isDirty(),
    validateStep,
  });
  const save = useWizardSave(wizard, {
    save: async (values: EventFormValues) => {
      const body = eventBody(values);
      return event ? updateEvent({ ...body, id: event.id }) : createEvent(body);
    },
    failedTitle: t(adding ? 'events.toasts.createFailed' : 'events.toasts.updateFailed'),
    fieldErrors: { form, stepOf: stepOfPath },
    onSaved: async (saved) => {
      // Everything of events: the list, the event page, its sessions and the learners' views.
      await invalidateDomain(queryClient, 'events');
      toast.success({ message: t(adding ? 'events.toasts.created' : 'events.toasts.updated') });
      return eventPaths.show(saved.id);
    },
  });

  return (
    <PageLayout
      title={adding ? t('events.addTitle') : t('events.editTitle')}
      description={event ? event.name : t('events.addIntro')}
      width="form"
    >
      <Wizard
        wizard={wizard}
        stepLabel={(name) => t(`events.steps.${name}`)}
        labelledBy="event-step-title"
        errorTitle={t('events.formErrorTitle')}
        error={save.isError ? errorMessageOf(save.error) : null}
        saveLabel={adding ? t('events.create') : t('events.save')}
        saving={save.isPending}
        onSave={() => save.mutate(form.values)}
      >
        {step === 'details' && <DetailsStep form={form} />}
        {step === 'sessions' && <SessionsStep form={form} event={event} />}
        {step === 'bookings' && <BookingsStep form={form} />}
        {step === 'cancellations' && <CancellationsStep form={form} />}
        {step === 'completions' && <CompletionsStep form={form} />}
      </Wizard>
    </PageLayout>
  );
}

type Form = UseFormReturnType<EventFormValues>;
const input = (form: Form, path: string) => {
  const props = form.getInputProps(path);
  return { ...props, 'aria-invalid': props.error ? true : undefined };
};

function DetailsStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  const coordinators = useQuery(peopleQuery('event_coordinator'));
  return (
    <FormSection title={t('events.steps.details')} titleId="event-step-title" description={t('events.detailsHelp')}>
      <Stack gap="md">
        <TextInput label={t('events.fields.name')} required {...input(form, 'name')} />
        <Textarea
          label={t('events.fields.description')}
          rows={4}
          {...input(form, 'description')}
          value={form.values.description ?? ''}
          onChange={(e) => form.setFieldValue('description', e.currentTarget.value || null)}
        />
        <Radio.Group
          label={t('events.fields.status')}
          value={form.values.status}
          onChange={(value) => form.setFieldValue('status', value as EventFormValues['status'])}
        >
          <Group gap="lg" mt={4}>
            <Radio value="active" label={t('events.statuses.active')} />
            <Radio value="draft" label={t('events.statuses.draft')} />
          </Group>
        </Radio.Group>
        <MultiSelect
          label={t('events.fields.coordinators')}
          description={t('events.coordinatorsHelp')}
          searchable
          data={(coordinators.data?.data ?? []).map((person) => ({
            value: person.id,
            label: `${person.firstName} ${person.lastName}`,
          }))}
          value={form.values.coordinators}
          onChange={(ids) => form.setFieldValue('coordinators', ids)}
          error={form.errors.coordinators}
        />
        <MediaPicker
          label={t('events.fields.images')}
          description={t('events.imagesHelp')}
          kind="image"
          multiple
          value={form.values.images.map((image) => image.fileId)}
          onChange={(ids) =>
            form.setFieldValue(
              'images',
              ids.map((fileId) => ({ fileId })),
            )
          }
          error={form.errors.images}
        />
      </Stack>
    </FormSection>
  );
}

function SessionsStep({ form, event }: { form: Form; event: Event | null }) {
  const { t } = useTranslation();
  const { rooms } = useVenues();
  const trainers = useTrainers();
  const settings = form.values.occurrenceSettings;
  const sessions = useQuery({
    ...eventSessionsQuery(event?.id ?? ''),
    enabled: Boolean(event),
  });
  const set = (patch: Partial<EventFormValues['occurrenceSettings']>) =>
    form.setFieldValue('occurrenceSettings', { ...settings, ...patch });
  return (
    <Stack gap="xl">
      <FormSection title={t('events.steps.sessions')} titleId="event-step-title" description={t('events.sessionsHelp')}>
        {event ? (
          <Stack gap="sm">
            {sessions.isPending ? (
              <Loader role="status" aria-label={t('app.loading')} size="sm" />
            ) : (sessions.data?.data.length ?? 0) === 0 ? (
              <Text size="sm">{t('events.noSessions')}</Text>
            ) : (
              <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {sessions.data!.data.map((session) => (
                  <li key={session.id}>
                    <Group gap="sm" wrap="wrap">
                      <Text size="sm" fw={600}>
                        {formatDate(session.fromDate, session.items[0]?.timeZone)},{' '}
                        {formatZonedTime(session.fromDate, session.items[0]?.timeZone)}
                      </Text>
                      <Text size="sm">
                        {t(`events.sessionStatuses.${session.status}`)} ·{' '}
                        {t('events.datesCount', { count: session.items.length })} · {spacesText(session.spaces)}
                      </Text>
                      <Anchor component={Link} to={eventPaths.sessionEdit(event.id, session.id)} size="sm">
                        {t('events.editSession')}
                      </Anchor>
                    </Group>
                  </li>
                ))}
              </Stack>
            )}
            <Group>
              <Button
                variant="default"
                component={Link}
                to={eventPaths.sessionAdd(event.id)}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {t('events.addSession')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm">{t('events.sessionsAfterSave')}</Text>
        )}
      </FormSection>
      <FormSection
        title={t('events.sessionDefaults')}
        titleId="event-defaults-title"
        description={t('events.sessionDefaultsHelp')}
      >
        <Stack gap="md">
          <Radio.Group
            label={t('events.fields.sessionType')}
            value={settings.sessionType}
            onChange={(value) => set({ sessionType: value as typeof settings.sessionType })}
          >
            <Group gap="lg" mt={4}>
              <Radio value="face_to_face" label={t('events.sessionTypes.face_to_face')} />
              <Radio value="online" label={t('events.sessionTypes.online')} />
            </Group>
          </Radio.Group>
          {settings.sessionType === 'online' ? (
            <>
              <TextInput
                label={t('events.fields.meetingLink')}
                type="url"
                value={settings.meetingLink ?? ''}
                onChange={(e) => set({ meetingLink: e.currentTarget.value || null })}
              />
              <TextInput
                label={t('events.fields.platform')}
                value={settings.platform ?? ''}
                onChange={(e) => set({ platform: e.currentTarget.value || null })}
              />
              <Textarea
                label={t('events.fields.virtualAccessDetails')}
                rows={2}
                value={settings.virtualAccessDetails ?? ''}
                onChange={(e) => set({ virtualAccessDetails: e.currentTarget.value || null })}
              />
            </>
          ) : (
            <Select
              label={t('events.fields.defaultLocation')}
              clearable
              searchable
              data={rooms.map((room) => ({ value: room.id, label: `${room.name}, ${room.venue.name}` }))}
              value={settings.defaultLocation?.id ?? null}
              onChange={(roomId) => {
                const room = rooms.find((candidate) => candidate.id === roomId);
                set({ defaultLocation: room ? { id: room.id, name: room.name, capacity: room.capacity } : null });
              }}
            />
          )}
          <Switch
            label={t('events.fields.enableTrainers')}
            checked={settings.enableTrainers}
            onChange={(e) => form.setValues(withTrainers(form.values, e.currentTarget.checked))}
          />
          {settings.enableTrainers && (
            <MultiSelect
              label={t('events.fields.defaultTrainers')}
              searchable
              data={trainers.map((person) => ({ value: person.id, label: `${person.firstName} ${person.lastName}` }))}
              value={settings.defaultTrainers}
              onChange={(ids) => set({ defaultTrainers: ids })}
            />
          )}
        </Stack>
      </FormSection>
    </Stack>
  );
}

function BookingsStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  const booking = form.values.bookingSettings;
  const costs = form.values.costsSettings;
  const set = (patch: Partial<EventFormValues['bookingSettings']>) =>
    form.setFieldValue('bookingSettings', { ...booking, ...patch });
  const setCosts = (patch: Partial<EventFormValues['costsSettings']>) =>
    form.setFieldValue('costsSettings', { ...costs, ...patch });
  const fieldsError = form.errors['bookingSettings.bookingForm.fields'];
  return (
    <Stack gap="xl">
      <FormSection title={t('events.steps.bookings')} titleId="event-step-title" description={t('events.bookingsHelp')}>
        <Stack gap="md">
          <NumberInput
            label={t('events.fields.minBookingLimit')}
            min={0}
            allowDecimal={false}
            {...input(form, 'bookingSettings.minBookingLimit')}
          />
          <Radio.Group
            label={t('events.fields.maxBookingLimitType')}
            value={booking.maxBookingLimitType}
            onChange={(value) => form.setFieldValue('bookingSettings', withLimitType(booking, value as LimitType))}
          >
            <Group gap="lg" mt={4}>
              <Radio value="fixed" label={t('events.limitTypes.fixed')} />
              <Radio value="roomBased" label={t('events.limitTypes.roomBased')} />
              <Radio value="unlimited" label={t('events.limitTypes.unlimited')} />
            </Group>
          </Radio.Group>
          {booking.maxBookingLimitType === 'unlimited' ? (
            <Text size="sm">{t('events.unlimitedNote')}</Text>
          ) : (
            <NumberInput
              label={t('events.fields.maxBookingLimit')}
              description={booking.maxBookingLimitType === 'roomBased' ? t('events.roomBasedNote') : undefined}
              min={1}
              allowDecimal={false}
              {...input(form, 'bookingSettings.maxBookingLimit')}
            />
          )}
          <TimeLimitInput
            label={t('events.fields.bookingAcceptanceLimit')}
            value={booking.bookingAcceptanceLimit}
            onChange={(value) => set({ bookingAcceptanceLimit: value })}
          />
          <Checkbox
            label={t('events.fields.requiresAcceptance')}
            checked={booking.requiresAcceptance}
            onChange={(e) => set({ requiresAcceptance: e.currentTarget.checked })}
          />
          <Checkbox
            label={t('events.fields.allowNoEnrolments')}
            checked={booking.allowNoEnrolments}
            onChange={(e) => set({ allowNoEnrolments: e.currentTarget.checked })}
          />
          <Switch
            label={t('events.fields.sendReminders')}
            checked={booking.sendReminders}
            onChange={(e) => set({ sendReminders: e.currentTarget.checked })}
          />
          {booking.sendReminders && (
            <TimeLimitInput
              label={t('events.fields.reminderInterval')}
              value={booking.reminderInterval}
              onChange={(value) => set({ reminderInterval: value })}
            />
          )}
        </Stack>
      </FormSection>
      <FormSection title={t('events.bookingForm')} titleId="event-form-title" description={t('events.bookingFormHelp')}>
        <Stack gap="md">
          <Switch
            label={t('events.fields.bookingFormRequired')}
            checked={booking.bookingFormRequired}
            onChange={(e) => set({ bookingFormRequired: e.currentTarget.checked })}
          />
          {booking.bookingFormRequired && (
            <BookingFormBuilder
              fields={booking.bookingForm.fields}
              onChange={(fields) => {
                set({ bookingForm: { fields } });
                form.clearFieldError('bookingSettings.bookingForm.fields');
              }}
              error={fieldsError ? String(fieldsError) : null}
            />
          )}
        </Stack>
      </FormSection>
      <FormSection title={t('events.costs')} titleId="event-costs-title" description={t('events.costsHelp')}>
        <Stack gap="md">
          <Switch
            label={t('events.fields.costsEnabled')}
            checked={costs.costsEnabled}
            onChange={(e) => setCosts({ costsEnabled: e.currentTarget.checked })}
          />
          {costs.costsEnabled && (
            <>
              <NumberInput
                label={t('events.fields.costsValue')}
                prefix="£"
                min={0}
                decimalScale={2}
                fixedDecimalScale
                {...input(form, 'costsSettings.costsValue')}
              />
              <Switch
                label={t('events.fields.overridesEnabled')}
                checked={costs.overridesEnabled}
                onChange={(e) => setCosts({ overridesEnabled: e.currentTarget.checked })}
              />
              {costs.overridesEnabled && (
                <Stack gap="sm">
                  {costs.costsSettingsOverrides.map((override, at) => {
                    const n = at + 1;
                    const change = (patch: Partial<typeof override>) =>
                      setCosts({
                        costsSettingsOverrides: costs.costsSettingsOverrides.map((item, i) =>
                          i === at ? { ...item, ...patch } : item,
                        ),
                      });
                    return (
                      <Group key={at} align="flex-end" wrap="wrap" gap="sm">
                        <NativeSelect
                          label={t('events.override.type', { n })}
                          value={override.referenceType}
                          onChange={(e) => {
                            const referenceType = e.currentTarget.value as 'sector' | 'service';
                            change({
                              referenceType,
                              reference: { domain: referenceType === 'service' ? 'services' : 'sectors', id: '' },
                            });
                          }}
                          data={[
                            { value: 'sector', label: t('events.override.sector') },
                            { value: 'service', label: t('events.override.service') },
                          ]}
                          w={140}
                        />
                        {override.referenceType === 'service' ? (
                          <NativeSelect
                            label={t('events.override.reference', { n })}
                            value={override.reference.id}
                            onChange={(e) => change({ reference: { domain: 'services', id: e.currentTarget.value } })}
                            data={[
                              { value: '', label: t('events.override.chooseService') },
                              ...SERVICES.map((key) => ({ value: key, label: t(`events.services.${key}`) })),
                            ]}
                            w={200}
                          />
                        ) : (
                          <TextInput
                            label={t('events.override.reference', { n })}
                            value={override.reference.id}
                            onChange={(e) => change({ reference: { domain: 'sectors', id: e.currentTarget.value } })}
                            w={200}
                          />
                        )}
                        <NumberInput
                          label={t('events.override.value', { n })}
                          prefix="£"
                          min={0}
                          decimalScale={2}
                          fixedDecimalScale
                          value={override.value}
                          onChange={(value) => change({ value: typeof value === 'number' ? value : 0 })}
                          w={140}
                          error={form.errors[`costsSettings.costsSettingsOverrides.${at}.reference.id`]}
                        />
                        <Button
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          onClick={() =>
                            setCosts({
                              costsSettingsOverrides: costs.costsSettingsOverrides.filter((_, i) => i !== at),
                            })
                          }
                        >
                          {t('events.override.remove', { n })}
                        </Button>
                      </Group>
                    );
                  })}
                  <Group>
                    <Button
                      variant="default"
                      leftSection={<IconPlus size={16} aria-hidden />}
                      onClick={() =>
                        setCosts({
                          costsSettingsOverrides: [
                            ...costs.costsSettingsOverrides,
                            { referenceType: 'sector', reference: { domain: 'sectors', id: '' }, value: 0 },
                          ],
                        })
                      }
                    >
                      {t('events.override.add')}
                    </Button>
                  </Group>
                </Stack>
              )}
            </>
          )}
        </Stack>
      </FormSection>
    </Stack>
  );
}

function CancellationsStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  const settings = form.values.cancellationSettings;
  const set = (patch: Partial<EventFormValues['cancellationSettings']>) =>
    form.setFieldValue('cancellationSettings', { ...settings, ...patch });
  return (
    <FormSection
      title={t('events.steps.cancellations')}
      titleId="event-step-title"
      description={t('events.cancellationsHelp')}
    >
      <Stack gap="md">
        <Switch
          label={t('events.fields.selfCancellationAllowed')}
          checked={settings.selfCancellationAllowed}
          onChange={(e) => set({ selfCancellationAllowed: e.currentTarget.checked })}
        />
        {settings.selfCancellationAllowed && (
          <TimeLimitInput
            label={t('events.fields.selfCancellationLimit')}
            value={settings.selfCancellationLimit}
            onChange={(value) => set({ selfCancellationLimit: value })}
          />
        )}
        <Checkbox
          label={t('events.fields.cancellationReasonRequired')}
          checked={settings.cancellationReasonRequired}
          onChange={(e) => set({ cancellationReasonRequired: e.currentTarget.checked })}
        />
        <TagsInput
          label={t('events.fields.cancellationReason')}
          description={t('events.reasonsHelp')}
          value={settings.cancellationReason}
          onChange={(reasons) => set({ cancellationReason: reasons })}
        />
        <Checkbox
          label={t('events.fields.cancellationReasonCustomEnabled')}
          checked={settings.cancellationReasonCustomEnabled}
          onChange={(e) => set({ cancellationReasonCustomEnabled: e.currentTarget.checked })}
        />
        <Switch
          label={t('events.fields.autoCancellationEnabled')}
          description={t('events.autoCancellationHelp')}
          checked={settings.autoCancellationEnabled}
          onChange={(e) => set({ autoCancellationEnabled: e.currentTarget.checked })}
        />
        {settings.autoCancellationEnabled && (
          <TimeLimitInput
            label={t('events.fields.autoCancellationLimit')}
            value={settings.autoCancellationLimit}
            onChange={(value) => set({ autoCancellationLimit: value })}
          />
        )}
      </Stack>
    </FormSection>
  );
}

function CompletionsStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  const settings = form.values.completionSettings;
  const trainersOn = form.values.occurrenceSettings.enableTrainers;
  const set = (patch: Partial<EventFormValues['completionSettings']>) =>
    form.setFieldValue('completionSettings', { ...settings, ...patch });
  return (
    <FormSection
      title={t('events.steps.completions')}
      titleId="event-step-title"
      description={t('events.completionsHelp')}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('events.fields.completionType')}
          value={settings.completionType}
          onChange={(value) =>
            form.setFieldValue(
              'completionSettings',
              withCompletionType(settings, value as EventFormValues['completionSettings']['completionType']),
            )
          }
        >
          <Group gap="lg" mt={4}>
            <Radio value="automatic" label={t('events.completionTypes.automatic')} />
            <Radio value="attendance" label={t('events.completionTypes.attendance')} />
            <Radio value="assessment" label={t('events.completionTypes.assessment')} />
          </Group>
        </Radio.Group>
        <Switch
          label={t('events.fields.enableRegisters')}
          checked={settings.enableRegisters}
          disabled={settings.completionType !== 'assessment'}
          description={settings.completionType !== 'assessment' ? t('events.registersByType') : undefined}
          onChange={(e) => set({ enableRegisters: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('events.fields.registersEditByAnyCoordinator')}
          checked={settings.registersEditByAnyCoordinator}
          onChange={(e) => set({ registersEditByAnyCoordinator: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('events.fields.registersEditByTrainers')}
          checked={settings.registersEditByTrainers}
          disabled={!trainersOn}
          description={trainersOn ? undefined : t('events.needsTrainers')}
          onChange={(e) => set({ registersEditByTrainers: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('events.fields.trainerFeedbackRequired')}
          checked={settings.trainerFeedbackRequired}
          disabled={!trainersOn}
          description={trainersOn ? undefined : t('events.needsTrainers')}
          onChange={(e) => set({ trainerFeedbackRequired: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('events.fields.absenceReasonRequired')}
          checked={settings.absenceReasonRequired}
          onChange={(e) => set({ absenceReasonRequired: e.currentTarget.checked })}
        />
        <TagsInput
          label={t('events.fields.absenceReason')}
          description={t('events.reasonsHelp')}
          value={settings.absenceReason}
          onChange={(reasons) => set({ absenceReason: reasons })}
        />
      </Stack>
    </FormSection>
  );
}
