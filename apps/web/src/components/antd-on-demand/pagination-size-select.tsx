import { lazy, Suspense } from 'react';
import type { SelectProps } from 'antd';

/*
 * Stands in for the Select of antd Pagination's page-size picker (see vite.config.ts): Select and its
 * virtual list are fetched when a pager first shows the picker, not with every Table and Pagination.
 */
const Select = lazy(() => import('antd/es/select'));

export default function OnDemandPaginationSizeSelect(props: SelectProps) {
  return (
    <Suspense fallback={null}>
      <Select {...props} />
    </Suspense>
  );
}
