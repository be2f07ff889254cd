import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { BrandMark } from './brand-mark';

interface PublicCardProps {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  /** Shown under the card, e.g. "New to Sendwell? Create an account". */
  footer?: ReactNode;
}

/** The centred card every signed-out page uses. */
export function PublicCard({ title, description, children, footer }: PublicCardProps) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={24}
      style={{ minHeight: '100vh', padding: '48px 16px' }}
    >
      <BrandMark size="large" />
      <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: 32 } }}>
        {title && (
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
        )}
        {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
        {children}
      </Card>
      {footer && <Typography.Text type="secondary">{footer}</Typography.Text>}
    </Flex>
  );
}
