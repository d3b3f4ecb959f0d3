import { Alert } from '@mantine/core';

interface FormErrorAlertProps {
  title: string;
  message: string | null;
}

/** An inline form error announced to screen readers (role="alert"); a message equal to the title is said once. */
export function FormErrorAlert({ title, message }: FormErrorAlertProps) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {message === title ? null : message}
    </Alert>
  );
}
