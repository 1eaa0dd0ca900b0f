/** Runs before each test file of the SQL projects: its database goes when the file is done. */
import { afterAll } from 'vitest';
import { closeTestDatabase } from './testDatabase';

afterAll(closeTestDatabase);
