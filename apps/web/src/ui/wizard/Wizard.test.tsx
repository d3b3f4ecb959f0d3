import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, Navigate, RouterProvider, useParams } from 'react-router';
import { ApiError } from '../../lib/api/ApiError';
import { i18n } from '../../lib/i18n/i18n';
import { Wizard } from './Wizard';
import { useWizard, useWizardSave, useWizardStep } from './useWizard';

const STEPS = ['name', 'home', 'review'] as const;
type Step = (typeof STEPS)[number];
const LABELS: Record<Step, string> = { name: 'Name', home: 'Home', review: 'Review' };
const pathOf = (step: Step) => `/pets/add/${step}`;

/** A small wizard as a feature builds one: a pet's name, then its town, saved from any step. */
function PetWizardPage({ save }: { save: (values: { name: string; town: string }) => Promise<{ id: string }> }) {
  const step = useWizardStep(STEPS);
  if (!step) return <Navigate to={pathOf(STEPS[0])} replace />;
  return <PetWizard step={step} save={save} />;
}

function PetWizard({
  step,
  save,
}: {
  step: Step;
  save: (values: { name: string; town: string }) => Promise<{ id: string }>;
}) {
  const form = useForm({ initialValues: { name: '', town: '' } });
  const wizard = useWizard({
    steps: STEPS,
    step,
    pathOf,
    dirty: form.isDirty(),
    validateStep: (checked) => {
      if (checked !== 'name') return true;
      const ok = form.values.name.trim() !== '';
      form.setFieldError('name', ok ? null : 'Give the pet a name');
      return ok;
    },
  });
  const saving = useWizardSave(wizard, {
    save,
    failedTitle: 'The pet was not saved',
    fieldErrors: { form, stepOf: (path) => (path === 'town' ? 'home' : 'name') },
    onSaved: (saved) => `/pets/${saved.id}`,
  });
  return (
    <>
      <h1>Add a pet</h1>
      <Link to="/elsewhere">Somewhere else</Link>
      <Wizard
        wizard={wizard}
        stepLabel={(name) => LABELS[name]}
        labelledBy="pet-step"
        errorTitle="Something’s not quite right"
        error={saving.isError ? saving.error.message : null}
        saveLabel="Save pet"
        saving={saving.isPending}
        onSave={() => saving.mutate(form.values)}
      >
        <h2 id="pet-step">{LABELS[step]}</h2>
        {step === 'name' && <TextInput label="Pet’s name" {...form.getInputProps('name')} />}
        {step === 'home' && <TextInput label="Town" {...form.getInputProps('town')} />}
        {step === 'review' && <p>{form.values.name}</p>}
      </Wizard>
    </>
  );
}

function SavedPet() {
  return <p>Saved pet {useParams().id}</p>;
}

function renderWizard(
  path: string,
  save: (values: { name: string; town: string }) => Promise<{ id: string }> = async () => ({ id: '7' }),
) {
  const router = createMemoryRouter(
    [
      { path: '/pets/add', element: <PetWizardPage save={save} /> },
      { path: '/pets/add/:step', element: <PetWizardPage save={save} /> },
      { path: '/pets/:id', element: <SavedPet /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('the wizard scaffold', () => {
  it('keeps the step in the address and goes forward only from a valid step', async () => {
    const { router, user } = renderWizard('/pets/add');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pets/add/name'));
    const steps = screen.getByRole('navigation', { name: 'Wizard steps' });
    expect(within(steps).getByText('1. Name')).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByRole('link', { name: '2. Home' })).toHaveAttribute('href', '/pets/add/home');
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();

    // Next from an empty name: stopped, the error shown and the field focused.
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(router.state.location.pathname).toBe('/pets/add/name');
    const name = screen.getByRole('textbox', { name: 'Pet’s name' });
    expect(await screen.findByText('Give the pet a name')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    // The steps' links check too.
    await user.click(within(steps).getByRole('link', { name: '3. Review' }));
    expect(router.state.location.pathname).toBe('/pets/add/name');

    await user.type(name, 'Biscuit');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pets/add/home'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Home' })).toBeInTheDocument();
    // Moving between the steps is not leaving: nothing asks, and what was typed stays.
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pets/add/name'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pet’s name' })).toHaveValue('Biscuit');
    await user.click(screen.getByRole('link', { name: '3. Review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pets/add/review'));
    expect(screen.getByText('Biscuit')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('sends an address naming no step to the first step', async () => {
    const { router } = renderWizard('/pets/add/nowhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pets/add/name'));
  });

  it('asks before leaving with unsaved changes, in the app and when the page unloads', async () => {
    const { router, user } = renderWizard('/pets/add/name');
    // Nothing typed: leaving does not ask.
    expect(fireEvent(window, new Event('beforeunload', { cancelable: true }))).toBe(true);
    await user.click(await screen.findByRole('link', { name: 'Somewhere else' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));

    await router.navigate('/pets/add/name');
    await user.type(await screen.findByRole('textbox', { name: 'Pet’s name' }), 'Biscuit');
    // Closing or reloading the tab: the browser asks (the event is cancelled).
    expect(fireEvent(window, new Event('beforeunload', { cancelable: true }))).toBe(false);

    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/pets/add/name');
    expect(screen.getByRole('textbox', { name: 'Pet’s name' })).toHaveValue('Biscuit');

    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
  });

  it('saves after checking every step, puts the server’s field errors on their step, then leaves without asking', async () => {
    const sent: { name: string; town: string }[] = [];
    let refuse = true;
    const { router, user } = renderWizard('/pets/add/review', async (values) => {
      sent.push(values);
      if (refuse) {
        throw new ApiError({
          status: 400,
          code: 'validation',
          message: 'Check the town.',
          path: '/api/pets',
          fields: [{ path: 'body.town', message: 'We don’t deliver there' }],
        });
      }
      return { id: '7' };
    });
    // An empty name (an earlier step) stops the save and opens its step.
    await user.click(await screen.findByRole('button', { name: 'Save pet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pets/add/name'));
    expect(await screen.findByText('Give the pet a name')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Pet’s name' }), 'Biscuit');
    await user.click(screen.getByRole('button', { name: 'Save pet' }));
    // The server's refusal names the town: its step opens with the message on the field.
    await waitFor(() => expect(router.state.location.pathname).toBe('/pets/add/home'));
    expect(await screen.findByText('We don’t deliver there')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the town.');
    expect(sent).toEqual([{ name: 'Biscuit', town: '' }]);

    refuse = false;
    await user.type(screen.getByRole('textbox', { name: 'Town' }), 'Leeds');
    await user.click(screen.getByRole('button', { name: 'Save pet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pets/7'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Saved pet 7')).toBeInTheDocument();
    expect(sent[1]).toEqual({ name: 'Biscuit', town: 'Leeds' });
  });
});
