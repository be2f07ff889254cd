/** Reads one cookie the page can see (not the httpOnly session), or undefined outside a browser. */
export const readCookie = (name: string): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
};
