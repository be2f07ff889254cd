import { Flex, Pagination, Typography } from 'antd';
import { LIST_PAGE_SIZES } from '@sendwell/contracts';
import { paginationLabel } from '@sendwell/domain';

interface TablePageFooterProps {
  page: number;
  pageSize: number;
  total: number;
  /** There are more than `total` rows: the pager reaches that far, and the label says so ('of 10000+'). */
  totalCapped?: boolean;
  /** A new page size starts again at page 1. */
  onChange: (next: { page: number; pageSize: number }) => void;
}

/** 'start-end of total' at bottom left and the pager with sizes 5 to 25 (spec 1 §2.1); nothing when empty. */
export function TablePageFooter({
  page,
  pageSize,
  total,
  totalCapped = false,
  onChange,
}: TablePageFooterProps) {
  if (total === 0) return null;
  return (
    <Flex align="center" justify="space-between" gap={16} wrap>
      <Typography.Text type="secondary" aria-label="Rows shown">
        {paginationLabel(page, pageSize, total)}
        {totalCapped ? '+' : ''}
      </Typography.Text>
      <Pagination
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger
        pageSizeOptions={LIST_PAGE_SIZES.map(String)}
        onChange={(nextPage, nextSize) =>
          onChange(nextSize === pageSize ? { page: nextPage, pageSize } : { page: 1, pageSize: nextSize })
        }
      />
    </Flex>
  );
}
