import type { ReactNode } from 'react';
import { Card, Flex, theme, Typography } from 'antd';
import { BrandMark } from './brand-mark';
import { mainLandmark } from './skip-link';

interface PublicCardProps {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  /** Shown under the card, e.g. "New to Sendwell? Create an account". */
  footer?: ReactNode;
}

/** The centred card every signed-out page uses. */
export function PublicCard({ title, description, children, footer }: PublicCardProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      component="main"
      {...mainLandmark}
      vertical
      align="center"
      justify="center"
      gap={24}
      style={{ minHeight: '100vh', padding: '48px 16px' }}
    >
      <BrandMark size="large" />
      <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: 32 } }}>
        {title && (
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: token.fontSizeHeading3 }}>
            {title}
          </Typography.Title>
        )}
        {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
        {children}
      </Card>
      {footer && (
        <Typography.Text type="secondary" className="underline-links">
          {footer}
        </Typography.Text>
      )}
    </Flex>
  );
}
