import type { ReactNode } from 'react';

/**
 * A table too wide for a phone scrolls sideways within its card rather than widening the page. The region
 * takes the focus itself, so keyboard users scroll it with the arrow keys (WCAG 2.1.1).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div tabIndex={0} role="region" aria-label={label} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
