import { senderRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

/** Mails the sender's address its confirmation link. */
export const sendVerificationEmail = (credentialId: number) =>
  callApi(senderRoutes.sendVerificationEmail, { query: { credentialId } });

export const getVerificationStatus = async (credentialId: number) =>
  (await callApi(senderRoutes.verifyEmailStatus, { query: { credentialId } })).output.status;

export const confirmSenderEmail = (token: string) => callApi(senderRoutes.confirmEmail, { body: { token } });
