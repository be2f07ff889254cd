import { Col, Flex, Row } from 'antd';
import { AccountCard } from './account-card';
import { ChangePasswordCard } from './change-password-card';
import { ProfileCard } from './profile-card';

export function MyAccountTab() {
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={14}>
        <ProfileCard />
      </Col>
      <Col xs={24} xl={10}>
        <Flex vertical gap={24}>
          <AccountCard />
          <ChangePasswordCard />
        </Flex>
      </Col>
    </Row>
  );
}
