import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { errorMessageOf } from '../../lib/api/errorHandler';
import { applyServerErrors, serverErrorPaths, type FieldErrorTarget } from '../../lib/forms/applyServerErrors';
import { toast } from '../toast';
import { useUnsavedChangesGuard, type UnsavedChangesGuard } from './useUnsavedChangesGuard';

/**
 * The step the address names (`…/add/:step`, `…/:id/edit/:step`: the wizard's address plus the
 * step, 01 §2 and decision 0013), or null when it names none of `steps`: the page then sends the
 * browser to the first step (`<Navigate to={pathOf(steps[0])} replace />`).
 */
export function useWizardStep<S extends string>(steps: readonly S[]): S | null {
  const { step } = useParams();
  return step !== undefined && (steps as readonly string[]).includes(step) ? (step as S) : null;
}

export interface WizardOptions<S extends string> {
  /** The named steps in order (`WIZARD_STEPS[…]` or `wizardSteps(…)` from the contracts). */
  steps: readonly S[];
  /** The step shown, from `useWizardStep`. */
  step: S;
  /** A step's address. */
  pathOf: (step: S) => string;
  /** Whether something typed is not saved yet: leaving the wizard then asks first. */
  dirty: boolean;
  /**
   * Checks one step and shows its errors; false keeps the person on it. Going forward checks the
   * step being left; saving checks every step in order and opens the first that fails.
   */
  validateStep?: (step: S) => boolean;
}

export interface WizardState<S extends string> {
  steps: readonly S[];
  step: S;
  index: number;
  pathOf: (step: S) => string;
  previous: S | null;
  next: S | null;
  /** Whether the person may go to `target` now: forward only once the current step is valid. */
  mayGoTo: (target: S) => boolean;
  /** Opens a step without checking (a server's error on one of its fields). */
  goTo: (target: S) => void;
  /** Checks every step in order; opens and returns the first that fails, or null. */
  checkAll: () => S | null;
  /** Leaves the wizard without asking, once what was typed is saved. */
  leave: (to: string) => void;
  guard: UnsavedChangesGuard;
  /** Counts the times a check stopped the person: the wizard then focuses the first wrong field. */
  stopped: number;
}

/** One wizard's state: its steps in the address, the checks between them and the leave guard. */
export function useWizard<S extends string>({
  steps,
  step,
  pathOf,
  dirty,
  validateStep = () => true,
}: WizardOptions<S>): WizardState<S> {
  const navigate = useNavigate();
  const [stopped, setStopped] = useState(0);
  const guard = useUnsavedChangesGuard({ dirty, stays: steps.map(pathOf) });
  const index = steps.indexOf(step);
  const { release } = guard;

  const mayGoTo = (target: S) => {
    if (steps.indexOf(target) <= index || validateStep(step)) return true;
    setStopped((count) => count + 1);
    return false;
  };
  const goTo = (target: S) => {
    if (target !== step) void navigate(pathOf(target));
  };
  const checkAll = () => {
    const failed = steps.find((candidate) => !validateStep(candidate)) ?? null;
    if (failed) {
      goTo(failed);
      setStopped((count) => count + 1);
    }
    return failed;
  };
  const leave = useCallback(
    (to: string) => {
      release();
      void navigate(to);
    },
    [navigate, release],
  );

  return {
    steps,
    step,
    index,
    pathOf,
    previous: steps[index - 1] ?? null,
    next: steps[index + 1] ?? null,
    mayGoTo,
    goTo,
    checkAll,
    leave,
    guard,
    stopped,
  };
}

export interface WizardSaveOptions<S extends string, V, R> {
  /** Sends the values (create or update). */
  save: (values: V) => Promise<R>;
  /** The failure toast's title. */
  failedTitle: string;
  /**
   * Where the server's field errors go (`errors.fields`): put on the form's fields with
   * `applyServerErrors`, and the step of the first one opened.
   */
  fieldErrors?: {
    form: FieldErrorTarget;
    stepOf: (path: string) => S;
    paths?: Readonly<Record<string, string>>;
  };
  /** After a save (caches refreshed, success toast): returns the address to go to. */
  onSaved: (saved: R) => Promise<string> | string;
}

/**
 * The wizard's save: a failure puts the server's field errors on their fields, opens the step of
 * the first and toasts; a success leaves the wizard, without the unsaved-changes question, for the
 * address `onSaved` gives.
 */
export function useWizardSave<S extends string, V, R>(
  wizard: Pick<WizardState<S>, 'goTo' | 'leave'>,
  { save, failedTitle, fieldErrors, onSaved }: WizardSaveOptions<S, V, R>,
) {
  return useMutation({
    mutationFn: save,
    meta: { handlesErrors: true },
    onError: (error) => {
      if (fieldErrors && applyServerErrors(fieldErrors.form, error, fieldErrors.paths)) {
        const [first] = serverErrorPaths(error, fieldErrors.paths);
        if (first !== undefined) wizard.goTo(fieldErrors.stepOf(first));
      }
      toast.error({ title: failedTitle, message: errorMessageOf(error) });
    },
    onSuccess: async (saved) => {
      wizard.leave(await onSaved(saved));
    },
  });
}
