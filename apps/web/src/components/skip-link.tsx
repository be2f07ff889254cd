import type { MouseEvent } from 'react';

/**
 * 'Skip to main content', the first stop of the keyboard on every screen (WCAG 2.4.1). Screens have one
 * main landmark each, drawn by different layouts, so the link finds it when used rather than by an id.
 * It does not change the address: the router would take a new hash for a navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.querySelector('main');
    if (!main) return;
    // Focusable from script only, so it is no extra Tab stop.
    main.tabIndex = -1;
    main.focus();
  };
  return (
    <a className="skip-link" href="#main" onClick={skip}>
      Skip to main content
    </a>
  );
}
