import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, dropTestDatabase } from './test-db';

// Registered before the test file's own hooks: the database exists before its beforeAll and is
// dropped after its afterAll (after-hooks run in reverse order).
beforeAll(async () => {
  await createTestDatabase();
});

afterAll(async () => {
  await dropTestDatabase();
});
