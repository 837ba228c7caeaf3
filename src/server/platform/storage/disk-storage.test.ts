import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { describeStorageContract } from '../../test/storage-contract';
import { createDiskStorage } from './disk-storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-storage-'));
const storage = createDiskStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describeStorageContract('disk', () => storage);
