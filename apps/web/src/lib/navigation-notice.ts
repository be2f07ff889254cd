/** A one-off message carried to the next screen in router state (e.g. "password reset" on /login). */
export const noticeState = (notice: string) => ({ notice });

export const readNotice = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : undefined;
