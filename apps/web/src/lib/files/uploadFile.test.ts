import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { tokenStore } from '../session/tokenStore';
import { uploadFile } from './uploadFile';

/** A stand-in XMLHttpRequest that records the form and plays back progress events. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static status = 204;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  form: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(form: FormData) {
    this.form = form;
    FakeXhr.last = this;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
      this.status = FakeXhr.status;
      this.responseText =
        FakeXhr.status >= 400 ? JSON.stringify({ message: 'The file content does not match its type.' }) : '';
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

const FILE_ID = '3f1c2a9e-7b1d-4c5e-9a10-2b3c4d5e6f70';

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.status = 204;
  tokenStore.setWorkspaceToken('workspace-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('uploadFile', () => {
  it('presigns, posts the fields then the file with progress, and confirms', async () => {
    const calls = mockFetch({
      'POST /api/file-storage/files/generatePresignedPost': {
        body: {
          fileId: FILE_ID,
          url: '/api/file-storage/upload',
          fields: { key: 'k/logo.png', policy: 'p', signature: 's' },
        },
      },
      [`POST /api/file-storage/files/${FILE_ID}/complete`]: {
        body: {
          id: FILE_ID,
          name: 'logo.png',
          mimeType: 'image/png',
          size: 200,
          status: 'ready',
          createdAt: '2026-11-22T10:00:00.000Z',
        },
      },
    });
    const progress: number[] = [];
    const file = new File([new Uint8Array(200)], 'logo.png', { type: 'image/png' });

    const record = await uploadFile(file, { onProgress: (percent) => progress.push(percent) });

    expect(record).toMatchObject({ id: FILE_ID, status: 'ready' });
    expect(calls[0]?.body).toEqual({ mimeType: 'image/png', name: 'logo.png', size: 200 });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer workspace-token');
    expect(FakeXhr.last?.url).toBe('/api/file-storage/upload');
    expect([...(FakeXhr.last?.form?.keys() ?? [])]).toEqual(['key', 'policy', 'signature', 'file']);
    expect(progress).toEqual([25, 100, 100]);
    expect(calls[1]?.url).toContain(`/files/${FILE_ID}/complete`);
  });

  it('declares the type it is told to (a SCORM zip, whatever the browser calls it), in the presign and the form', async () => {
    const calls = mockFetch({
      'POST /api/file-storage/files/generatePresignedPost': {
        body: { fileId: FILE_ID, url: '/api/file-storage/upload', fields: { key: 'k', policy: 'p', signature: 's' } },
      },
      [`POST /api/file-storage/files/${FILE_ID}/complete`]: {
        body: {
          id: FILE_ID,
          name: 'golf.zip',
          mimeType: 'application/zip',
          size: 4,
          status: 'ready',
          createdAt: '2026-11-22T10:00:00.000Z',
        },
      },
    });
    const file = new File(['PK\u0003\u0004'], 'golf.zip', { type: 'application/x-zip-compressed' });
    await uploadFile(file, { mimeType: 'application/zip' });
    expect(calls[0]?.body).toEqual({ mimeType: 'application/zip', name: 'golf.zip', size: 4 });
    const sent = FakeXhr.last?.form?.get('file') as File;
    expect(sent.type).toBe('application/zip');
    expect(sent.name).toBe('golf.zip');
  });

  it('refuses a type the server would refuse, before sending anything', async () => {
    const calls = mockFetch({});
    const file = new File(['<html>'], 'page.html', { type: 'text/html' });
    await expect(uploadFile(file)).rejects.toThrow();
    expect(calls).toHaveLength(0);
  });

  it("reports the storage's refusal and does not confirm", async () => {
    FakeXhr.status = 415;
    const calls = mockFetch({
      'POST /api/file-storage/files/generatePresignedPost': {
        body: { fileId: FILE_ID, url: '/api/file-storage/upload', fields: { key: 'k', policy: 'p', signature: 's' } },
      },
    });
    const file = new File([new Uint8Array(10)], 'fake.png', { type: 'image/png' });
    await expect(uploadFile(file)).rejects.toMatchObject({
      status: 415,
      message: 'The file content does not match its type.',
    });
    expect(calls).toHaveLength(1);
  });
});
