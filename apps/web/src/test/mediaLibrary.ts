import type { MediaItemDetail } from '@campus/contracts';
import { tokenStore } from '../lib/session/tokenStore';
import { IDS, idToken, workspaceToken } from './tokens';

/** Signs in someone who may use the media library: a site admin who coordinates events (03 §6). */
export function signInAsContentBuilder(): void {
  tokenStore.signIn({ idToken: idToken(), refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxxxxxxx' });
  tokenStore.setWorkspaceToken(
    workspaceToken({
      roles: ['event_coordinator'],
      customerRoles: ['master_administrator'],
      profile: { id: IDS.profile, roles: ['event_coordinator'], customerRoles: ['master_administrator'] },
    }),
  );
}

let counter = 0;
/** A media item as the API answers it (an image unless told). */
export function mediaItem(overrides: Partial<MediaItemDetail> = {}): MediaItemDetail {
  counter += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const kind = overrides.kind ?? 'image';
  return {
    id,
    title: `Item ${counter}`,
    description: '',
    alt: kind === 'image' ? `Picture ${counter}` : '',
    isPrivate: false,
    originalFileName: kind === 'image' ? `item-${counter}.png` : `item-${counter}.pdf`,
    fileType: kind === 'image' ? 'image/png' : 'application/pdf',
    kind,
    size: 2048,
    dateUploaded: '2026-11-20T09:30:00.000Z',
    ownerId: IDS.user,
    uploaderId: IDS.user,
    presignedUrls:
      kind === 'image'
        ? {
            small: `/api/file-storage/file/${id}/small`,
            medium: `/api/file-storage/file/${id}/medium`,
            large: `/api/file-storage/file/${id}/large`,
            original: `/api/file-storage/file/${id}/original`,
          }
        : {},
    siblings: { prevId: null, nextId: null },
    ...overrides,
  };
}

/** A stand-in XMLHttpRequest for the presigned post: reports half, then all, then 204. */
export class FakeUploadXhr {
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  open() {}
  send() {
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      setTimeout(() => {
        this.status = 204;
        this.onload?.();
      }, 20);
    });
  }
  abort() {
    this.onabort?.();
  }
}
