import { useCallback, useState } from 'react';
import type { FormInstance } from 'antd';
import { errorMessage } from './api-client';
import { applyFieldErrors } from './form-rules';

/**
 * A form's failed submission: messages the server tied to fields go under those fields, anything else is
 * returned for one alert above the form, so no message shows twice.
 */
export const useServerError = (form: FormInstance) => {
  const [message, setMessage] = useState<string>();
  const onError = useCallback(
    (error: unknown) => setMessage(applyFieldErrors(form, error) ? undefined : errorMessage(error)),
    [form],
  );
  const clear = useCallback(() => setMessage(undefined), []);
  return { message, onError, clear };
};
