/**
 * How many more messages the account's plan lets it send today. Billing is built beside the send engine:
 * wire its daily sending limit here. Until then every account may send without a limit.
 */
export const sendingAllowance = async (_accountId: string): Promise<number | 'unlimited'> => 'unlimited';
