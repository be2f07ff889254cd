import { AuthMessages, type AnyRoute, type RouteResponse } from '@sendwell/contracts';
import { answerOf, apiErrorOf, ApiRequestError, CSRF_HEADER, csrfToken, parseJson } from './api-client';

export interface MultipartOptions {
  /** Share of the body sent so far, 0 to 1; a large file takes a while to leave the browser. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
  /** Query parameters of the call, e.g. the kind of an uploaded template file. */
  query?: Record<string, string>;
}

/**
 * Posts a multipart form to a contract route and checks the answer as callApi does (answerOf).
 * The JSON client sends only JSON bodies; this one carries files, with the same CSRF header, and uses
 * XMLHttpRequest because fetch reports no upload progress.
 */
export function postMultipart<R extends AnyRoute>(
  route: R,
  form: FormData,
  options?: MultipartOptions,
): Promise<RouteResponse<R>>;
export async function postMultipart(
  route: AnyRoute,
  form: FormData,
  options: MultipartOptions = {},
): Promise<unknown> {
  const csrf = await csrfToken();
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const search = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
    request.open(route.method, `${route.path}${search}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (csrf) request.setRequestHeader(CSRF_HEADER, csrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new ApiRequestError(0, 'NETWORK_ERROR', AuthMessages.somethingWentWrong));
    const abort = () => request.abort();
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', abort, { once: true });
    request.send(form);
  });

  if (status < 200 || status >= 300) throw apiErrorOf(status, text);
  return answerOf(route, status, parseJson(text));
}
