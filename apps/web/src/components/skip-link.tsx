import type { MouseEvent } from 'react';

/** The id of every screen's main landmark, the skip link's target. */
const MAIN_ID = 'main';

/**
 * Props for a screen's one main landmark: the skip link's target, focusable from script only (no extra Tab
 * stop). Every layout that draws a `<main>` spreads these on it.
 */
export const mainLandmark = { id: MAIN_ID, tabIndex: -1 } as const;

/**
 * 'Skip to main content', the first stop of the keyboard on every screen (WCAG 2.4.1). It moves the focus
 * itself rather than follow the hash, which the router would take for a navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
