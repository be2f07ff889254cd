import { Col, Row } from 'antd';
import { ChangePasswordCard } from './change-password-card';
import { ProfileCard } from './profile-card';

export function MyAccountTab() {
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={14}>
        <ProfileCard />
      </Col>
      <Col xs={24} xl={10}>
        <ChangePasswordCard />
      </Col>
    </Row>
  );
}
