import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '@campus/contracts';
import { scopeOf } from '../../../lib/scope.js';
import { isOwnWorkspace } from './custom-fields.policy.js';

const HERE = '00000000-0000-4000-8000-00000000000a';
const THERE = '00000000-0000-4000-8000-00000000000b';
const caller = (workspaceId: string | null) =>
  scopeOf({ actor: { ...ANONYMOUS, stage: 'second', userId: 'me', workspaceId }, secondStage: null });

describe('custom fields policy', () => {
  it("answers only for the workspace the caller's token is for", () => {
    expect(isOwnWorkspace(caller(HERE), HERE)).toBe(true);
    expect(isOwnWorkspace(caller(HERE), THERE)).toBe(false);
    // A platform token names no workspace, so it has no fields of its own.
    expect(isOwnWorkspace(caller(null), HERE)).toBe(false);
  });
});
