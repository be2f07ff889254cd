import type { Db } from '../../db/database';
import { findUserById } from './auth.repository';

export const findUserEmail = async (db: Db, userId: string): Promise<string | undefined> => (await findUserById(db, userId))?.email;
