import type { TemplateFinding } from '@sendwell/contracts';
import { describe, type TemplateElement } from './template-document';

export type Finding = TemplateFinding;

/** Where a finding is: a short description a marketer can find in the template, and the line when known. */
export interface Place {
  where: string | null;
  line: number | null;
}

export const at = (element: TemplateElement, detail?: string): Place => ({
  where: describe(element, detail),
  line: element.line,
});

export const NOWHERE: Place = { where: null, line: null };

/**
 * Findings that share a key (the same colour pair, the same link) are one finding with a count, placed at
 * the first occurrence, so a footer repeated on every section does not bury the rest.
 */
export class FindingGroups {
  private readonly groups = new Map<string, Finding>();

  add(key: string, place: Place, make: () => Omit<Finding, 'where' | 'line' | 'count'>): void {
    const existing = this.groups.get(key);
    if (existing) existing.count += 1;
    else this.groups.set(key, { ...make(), ...place, count: 1 });
  }

  list(): Finding[] {
    return [...this.groups.values()];
  }
}

export const formatKilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
