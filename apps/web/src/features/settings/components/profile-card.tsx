import { useMemo } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Skeleton, Tag } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { UpdateProfileRequest, type Profile } from '@sendwell/contracts';
import { schemaRule } from '../../../lib/form-rules';
import { useServerError } from '../../../lib/use-server-error';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { timezoneOptions } from './timezone-options';
import { SEARCH_BY_LABEL } from '../../../lib/search-by-label';

export function ProfileCard() {
  const profile = useProfile();
  return (
    <Card title="Profile">
      {profile.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {profile.isError && <Alert type="error" showIcon title={profile.error.message} />}
      {profile.isSuccess && <ProfileForm profile={profile.data} />}
    </Card>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<UpdateProfileRequest>();
  const { message } = App.useApp();
  const updateProfile = useUpdateProfile();
  const serverError = useServerError(form);
  const options = useMemo(() => timezoneOptions(profile.timezone), [profile.timezone]);

  const onFinish = (values: UpdateProfileRequest) => {
    serverError.clear();
    updateProfile.mutate(values, {
      onSuccess: () => message.success('Profile updated'),
      onError: serverError.onError,
    });
  };

  return (
    <Flex vertical gap={16}>
      {serverError.message && <Alert type="error" showIcon title={serverError.message} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          name: profile.name,
          company: profile.company,
          phone: profile.phone,
          timezone: profile.timezone,
        }}
      >
        <Form.Item label="Name" name="name" required rules={[schemaRule(UpdateProfileRequest.shape.name)]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="Email" htmlFor="profile-email" extra="Your sign-in email cannot be changed here.">
          <Flex align="center" gap={8}>
            <Input id="profile-email" value={profile.email} readOnly variant="filled" />
            {profile.isVerified ? (
              <Tag color="success" icon={<CheckCircleFilled />}>
                Verified
              </Tag>
            ) : (
              <Tag color="warning" icon={<ExclamationCircleFilled />}>
                Not verified
              </Tag>
            )}
          </Flex>
        </Form.Item>
        <Form.Item label="Company" name="company" rules={[schemaRule(UpdateProfileRequest.shape.company)]}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item label="Phone" name="phone" rules={[schemaRule(UpdateProfileRequest.shape.phone)]}>
          <Input autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item
          label="Timezone"
          name="timezone"
          required
          rules={[schemaRule(UpdateProfileRequest.shape.timezone)]}
        >
          <Select showSearch={SEARCH_BY_LABEL} options={options} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={updateProfile.isPending}>
          Save changes
        </Button>
      </Form>
    </Flex>
  );
}
