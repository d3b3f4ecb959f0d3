import { parseArgs } from 'node:util';
import type { Database } from '../db/client.js';
import { SuperadminInputError, createSuperadmin } from './first-superadmin.js';

export const CREATE_SUPERADMIN_USAGE =
  'Usage: npm run create-superadmin -- --email <address> --first <first name> --last <last name>\n' +
  'The password is read from SUPERADMIN_PASSWORD, else from standard input (prompted on a terminal).';

export interface CreateSuperadminIo {
  /** The operator's chosen password (never a command-line argument: it would show in `ps`). */
  readPassword(): Promise<string>;
  out(line: string): void;
}

/** `npm run create-superadmin`: exit code 0 when created, 1 for bad input. */
export async function runCreateSuperadmin(db: Database, argv: string[], io: CreateSuperadminIo): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' } },
    }));
  } catch (error) {
    io.out(`${(error as Error).message}\n${CREATE_SUPERADMIN_USAGE}`);
    return 1;
  }
  if (!values.email || !values.first || !values.last) {
    io.out(CREATE_SUPERADMIN_USAGE);
    return 1;
  }
  try {
    const password = await io.readPassword();
    const created = await createSuperadmin(db, {
      email: values.email,
      firstName: values.first,
      lastName: values.last,
      password,
    });
    io.out(`Superadmin ${created.email} created. Two-factor authentication is set up at the first sign-in.`);
    return 0;
  } catch (error) {
    if (error instanceof SuperadminInputError) {
      io.out(error.message);
      return 1;
    }
    throw error;
  }
}
