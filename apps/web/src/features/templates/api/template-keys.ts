/** Query keys of the templates feature; mutations invalidate through these. */
export const templateKeys = {
  all: ['templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  detail: (id: number) => [...templateKeys.all, 'detail', id] as const,
  submissions: (id: number, page: number) => [...templateKeys.all, 'submissions', id, page] as const,
  insights: (id: number) => [...templateKeys.all, 'insights', id] as const,
  share: (id: number) => [...templateKeys.all, 'share', id] as const,
  shared: (token: string) => ['shared-template', token] as const,
  emailTypes: ['email-types'] as const,
  gallery: () => ['template-gallery', 'templates'] as const,
  galleryFilters: () => ['template-gallery', 'filters'] as const,
};
