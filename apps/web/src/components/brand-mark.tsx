import { Flex, Typography } from 'antd';

interface BrandMarkProps {
  size?: 'small' | 'large';
}

/** The Sendwell envelope mark and name. */
export function BrandMark({ size = 'small' }: BrandMarkProps) {
  const icon = size === 'large' ? 40 : 28;
  return (
    <Flex align="center" gap={10}>
      <svg width={icon} height={icon} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#3b5bdb" />
        <path d="M7 11.5 16 17l9-5.5V22a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 7 22z" fill="#fff" />
        <path d="M8.5 8.5h15A1.5 1.5 0 0 1 25 10l-9 5.5L7 10a1.5 1.5 0 0 1 1.5-1.5z" fill="#dbe4ff" />
      </svg>
      <Typography.Text strong style={{ fontSize: size === 'large' ? 26 : 20, letterSpacing: -0.3 }}>
        Sendwell
      </Typography.Text>
    </Flex>
  );
}
