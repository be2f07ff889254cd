import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * Stands in for antd Table's virtual-scrolling body (see vite.config.ts), used only by a Table with
 * `virtual`: its code and the virtual list it is built on are fetched when such a table renders.
 */
const VirtualTable = lazy(() => import('antd/es/table/RcTable/VirtualTable'));

export default function OnDemandVirtualTable(props: ComponentProps<typeof VirtualTable>) {
  return (
    <Suspense fallback={null}>
      <VirtualTable {...props} />
    </Suspense>
  );
}
