import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { newPasswordPairSchema, requiredEmailSchema } from '@campus/contracts';
import { ApiError } from '../api/ApiError';
import { applyServerErrors } from './applyServerErrors';
import { formResolver } from './schemaForm';

const emailForm = z.object({ email: requiredEmailSchema });

describe('formResolver', () => {
  it("translates the contract's message keys into the reader's language", () => {
    expect(formResolver(emailForm)({ email: '' })).toEqual({ email: 'Enter your email address.' });
    expect(formResolver(emailForm)({ email: 'nope' })).toEqual({ email: 'Enter a valid email address.' });
    expect(formResolver(emailForm)({ email: 'ada@example.com' })).toEqual({});
  });

  it('puts a refinement on the field it names', () => {
    expect(formResolver(newPasswordPairSchema)({ newPassword: 'Demo!2345', newPasswordConfirm: 'x' })).toEqual({
      newPasswordConfirm: 'The passwords do not match.',
    });
  });
});

describe('applyServerErrors', () => {
  const serverError = (fields: { path: string; message: string }[]) =>
    new ApiError({ status: 400, code: 'validation_error', message: 'Check the form.', path: '/api/x', fields });

  it("puts the server's field errors on the form's fields, renamed where they differ", () => {
    const { result } = renderHook(() => useForm({ initialValues: { email: '', newPassword: '' } }));
    let applied = false;
    act(() => {
      applied = applyServerErrors(
        result.current,
        serverError([
          { path: 'body.email', message: 'User with this email address already exists.' },
          { path: 'body.password', message: 'validation.passwordConstraint' },
        ]),
        { password: 'newPassword' },
      );
    });
    expect(applied).toBe(true);
    expect(result.current.errors).toEqual({
      email: 'User with this email address already exists.',
      newPassword: 'Password failed to satisfy constraint. Please use stronger password.',
    });
  });

  it('leaves the form alone for an error without fields', () => {
    const { result } = renderHook(() => useForm({ initialValues: { email: '' } }));
    expect(applyServerErrors(result.current, serverError([]))).toBe(false);
    expect(applyServerErrors(result.current, new Error('offline'))).toBe(false);
    expect(result.current.errors).toEqual({});
  });
});
