import type { Template } from '@sendwell/contracts';
import { paths } from '../../../lib/paths';

/** The desktop preview width the thumbnail is drawn at, then scaled down to the card. */
const DRAWN_WIDTH = 610;
const SCALE = 0.34;

/**
 * A template's first screen, drawn by the browser from its sandboxed preview (no script, no same-origin
 * access) and scaled down; it takes no focus and no clicks, the card around it does.
 */
export function TemplateThumbnail({ template, height = 168 }: { template: Template; height?: number }) {
  return (
    <div style={{ height, overflow: 'hidden', background: '#f5f7fa', borderRadius: 6, position: 'relative' }}>
      <iframe
        title={`Thumbnail of ${template.name}`}
        src={paths.templatePreview(template.id, 'HTML')}
        sandbox=""
        tabIndex={-1}
        aria-hidden="true"
        style={{
          width: DRAWN_WIDTH,
          height: height / SCALE,
          border: 0,
          // Zoom rather than a transform, and no lazy loading: with either, Chromium never reports the page's
          // network as settled while the sandboxed frame (a process of its own) is on it.
          zoom: SCALE,
          pointerEvents: 'none',
          background: '#fff',
        }}
      />
    </div>
  );
}
