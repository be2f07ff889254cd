import { afterEach, describe, expect, it, vi } from 'vitest';
import { importRoutes } from '@sendwell/contracts';
import { ApiRequestError } from './api-client';
import { postMultipart } from './post-multipart';

/** Just enough of XMLHttpRequest to see what is sent and to answer. */
class FakeRequest {
  static last: FakeRequest | undefined;
  static answer: { status: number; body: string } = { status: 202, body: '' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    FakeRequest.last = this;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    queueMicrotask(() => {
      this.status = FakeRequest.answer.status;
      this.responseText = FakeRequest.answer.body;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

const answer = (status: number, body: unknown) => {
  FakeRequest.answer = { status, body: JSON.stringify(body) };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postMultipart', () => {
  it('sends the form with the CSRF header and returns the checked answer', async () => {
    vi.stubGlobal('document', { cookie: 'csrf=token%2Babc' });
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    answer(202, { id: 7, importId: 3 });
    const form = new FormData();
    form.append('name', 'Spring');
    const progress: number[] = [];

    await expect(postMultipart(importRoutes.csvImport, form, { onProgress: (sent) => progress.push(sent) })).resolves.toEqual({
      id: 7,
      importId: 3,
    });
    const request = FakeRequest.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/listUploadWithType');
    expect(request.headers['X-CSRF-Token']).toBe('token+abc');
    expect(request.body).toBe(form);
    expect(progress).toEqual([0.5]);
  });

  it('throws the server message and code', async () => {
    vi.stubGlobal('document', { cookie: 'csrf=abc' });
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    answer(422, { error: { code: 'CONTACTS_EXCEEDED', message: 'Over the plan' } });

    const failure = await postMultipart(importRoutes.csvImport, new FormData()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 422, code: 'CONTACTS_EXCEEDED', message: 'Over the plan' });
  });

  it('refuses an answer outside the contract', async () => {
    vi.stubGlobal('document', { cookie: 'csrf=abc' });
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(202, { listId: 'seven' });

    await expect(postMultipart(importRoutes.csvImport, new FormData())).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});
